import TypeFitConfig
import TypeFitDiagnostics

/// A `.stringsdict` width variant wider than the width it declares.
package struct WidthVariantRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "width-variant", name: "Width variant",
        summary: "A .stringsdict width variant is wider than the width it declares.",
        help: """
            A key with NSStringVariableWidthRuleType gives a text per width, and the app shows the one \
            variantFittingPresentationWidth(_:) returns: the widest declared width not above the width the \
            app passes, else the smallest. A variant wider than its own width is cut wherever the app has just that room. \
            Shorten it or declare it wider. The unit is the app's (width-variants.unit: em of the element's \
            font by default, pt or characters). In each box the other rules judge only the variant the app \
            would show there.
            """,
        defaultSeverity: .warning,
        // Test font (RuleExample), body at Large is 17 pt: "Speichern und schliessen" = S 600 + 8 × 500 +
        // 2 × 250 + 13 × 500 = 11,600 units = 11.6 em = 197.2 pt; with U+13000 (700 units) first 12.3 em =
        // 209.1 pt. The 300-pt box is 300 / 17 = 17.6 em: the app passes 17 and gets the width=10 variant.
        // "Alles speichern und das Fenster schliessen" is 19.95 em (20.65 with U+13000): within 30.
        triggeringExamples: [
            RuleExample("A width=10 variant of 11.6 em in a 17-pt label: 197.2 pt where 10 em is 170 pt.",
                        element: "label lines=1 width=300 style=body",
                        widthVariants: [10: "Speichern und schliessen", 30: "Alles speichern und das Fenster schliessen"],
                        triggers: "the width=10 variant is 197.2 pt wide, wider than the 10 em (= 170 pt at 17 pt) "
                            + "it declares (27.2 pt over)",
                        astral: "the width=10 variant is 209.1 pt wide, wider than the 10 em (= 170 pt at 17 pt) "
                            + "it declares (39.1 pt over)"),
        ],
        nonTriggeringExamples: [
            RuleExample("A width=13 variant of 11.6 em: within the 13 em (221 pt at 17 pt) it declares.",
                        element: "label lines=1 width=300 style=body",
                        widthVariants: [13: "Speichern und schliessen", 30: "Alles speichern und das Fenster schliessen"]),
        ])

    /// It speaks only of width variants, which it judges fitting or not.
    package static func judgesFittingCells(widthVariant: Bool) -> Bool { widthVariant }

    package func evaluate(_ cell: Cell) -> Violation? {
        guard let variant = cell.widthVariant else { return nil }
        // Written only when a finding reads it: this runs for every cell of a width variant.
        @Sendable func name() -> String { "the width=\(variant.declared) variant" }
        guard let limit = variant.points else {
            guard variant.characters > variant.declared else { return nil }
            return Violation(message: "\(name()) is \(variant.characters) characters long, more than the "
                                 + "\(variant.declared) characters it declares",
                             measured: Figures(), available: Figures(),
                             overflow: Double(variant.characters - variant.declared))
        }
        guard cell.naturalWidth > limit + FitProblem.epsilon else { return nil }
        let pointSize = cell.geometry.pointSize
        let natural = cell.naturalWidth
        @Sendable func declared() -> String {
            variant.unit == .em
                ? "\(variant.declared) em (= \(Format.points(limit)) pt at \(Format.points(pointSize)) pt)"
                : "\(variant.declared) pt"
        }
        return Violation(message: "\(name()) is \(Format.points(natural)) pt wide, wider than the \(declared()) "
                             + "it declares (\(Format.points(natural - limit)) pt over)",
                         measured: Figures(width: cell.naturalWidth), available: Figures(width: limit),
                         overflow: cell.naturalWidth - limit)
    }
}
