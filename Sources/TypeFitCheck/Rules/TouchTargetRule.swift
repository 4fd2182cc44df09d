import TypeFitDiagnostics

/// Controls whose text makes them too small to tap, or grow past their container.
package struct TouchTargetRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "touch-target", name: "Touch target",
        summary: "A text control is smaller than 44×44 pt, or its text grows it past its fixed-height container.",
        help: """
            Apple's minimum hit target is 44×44 pt. A control sized by its text (a short button title at a \
            small Dynamic Type size) can fall under it; give it a minimum size or larger content insets. A \
            control in a fixed-height container (a bar, or height=) whose text grows taller than the \
            container spills out of it at large sizes.
            """,
        defaultSeverity: .note,
        // Test font (RuleExample): a line is the point size; a button adds 6 + 6 pt of insets. Body is 17 pt
        // at Large, 33 at AX2, 40 at AX3.
        triggeringExamples: [
            // "OK" = 2 × 600 units × 17 pt = 20.4 pt wide, 17 + 12 = 29 pt tall. U+13000 first (.notdef,
            // 700 units): 1,900 × 0.017 = 32.3 pt wide.
            RuleExample("An intrinsic \"OK\" button: 20.4 × 29 pt at Large (under 44 × 44).",
                        element: "button width=intrinsic", text: "OK",
                        triggers: "control is 20.4 × 29 pt, under the 44 × 44 pt minimum",
                        astral: "control is 32.3 × 29 pt, under the 44 × 44 pt minimum"),
            // At 40 pt a five-letter word is 100 pt, a space 10: two words (210) fit the 288 pt between
            // the margins, three (320) do not, so 2 lines: 80 + 12 = 92 pt. With U+13000 (28 pt) first
            // the first line is 238 pt: still 2 lines.
            RuleExample("A button with height=44 whose title needs 2 lines at AX3 (92 pt).",
                        element: "button lines=2 height=44", text: "aaaaa bbbbb ccccc", category: .ax3,
                        triggers: "control text needs 92 pt of height; its container is 44 pt",
                        astral: "control text needs 92 pt of height; its container is 44 pt"),
        ],
        nonTriggeringExamples: [
            // 288 pt wide (the margins), 33 + 12 = 45 pt tall.
            RuleExample("A full-width button at AX2 (45 pt tall).", element: "button", text: "OK", category: .ax2),
            RuleExample("A label (not a control).", element: "label width=intrinsic", text: "OK"),
        ])

    package func evaluate(_ cell: Cell) -> Violation? {
        let geometry = cell.geometry
        guard let minimum = geometry.hitTarget else { return nil }
        if case .tooTall(let height, let available)? = cell.problem {
            return Violation(
                message: "control text needs \(Format.points(height)) pt of height; its container is \(Format.points(available)) pt",
                measured: Figures(height: height), available: Figures(height: available), overflow: height - available)
        }
        let shownLines = geometry.lineLimit > 0 ? Array(cell.text.lineHeights.prefix(geometry.lineLimit)) : cell.text.lineHeights
        let textWidth = geometry.lineLimit == 1 ? cell.naturalWidth : cell.text.width
        let width = (geometry.width ?? min(textWidth, geometry.available)) + geometry.contentInsets.horizontal
        let height = geometry.height ?? max(geometry.minimumHeight ?? 0, shownLines.reduce(0, +) + geometry.contentInsets.vertical)
        guard width < minimum.width - FitProblem.epsilon || height < minimum.height - FitProblem.epsilon else { return nil }
        return Violation(
            message: "control is \(Format.points(width)) × \(Format.points(height)) pt, under the \(Format.points(minimum.width)) × \(Format.points(minimum.height)) pt minimum",
            measured: Figures(width: width, height: height), available: Figures(width: minimum.width, height: minimum.height),
            overflow: max(minimum.width - width, minimum.height - height))
    }
}
