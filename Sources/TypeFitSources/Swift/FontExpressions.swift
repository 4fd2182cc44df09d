import SwiftSyntax
import TypeFitConfig
import TypeFitCore
import TypeFitDynamicType

/// What a font expression says: a text style, or a size that is fixed or scales relative to a
/// style, and a weight.
struct FontReading: Sendable, Hashable {
    var style: TextStyle?
    var font: CustomFont?
    var weight: FontWeight?
    /// Read through one of the app's own font definitions rather than at the use.
    var fromApp = false

    func apply(to settings: inout ElementSettings, read: inout SourceFields) {
        if style != nil || font != nil {
            settings.style = style
            settings.font = font
            read.insert(.font)
        }
        if let weight {
            settings.weight = weight
            read.insert(.weight)
        }
    }
}

/// SwiftUI `Font` and UIKit `UIFont` expressions, as far as they can be read without the app's
/// own font helpers: a theme or an app function gives nil.
enum FontExpressions {
    // MARK: SwiftUI

    /// `.headline`, `.body.bold()`, `.system(size: 13, weight: .semibold)`, `.system(.title3)`,
    /// `.custom("Name", size: 15)` (scales relative to body), `.custom(_:size:relativeTo:)`,
    /// `.custom(_:fixedSize:)` (fixed).
    static func swiftUI(_ expr: ExprSyntax, appFonts: [String: FontReading] = [:]) -> FontReading? {
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base, DottedPath.of(base) != "Font" { return nil }
            let name = member.declName.baseName.text
            return style(named: name).map { FontReading(style: $0) } ?? appFonts[name]
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
        if let base = call.calleeBase, DottedPath.of(base) != "Font" {
            // A modifier on a font: `.headline.bold()`, `.body.weight(.semibold)`.
            guard var reading = swiftUI(base, appFonts: appFonts) else { return nil }
            switch name {
            case "bold": reading.weight = .bold
            case "weight": reading.weight = call.arguments.first.flatMap { weight($0.expression) } ?? reading.weight
            default: break
            }
            return reading
        }
        switch name {
        case "system":
            if let size = call.argument("size").flatMap({ number($0.expression) }) {
                return FontReading(font: CustomFont(size: size, relativeTo: nil),
                                   weight: call.argument("weight").flatMap { weight($0.expression) })
            }
            guard let first = call.arguments.first, first.label == nil,
                  let styleName = first.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  let style = style(named: styleName) else { return nil }
            return FontReading(style: style, weight: call.argument("weight").flatMap { weight($0.expression) })
        case "custom":
            if let size = call.argument("fixedSize").flatMap({ number($0.expression) }) {
                return FontReading(font: CustomFont(size: size, relativeTo: nil))
            }
            guard let size = call.argument("size").flatMap({ number($0.expression) }) else { return nil }
            let relative = call.argument("relativeTo").flatMap { member($0.expression) }.flatMap(style(named:)) ?? .body
            return FontReading(font: CustomFont(size: size, relativeTo: relative))
        default:
            return nil
        }
    }

    // MARK: UIKit

    /// `.preferredFont(forTextStyle: .headline)`, `UIFontMetrics(forTextStyle: .x).scaledFont(for:
    /// .systemFont(ofSize: n, weight: w), maximumPointSize: m)`, `.systemFont(ofSize: n)` (fixed),
    /// `UIFont(name: "X", size: n)` (fixed).
    static func uiKit(_ expr: ExprSyntax) -> FontReading? {
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return uiKit(forced.expression) }
        if let sequence = expr.as(SequenceExprSyntax.self), let first = sequence.elements.first {
            return uiKit(first)  // `UIFont(name: "X", size: 15) ?? .systemFont(ofSize: 15)`
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
        switch name {
        case "preferredFont":
            guard let style = call.argument("forTextStyle").flatMap({ member($0.expression) }).flatMap(style(named:))
            else { return nil }
            return FontReading(style: style)
        case "scaledFont":
            guard let inner = call.argument("for").flatMap({ uiKit($0.expression) }), let size = inner.font?.size,
                  let base = call.calleeBase else { return nil }
            var relative: TextStyle?
            if let metrics = base.as(FunctionCallExprSyntax.self), metrics.calleeName == "UIFontMetrics" {
                relative = metrics.argument("forTextStyle").flatMap { member($0.expression) }.flatMap(style(named:))
            } else if DottedPath.of(base) == "UIFontMetrics.default" {
                relative = .body
            }
            guard let relative else { return nil }
            let maximum = call.argument("maximumPointSize").flatMap { number($0.expression) }
            return FontReading(font: CustomFont(size: size, relativeTo: relative, maximumSize: maximum), weight: inner.weight)
        case "systemFont", "monospacedDigitSystemFont", "monospacedSystemFont", "italicSystemFont":
            guard let size = call.argument("ofSize").flatMap({ Self.size($0.expression) }) else { return nil }
            return FontReading(font: CustomFont(size: size, relativeTo: nil),
                               weight: call.argument("weight").flatMap { weight($0.expression) })
        case "boldSystemFont":
            guard let size = call.argument("ofSize").flatMap({ Self.size($0.expression) }) else { return nil }
            return FontReading(font: CustomFont(size: size, relativeTo: nil), weight: .bold)
        case "UIFont":
            // `UIFont(name:size:)`, and R.swift's `UIFont(resource:size:)` for a font file it generates.
            guard call.argument("name") != nil || call.argument("resource") != nil,
                  let size = call.argument("size").flatMap({ Self.size($0.expression) })
            else { return nil }
            return FontReading(font: CustomFont(size: size, relativeTo: nil))
        default:
            return nil
        }
    }

    /// The weight of a system font made at the size of `receiver`'s own font:
    /// `UIFont.boldSystemFont(ofSize: label.font.pointSize)` assigned to `label.font` is bold, at
    /// the size the label's font had. Nil for any other font.
    static func resizedWeight(_ expr: ExprSyntax, of receiver: String) -> FontWeight? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let name = call.calleeName,
              let size = call.argument("ofSize")?.expression,
              DottedPath.receiver(size) == (receiver.isEmpty ? "" : receiver + ".") + "font.pointSize" else { return nil }
        switch name {
        case "systemFont": return call.argument("weight").map { weight($0.expression) } ?? .regular
        case "italicSystemFont": return .regular
        case "boldSystemFont": return .bold
        default: return nil
        }
    }

    // MARK: Attributed strings

    /// The font an attributes dictionary gives a text: `[.font: UIFont.systemFont(ofSize: 15)]`
    /// (also spelled `NSAttributedString.Key.font`, `NSFontAttributeName`), or a local
    /// initialized with one; the font nil inside when it cannot be read. Nil when the dictionary
    /// sets no font or cannot be seen: the view's font stays.
    /// `helpers`: the app's font helpers (`FontFunctions`), for `[.font: UIFont.brandFont(ofSize: 14)]`.
    static func attributed(_ expr: ExprSyntax, helpers: [String: [FontFunctions.Template]] = [:]) -> AttributedFont? {
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content,
                  let font = elements.last(where: { isFontKey($0.key) }) else { return nil }
            return .font(uiKit(resolvingLocal: font.value, helpers: helpers))
        }
        if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text,
           case .local(_, _, let value?) = NameResolution.resolve(name, at: expr) {
            return attributed(value, helpers: helpers)
        }
        return nil
    }

    /// `.font`, `NSAttributedString.Key.font`, `NSAttributedStringKey.font`, `NSFontAttributeName`.
    private static func isFontKey(_ key: ExprSyntax) -> Bool {
        if key.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSFontAttributeName" { return true }
        guard let member = key.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "font" else { return false }
        guard let base = member.base else { return true }
        return ["NSAttributedString.Key", "NSAttributedStringKey"].contains(DottedPath.of(base) ?? "")
    }

    /// A `UIFont` expression or a call of one of the app's font helpers, or a local initialized with one.
    private static func uiKit(resolvingLocal expr: ExprSyntax, helpers: [String: [FontFunctions.Template]]) -> FontReading? {
        var value = expr
        if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text,
           case .local(_, _, let initial?) = NameResolution.resolve(name, at: expr) {
            value = initial
        }
        return uiKit(value) ?? FontFunctions.call(value).flatMap { FontFunctions.reading($0, templates: helpers) }
    }

    // MARK: Pieces

    /// SwiftUI and UIKit spell the styles differently (`title`/`title1`, `caption`/`caption1`);
    /// only iOS's eleven styles are accepted, so an app's `.scaledBody` is not taken for one.
    static func style(named name: String) -> TextStyle? {
        let styles: [String: TextStyle] = [
            "largeTitle": .largeTitle, "title": .title1, "title1": .title1, "title2": .title2, "title3": .title3,
            "headline": .headline, "subheadline": .subheadline, "body": .body, "callout": .callout,
            "footnote": .footnote, "caption": .caption1, "caption1": .caption1, "caption2": .caption2,
            "extraLargeTitle": .extraLargeTitle, "extraLargeTitle2": .extraLargeTitle2,
        ]
        return styles[name]
    }

    static func weight(_ expr: ExprSyntax) -> FontWeight? {
        member(expr).flatMap(weight(named:))
    }

    /// A weight by UIKit's and SwiftUI's name for it (`semibold`); shared with Objective-C,
    /// whose `UIFontWeightSemibold` names the same weight.
    static func weight(named name: String) -> FontWeight? {
        switch name {
        case "ultraLight", "thin", "light": return .light
        case "regular": return .regular
        case "medium": return .medium
        case "semibold": return .semibold
        case "bold": return .bold
        case "heavy", "black": return .heavy
        default: return nil
        }
    }

    /// The name of `.x` or `Type.x`.
    static func member(_ expr: ExprSyntax) -> String? {
        expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// A font's size: a number, or the larger of a conditional's two (`isCompact ? 13 : 17`),
    /// which depend on something known only at run time (the screen's width): a text that fits
    /// the larger size fits the smaller one (conservative).
    static func size(_ expr: ExprSyntax) -> Double? {
        if let (whenTrue, whenFalse) = FontSources.conditional(expr), let first = size(whenTrue), let second = size(whenFalse) {
            return max(first, second)
        }
        return number(expr)
    }

    /// A number written as a literal (in parentheses, or made a `CGFloat` or `Double`), or a
    /// constant set to one (`ScopedNumbers`).
    static func number(_ expr: ExprSyntax) -> Double? {
        if let int = expr.as(IntegerLiteralExprSyntax.self) { return Double(int.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let float = expr.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return number(only.expression)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), ["CGFloat", "Double"].contains(call.calleeName ?? ""),
           call.arguments.count == 1, let only = call.arguments.first {
            return number(only.expression)
        }
        return ScopedNumbers.value(expr)
    }
}
