import TypeFitDiagnostics

/// The translation does not fit where the source language does: the layout was designed
/// around the source, and this locale breaks it.
package struct LocaleOverflowRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "locale-overflow", name: "Locale overflow",
        summary: "Fits in the source language at the same width and size, but not in this locale.",
        help: """
            At the same device, window and Dynamic Type size, the source text fits its element and this \
            translation does not (more lines than allowed, wider than a one-line box, or taller than a fixed \
            height). This is the finding to read first when no layout is declared: the design was tested in \
            the source language. Ask for a shorter translation, or let the element grow.
            """,
        defaultSeverity: .error,
        // Test font (RuleExample), 10 pt: "Save" = 6 + 3 × 5 = 21 pt; "Speichern und schliessen" = 116 pt (see
        // truncated-width); "Save changes and close" = 21 + 2.5 + 35 + 2.5 + 15 + 2.5 + 25 = 103.5 pt. U+13000
        // put before both texts adds 7 pt to each.
        triggeringExamples: [
            RuleExample("\"Save\" (21 pt) fits a 1-line 100 pt button; \"Speichern und schliessen\" (116 pt) does not.",
                        element: "button lines=1 width=100 font=10", text: "Speichern und schliessen", source: "Save",
                        triggers: "translation is 116 pt wide in a 100 pt box (16 pt cut off); the source fits (21 pt)",
                        astral: "translation is 123 pt wide in a 100 pt box (23 pt cut off); the source fits (28 pt)"),
            // In 45 pt: "aaaa bbbb" (42.5) | "cccc dddd" | "eeee", the third line (10 pt) cut; the source is
            // one line. With U+13000: "𓀀aaaa" (27) | "bbbb cccc" | "dddd eeee", and "𓀀aaaa" is one line.
            RuleExample("A 2-line label: the source takes 1 line, the translation 3.",
                        element: "label lines=2 width=45 font=10", text: "aaaa bbbb cccc dddd eeee", source: "aaaa",
                        triggers: "translation needs 3 lines, 2 shown (10 pt cut off); the source fits (1 line)",
                        astral: "translation needs 3 lines, 2 shown (10 pt cut off); the source fits (1 line)"),
        ],
        nonTriggeringExamples: [
            RuleExample("Both the source and the translation overflow (that is clipped or truncated-width).",
                        element: "label lines=1 width=100 font=10", text: "Speichern und schliessen",
                        source: "Save changes and close"),
            RuleExample("The translation wraps to 3 lines in an unlimited multi-line label.",
                        element: "multiline-label lines=0 width=45 font=10", text: "aaaa bbbb cccc dddd eeee",
                        source: "aaaa"),
        ])

    /// It speaks only of cuts.
    package static func judgesFittingCells(widthVariant: Bool) -> Bool { false }

    package func evaluate(_ cell: Cell) -> Violation? {
        guard cell.overflowIsLocales, let source = cell.source, let sourceWidth = cell.sourceNaturalWidth,
              let problem = cell.problem else { return nil }
        // Written only when the finding asks for its message.
        let sourceFigure: @Sendable () -> String = {
            switch problem {
            case .tooManyLines: "\(source.lines) line\(source.lines == 1 ? "" : "s")"
            case .tooWide, .tooWideAtMinimumScale: "\(Format.points(sourceWidth)) pt"
            case .tooTall: "\(Format.points(source.height)) pt"
            }
        }
        guard cell.layoutKnown else {
            // typefit guessed the box: the only fact is that the translation needs more than the source in it.
            return Violation(message: "translation \(problem.comparison) where the source needs \(sourceFigure()), in the same "
                                 + "\(problem.box) (no layout is known for this key)",
                             measured: problem.measured, available: problem.available, overflow: problem.overflow)
        }
        return Violation(message: "translation \(problem.phrase); the source fits (\(sourceFigure()))",
                         measured: problem.measured, available: problem.available, overflow: problem.overflow)
    }
}
