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
            // A configuration button's text wraps at 288 − 2 × 12 = 264 pt and its insets take the rest: a
            // 31-letter word (263.5 pt at 17 pt) makes a 287.5-pt button. With U+13000 (11.9 pt) the word
            // breaks after 29 letters (258.4 pt): 282.4 pt.
            RuleExample("An intrinsic configuration button whose title fills the room inside its 12-pt insets.",
                        element: "button button-style=configuration width=intrinsic",
                        text: String(repeating: "a", count: 31)),
            RuleExample("A label with width=margins (it wraps or truncates instead).",
                        element: "label width=margins font=10",
                        text: "aaaaa bbbbb ccccc ddddd eeeee fffff ggggg hhhhh iiii jjjj kkkk llll mmmm"),
        ])

    package func evaluate(_ cell: Cell) -> Violation? {
        let geometry = cell.geometry
        guard geometry.width == nil else { return nil }
        let textWidth = geometry.lineLimit == 1 ? cell.naturalWidth : cell.text.width
        // The room is the text's (`available`) plus the control's own padding around it.
        let width = textWidth + geometry.contentInsets.horizontal
        let room = geometry.available + geometry.contentInsets.horizontal
        guard width > room + FitProblem.epsilon else { return nil }
        if width > geometry.safeAreaRoom + FitProblem.epsilon {
            return Violation(
                message: "element is \(Format.points(width)) pt wide: \(Format.points(width - geometry.safeAreaRoom)) pt out of the safe area (\(Format.points(geometry.safeAreaRoom)) pt)",
                measured: Figures(width: width), available: Figures(width: geometry.safeAreaRoom),
                overflow: width - room, severity: .error)
        }
        return Violation(
            message: "element is \(Format.points(width)) pt wide: \(Format.points(width - room)) pt past the layout margins (\(Format.points(room)) pt between them)",
            measured: Figures(width: width), available: Figures(width: room),
            overflow: width - room)
    }
}
