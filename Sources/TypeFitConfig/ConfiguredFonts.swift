import TypeFitCore

extension TextEngine {
    /// The text engine a configuration describes: its font files (resolved against the config's
    /// folder), then `extraFonts` (paths as given, e.g. from the command line), then its font
    /// profile; its tracking unless `tracking` overrides it. Throws `FontError` naming a file that
    /// is missing or not a font.
    package convenience init(configuration: CheckConfiguration, extraFonts: [String] = [],
                            tracking: TrackingMode? = nil) throws {
        try self.init(fontFiles: configuration.fontFiles.map(configuration.resolve) + extraFonts,
                      profile: configuration.fontProfile, tracking: tracking ?? configuration.tracking)
    }
}
