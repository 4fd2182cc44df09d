import TypeFitCore

/// The default open fonts (`FontProfile.openSubstitutes`) that the script, shaping and drawing
/// tests measure with. Missing fonts are a failure, not a skip: a CI where `make test-deps` failed
/// to install them must not go green without running those tests.
public enum DefaultFonts {
    /// The families those tests measure with: the ones scripts/install-deps.sh installs on Linux
    /// and on macOS alike (the rest of the profile's Noto families come only with Debian's fonts-noto-core).
    public static let required = ["Inter", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai",
                                  "Noto Sans Devanagari", "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR",
                                  "Noto Sans CJK TC", "Noto Sans CJK HK", "Noto Color Emoji", "Noto Sans"]

    public struct Missing: Error, CustomStringConvertible {
        /// Each required family with no face on the machine, and what installs it.
        public let families: [(name: String, install: String)]

        public init(families: [(name: String, install: String)]) { self.families = families }

        public var description: String {
            var installs: [String] = []
            for family in families where !installs.contains(family.install) { installs.append(family.install) }
            return "the default fonts these tests measure with are not installed ("
                + families.map(\.name).joined(separator: ", ") + "): run `make test-deps`, which does "
                + installs.joined(separator: "; ")
        }
    }

    /// The required families with not one face file in the font folders, and those whose variable
    /// face is missing (the tests measure with it and pin its static fallback too).
    package static func missing(locator: FontLocator = .system) -> [(name: String, install: String)] {
        func found(_ face: FaceDefinition) -> Bool { face.files.contains { locator.path(named: $0) != nil } }
        return FontProfile.openSubstitutes.families.filter { required.contains($0.name) }.flatMap { family in
            var absent: [(name: String, install: String)] = []
            if let variable = family.variableFace, !found(variable) {
                absent.append(("\(family.name) variable (\(variable.files[0]))", family.variableInstall))
            }
            if !family.faces.contains(where: found) { absent.append((family.name, family.install)) }
            return absent
        }
    }

    /// The default stack with tracking off (to compare with HarfBuzz alone), one for every test so
    /// they share its caches; throws `Missing` naming every absent family.
    public static func engine() throws -> TextEngine { try shared.get() }

    private static let shared = Result<TextEngine, any Error> {
        let absent = missing()
        guard absent.isEmpty else { throw Missing(families: absent) }
        return try TextEngine(profile: .openSubstitutes, tracking: .none)
    }

    /// The same stack as a machine without the variable faces has it (Inter's static cuts:
    /// Inter below 20 pt, Inter Display from 20 pt), for the tests that pin those files.
    public static func staticEngine() throws -> TextEngine { try sharedStatic.get() }

    private static let sharedStatic = Result<TextEngine, any Error> {
        let absent = missing()
        guard absent.isEmpty else { throw Missing(families: absent) }
        return try TextEngine(profile: FontProfile.openSubstitutes.withoutVariableFaces, tracking: .none)
    }
}
