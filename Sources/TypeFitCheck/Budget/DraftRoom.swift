import TypeFitCore
import TypeFitDiagnostics

/// What a draft translation of one key leaves or lacks in the tightest box of each of its uses,
/// as a translator types it (`/v1/fit`'s `room`): `typefit budget`'s figures for one text, with
/// the boxes computed once per key and only the draft shaped per request (`DraftRoomStage`).
package struct DraftRoom: Sendable {
    /// The draft's locale, as the texts of its rooms name it.
    package var locale: String
    /// One per use of the key, in the order `typefit budget` gives them.
    package var uses: [DraftUse]
    /// A hint that does not parse, a text that cannot be laid out.
    package var problems: [InputProblem]
}

/// One use of a key with a draft in its tightest box.
package struct DraftUse: Sendable {
    /// The use's budget: its box, and in `texts` the source text's rooms, then the draft's (its
    /// `isSource` false, unless the draft is in the source locale and so replaces the source).
    package var budget: KeyBudget
    /// What the draft is drawn in: the box's scene (in the draft's direction), and the weight and
    /// line-break strategy the box's text is laid out with (its size is `budget.box.font.size`).
    package let scene: Scene
    package let weight: FontWeight
    package let lineBreakStrategy: LineBreakStrategy
    /// The draft's first text as it was prepared for the box (its analysis and shaping kept), so
    /// drawing it does not prepare it again; nil when the draft has no text.
    package let prepared: PreparedText?
}
