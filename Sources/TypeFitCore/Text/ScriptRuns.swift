import CHarfBuzz

/// The script of every UTF-16 unit, with Common and Inherited characters (spaces, digits,
/// punctuation, combining marks) taking the script around them, as libraqm does: they join the
/// run before them, and a paragraph that opens with them takes its first real script.
/// Unlike libraqm, a closing bracket does not take its opening bracket's script (FontRunTests
/// shows the difference).
struct ScriptAnalysis {
    /// HarfBuzz script per unit.
    let scripts: [hb_script_t]

    init(scalars decoded: UTF16Scalars, count: Int, fallback: hb_script_t) {
        let funcs = hb_unicode_funcs_get_default()
        var scripts = [hb_script_t](repeating: HB_SCRIPT_COMMON, count: count)
        var resolved = [Bool](repeating: false, count: count)
        for (k, scalar) in decoded.scalars.enumerated() {
            let index = Int(decoded.starts[k])
            let script = hb_unicode_script(funcs, scalar.value)
            let width = scalar.value > 0xFFFF ? 2 : 1
            let real = script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
            for k in 0..<width where index + k < scripts.count {
                scripts[index + k] = script
                resolved[index + k] = real
            }
        }
        let firstReal = resolved.firstIndex(of: true).map { scripts[$0] } ?? fallback
        var current = firstReal
        for i in scripts.indices {
            if resolved[i] { current = scripts[i] } else { scripts[i] = current }
        }
        self.scripts = scripts
    }
}

extension hb_script_t {
    /// The ISO 15924 code ("Latn", "Arab") font stacks are keyed by.
    var iso15924: String {
        // HarfBuzz script values are the ISO 15924 tags with the first letter upper-case.
        tagString(hb_script_to_iso15924_tag(self))
    }

    static func from(iso15924 code: String) -> hb_script_t {
        hb_script_from_string(code, Int32(code.utf8.count))
    }
}

/// The script a locale's own text is written in, as a HarfBuzz script (Jpan → Hira,
/// Kore → Hang, Hans/Hant → Hani), for text that has no strong script of its own.
func primaryScript(of code: String?) -> String {
    switch code {
    case "Jpan": return "Hira"
    case "Kore": return "Hang"
    case "Hans", "Hant": return "Hani"
    case .some(let other): return other
    case .none: return "Latn"
    }
}
