import TypeFitConfig
import TypeFitCore
import TypeFitDiagnostics
import TypeFitDynamicType
import TypeFitLayout

/// The point size and weight an element's text has at a size category: from its text style
/// (Apple's table), from a custom font scaled like UIFontMetrics, or a fixed font.
struct TextSource: Sendable {
    let style: TextStyle?
    let font: CustomFont?
    let fixed: (size: Double, weight: TextStyleWeight)?
    let weight: FontWeight?
    let emphasized: Bool
    /// The largest category the element follows (`maximumContentSizeCategory`).
    let maxSize: ContentSizeCategory?

    init(settings: ElementSettings, spec: ElementSpec) {
        font = settings.font
        // UINavigationBar's inline title does not follow Dynamic Type (it is 17-pt semibold at every
        // size; the Large Content Viewer stands in), unless the app sets a style itself.
        let inlineTitle = if case .navigationTitle(.inline, _) = spec.kind { true } else { false }
        style = settings.font == nil ? (settings.style ?? (inlineTitle ? nil : spec.kind.defaultTextStyle)) : nil
        fixed = settings.font == nil && style == nil
            ? (inlineTitle ? (17, .semibold) : (spec.kind.fixedFont ?? (17, .regular))) : nil
        weight = settings.weight
        emphasized = spec.kind.isEmphasized
        maxSize = settings.maxSize
    }

    /// Throws when the style has no size at `category` on `platform` (every iOS style has all twelve).
    func resolve(_ category: ContentSizeCategory, platform: ApplePlatform = .ios, table: DynamicTypeTable,
                 scaling: FontMetricsScaling) throws -> (size: Double, weight: FontWeight) {
        let category = maxSize.map { min(category, $0) } ?? category
        if let font {
            let size = font.relativeTo.map {
                scaling.scaledValue(font.size, relativeTo: $0, category: category, maximumPointSize: font.maximumSize)
            } ?? font.size
            return (size, weight ?? .regular)
        }
        if let style {
            // A style the platform's table lacks (watchOS has no Callout or Subheadline row) keeps
            // iOS's figures: an estimate, where the platform's own table is known.
            let known = DynamicTypeTable.styles(for: platform).contains(style)
            let metrics = try table.metrics(style, category: category, platform: known ? platform : .ios)
            let styleWeight = emphasized ? metrics.emphasizedWeight : metrics.weight
            return (metrics.size, weight ?? FontWeight(rawValue: styleWeight.rawValue) ?? .regular)
        }
        let fixed = fixed ?? (17, .regular)
        return (fixed.size, weight ?? FontWeight(rawValue: fixed.weight.rawValue) ?? .regular)
    }

    /// For reports: "body", "15 pt relative to body", "10 pt fixed".
    var label: String {
        if let font {
            return "\(Format.exactPoints(font.size)) pt" + (font.relativeTo.map { " relative to \($0.rawValue)" } ?? " fixed")
        }
        if let style { return style.rawValue }
        return "\(Format.exactPoints(fixed?.size ?? 17)) pt fixed"
    }
}
