import SwiftSyntax
import TypeFitConfig
import TypeFitCore
import TypeFitDynamicType
import TypeFitLayout

/// Settings gathered from the innermost place outwards: the first value found for a field wins,
/// as SwiftUI's environment does (a `.font` on the text beats one on its stack) and as the last
/// assignment nearest the use does in UIKit. A font the pass cannot read (an app theme) still
/// decides the field, so an outer one is not taken for it.
struct AttributeCollector: Sendable {
    var settings = ElementSettings()
    var read: SourceFields = []
    /// A value came from the app's own definitions (an app font), not from the use.
    var elsewhere = false
    private var decided: SourceFields = []

    mutating func font(_ reading: FontReading?) {
        guard !decided.contains(.font) else { return }
        decided.insert(.font)
        guard let reading, reading.style != nil || reading.font != nil else { return }
        settings.style = reading.style
        settings.font = reading.font
        read.insert(.font)
        if reading.fromApp { elsewhere = true }
        if let weight = reading.weight { self.weight(weight) }
    }

    mutating func weight(_ weight: FontWeight?) { decide(.weight, weight, \.weight) }

    mutating func lines(_ lines: Int?) { decide(.lines, lines.flatMap { $0 >= 0 ? $0 : nil }, \.lines) }

    mutating func width(_ width: WidthRule?) { decide(.width, width, \.width) }

    /// The first place that speaks about a field decides it, even with a value the pass cannot read.
    private mutating func decide<Value>(_ field: SourceFields, _ value: Value?,
                                        _ setting: WritableKeyPath<ElementSettings, Value?>) {
        guard !decided.contains(field) else { return }
        decided.insert(field)
        guard let value else { return }
        settings[keyPath: setting] = value
        read.insert(field)
    }

    mutating func maxSize(_ size: ContentSizeCategory?) {
        guard !decided.contains(.maxSize), let size else { return }
        decided.insert(.maxSize)
        settings.maxSize = size
        read.insert(.maxSize)
    }

    mutating func minimumScale(_ scale: Double?) {
        guard !decided.contains(.minimumScale), let scale, scale > 0, scale < 1 else { return }
        decided.insert(.minimumScale)
        settings.minimumScale = scale
        read.insert(.minimumScale)
    }

    /// Fills the placement's fields the source did not set from what was collected.
    func apply(to placement: inout Placement) {
        if read.contains(.font) {
            placement.settings.style = settings.style
            placement.settings.font = settings.font
        }
        if read.contains(.weight) { placement.settings.weight = settings.weight }
        if read.contains(.lines) { placement.settings.lines = settings.lines }
        if read.contains(.width) { placement.settings.width = settings.width }
        if read.contains(.maxSize) { placement.settings.maxSize = settings.maxSize }
        if read.contains(.minimumScale) { placement.settings.minimumScale = settings.minimumScale }
        placement.read.formUnion(read)
        if elsewhere { placement.readElsewhere = true }
    }

    /// The text's own settings carried into the placement a container gives it (a `Label` with
    /// a `.font`, placed as a picker's label), where the container did not set them.
    static func carry(_ text: Placement, into placement: inout Placement) {
        var collector = AttributeCollector()
        collector.settings = text.settings
        collector.read = text.read.subtracting(placement.read)
        collector.apply(to: &placement)
    }
}

/// SwiftUI view modifiers that change how a text is laid out.
enum ViewModifiers {
    /// Reads one modifier into the collector. `own` is true while the modifier is on the text's
    /// own view: a frame or `fixedSize` on an enclosing stack does not size the text itself.
    static func read(_ name: String, _ call: FunctionCallExprSyntax, own: Bool, appFonts: [String: FontReading] = [:],
                     into collector: inout AttributeCollector) {
        let first = call.arguments.first?.expression
        switch name {
        case "font":
            if let first { collector.font(FontExpressions.swiftUI(first, appFonts: appFonts)) }
        case "fontWeight":
            if let first { collector.weight(FontExpressions.weight(first)) }
        case "bold":
            if first == nil || first?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                collector.weight(.bold)
            }
        case "lineLimit":
            if let first { collector.lines(lineLimit(first)) }
        case "minimumScaleFactor":
            if let first { collector.minimumScale(FontExpressions.number(first)) }
        case "dynamicTypeSize":
            if let first { collector.maxSize(dynamicTypeCap(first)) }
        case "frame" where own:
            if let width = call.argument("width").flatMap({ FontExpressions.number($0.expression) }) {
                collector.width(.fixed(width))
            } else if let width = call.argument("maxWidth").flatMap({ FontExpressions.number($0.expression) }) {
                collector.width(.fixed(width))
            }
        case "fixedSize" where own:
            let horizontal = call.argument("horizontal")?.expression.as(BooleanLiteralExprSyntax.self)
            if horizontal == nil || horizontal?.literal.tokenKind == .keyword(.true) { collector.width(.intrinsic) }
        default:
            break
        }
    }

    /// `.lineLimit(2)`, `.lineLimit(nil)` (unlimited), `.lineLimit(1...3)` (the upper bound),
    /// `.lineLimit(3...)` (unlimited).
    static func lineLimit(_ expr: ExprSyntax) -> Int? {
        if expr.is(NilLiteralExprSyntax.self) { return 0 }
        if let number = FontExpressions.number(expr) { return Int(number) }
        if let sequence = expr.as(SequenceExprSyntax.self), let last = sequence.elements.last,
           let upper = FontExpressions.number(last) {
            return Int(upper)
        }
        if expr.is(PostfixOperatorExprSyntax.self) { return 0 }
        return nil
    }

    /// `.dynamicTypeSize(...xxxLarge)`, `.dynamicTypeSize(.large)` (pinned), `.dynamicTypeSize(.small ... .accessibility1)`.
    static func dynamicTypeCap(_ expr: ExprSyntax) -> ContentSizeCategory? {
        if let member = expr.as(MemberAccessExprSyntax.self) { return category(member.declName.baseName.text) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return dynamicTypeCap(prefix.expression) }
        if let sequence = expr.as(SequenceExprSyntax.self), let last = sequence.elements.last,
           let member = last.as(MemberAccessExprSyntax.self) {
            return category(member.declName.baseName.text)
        }
        return nil
    }

    /// SwiftUI `DynamicTypeSize` and UIKit `UIContentSizeCategory` member names.
    static func category(_ name: String) -> ContentSizeCategory? {
        let swiftUI: [String: ContentSizeCategory] = [
            "xSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .xLarge,
            "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "accessibility1": .ax1, "accessibility2": .ax2,
            "accessibility3": .ax3, "accessibility4": .ax4, "accessibility5": .ax5,
        ]
        if let size = swiftUI[name] { return size }
        return ContentSizeCategory.allCases.first { $0.uiKitName == name }
    }
}
