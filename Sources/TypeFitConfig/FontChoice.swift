import TypeFitCore
import TypeFitDynamicType

/// A font asked for by point size or by Dynamic Type style and category, as `typefit measure`
/// and the service's /v1/measure take it: an explicit size or weight wins over the style's.
public struct FontChoice: Sendable, Equatable {
    public var size: Double?
    public var style: String?
    public var category: String?
    public var weight: FontWeight?

    public init(size: Double? = nil, style: String? = nil, category: String? = nil, weight: FontWeight? = nil) {
        self.size = size
        self.style = style
        self.category = category
        self.weight = weight
    }

    /// The point size and weight. Throws `UnknownNameError` for an unknown style or category
    /// and `FontChoiceError` when neither a size nor a style is given.
    public func resolve(table: DynamicTypeTable = DynamicTypeTable()) throws -> (size: Double, weight: FontWeight) {
        guard let style else {
            guard let size else { throw FontChoiceError.noSize }
            return (size, weight ?? .regular)
        }
        let metrics = try table.metrics(try TextStyle.named(style), category: try ContentSizeCategory.named(category ?? "large"))
        return (size ?? metrics.size, weight ?? FontWeight(rawValue: metrics.weight.rawValue) ?? .regular)
    }
}

public enum FontChoiceError: Error, Sendable, Equatable, CustomStringConvertible {
    case noSize

    public var description: String { "give a point size, or a text style (and a content size category)" }
}
