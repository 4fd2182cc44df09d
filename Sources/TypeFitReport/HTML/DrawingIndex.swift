import TypeFitCheck

/// The drawings a document already holds, by what they are made from: the same text (locale,
/// weight, line-break strategy) at the same point size in the same scene under the same rule is
/// the same drawing, so it is drawn once and any later figure shows it by reference
/// (`SceneDrawing.reference(to:frame:label:)`).
struct DrawingIndex {
    struct Key: Hashable {
        var text: String
        var locale: String?
        var weight: String?
        var lineBreakStrategy: String?
        var rule: String
        var pointSize: Double
        var scene: Scene
    }

    /// A drawing made: its number, its `<svg>` frame attributes and whether its text runs past it.
    struct Drawn {
        var number: Int
        var frame: String
        var textCut: Bool
    }

    private var drawings: [Key: Drawn] = [:]

    /// The drawing already made from `key`, if any.
    func drawn(_ key: Key) -> Drawn? { drawings[key] }

    mutating func record(_ key: Key, _ drawn: Drawn) { drawings[key] = drawn }
}
