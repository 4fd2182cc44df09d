import CHarfBuzz

extension TextEngine {
    /// The HarfBuzz the engine shapes with (`hb_version_string`): results kept from a run on
    /// another HarfBuzz are not reused (`RunCache`).
    package static var harfBuzzVersion: String { String(cString: hb_version_string()) }
}
