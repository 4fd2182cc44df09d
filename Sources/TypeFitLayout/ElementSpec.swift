import TypeFitDevices
import TypeFitDynamicType

/// Which guide a width rule measures from.
public enum LayoutContainer: String, Codable, Sendable, CaseIterable {
    case window, safeArea, margins, readable
}

/// How wide the text's box is.
public enum WidthRule: Codable, Sendable, Equatable, Hashable {
    /// Between the root view's layout margins.
    case margins
    /// The readable content guide.
    case readable
    /// The safe area, edge to edge.
    case safeArea
    /// A fixed width in points, at the leading margin.
    case fixed(Double)
    /// A fraction of a container, at its leading edge.
    case fraction(Double, of: LayoutContainer)
    /// One of n equal columns between the margins, `spacing` points apart.
    case columns(Int, spacing: Double)
    /// The text sets its own width (no wrapping); the margins are the room it may grow into.
    case intrinsic
    /// A box solved from the app's own layout (constraints, stacks, frames, accessories), at the
    /// leading edge of its container, with where each term came from.
    case solved(BoxWidth)
}

/// Height of the box: free (grows with lines) or fixed.
public enum HeightRule: Codable, Sendable, Equatable, Hashable {
    case free
    case fixed(Double)
}

/// A navigation bar's title: inline in the bar, or the large title below it.
public enum NavigationTitleStyle: String, Codable, Sendable, CaseIterable {
    case inline, large
}

/// Accessory views of a table/collection cell. Apple publishes no widths; these are estimates (grade C)
/// of the room each takes from the content view, overridable with `.custom`.
public enum CellAccessory: Codable, Sendable, Equatable, Hashable {
    case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton
    case custom(Double)

    public var width: Double {
        switch self {
        case .none: 0
        case .disclosureIndicator: 34
        case .checkmark: 40
        case .detailButton: 48
        case .detailDisclosureButton: 68
        case .custom(let width): width
        }
    }
}

/// How a list lays out its rows: plain rows run between the root view's margins; inset-grouped
/// sections (`UITableView.Style.insetGrouped`, SwiftUI `.insetGrouped` and `Form`) are inset from
/// them, with rounded corners, and the row's content is inset again inside the section.
public enum ListStyle: String, Codable, Sendable, CaseIterable {
    case plain
    case insetGrouped = "inset-grouped"
}

/// How a `UIButton` lays out its title: `UIButton.Configuration` (iOS 15+) and SwiftUI buttons wrap
/// and pad their title with insets that grow with Dynamic Type; a legacy button (`setTitle(_:for:)`
/// with no configuration) keeps its title label on one line with fixed insets.
public enum ButtonStyle: String, Codable, Sendable, CaseIterable {
    case configuration
    case legacy
}

/// `UIAlertController.Style`: an alert centred in the window, or an action sheet — at the bottom of
/// the screen on iPhone, in a popover on iPad (Apple, UIAlertController).
public enum AlertStyle: String, Codable, Sendable, CaseIterable {
    case alert
    case actionSheet = "action-sheet"
}

/// UI element kinds with Apple's default geometry.
public enum ElementKind: Codable, Sendable, Equatable, Hashable {
    case label
    case multilineLabel
    /// A legacy `UIButton`: one line, 6-pt insets above and below.
    case button
    /// A `UIButton.Configuration` or SwiftUI button: wraps, insets scaled with Dynamic Type.
    case configurationButton
    case navigationTitle(NavigationTitleStyle, barItemWidth: Double = 0)
    case tabBarItem(tabs: Int)
    case cell(accessory: CellAccessory = .none)
    case segment(count: Int)
    case alertTitle
    case alertMessage
    case textFieldPlaceholder
    /// A `UIAlertAction` title: drawn full width once the alert stacks its buttons.
    case alertButton
    /// An action sheet's title, message and action titles (`UIAlertController` with the
    /// `.actionSheet` style, SwiftUI `.confirmationDialog`): across the bottom of the screen on
    /// iPhone, in a popover on iPad.
    case actionSheetTitle
    case actionSheetMessage
    case actionSheetButton
    /// A text bar button (`UIBarButtonItem`, SwiftUI `ToolbarItem`).
    case barButton
    /// A row of a menu or context menu.
    case menuItem
    /// A grouped list's section header or footer.
    case sectionHeader
    case sectionFooter
    /// A row's swipe action title.
    case swipeAction
    /// The app's name under its home-screen icon.
    case homeScreenName
    /// Texts the system draws for the app outside its window (`SystemSurface`): a notification's
    /// title, subtitle and body in the banner, its actions in the long-press menu; a key command's
    /// title in the iPad's shortcut overlay; a widget's name and description in the widget gallery.
    case notificationTitle, notificationSubtitle, notificationBody, notificationAction
    case keyCommand
    case widgetName, widgetDescription

    /// Apple's default text style for the element (nil where the element does not use Dynamic Type).
    public var defaultTextStyle: TextStyle? {
        switch self {
        case .label, .multilineLabel, .button, .configurationButton, .cell, .textFieldPlaceholder, .alertButton, .menuItem:
            .body
        case .navigationTitle(.inline, _), .alertTitle: .headline
        case .navigationTitle(.large, _): .largeTitle
        case .alertMessage, .sectionHeader, .sectionFooter, .actionSheetTitle, .actionSheetMessage: .footnote
        // An action sheet's actions are 20 pt at Large, Title 3's size (ActionSheetMetrics).
        case .actionSheetButton: .title3
        case .tabBarItem, .segment, .barButton, .swipeAction, .homeScreenName: nil
        // The banner's text is 15 pt at Large (NotificationMetrics); the shortcut overlay's rows and
        // a notification's menu rows as menu rows; the gallery's name and description (C).
        case .notificationTitle, .notificationSubtitle, .notificationBody, .widgetDescription: .subheadline
        case .notificationAction, .keyCommand: .body
        case .widgetName: .title2
        }
    }

    /// Size and weight of the fixed font of elements that do not follow Dynamic Type: UIKit's tab
    /// bar titles (10 pt medium), segmented control (13 pt) and bar buttons (17 pt; bars show the
    /// Large Content Viewer instead of growing, uikit-behaviour §1) — UIKit defaults (C); swipe
    /// actions (15 pt medium, C) and home-screen names (12 pt, C).
    public var fixedFont: (size: Double, weight: TextStyleWeight)? {
        switch self {
        case .tabBarItem: (10, .medium)
        case .segment: (13, .regular)
        case .barButton: (17, .regular)
        case .swipeAction: (15, .medium)
        case .homeScreenName: (12, .regular)
        default: nil
        }
    }

    /// Default line limit: 0 = unlimited.
    public var defaultLineLimit: Int {
        switch self {
        case .multilineLabel, .configurationButton, .cell, .alertTitle, .alertMessage, .actionSheetTitle, .actionSheetMessage,
             .sectionHeader, .sectionFooter: 0
        // Menu rows and swipe actions take two lines before they truncate (C).
        case .menuItem, .swipeAction, .notificationAction: 2
        // A collapsed notification shows four lines of its body (C); the gallery three of a
        // widget's description (C).
        case .notificationBody: 4
        case .widgetDescription: 3
        default: 1
        }
    }

    /// Drawn in the style's emphasized weight: a large title is bold, an action sheet's title is
    /// Footnote's semibold (ActionSheetMetrics); a notification's title and subtitle, semibold, and
    /// a widget's name in the gallery, bold (C).
    public var isEmphasized: Bool {
        switch self {
        case .navigationTitle(.large, 0), .actionSheetTitle, .notificationTitle, .notificationSubtitle, .widgetName: true
        default: false
        }
    }

    /// The system surface outside the app's window the element is drawn in; nil for the app's own.
    public var surface: SystemSurface? {
        switch self {
        case .notificationTitle, .notificationSubtitle, .notificationBody, .notificationAction: .notification
        case .keyCommand: .keyboardShortcuts
        case .widgetName, .widgetDescription: .widgetGallery
        default: nil
        }
    }

    /// The smallest scale UIKit shrinks the element's one line to before it cuts it: an alert's or
    /// action sheet's action title (`AlertMetrics.actionMinimumScale`); nil: not shrunk.
    public var defaultMinimumScale: Double? {
        switch self {
        case .alertButton, .actionSheetButton: AlertMetrics.actionMinimumScale
        default: nil
        }
    }

    /// The `UIAlertController.Style` the element belongs to; nil for other elements.
    public var alertStyle: AlertStyle? {
        switch self {
        case .alertTitle, .alertMessage, .alertButton: .alert
        case .actionSheetTitle, .actionSheetMessage, .actionSheetButton: .actionSheet
        default: nil
        }
    }

    /// The same part (title, message, action) of an alert controller drawn in `style`; the kind
    /// itself for other elements.
    public func inAlertStyle(_ style: AlertStyle) -> ElementKind {
        switch (self, style) {
        case (.actionSheetTitle, .alert): .alertTitle
        case (.actionSheetMessage, .alert): .alertMessage
        case (.actionSheetButton, .alert): .alertButton
        case (.alertTitle, .actionSheet): .actionSheetTitle
        case (.alertMessage, .actionSheet): .actionSheetMessage
        case (.alertButton, .actionSheet): .actionSheetButton
        default: self
        }
    }

    var defaultWidth: WidthRule {
        switch self {
        case .tabBarItem: .safeArea
        case .navigationTitle(.inline, _): .safeArea
        case .barButton: .intrinsic
        default: .margins
        }
    }

    /// The area the element is tapped in, judged by `touch-target`; nil for text that is not a
    /// control and for items of Apple's own fixed-size bars (tab bar, navigation bar, toolbar),
    /// whose tap region is the bar's item cell, not the title (uikit-behaviour §2 rows 3, 8, 11).
    func hitTarget(_ family: DeviceFamily) -> HitTarget? {
        switch self {
        case .button, .configurationButton, .cell:
            HitTarget(recommended: BarMetrics.recommendedHitTarget(family), minimum: BarMetrics.minimumHitTarget(family))
        // Standard controls at Apple's own height: only the HIG minimum applies.
        case .segment:
            HitTarget(minimum: BarMetrics.minimumHitTarget(family), standardHeight: ControlMetrics.segmentHeight)
        case .textFieldPlaceholder:
            HitTarget(minimum: BarMetrics.minimumHitTarget(family), standardHeight: ControlMetrics.textFieldHeight)
        default: nil
        }
    }
}

/// A text element to place: its kind plus any departures from the kind's defaults.
public struct ElementSpec: Codable, Sendable, Equatable, Hashable {
    public var kind: ElementKind
    /// nil: the kind's default rule.
    public var width: WidthRule?
    /// nil: the kind's default; 0 = unlimited.
    public var lineLimit: Int?
    public var height: HeightRule
    /// Room taken inside the box on the leading/trailing side (an icon, a badge).
    public var leadingOffset: Double
    public var trailingOffset: Double
    /// The element sits in a plain subview whose own 8-pt margins apply (§4) — not in the root view directly.
    public var inSubview: Bool
    /// nil: the kind's default style.
    public var textStyle: TextStyle?
    /// The list a cell or section header/footer sits in.
    public var listStyle: ListStyle
    /// The style an alert's or action sheet's element takes on iPad, where the app picks it by
    /// device (`userInterfaceIdiom == .pad ? .alert : .actionSheet`); nil: its own on every device.
    public var iPadStyle: AlertStyle?
    /// The other style an alert's or action sheet's element may be shown in, where the app picks it
    /// by a condition typefit cannot read: each environment checks the stricter of the two (nil:
    /// its own only).
    public var otherStyle: AlertStyle?

    public init(_ kind: ElementKind, width: WidthRule? = nil, lineLimit: Int? = nil, height: HeightRule = .free,
                leadingOffset: Double = 0, trailingOffset: Double = 0, inSubview: Bool = false,
                textStyle: TextStyle? = nil, listStyle: ListStyle = .plain, iPadStyle: AlertStyle? = nil,
                otherStyle: AlertStyle? = nil) {
        self.kind = kind
        self.width = width
        self.lineLimit = lineLimit
        self.height = height
        self.leadingOffset = leadingOffset
        self.trailingOffset = trailingOffset
        self.inSubview = inSubview
        self.textStyle = textStyle
        self.listStyle = listStyle
        self.iPadStyle = iPadStyle
        self.otherStyle = otherStyle
    }
}

/// The area a control is tapped in, against HIG Accessibility's sizes (apple-facts §8, A): "default
/// control size" 44×44 pt, "minimum control size" 28×28 pt on iOS and iPadOS.
public struct HitTarget: Codable, Sendable, Hashable {
    /// The default size the HIG recommends; nil for a standard control at Apple's own size (a
    /// segmented control, a rounded text field), which is judged on the minimum only.
    public var recommended: ScreenSize?
    public var minimum: ScreenSize
    /// A standard control's own height, which its text can only grow; nil: the text and its
    /// insets make the height.
    public var standardHeight: Double?

    public init(recommended: ScreenSize? = nil, minimum: ScreenSize, standardHeight: Double? = nil) {
        self.recommended = recommended
        self.minimum = minimum
        self.standardHeight = standardHeight
    }
}

/// The box the text may use, in one environment.
public struct TextFrame: Codable, Sendable, Equatable {
    /// Physical position in the window (x from the left edge in both directions).
    public var x: Double
    public var y: Double
    /// nil: intrinsic — the text sets the width, up to `availableWidth`.
    public var width: Double?
    /// The box's height as drawn; nil: free height.
    public var height: Double?
    /// The height past which text is cut; nil when the box grows with its text. A large-title
    /// bar is drawn 52 pt tall but grows with its title, so only a height the app fixes limits it.
    public var heightLimit: Double?
    /// A height the element never goes under, whatever its text (table rows: 44 pt).
    public var minimumHeight: Double?
    /// 0 = unlimited.
    public var lineLimit: Int
    /// Distance from the window's leading/trailing edge to the text's leading/trailing edge.
    public var leadingInset: Double
    public var trailingInset: Double
    /// The room the text could use at most on this line (the width for fixed boxes).
    public var availableWidth: Double
    /// Padding between the control's edge and the text (buttons, fields).
    public var contentInsets: EdgeInsets
    /// The sizes a control's tap area is judged against (§8); nil for text that is not a control
    /// and for items of Apple's fixed-size bars.
    public var hitTarget: HitTarget?
    /// The scale UIKit shrinks the element's one line to before it cuts it, when the element
    /// shrinks by itself (an alert's action title); nil: it does not.
    public var minimumScale: Double?
    public var textStyle: TextStyle?
    public var emphasized: Bool
    /// The element as this environment shows it: a large title is drawn as the inline title where
    /// the bar shows no large title (compact height: iPhone landscape); otherwise the element's kind.
    public var shownAs: ElementKind
    public var confidence: GeometryConfidence
    public var notes: [String]
    /// The system surface's box, in words and terms, for an element the system draws outside the
    /// app's window (a notification's title); nil for the app's own elements.
    public var systemBox: SystemBox? = nil
}
