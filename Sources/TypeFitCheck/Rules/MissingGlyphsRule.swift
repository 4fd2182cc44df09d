import TypeFitCore

/// Characters no font in the stack can draw: they show as boxes ("tofu").
package struct MissingGlyphsRule: Sendable {
    package init() {}

    package static let description = RuleDescription(
        id: "missing-glyphs", name: "Missing glyphs",
        summary: "The text has characters no font in the stack covers; they are drawn as empty boxes.",
        help: """
            No face in the font stack (your --font files, then the profile's families) has a glyph for the \
            character, so it is measured and drawn as the .notdef box. On a device the system's fallback \
            fonts may cover it; here, install the font the finding names, or add one with fonts.files.
            """,
        defaultSeverity: .error,
        // The test font (RuleExample) has Latin letters and no Tibetan: བོད is U+0F56 BA, U+0F7C vowel sign O,
        // U+0F51 DA, each reported once. U+13000 put first is one more character no font covers.
        triggeringExamples: [
            RuleExample("A Tibetan string when no Noto Sans Tibetan is installed.", element: "label font=10",
                        text: "བོད",
                        triggers: "no font covers 3 characters (U+0F56 Tibt, U+0F7C Tibt, U+0F51 Tibt)",
                        astral: "no font covers 4 characters (U+13000 Egyp, U+0F56 Tibt, U+0F7C Tibt, U+0F51 Tibt)"),
        ],
        nonTriggeringExamples: [
            RuleExample("A German string in a font that covers it.", element: "label font=10",
                        text: "Speichern und schliessen",
                        astral: "no font covers 1 character (U+13000 Egyp)"),
        ])

    /// Judges a whole text once (coverage does not depend on size or device).
    package func evaluate(_ missing: [MissingCharacter]) -> Violation? {
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
