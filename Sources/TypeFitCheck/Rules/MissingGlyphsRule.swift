import TypeFitCore

/// Characters no font in the stack can draw: they show as boxes ("tofu").
public struct MissingGlyphsRule: Sendable {
    public init() {}

    public static let description = RuleDescription(
        id: "missing-glyphs", name: "Missing glyphs",
        summary: "The text has characters no font in the stack covers; they are drawn as empty boxes.",
        help: """
            No face in the font stack (your --font files, then the profile's families) has a glyph for the \
            character, so it is measured and drawn as the .notdef box. On a device the system's fallback \
            fonts may cover it; here, install the font the finding names, or add one with fonts.files.
            """,
        defaultSeverity: .error,
        triggeringExamples: ["A Tibetan string when no Noto Sans Tibetan is installed."],
        nonTriggeringExamples: ["A German string in Inter."])

    /// Judges a whole text once (coverage does not depend on size or device).
    public func evaluate(_ missing: [MissingCharacter]) -> Violation? {
        guard !missing.isEmpty else { return nil }
        var seen: Set<String> = []
        let unique = missing.filter { seen.insert($0.codePoint).inserted }
        let listed = unique.prefix(8).map { "\($0.codePoint) \($0.script)" }.joined(separator: ", ")
        let installs = Set(unique.compactMap(\.install)).sorted()
        let hint = installs.isEmpty ? "" : "; install: " + installs.joined(separator: ", ")
        return Violation(message: "no font covers \(unique.count) character\(unique.count == 1 ? "" : "s") (\(listed))\(hint)",
                         measured: Figures(), available: Figures(), overflow: Double(unique.count))
    }
}
