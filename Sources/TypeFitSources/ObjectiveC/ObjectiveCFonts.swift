import TypeFitConfig
import TypeFitCore
import TypeFitDynamicType

/// `UIFont` expressions in Objective-C, read as `FontExpressions.uiKit` reads Swift's: a text
/// style, or a fixed size (or one scaled relative to a style) with a weight. An app's own font
/// helper gives nil.
enum ObjectiveCFonts {
    static func read(_ expr: ObjectiveCExpr) -> FontReading? {
        guard case .message(let receiver, let parts, _) = expr.unwrapped.kind else { return nil }
        let selector = ObjectiveCReader.selector(parts)
        let first = parts.first?.value
        if receiver.unwrapped.name == "UIFont" {
            switch selector {
            case "systemFontOfSize:", "italicSystemFontOfSize:":
                return number(first).map { FontReading(font: CustomFont(size: $0, relativeTo: nil)) }
            case "boldSystemFontOfSize:":
                return number(first).map { FontReading(font: CustomFont(size: $0, relativeTo: nil), weight: .bold) }
            case "systemFontOfSize:weight:", "monospacedDigitSystemFontOfSize:weight:", "monospacedSystemFontOfSize:weight:":
                return number(first).map {
                    FontReading(font: CustomFont(size: $0, relativeTo: nil), weight: parts[1].value.flatMap(weight))
                }
            case "preferredFontForTextStyle:", "preferredFontForTextStyle:compatibleWithTraitCollection:":
                return first.flatMap(style).map { FontReading(style: $0) }
            case "fontWithName:size:":
                return number(parts[1].value).map { FontReading(font: CustomFont(size: $0, relativeTo: nil)) }
            default:
                return nil
            }
        }
        // `[[UIFontMetrics metricsForTextStyle:S] scaledFontForFont:font maximumPointSize:m]`: the
        // font's size scales with S (UIFontMetrics.default: body).
        if selector == "scaledFontForFont:" || selector == "scaledFontForFont:maximumPointSize:",
           let inner = first.flatMap(read), let size = inner.font?.size {
            var relative: TextStyle?
            let metrics = receiver.unwrapped
            if case .message(let base, let metricParts, _) = metrics.kind, base.unwrapped.name == "UIFontMetrics" {
                if metricParts.first?.label == "metricsForTextStyle" { relative = metricParts.first?.value.flatMap(style) }
                if metricParts.first?.label == "defaultMetrics" { relative = .body }
            } else if case .member(let base, "defaultMetrics") = metrics.kind, base.unwrapped.name == "UIFontMetrics" {
                relative = .body
            }
            guard let relative else { return nil }
            let maximum = parts.count > 1 ? number(parts[1].value) : nil
            return FontReading(font: CustomFont(size: size, relativeTo: relative, maximumSize: maximum), weight: inner.weight)
        }
        // `[font fontWithSize:13]`: the same face at a fixed size.
        if selector == "fontWithSize:" { return number(first).map { FontReading(font: CustomFont(size: $0, relativeTo: nil)) } }
        return nil
    }

    /// `UIFontTextStyleHeadline` → headline.
    static func style(_ expr: ObjectiveCExpr) -> TextStyle? {
        guard let name = expr.unwrapped.name, name.hasPrefix("UIFontTextStyle") else { return nil }
        let rest = name.dropFirst("UIFontTextStyle".count)
        return FontExpressions.style(named: rest.prefix(1).lowercased() + rest.dropFirst())
    }

    /// `UIFontWeightSemibold` → semibold.
    static func weight(_ expr: ObjectiveCExpr) -> FontWeight? {
        guard let name = expr.unwrapped.name, name.hasPrefix("UIFontWeight") else { return nil }
        let rest = name.dropFirst("UIFontWeight".count)
        return FontExpressions.weight(named: rest.prefix(1).lowercased() + rest.dropFirst())
    }

    /// A number written as a literal (`12`, `12.0f`, `-1`, `(CGFloat)12`).
    static func number(_ expr: ObjectiveCExpr?) -> Double? {
        guard let expr = expr?.unwrapped else { return nil }
        switch expr.kind {
        case .number(let value): return value
        case .unary("-", let inner): return number(inner).map { -$0 }
        default: return nil
        }
    }

    /// `YES`, `NO`, `true`, `false`, `1`, `0`.
    static func bool(_ expr: ObjectiveCExpr?) -> Bool? {
        guard let expr = expr?.unwrapped else { return nil }
        switch expr.kind {
        case .name("YES"), .name("true"): return true
        case .name("NO"), .name("false"): return false
        case .number(let value): return value.map { $0 != 0 }
        default: return nil
        }
    }
}

/// The font an attributed string's attributes give its characters.
extension ObjectiveCReader {
    /// `@{NSFontAttributeName: [UIFont systemFontOfSize:15], …}`, or a local initialized with
    /// one: the font (nil inside when the pass cannot read it). Nil when the dictionary sets no
    /// font, or is not one the pass can see (`[self titleAttributes]`): the view's font stays.
    func attributedFont(_ attributes: ObjectiveCExpr) -> AttributedFont? {
        switch attributes.unwrapped.kind {
        case .dictionary(let pairs):
            guard let pair = pairs.last(where: { $0.key.unwrapped.name == "NSFontAttributeName" }) else { return nil }
            return .font(font(pair.value))
        case .name(let name):
            return local(name)?.value.flatMap(attributedFont)
        default:
            return nil
        }
    }

    /// The weight of a system font made at the size of `receiver`'s own font:
    /// `[UIFont boldSystemFontOfSize:self.label.font.pointSize]` assigned to `self.label.font` is
    /// bold, at the size the label's font had. Nil for any other font.
    func resizedWeight(_ expr: ObjectiveCExpr, of receiver: ObjectiveCExpr) -> FontWeight? {
        guard case .message(let base, let parts, _) = expr.unwrapped.kind, base.unwrapped.name == "UIFont",
              let size = parts.first?.value, let target = self.receiver(of: receiver),
              self.receiver(of: size) == target.appending("font").appending("pointSize") else { return nil }
        switch ObjectiveCReader.selector(parts) {
        case "systemFontOfSize:", "italicSystemFontOfSize:": return .regular
        case "boldSystemFontOfSize:": return .bold
        case "systemFontOfSize:weight:": return parts[1].value.flatMap(ObjectiveCFonts.weight)
        default: return nil
        }
    }

    /// A `UIFont` expression, or a local initialized with one.
    func font(_ expr: ObjectiveCExpr) -> FontReading? {
        if let name = expr.unwrapped.name, let value = local(name)?.value { return ObjectiveCFonts.read(value) }
        return ObjectiveCFonts.read(expr)
    }

    /// A local assigned after its declaration: its initial value is no longer what it holds.
    func forgetValue(of name: String) {
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            scopes[index][name]?.value = nil
            return
        }
    }
}
