import TypeFitCore
import TypeFitLocale

extension TextEngine {
    /// The text engine a configuration describes: its font files (resolved against the config's
    /// folder), then `extraFonts` (paths as given, e.g. from the command line), then its font
    /// profile, with Apple's families looked for in `fonts.apple` first; its tracking and CJK line
    /// starts unless `tracking` or `cjkLineBreak` override them. Throws `FontError` naming a file or
    /// folder that is missing or not a font.
    package convenience init(configuration: CheckConfiguration, extraFonts: [String] = [],
                            tracking: TrackingMode? = nil, cjkLineBreak: CJKLineBreak? = nil) throws {
        var locator = FontLocator.system
        if let apple = configuration.appleFonts {
            locator = FontLocator(directories: FontLocator.defaultDirectories(),
                                  appleFolder: try AppleFontFolder(path: configuration.resolve(apple)))
        }
        self.init(fonts: try FontStack(profile: configuration.fontProfile,
                                       userFonts: configuration.fontFiles.map(configuration.resolve) + extraFonts,
                                       tracking: tracking ?? configuration.tracking, locator: locator),
                  cjkLineBreak: cjkLineBreak ?? configuration.cjkLineBreak)
    }
}
