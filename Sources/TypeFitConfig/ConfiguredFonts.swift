import TypeFitCore

extension TextEngine {
    /// The text engine a configuration describes: its font profile and tracking, its font files
    /// (resolved against the config's folder) and then `extraFonts` (paths as given, e.g. from
    /// the command line). Throws `FontError` naming a file that is missing or not a font.
    public convenience init(configuration: CheckConfiguration, extraFonts: [String] = []) throws {
        let profile: FontProfile
        switch configuration.fontProfile {
        case "open-substitutes": profile = .openSubstitutes
        case "apple-system": profile = .appleSystem
        default: profile = .platformDefault
        }
        try self.init(fontFiles: configuration.fontFiles.map(configuration.resolve) + extraFonts, profile: profile,
                      tracking: configuration.tracking)
    }
}
