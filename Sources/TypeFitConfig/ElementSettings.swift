import TypeFitCore
import TypeFitDiagnostics
import TypeFitDynamicType
import TypeFitLayout

/// The element kinds a config or hint can name, in their config spelling.
public enum ElementName: String, Sendable, CaseIterable, Codable {
    case label
    case multilineLabel = "multiline-label"
    case button
    case navigationTitle = "navigation-title"
    case largeTitle = "large-title"
    case tabBarItem = "tab-bar-item"
    case cell
    case segment
    case alertTitle = "alert-title"
    case alertMessage = "alert-message"
    /// A `UIAlertAction` / SwiftUI alert button.
    case alertButton = "alert-button"
    /// An action sheet's title, message and actions (`UIAlertController` with `.actionSheet`,
    /// `UIActionSheet`, SwiftUI `.confirmationDialog`).
    case actionSheetTitle = "action-sheet-title"
    case actionSheetMessage = "action-sheet-message"
    case actionSheetButton = "action-sheet-button"
    case textField = "text-field"
    /// A toolbar or navigation-bar button with a text title (`UIBarButtonItem`, SwiftUI `ToolbarItem`).
    case barButton = "bar-button"
    /// A row of a menu or context menu (`UIAction`, `UIMenu`, SwiftUI `Menu`, `.contextMenu`, menu `Picker` options).
    case menuItem = "menu-item"
    /// A grouped list's section header or footer (SwiftUI `Section`, `titleForHeaderInSection`).
    case sectionHeader = "section-header"
    case sectionFooter = "section-footer"
    /// A row's swipe action (`UIContextualAction`, SwiftUI `.swipeActions`).
    case swipeAction = "swipe-action"
    /// The app's name under its icon on the home screen (`CFBundleDisplayName`).
    case homeScreenName = "home-screen-name"
    /// A notification's title, subtitle and body in the banner (`UNMutableNotificationContent`), and
    /// an action in its long-press menu (`UNNotificationAction`).
    case notificationTitle = "notification-title"
    case notificationSubtitle = "notification-subtitle"
    case notificationBody = "notification-body"
    case notificationAction = "notification-action"
    /// A key command's title in the iPad's keyboard-shortcut overlay (`UIKeyCommand`).
    case keyCommand = "key-command"
    /// A widget's name and description in the widget gallery (WidgetKit `.configurationDisplayName`,
    /// `.description`).
    case widgetName = "widget-name"
    case widgetDescription = "widget-description"

    static var names: [String] { allCases.map(\.rawValue) }
}

/// The UI framework that draws an element, which decides what an element declared without a line
/// limit or a font does: a SwiftUI `Text` wraps with no line limit and follows Dynamic Type, and a
/// SwiftUI `Button` wraps its label; a UIKit `UILabel` is one line at a fixed 17 pt (its default
/// font, which ignores the content size category unless the app sets a text style) and a
/// `UIButton` set up with `setTitle(_:for:)` keeps one line (docs/check.md, "Frameworks", cites Apple's pages).
public enum UIFramework: String, Sendable, Codable, CaseIterable {
    case swiftui
    case uikit

    /// `UILabel`'s default font: `.systemFont(ofSize: 17)`, fixed.
    public static let uiLabelDefaultFont = CustomFont(size: 17, relativeTo: nil)
}

/// A custom font size that scales like `UIFontMetrics(forTextStyle:).scaledFont(for:)`, or a
/// fixed size when `relativeTo` is nil (a font that ignores Dynamic Type).
public struct CustomFont: Sendable, Equatable, Hashable, Codable {
    public var size: Double
    public var relativeTo: TextStyle?
    public var maximumSize: Double?

    public init(size: Double, relativeTo: TextStyle? = .body, maximumSize: Double? = nil) {
        self.size = size
        self.relativeTo = relativeTo
        self.maximumSize = maximumSize
    }
}

/// What a layout rule or a comment hint says about one element. Every field is optional so that
/// the defaults, the first matching rule and the key's hint can be layered, in that order.
public struct ElementSettings: Sendable, Hashable, Codable {
    public var element: ElementName?
    public var style: TextStyle?
    public var font: CustomFont?
    public var weight: FontWeight?
    /// 0: unlimited.
    public var lines: Int?
    public var width: WidthRule?
    public var height: Double?
    public var leadingOffset: Double?
    public var trailingOffset: Double?
    public var inSubview: Bool?
    public var accessory: CellAccessory?
    public var tabs: Int?
    public var segments: Int?
    public var barItemWidth: Double?
    /// Rules not to run on the keys this applies to.
    public var disabledRules: [String]?
    /// The largest content size category the element follows (`maximumContentSizeCategory`,
    /// SwiftUI `.dynamicTypeSize(...xxxLarge)`); above it the element keeps this size.
    public var maxSize: ContentSizeCategory?
    /// The smallest scale a one-line text shrinks to before it truncates
    /// (`adjustsFontSizeToFitWidth` + `minimumScaleFactor`, SwiftUI `.minimumScaleFactor`).
    public var minimumScale: Double?
    /// The list a cell or section header/footer sits in (`list-style: inset-grouped`).
    public var listStyle: ListStyle?
    /// A button's kind (`button-style`): nil infers it from the line limit — a button that may wrap
    /// (`lines` 0 or more than 1, as `UIButton.Configuration` and SwiftUI buttons do) is a
    /// configuration button, one limited to a line (or with no limit stated) a legacy one.
    public var buttonStyle: ButtonStyle?
    /// The framework that draws the element (`framework`), when a rule or hint says; else the
    /// project's (`frameworks:`).
    public var framework: UIFramework?
    /// How the element chooses its lines (`line-break-strategy`); nil: the element's default
    /// (`resolvedLineBreakStrategy`).
    public var lineBreakStrategy: LineBreakStrategy?
    /// The style an alert's or action sheet's element takes on iPad (`ipad-style`), where the app
    /// picks it by device; nil: the element's own on every device.
    public var iPadStyle: AlertStyle?
    /// The other style an alert's or action sheet's element may be shown in (`other-style`), where
    /// the app picks it by a condition typefit cannot read: the stricter of the two is checked in
    /// each environment; nil: the element's own.
    public var otherStyle: AlertStyle?

    public init(element: ElementName? = nil, style: TextStyle? = nil, font: CustomFont? = nil, weight: FontWeight? = nil,
                lines: Int? = nil, width: WidthRule? = nil, height: Double? = nil, leadingOffset: Double? = nil,
                trailingOffset: Double? = nil, inSubview: Bool? = nil, accessory: CellAccessory? = nil,
                tabs: Int? = nil, segments: Int? = nil, barItemWidth: Double? = nil, disabledRules: [String]? = nil,
                maxSize: ContentSizeCategory? = nil, minimumScale: Double? = nil, listStyle: ListStyle? = nil,
                buttonStyle: ButtonStyle? = nil, framework: UIFramework? = nil,
                lineBreakStrategy: LineBreakStrategy? = nil, iPadStyle: AlertStyle? = nil,
                otherStyle: AlertStyle? = nil) {
        self.element = element
        self.style = style
        self.font = font
        self.weight = weight
        self.lines = lines
        self.width = width
        self.height = height
        self.leadingOffset = leadingOffset
        self.trailingOffset = trailingOffset
        self.inSubview = inSubview
        self.accessory = accessory
        self.tabs = tabs
        self.segments = segments
        self.barItemWidth = barItemWidth
        self.disabledRules = disabledRules
        self.maxSize = maxSize
        self.minimumScale = minimumScale
        self.listStyle = listStyle
        self.buttonStyle = buttonStyle
        self.framework = framework
        self.lineBreakStrategy = lineBreakStrategy
        self.iPadStyle = iPadStyle
        self.otherStyle = otherStyle
    }

    /// `other`'s fields where set, else this one's.
    public func overridden(by other: ElementSettings) -> ElementSettings {
        ElementSettings(
            element: other.element ?? element, style: other.style ?? style, font: other.font ?? font,
            weight: other.weight ?? weight, lines: other.lines ?? lines, width: other.width ?? width,
            height: other.height ?? height, leadingOffset: other.leadingOffset ?? leadingOffset,
            trailingOffset: other.trailingOffset ?? trailingOffset, inSubview: other.inSubview ?? inSubview,
            accessory: other.accessory ?? accessory, tabs: other.tabs ?? tabs, segments: other.segments ?? segments,
            barItemWidth: other.barItemWidth ?? barItemWidth,
            disabledRules: disabledRules == nil && other.disabledRules == nil
                ? nil : (disabledRules ?? []) + (other.disabledRules ?? []),
            maxSize: other.maxSize ?? maxSize, minimumScale: other.minimumScale ?? minimumScale,
            listStyle: other.listStyle ?? listStyle, buttonStyle: other.buttonStyle ?? buttonStyle,
            framework: other.framework ?? framework,
            lineBreakStrategy: other.lineBreakStrategy ?? lineBreakStrategy, iPadStyle: other.iPadStyle ?? iPadStyle,
            otherStyle: other.otherStyle ?? otherStyle)
    }

    /// These settings with what the framework decides filled in where they are silent: the line
    /// limit of a SwiftUI text, the fixed 17 pt of a UIKit label that names no style or font, the
    /// wrapping of a SwiftUI button. `framework` is the project's, used when the settings name none;
    /// with neither, the element's own defaults stand.
    public func filledByFramework(_ projectFramework: UIFramework?) -> ElementSettings {
        guard let framework = framework ?? projectFramework else { return self }
        var filled = self
        switch (element ?? .label, framework) {
        case (.label, .swiftui), (.multilineLabel, .swiftui):
            filled.lines = lines ?? 0
        case (.label, .uikit), (.multilineLabel, .uikit):
            if style == nil, font == nil { filled.font = UIFramework.uiLabelDefaultFont }
        case (.button, .swiftui):
            filled.buttonStyle = buttonStyle ?? .configuration
        default:
            break
        }
        return filled
    }

    /// Whether these settings say anything about the element beyond `base` and the rules they turn
    /// off: `disable` alone describes no layout, nor does `line-break-strategy` (how lines are
    /// chosen, not where the box is).
    public func describesLayout(beyond base: ElementSettings = ElementSettings()) -> Bool {
        var own = self
        var other = base
        own.disabledRules = nil
        other.disabledRules = nil
        own.lineBreakStrategy = nil
        other.lineBreakStrategy = nil
        return own != other
    }

    /// The layout element these settings describe.
    public var spec: ElementSpec {
        let kind: ElementKind
        switch element ?? .label {
        case .label: kind = .label
        case .multilineLabel: kind = .multilineLabel
        case .button: kind = resolvedButtonStyle == .configuration ? .configurationButton : .button
        case .navigationTitle: kind = .navigationTitle(.inline, barItemWidth: barItemWidth ?? 0)
        case .largeTitle: kind = .navigationTitle(.large, barItemWidth: barItemWidth ?? 0)
        case .tabBarItem: kind = .tabBarItem(tabs: tabs ?? 4)
        case .cell: kind = .cell(accessory: accessory ?? .none)
        case .segment: kind = .segment(count: segments ?? 2)
        case .alertTitle: kind = .alertTitle
        case .alertMessage: kind = .alertMessage
        case .textField: kind = .textFieldPlaceholder
        case .alertButton: kind = .alertButton
        case .actionSheetTitle: kind = .actionSheetTitle
        case .actionSheetMessage: kind = .actionSheetMessage
        case .actionSheetButton: kind = .actionSheetButton
        case .barButton: kind = .barButton
        case .menuItem: kind = .menuItem
        case .sectionHeader: kind = .sectionHeader
        case .sectionFooter: kind = .sectionFooter
        case .swipeAction: kind = .swipeAction
        case .homeScreenName: kind = .homeScreenName
        case .notificationTitle: kind = .notificationTitle
        case .notificationSubtitle: kind = .notificationSubtitle
        case .notificationBody: kind = .notificationBody
        case .notificationAction: kind = .notificationAction
        case .keyCommand: kind = .keyCommand
        case .widgetName: kind = .widgetName
        case .widgetDescription: kind = .widgetDescription
        }
        return ElementSpec(kind, width: width, lineLimit: lines, height: height.map { .fixed($0) } ?? .free,
                           leadingOffset: leadingOffset ?? 0, trailingOffset: trailingOffset ?? 0,
                           inSubview: inSubview ?? false, textStyle: style, listStyle: listStyle ?? .plain,
                           iPadStyle: iPadStyle, otherStyle: otherStyle)
    }

    /// The line-break strategy stated, else the element's: `standard` — `UILabel.lineBreakStrategy`'s
    /// default, which `UIButton`'s title label, alerts and cells use too, and what SwiftUI's `Text`
    /// is seen to do — except a text field's placeholder, where the field editor's none is assumed
    /// (AppKit documents none for editable text fields; UIKit states nothing).
    public var resolvedLineBreakStrategy: LineBreakStrategy {
        lineBreakStrategy ?? (element == .textField ? .greedy : .standard)
    }

    /// The button kind these settings describe: the stated style, else inferred from the line limit.
    public var resolvedButtonStyle: ButtonStyle {
        if let buttonStyle { return buttonStyle }
        guard let lines else { return .legacy }
        return lines == 1 ? .legacy : .configuration
    }

    /// A short human spelling for reports: "button lines=1 width=120".
    public var summary: String {
        var parts = [(element ?? .label).rawValue]
        if let style { parts.append("style=\(style.rawValue)") }
        if let font { parts.append("font=\(Format.exactPoints(font.size))pt" + (font.relativeTo.map { "/\($0.rawValue)" } ?? "")) }
        if let lines { parts.append("lines=\(lines)") }
        if let width { parts.append("width=\(WidthSyntax.spelling(width))") }
        if let height { parts.append("height=\(Format.exactPoints(height))") }
        if let buttonStyle { parts.append("button-style=\(buttonStyle.rawValue)") }
        if let listStyle { parts.append("list-style=\(listStyle.rawValue)") }
        if let framework { parts.append("framework=\(framework.rawValue)") }
        if let lineBreakStrategy { parts.append("line-break-strategy=\(lineBreakStrategy.rawValue)") }
        if let iPadStyle { parts.append("ipad-style=\(iPadStyle.rawValue)") }
        if let otherStyle { parts.append("other-style=\(otherStyle.rawValue)") }
        return parts.joined(separator: " ")
    }
}

/// The config spelling of width rules: `margins`, `readable`, `safe-area`, `intrinsic`, `120`,
/// `50%` (of the margins), `50% readable`, `columns 3` or `columns 3 spacing 12`.
package enum WidthSyntax {
    package static let keywords = ["margins", "readable", "safe-area", "intrinsic", "<points>", "<n>%", "<n>% <container>",
                                  "columns <n> [spacing <pt>]", "[<n>%] <container> +|- <pt> [min <pt>] [max <pt>]"]

    /// Fixed widths: above 0, at most 10,000 points.
    static let pointRange: ClosedRange<Double> = 0...10_000
    /// The forms other than a keyword or points, for the schema: `50%`, `50% readable`,
    /// `50% of safe-area`, `columns 3`, `columns 3 spacing 12`.
    static let pattern = "^([0-9]+(\\.[0-9]+)?% *((of +)?(window|safe-area|safearea|margins|readable))?"
        + "|columns +[0-9]+( +spacing +[0-9]+(\\.[0-9]+)?)?"
        + "|([0-9]+(\\.[0-9]+)?% +(of +)?)?(window|safe-area|safearea|margins|readable)( +[-+] +[0-9]+(\\.[0-9]+)?)?"
        + "( +min +[0-9]+(\\.[0-9]+)?)?( +max +[0-9]+(\\.[0-9]+)?)?)$"

    package static func parse(_ text: String) -> WidthRule? {
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        if words.count > 1, let expression = parseExpression(words) { return expression }
        switch first {
        case "margins": return words.count == 1 ? .margins : nil
        case "readable": return words.count == 1 ? .readable : nil
        case "safe-area", "safearea": return words.count == 1 ? .safeArea : nil
        case "intrinsic", "fit", "content": return words.count == 1 ? .intrinsic : nil
        case "columns":
            guard words.count >= 2, let count = Int(words[1]), (1...12).contains(count) else { return nil }
            if words.count == 2 { return .columns(count, spacing: 8) }
            guard words.count == 4, words[2] == "spacing", let spacing = Double(words[3]), spacing >= 0, spacing < 1000
            else { return nil }
            return .columns(count, spacing: spacing)
        default:
            if first.hasSuffix("%") {
                guard let percent = Double(first.dropLast()), percent > 0, percent <= 100 else { return nil }
                let container: LayoutContainer
                switch words.count {
                case 1: container = .margins
                case 2:
                    guard let named = containerNamed(words[1]) else { return nil }
                    container = named
                case 3 where words[1] == "of":
                    guard let named = containerNamed(words[2]) else { return nil }
                    container = named
                default: return nil
                }
                return .fraction(percent / 100, of: container)
            }
            let number = first.hasSuffix("pt") ? String(first.dropLast(2)) : first
            guard words.count == 1, let points = Double(number), points.isFinite, points > pointRange.lowerBound,
                  points <= pointRange.upperBound else { return nil }
            return .fixed(points)
        }
    }

    static func containerNamed(_ name: String) -> LayoutContainer? {
        switch name {
        case "window": .window
        case "safe-area", "safearea": .safeArea
        case "margins": .margins
        case "readable": .readable
        default: nil
        }
    }

    package static func spelling(_ rule: WidthRule) -> String {
        switch rule {
        case .margins: "margins"
        case .readable: "readable"
        case .safeArea: "safe-area"
        case .intrinsic: "intrinsic"
        case .fixed(let points): Format.exactPoints(points)
        case .fraction(let fraction, let container):
            "\(Format.exactPoints(fraction * 100))% \(container == .safeArea ? "safe-area" : container.rawValue)"
        case .columns(let count, let spacing): "columns \(count) spacing \(Format.exactPoints(spacing))"
        case .solved(let solved): expressionSpelling(solved)
        }
    }

    /// `margins - 103`, `50% window - 20`, `120`, with ` min N`/` max N` for bounds: the form
    /// `parse` reads back.
    static func expressionSpelling(_ solved: BoxWidth) -> String {
        var text = ""
        if let container = solved.container {
            if solved.share != 1 { text = "\(Format.exactPoints(solved.share * 100))% " }
            text += container == .safeArea ? "safe-area" : container.rawValue
            let offset = solved.offset
            if offset != 0 { text += (offset < 0 ? " - " : " + ") + Format.exactPoints(abs(offset)) }
        } else {
            text = Format.exactPoints(solved.offset)
        }
        if let minimum = solved.minimum { text += " min \(Format.exactPoints(minimum))" }
        if let maximum = solved.maximum { text += " max \(Format.exactPoints(maximum))" }
        return text
    }

    /// Reads `[<n>% [of]] <container> [+|- <points>] [min <points>] [max <points>]`; nil when the
    /// text is not that form.
    static func parseExpression(_ words: [String]) -> WidthRule? {
        var rest = words[...]
        var share = 1.0
        if let first = rest.first, first.hasSuffix("%") {
            guard let percent = Double(first.dropLast()), percent > 0, percent <= 100 else { return nil }
            share = percent / 100
            rest = rest.dropFirst()
            if rest.first == "of" { rest = rest.dropFirst() }
        }
        guard let name = rest.first, let container = containerNamed(name) else { return nil }
        rest = rest.dropFirst()
        var solved = BoxWidth(container: container, share: share)
        func number(_ word: String?) -> Double? {
            guard let word, let value = Double(word.hasSuffix("pt") ? String(word.dropLast(2)) : word), value.isFinite,
                  pointRange.contains(value) else { return nil }
            return value
        }
        if let sign = rest.first, sign == "+" || sign == "-" {
            guard let points = number(rest.dropFirst().first) else { return nil }
            solved.terms = [WidthTerm(points: sign == "-" ? -points : points, what: "offset written in the config")]
            rest = rest.dropFirst(2)
        }
        if rest.first == "min" {
            guard let minimum = number(rest.dropFirst().first) else { return nil }
            solved.minimum = minimum
            rest = rest.dropFirst(2)
        }
        if rest.first == "max" {
            guard let maximum = number(rest.dropFirst().first) else { return nil }
            solved.maximum = maximum
            rest = rest.dropFirst(2)
        }
        guard rest.isEmpty else { return nil }
        if solved.terms.isEmpty && solved.minimum == nil && solved.maximum == nil {
            return share == 1 ? nil : .fraction(share, of: container)
        }
        return .solved(solved)
    }
}

/// The config spelling of cell accessories.
enum AccessorySyntax {
    static let names = ["none", "disclosure", "checkmark", "detail", "detail-disclosure", "<points>"]
    /// A custom accessory's width: 0 to under 1,000 points.
    static let pointRange: ClosedRange<Double> = 0...1000

    static func parse(_ text: String) -> CellAccessory? {
        switch text.lowercased() {
        case "none": return CellAccessory.none
        case "disclosure", "disclosure-indicator", "chevron": return .disclosureIndicator
        case "checkmark": return .checkmark
        case "detail", "detail-button", "info": return .detailButton
        case "detail-disclosure", "detail-disclosure-button": return .detailDisclosureButton
        default:
            guard let points = Double(text), points >= pointRange.lowerBound, points < pointRange.upperBound else { return nil }
            return .custom(points)
        }
    }
}
