import TypeFitCore
import TypeFitDevices
import TypeFitDiagnostics
import TypeFitLayout

/// Controls whose tap area is under the HIG's sizes: 44×44 pt recommended, 28×28 pt the minimum.
package struct TouchTargetRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "touch-target", name: "Touch target",
        summary: "A text control is under the 28×28 pt minimum (a warning) or the recommended 44×44 pt (a note).",
        help: """
            Apple's HIG gives 44×44 pt as the default control size and 28×28 pt as the minimum (Accessibility, \
            Mobility); UIKit enforces neither. A control sized by its text (a short button title at a small \
            Dynamic Type size) can fall under them: give it a minimum size or larger content insets. Standard \
            controls are judged at Apple's own size (a segmented control 32 pt tall, a text field 34 pt) against \
            the minimum only, and items of Apple's bars (tab bar, navigation bar, toolbar) not at all: their tap \
            area is the bar's item, not the title. Text that grows past a control's fixed height is cut, and \
            reported as clipped. A translation is reported only when it makes the control smaller than a limit \
            the source's control meets; a size the source has too is the design's, told once at the source locale.
            """,
        defaultSeverity: .note,
        // Test font (RuleExample): a line is the point size; a legacy button adds 6 + 6 pt of insets. Body is
        // 17 pt at Large, 33 at AX2.
        triggeringExamples: [
            // "OK" = 2 × 600 units × 17 pt = 20.4 pt wide, 17 + 12 = 29 pt tall: narrower than 28. U+13000 first
            // (.notdef, 700 units): 1,900 × 0.017 = 32.3 pt wide, past the minimum, under the recommendation.
            RuleExample("An intrinsic \"OK\" button: 20.4 × 29 pt at Large, narrower than the 28-pt minimum.",
                        element: "button width=intrinsic", text: "OK",
                        triggers: "control is 20.4 × 29 pt, under the 28 × 28 pt minimum",
                        astral: "control is 32.3 × 29 pt, under the recommended 44 × 44 pt"),
            // "OKAY" = 2,400 units × 0.017 = 40.8 pt wide, 29 pt tall; with U+13000, 3,100 × 0.017 = 52.7 pt.
            RuleExample("An intrinsic \"OKAY\" button: 40.8 × 29 pt, past the minimum, under the recommended size.",
                        element: "button width=intrinsic", text: "OKAY",
                        triggers: "control is 40.8 × 29 pt, under the recommended 44 × 44 pt",
                        astral: "control is 52.7 × 29 pt, under the recommended 44 × 44 pt"),
        ],
        nonTriggeringExamples: [
            // 288 pt wide (the margins), 33 + 12 = 45 pt tall.
            RuleExample("A full-width button at AX2 (45 pt tall).", element: "button", text: "OK", category: .ax2),
            RuleExample("A label (not a control).", element: "label width=intrinsic", text: "OK"),
            // (288 − 1) / 2 = 143.5 pt wide at the control's own 32 pt: past the minimum, Apple's own size.
            RuleExample("A segment of a two-segment control: 143.5 × 32 pt, the control's standard height.",
                        element: "segment segments=2", text: "OK"),
            RuleExample("A tab bar item: its tap area is the bar's item, not its title.",
                        element: "tab-bar-item tabs=5", text: "OK"),
        ])

    package func evaluate(_ cell: Cell) -> Violation? {
        let geometry = cell.geometry
        guard let target = geometry.hitTarget else { return nil }
        let (width, height) = Self.controlSize(cell.text, naturalWidth: cell.naturalWidth, geometry, target)
        // A translation whose control is under a limit the source's control is under too shows the
        // design's size, not the translation's: that is told once, at the source locale.
        let source = cell.source.map { Self.controlSize($0, naturalWidth: cell.sourceNaturalWidth ?? $0.width, geometry, target) }
        func under(_ size: ScreenSize, _ control: (width: Double, height: Double)) -> Bool {
            control.width < size.width - FitProblem.epsilon || control.height < size.height - FitProblem.epsilon
        }
        func designs(_ limit: ScreenSize) -> Bool { source.map { under(limit, $0) } ?? false }
        // Written only when a finding reads it: this runs for every cell of a control.
        @Sendable func size() -> String { "\(Format.points(width)) × \(Format.points(height)) pt" }
        func violation(_ limit: ScreenSize, _ message: @autoclosure @escaping @Sendable () -> String,
                       _ severity: FindingSeverity?) -> Violation {
            Violation(message: message(), measured: Figures(width: width, height: height),
                      available: Figures(width: limit.width, height: limit.height),
                      overflow: max(limit.width - width, limit.height - height), severity: severity)
        }
        let minimum = target.minimum
        if under(minimum, (width, height)) {
            guard !designs(minimum) else { return nil }
            return violation(minimum, "control is \(size()), under the \(Format.points(minimum.width)) × "
                             + "\(Format.points(minimum.height)) pt minimum", .warning)
        }
        if let recommended = target.recommended, under(recommended, (width, height)), !designs(recommended) {
            return violation(recommended, "control is \(size()), under the recommended \(Format.points(recommended.width)) × "
                             + "\(Format.points(recommended.height)) pt", nil)
        }
        return nil
    }

    /// The control around a text: the box (or the text, when it sets its own width) plus the
    /// control's insets, at least the control's standard height.
    static func controlSize(_ text: TextLayout, naturalWidth: Double, _ geometry: CellGeometry,
                            _ target: HitTarget) -> (width: Double, height: Double) {
        let shownLines = text.lineHeights.prefix(geometry.lineLimit > 0 ? geometry.lineLimit : Int.max)
        let textWidth = geometry.lineLimit == 1 ? naturalWidth : text.width
        let width = (geometry.width ?? min(textWidth, geometry.available)) + geometry.contentInsets.horizontal
        let textHeight = geometry.height
            ?? max(geometry.minimumHeight ?? 0, shownLines.reduce(0, +) + geometry.contentInsets.vertical)
        return (width, max(target.standardHeight ?? 0, textHeight))
    }
}
