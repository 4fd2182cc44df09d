import TypeFitDiagnostics

/// Text-sized elements that grow past the layout margins, or out of the safe area.
package struct MarginRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "margin", name: "Margin",
        summary: "A text-sized element grows past the layout margins (warning) or out of the safe area (error).",
        help: """
            An element whose width comes from its text (width=intrinsic: a label or button sized to fit, \
            constrained only by position) is wider than the room between the layout margins; past the safe \
            area it runs under the notch, the rounded corners or off screen. Constrain it to the margins and \
            let it wrap, or shorten the text.
            """,
        defaultSeverity: .warning,
        // Test font (RuleExample), 10 pt: A 6 pt, a–z 5 pt, a space 2.5 pt. iPhone SE: 288 pt between the
        // margins, a 320-pt safe area. U+13000 first (.notdef) adds 7 pt.
        triggeringExamples: [
            // "A" and 53 lowercase letters in 13 words: 6 + 53 × 5 + 12 × 2.5 = 301 pt (308 with U+13000).
            RuleExample("An intrinsic label of 301 pt on iPhone SE (margins leave 288 pt): 13 pt past the margins.",
                        element: "label width=intrinsic font=10",
                        text: "Aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmmmm",
                        triggers: "element is 301 pt wide: 13 pt past the layout margins (288 pt between them)",
                        astral: "element is 308 pt wide: 20 pt past the layout margins (288 pt between them)"),
            // 60 letters in 13 words: 60 × 5 + 12 × 2.5 = 330 pt (337 with U+13000).
            RuleExample("The same label at 330 pt: 10 pt out of the 320-pt safe area (error).",
                        element: "label width=intrinsic font=10",
                        text: "aaaaa bbbbb ccccc ddddd eeeee fffff ggggg hhhhh iiii jjjj kkkk llll mmmm",
                        triggers: "element is 330 pt wide: 10 pt out of the safe area (320 pt)",
                        astral: "element is 337 pt wide: 17 pt out of the safe area (320 pt)"),
        ],
        nonTriggeringExamples: [
            // 50 letters in 13 words: 50 × 5 + 12 × 2.5 = 280 pt (287 with U+13000).
            RuleExample("An intrinsic label of 280 pt on iPhone SE.", element: "label width=intrinsic font=10",
                        text: "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk lll mmm"),
            RuleExample("A label with width=margins (it wraps or truncates instead).",
                        element: "label width=margins font=10",
                        text: "aaaaa bbbbb ccccc ddddd eeeee fffff ggggg hhhhh iiii jjjj kkkk llll mmmm"),
        ])

    package func evaluate(_ cell: Cell) -> Violation? {
        let geometry = cell.geometry
        guard geometry.width == nil else { return nil }
        let textWidth = geometry.lineLimit == 1 ? cell.naturalWidth : cell.text.width
        let width = textWidth + geometry.contentInsets.horizontal
        guard width > geometry.available + FitProblem.epsilon else { return nil }
        if width > geometry.safeAreaRoom + FitProblem.epsilon {
            return Violation(
                message: "element is \(Format.points(width)) pt wide: \(Format.points(width - geometry.safeAreaRoom)) pt out of the safe area (\(Format.points(geometry.safeAreaRoom)) pt)",
                measured: Figures(width: width), available: Figures(width: geometry.safeAreaRoom),
                overflow: width - geometry.available, severity: .error)
        }
        return Violation(
            message: "element is \(Format.points(width)) pt wide: \(Format.points(width - geometry.available)) pt past the layout margins (\(Format.points(geometry.available)) pt between them)",
            measured: Figures(width: width), available: Figures(width: geometry.available),
            overflow: width - geometry.available)
    }
}
