import Foundation
import TypeFitCore
import TypeFitDiagnostics
import TypeFitDynamicType
import TypeFitLayout

/// One spelling of every element setting, shared by `.typefit.yml` layout rules and the
/// `typefit:` hints in catalog comments, so both accept exactly the same values.
enum SettingsSyntax {
    // The ranges the reader checks and the schema states.
    static let lineRange = 0...1000
    static let heightRange: ClosedRange<Double> = 1...10_000
    static let offsetRange: ClosedRange<Double> = 0...10_000
    static let tabRange = 1...10
    static let segmentRange = 1...20
    static let barItemRange: ClosedRange<Double> = 0...1000
    /// Above the lower bound, up to the upper.
    static let scaleRange: ClosedRange<Double> = 0...1

    /// Every setting and what it takes; `keys` and the schema are made from it.
    static let table: [ConfigKey] = [
        ConfigKey("element", .name(ElementName.names), "The element that draws the text (typefit rules lists what each checks)."),
        ConfigKey("style", .name(TextStyle.allCases.map(\.rawValue)), "The Dynamic Type text style."),
        ConfigKey("font", .anyOf([.pattern("^[0-9]+(\\.[0-9]+)?(pt)?(/[A-Za-z0-9 ]+)?$"), .map(ConfigSyntax.font)]),
                  "A custom font: SIZE (fixed), SIZE/STYLE (scales like that style), or {size, relative-to, max-size}."),
        ConfigKey("weight", .name(FontWeight.allCases.map(\.rawValue)), "The font weight."),
        ConfigKey("lines", .integer(lineRange), "The line limit; 0: no limit."),
        ConfigKey("width", .anyOf([.name(["margins", "readable", "safe-area", "intrinsic"]),
                                   .number(WidthSyntax.pointRange, above: true, points: true), .pattern(WidthSyntax.pattern)]),
                  "margins, readable, safe-area, intrinsic, points, 50% (of the margins), 50% readable, columns 3 spacing 12."),
        ConfigKey("height", .number(heightRange, points: true), "A fixed height in points."),
        ConfigKey("leading-offset", .number(offsetRange, points: true), "Points taken before the text (an icon)."),
        ConfigKey("trailing-offset", .number(offsetRange, points: true), "Points taken after the text (a switch)."),
        ConfigKey("in-subview", .flag, "The element sits in a subview inset by the layout margins again."),
        ConfigKey("accessory", .anyOf([.name(AccessorySyntax.names.filter { !$0.hasPrefix("<") }),
                                       .number(AccessorySyntax.pointRange, below: true, points: true)]),
                  "A cell's accessory: none, disclosure, checkmark, detail, detail-disclosure, or its width in points."),
        ConfigKey("tabs", .integer(tabRange), "How many tabs the tab bar has."),
        ConfigKey("segments", .integer(segmentRange), "How many segments the control has."),
        ConfigKey("bar-item-width", .number(barItemRange, points: true), "Points the bar's buttons take beside a title."),
        ConfigKey("max-size", .name(ConfigSyntax.sizeNames), "The largest content size category the element follows."),
        ConfigKey("min-scale", .number(scaleRange, above: true), "The scale a one-line text shrinks to before it truncates."),
        ConfigKey("list-style", .name(ListStyle.allCases.map(\.rawValue)), "The list a cell or section header sits in."),
        ConfigKey("button-style", .name(ButtonStyle.allCases.map(\.rawValue)),
                  "configuration (wraps, UIButton.Configuration, SwiftUI) or legacy (one line)."),
        ConfigKey("framework", .name(UIFramework.allCases.map(\.rawValue)), "The framework that draws the element."),
        ConfigKey("ipad-style", .name(AlertStyle.allCases.map(\.rawValue)),
                  "The style an alert or action sheet takes on iPad, where the app picks it by device."),
        ConfigKey("other-style", .name(AlertStyle.allCases.map(\.rawValue)),
                  "Another style an alert or action sheet may be shown in, by a condition typefit cannot read: the stricter is checked."),
        ConfigKey("line-break-strategy", .name(LineBreakStrategy.names),
                  "standard (UILabel, SwiftUI Text: push-out and Hangul word priority), push-out, hangul-word-priority, or none (attributed text)."),
        ConfigKey("disable", .commaList(.anyOf([.name(["all"]), .rule])), "Rules not to run on these keys."),
    ]
    static let keys = table.map(\.name)

    /// Sets `key` from its text; returns a message naming the valid choices when the value is wrong.
    static func apply(_ key: String, _ value: String, to settings: inout ElementSettings, ruleIDs: [String]) -> String? {
        func number(_ range: ClosedRange<Double>) -> Double? {
            let text = value.hasSuffix("pt") ? String(value.dropLast(2)) : value
            guard let number = Double(text), number.isFinite, range.contains(number) else { return nil }
            return number
        }
        func integer(_ range: ClosedRange<Int>) -> Int? {
            guard let number = Int(value), range.contains(number) else { return nil }
            return number
        }
        switch key {
        case "element":
            guard let element = ElementName(rawValue: value.lowercased()) else {
                return UnknownNameError(kind: .element, name: value, valid: ElementName.names).description
            }
            settings.element = element
        case "style":
            do { settings.style = try TextStyle.named(value) } catch { return "\(error)" }
        case "font":
            guard let font = parseFont(value) else {
                return "font must be SIZE (fixed) or SIZE/STYLE (scales like that style), e.g. 15/body, not '\(Excerpt.of(value))'"
            }
            settings.font = font
        case "weight":
            guard let weight = FontWeight(rawValue: value.lowercased()) else {
                return UnknownNameError(kind: .fontWeight, name: value, valid: FontWeight.allCases.map(\.rawValue)).description
            }
            settings.weight = weight
        case "lines":
            guard let lines = integer(lineRange) else { return "lines must be 0 (no limit) to 1000, not '\(Excerpt.of(value))'" }
            settings.lines = lines
        case "width":
            guard let width = WidthSyntax.parse(value) else {
                return "width '\(Excerpt.of(value))' is not understood. Valid: " + WidthSyntax.keywords.joined(separator: ", ")
            }
            settings.width = width
        case "height":
            guard let height = number(heightRange) else { return "height must be points from 1 to 10000, not '\(Excerpt.of(value))'" }
            settings.height = height
        case "leading-offset", "trailing-offset":
            guard let offset = number(offsetRange) else { return "\(key) must be points from 0 to 10000, not '\(Excerpt.of(value))'" }
            if key == "leading-offset" { settings.leadingOffset = offset } else { settings.trailingOffset = offset }
        case "in-subview":
            switch value.lowercased() {
            case "true", "yes", "on": settings.inSubview = true
            case "false", "no", "off": settings.inSubview = false
            default: return "in-subview must be true or false, not '\(Excerpt.of(value))'"
            }
        case "accessory":
            guard let accessory = AccessorySyntax.parse(value) else {
                return UnknownNameError(kind: .accessory, name: value, valid: AccessorySyntax.names).description
            }
            settings.accessory = accessory
        case "tabs":
            guard let tabs = integer(tabRange) else { return "tabs must be 1 to 10, not '\(Excerpt.of(value))'" }
            settings.tabs = tabs
        case "segments":
            guard let segments = integer(segmentRange) else { return "segments must be 1 to 20, not '\(Excerpt.of(value))'" }
            settings.segments = segments
        case "bar-item-width":
            guard let width = number(barItemRange) else { return "bar-item-width must be points from 0 to 1000, not '\(Excerpt.of(value))'" }
            settings.barItemWidth = width
        case "max-size":
            do { settings.maxSize = try ContentSizeCategory.named(value) } catch { return "\(error)" }
        case "min-scale":
            guard let scale = Double(value), scale > scaleRange.lowerBound, scale <= scaleRange.upperBound else {
                return "min-scale must be a scale above 0 and at most 1 (e.g. 0.5), not '\(Excerpt.of(value))'"
            }
            settings.minimumScale = scale
        case "list-style":
            guard let style = ListStyle(rawValue: value.lowercased()) else {
                return "list-style must be one of \(ListStyle.allCases.map(\.rawValue).joined(separator: ", ")), not '\(Excerpt.of(value))'"
            }
            settings.listStyle = style
        case "button-style":
            guard let style = ButtonStyle(rawValue: value.lowercased()) else {
                return "button-style must be one of \(ButtonStyle.allCases.map(\.rawValue).joined(separator: ", ")), not '\(Excerpt.of(value))'"
            }
            settings.buttonStyle = style
        case "framework":
            guard let framework = UIFramework(rawValue: value.lowercased()) else {
                return "framework must be one of \(UIFramework.allCases.map(\.rawValue).joined(separator: ", ")), not '\(Excerpt.of(value))'"
            }
            settings.framework = framework
        case "ipad-style", "other-style":
            guard let style = AlertStyle(rawValue: value.lowercased()) else {
                return "\(key) must be one of \(AlertStyle.allCases.map(\.rawValue).joined(separator: ", ")), not '\(Excerpt.of(value))'"
            }
            if key == "ipad-style" { settings.iPadStyle = style } else { settings.otherStyle = style }
        case "line-break-strategy":
            guard let strategy = LineBreakStrategy(rawValue: value.lowercased()) else {
                return "line-break-strategy must be one of \(LineBreakStrategy.names.joined(separator: ", ")), not '\(Excerpt.of(value))'"
            }
            settings.lineBreakStrategy = strategy
        case "disable":
            var rules: [String] = []
            for name in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                guard ruleIDs.contains(name) || name == "all" else {
                    return UnknownNameError(kind: .rule, name: name, valid: ["all"] + ruleIDs).description
                }
                rules.append(name)
            }
            settings.disabledRules = (settings.disabledRules ?? []) + rules
        default:
            return UnknownNameError(kind: .setting, name: key, valid: keys).description
        }
        return nil
    }

    static func parseFont(_ text: String) -> CustomFont? {
        let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
        guard let first = parts.first else { return nil }
        let sizeText = first.hasSuffix("pt") ? String(first.dropLast(2)) : first
        guard let size = Double(sizeText), size.isFinite, size > 0, size <= 1000 else { return nil }
        guard parts.count == 2 else { return CustomFont(size: size, relativeTo: nil) }
        guard let style = try? TextStyle.named(parts[1]) else { return nil }
        return CustomFont(size: size, relativeTo: style)
    }
}
