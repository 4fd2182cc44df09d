import TypeFitCore
import TypeFitLocale

extension TextEngine {
    /// The text engine a configuration describes: its font files (resolved against the config's
    /// folder), then `extraFonts` (paths as given, e.g. from the command line), then its font
    /// profile; its tracking and CJK line starts unless `tracking` or `cjkLineBreak` override them.
    /// Throws `FontError` naming a file that is missing or not a font.
    package convenience init(configuration: CheckConfiguration, extraFonts: [String] = [],
                            tracking: TrackingMode? = nil, cjkLineBreak: CJKLineBreak? = nil) throws {
        try self.init(fontFiles: configuration.fontFiles.map(configuration.resolve) + extraFonts,
                      profile: configuration.fontProfile, tracking: tracking ?? configuration.tracking,
                      cjkLineBreak: cjkLineBreak ?? configuration.cjkLineBreak)
    }
}
