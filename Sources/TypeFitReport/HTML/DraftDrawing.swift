import TypeFitCheck
import TypeFitCore
import TypeFitLocale

/// A draft translation drawn in its use's tightest box, as the HTML report draws a finding
/// (`SceneDrawing`): the window, its safe area and margins, the box, and the text laid out with
/// no line limit, red where it leaves the box. One SVG document, for the live fit page's `<img>`.
package enum DraftDrawing {
    package static func svg(_ text: String, locale: String, in use: DraftUse, engine: TextEngine) throws -> String {
        let prepared = try use.prepared.flatMap { $0.units.elementsEqual(text.utf16) ? $0 : nil }
            ?? engine.prepare(text, locale: LocaleTag(locale), weight: use.weight, lineBreakStrategy: use.lineBreakStrategy)
        let box = use.budget.box
        let drawing = try engine.draw(prepared, size: box.font.size, width: SceneDrawing.wrapWidth(use.scene))
        let scene = SceneDrawing(scene: use.scene, rule: "", text: drawing, number: 1)
        let label = "\(use.budget.key) (\(locale)) on \(box.deviceName), \(box.category)"
        return scene.document(label: label)
    }
}

/// One use of a key in `/v1/fit`'s `room`: the use's budget as `typefit budget --json` writes it
/// (`budgets[]`, docs/budget.md), its `texts` holding the source's rooms and the draft's, and
/// the drawing of the draft when it was asked for.
package struct DraftRoomJSON: Encodable, Sendable {
    package var budget: KeyBudget
    package var drawing: String?

    package init(budget: KeyBudget, drawing: String?) {
        self.budget = budget
        self.drawing = drawing
    }

    private enum CodingKeys: String, CodingKey { case drawing }

    /// The budget's fields and `drawing` in one object: a budget reader reads it as it reads
    /// `typefit budget --json`'s.
    package func encode(to encoder: any Encoder) throws {
        try budget.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(drawing, forKey: .drawing)
    }
}
