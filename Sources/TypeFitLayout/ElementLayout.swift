import TypeFitDevices
import TypeFitDynamicType

/// Alert geometry: 270 pt wide (issue 3 / UIAlertController); the 16-pt text inset inside it is an
/// estimate (grade C). Buttons sit side by side until a title does not fit, then stack full width
/// with one-line titles (SDCAlertView #188, #159: grade B/C), so a title is cut only past the full width,
/// after it has shrunk to `actionMinimumScale`.
package enum AlertMetrics {
    package static let width: Double = 270
    package static let textInset: Double = 16
    /// An action's title (an alert's or an action sheet's) stays on one line: UIKit shrinks it, then
    /// cuts it in the middle. UIAlertView "scales down font to a minimum font size before cutting"
    /// (SDCAlertView PR #33, 2014); SDCAlertView's replica of UIAlertController's actions shrinks to
    /// 0.58 and truncates in the middle (`ActionCell.xib`: `minimumScaleFactor` 0.58,
    /// `middleTruncation`; titles "trimmed … since that's what UIAlertController does", #159), as
    /// TLActionSheetController's do (`byTruncatingMiddle`). Grade C for the scale.
    package static let actionMinimumScale: Double = 0.58
    package static let buttonHeight: Double = 44

    /// Where an alert's title, message and stacked buttons are drawn: the alert centred in the
    /// window, no wider than the safe area, less its text insets.
    static func textBox(in guides: LayoutGuides) -> LayoutRect {
        let alertWidth = min(width, guides.safeArea.width)
        return LayoutRect(x: guides.bounds.midX - alertWidth / 2, y: guides.safeArea.y, width: alertWidth,
                          height: guides.safeArea.height).inset(by: EdgeInsets(left: textInset, right: textInset))
    }
}

/// Action sheets (`UIAlertController` with the `.actionSheet` style), as UIKit draws them.
///
/// - On iPhone the sheet spans the window's width less 8 pt a side, at the bottom: UIKit sizes it with
///   a `width == superview − 16` constraint it logs when presenting one (openradar 49289931, iOS 12.2; grade B —
///   iOS 10 logged `− 20`, hoko-ios #28), as TLActionSheetController, a 2020 replica, does with 8-pt insets. In
///   compact height (landscape) the replica keeps the sheet 287 pt wide, centred (grade C).
/// - On iPad, in a horizontally regular window, UIKit presents it as a popover (`UIActionSheet` "is typically
///   displayed in a popover" on iPad, Apple; popover presentations "appear as popovers in horizontally regular
///   environments" and action sheets "follow similar rules", PSPDFKit "Preventing Popovers on Popovers", 2016);
///   the popover's sheet is 304 pt wide (UIKit's own constraint `H:[UIView(304)]` in `_UIAlertControllerView`,
///   openradar 18921595, iOS 8; grade C). In a compact window (Slide Over, a narrow split) it is the sheet at
///   the bottom, as on iPhone.
/// - Title and message: 13 pt semibold and 13 pt (Footnote's size at Large), wrapping; actions 20 pt (Title 3's),
///   57 pt tall (TLActionSheetController; SDCAlertView's `actionSheetNormalFont` and `actionViewSize`; grade C).
///   Text is inset 16 pt from the sheet's sides, as in the alert (SDCAlertView `contentPadding`; the replica
///   measured 14.67; grade C).
/// - An action's title stays on one line and shrinks before it is cut (`AlertMetrics.actionMinimumScale`).
/// Every figure is an estimate a rule's `width` replaces (the text's width).
package enum ActionSheetMetrics {
    package static let edgeInset: Double = 8
    package static let compactHeightWidth: Double = 287
    package static let popoverWidth: Double = 304
    package static let textInset: Double = 16
    package static let buttonHeight: Double = 57

    /// The sheet in `guides` on a device of `family`: the popover on a horizontally regular iPad,
    /// else the sheet at the bottom of the window; and whether it is the popover.
    static func sheet(in guides: LayoutGuides, family: DeviceFamily) -> (rect: LayoutRect, popover: Bool) {
        let safe = guides.safeArea
        let width: Double
        var popover = false
        if family == .iPad && guides.sizeClasses.horizontal == .regular {
            width = min(popoverWidth, safe.width)
            popover = true
        } else if family != .iPad && guides.sizeClasses.vertical == .compact {
            width = min(compactHeightWidth, safe.width - 2 * edgeInset)
        } else {
            width = safe.width - 2 * edgeInset
        }
        let rect = LayoutRect(x: safe.midX - width / 2, y: safe.y, width: max(0, width), height: safe.height)
        return (rect, popover)
    }

    /// Where the sheet's title, message and actions are drawn: the sheet less its text insets.
    static func textBox(in guides: LayoutGuides, family: DeviceFamily) -> (rect: LayoutRect, popover: Bool) {
        let (sheet, popover) = sheet(in: guides, family: family)
        return (sheet.inset(by: EdgeInsets(left: textInset, right: textInset)), popover)
    }
}

/// Menus and rows' swipe actions (grade C, configurable with `width`/`lines`): a context menu is
/// about 250 pt wide with 16-pt text insets; a swipe action is at most 120 pt wide (square/Listable
/// PR #519).
package enum MenuMetrics {
    package static let width: Double = 250
    package static let textInset: Double = 16
    package static let swipeActionWidth: Double = 120
}

/// The app's name under its home-screen icon: one line of about 12 pt text, truncated past the
/// icon's column — 145 px at @2x, 72.5 pt, on iPhone (Josh Greco, "iOS Application Naming", 2011;
/// ~12 characters, Manbolo 2013); on iPad the column of its 83.5-pt icon. Grade C.
package enum HomeScreenMetrics {
    package static func labelWidth(_ family: DeviceFamily) -> Double { family == .iPad ? 83.5 : 72.5 }
}

/// Legacy `UIButton` pads its title 6 pt above and below (apple-facts §8, grade C). A medium
/// `UIButton.Configuration` button's default content insets are 7 pt top and bottom, 12 pt leading and
/// trailing at the Large size, "based on the small/medium/large size and the dynamic type size"
/// (Frameworks Engineer, developer.apple.com/forums/thread/733541; uikit-behaviour §2 row 4, grade B); they
/// are scaled here like `UIFontMetrics(forTextStyle: .body).scaledValue(for:)` (grade C). A rounded-rect
/// `UITextField` insets its text about 7 pt per side (estimate, C).
package enum ControlMetrics {
    package static let buttonContentInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    package static let configurationButtonInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    package static let textFieldInset: Double = 7
    /// Hairline between segments of a `UISegmentedControl` (estimate, C).
    package static let segmentDivider: Double = 1
    /// Standard heights, the tap area Apple gives these controls: `UISegmentedControl` about 32 pt, a
    /// rounded `UITextField` about 34 pt (uikit-behaviour §2 row 3, grade C, not measured).
    package static let segmentHeight: Double = 32
    package static let textFieldHeight: Double = 34

    /// The configuration button's insets at `category`.
    static func configurationButtonInsets(at category: ContentSizeCategory) -> EdgeInsets {
        let scaling = FontMetricsScaling()
        let base = configurationButtonInsets
        func scaled(_ value: Double) -> Double { scaling.scaledValue(value, relativeTo: .body, category: category) }
        return EdgeInsets(top: scaled(base.top), left: scaled(base.left), bottom: scaled(base.bottom), right: scaled(base.right))
    }
}

/// Inset-grouped lists (iOS 13+): the section is inset from the table's edges by the layout margin
/// and the row's content by its own margin inside the section, so the text sits one more system
/// margin (16 pt compact, 20 pt regular width; apple-facts §4) in on each side than in a plain list:
/// "an inset grouped table can cause text wrapping, especially when content is localized" (HIG, via
/// sarunw "Inset grouped list in SwiftUI"; uikit-behaviour §2 row 15). Grade C: Apple publishes the
/// style, not its insets.
package enum ListMetrics {
    package static func insetGroupedInset(_ guides: LayoutGuides) -> Double { guides.systemMinimumMargin }
}

extension LayoutEngine {
    /// The frame `element`'s text may use in `environment`.
    public func frame(for element: ElementSpec, in environment: LayoutEnvironment) throws -> TextFrame {
        try frame(for: element, guides: guides(for: environment), family: environment.device.family)
    }

    /// The same, from guides already computed (use this in loops over many elements).
    public func frame(for element: ElementSpec, guides: LayoutGuides, family: DeviceFamily) -> TextFrame {
        // An alert the app may show as either style, by a condition not read: here, the stricter.
        if let other = element.otherStyle, let own = element.kind.alertStyle, other != own {
            var mine = element
            mine.otherStyle = nil
            mine.iPadStyle = nil
            var theirs = mine
            theirs.kind = element.kind.inAlertStyle(other)
            theirs.textStyle = nil
            return stricterStyle(mine, theirs, guides: guides, family: family)
        }
        // An alert the app shows as another style on iPad (`userInterfaceIdiom == .pad ? .alert :
        // .actionSheet`): there, that style's element, in its own font.
        if family == .iPad, let style = element.iPadStyle, let own = element.kind.alertStyle, style != own {
            var shown = element
            shown.kind = element.kind.inAlertStyle(style)
            shown.iPadStyle = nil
            shown.textStyle = nil
            var frame = self.frame(for: shown, guides: guides, family: family)
            frame.notes.append(style == .alert ? "an alert on iPad: the app picks the style by device"
                                               : "an action sheet on iPad: the app picks the style by device")
            return frame
        }
        var notes: [String] = []
        var grade = guides.confidence
        func container(_ which: LayoutContainer) -> LayoutRect {
            switch which {
            case .window: guides.bounds
            case .safeArea: guides.safeArea
            case .margins: guides.margins
            case .readable: guides.readable
            }
        }

        // 1. The box from the width rule: a container rect, and the width taken from its leading edge.
        let rule = element.width ?? element.kind.defaultWidth
        var box: LayoutRect
        var width: Double?
        switch rule {
        case .margins: box = guides.margins; width = box.width
        case .readable: box = guides.readable; width = box.width
        case .safeArea: box = guides.safeArea; width = box.width
        case .fixed(let points): box = guides.margins; width = points
        case .fraction(let fraction, let of): box = container(of); width = box.width * fraction
        case .columns(let count, let spacing):
            box = guides.margins
            let columns = Double(max(1, count))
            width = (box.width - (columns - 1) * spacing) / columns
        case .intrinsic: box = guides.margins; width = nil
        case .solved(let solved):
            box = container(solved.container ?? .margins)
            width = solved.points(container: box.width, systemMargin: guides.systemMinimumMargin, category: guides.category)
        }
        if element.inSubview {
            box = box.inset(by: EdgeInsets(left: options.subviewMargin, right: options.subviewMargin))
            if let current = width { width = min(current, box.width) }
        }

        // 2. The kind's own geometry inside that box.
        var leading = element.leadingOffset
        var trailing = element.trailingOffset
        var height: Double? = nil
        var contentInsets = EdgeInsets.zero
        var centred = false
        var systemBox: SystemBox?
        switch element.kind {
        case .label, .multilineLabel:
            break
        case .button:
            contentInsets = ControlMetrics.buttonContentInsets
            notes.append("legacy UIButton insets 6/6 pt (apple-facts §8, C)")
            grade = max(grade, .c)
        case .configurationButton:
            // The title wraps inside the insets, which grow with the text size.
            contentInsets = ControlMetrics.configurationButtonInsets(at: guides.category)
            leading += contentInsets.left
            trailing += contentInsets.right
            notes.append("UIButton.Configuration insets 7/12 pt at Large, scaled with Dynamic Type (B/C)")
            grade = max(grade, .c)
        case .navigationTitle(.inline, let barItemWidth):
            // Centred in the bar, clear of the system margin and bar items on both sides; a width
            // solved from the items the source declares is that width, centred in the bar.
            if case .solved? = element.width {
                box = guides.safeArea
            } else {
                let side = guides.systemMinimumMargin + barItemWidth
                box = guides.safeArea.inset(by: EdgeInsets(left: side, right: side))
                width = box.width
            }
            centred = true
            height = guides.bars.navigationBar > 0 ? guides.bars.navigationBar
                : BarMetrics.navigationBar(family, guides.sizeClasses.vertical)
        case .navigationTitle(.large, let barItemWidth):
            // The bar shows no large title in compact height (iPhone landscape): the inline title
            // stands in, in the bar (apple-facts §8; uikit-behaviour §2 row 10).
            if guides.sizeClasses.vertical == .compact {
                var inline = element
                inline.kind = .navigationTitle(.inline, barItemWidth: barItemWidth)
                inline.textStyle = nil
                var frame = self.frame(for: inline, guides: guides, family: family)
                frame.notes.append("no large title in compact height: the inline title is shown")
                return frame
            }
            height = BarMetrics.largeTitleExtra
        case .tabBarItem(let tabs):
            let share = guides.safeArea.width / Double(max(1, tabs))
            box = LayoutRect(x: guides.safeArea.x, y: guides.safeArea.maxY, width: guides.safeArea.width,
                             height: BarMetrics.tabBar(family, guides.sizeClasses.vertical))
            width = share
            height = box.height
            notes.append("tab titles use a fixed small font, not Dynamic Type; first (leading) tab shown")
        case .cell(let accessory):
            trailing += accessory.width
            if accessory != .none {
                notes.append("accessory width \(accessory.width) pt is an estimate (C)")
                grade = max(grade, .c)
            }
        case .segment(let count):
            let segments = Double(max(1, count))
            if let total = width {
                width = (total - (segments - 1) * ControlMetrics.segmentDivider) / segments
            }
            notes.append("equal segment widths; UISegmentedControl padding not modelled (C)")
            grade = max(grade, .c)
        case .alertTitle, .alertMessage:
            box = AlertMetrics.textBox(in: guides)
            width = box.width
            centred = true
            notes.append("alert text inset 16 pt is an estimate (C)")
            grade = max(grade, .c)
        case .textFieldPlaceholder:
            leading += ControlMetrics.textFieldInset
            trailing += ControlMetrics.textFieldInset
            contentInsets = EdgeInsets(left: ControlMetrics.textFieldInset, right: ControlMetrics.textFieldInset)
            grade = max(grade, .c)
        case .alertButton:
            // With a width given, that width.
            if element.width == nil {
                box = AlertMetrics.textBox(in: guides)
                width = box.width
            }
            centred = true
            notes.append(element.width == nil ? "stacked alert button: full alert width, one line, shrinks to 0.58 (C)"
                                              : "alert button: the given width, one line, shrinks to 0.58 (C)")
            grade = max(grade, .c)
        case .actionSheetTitle, .actionSheetMessage, .actionSheetButton:
            // A width given (a rule's estimate) replaces the sheet's text width, centred in the sheet.
            let (text, popover) = ActionSheetMetrics.textBox(in: guides, family: family)
            box = text
            width = element.width == nil ? text.width : width
            centred = true
            notes.append(popover ? "action sheet in a 304-pt popover, text inset 16 pt (C)"
                                 : "action sheet: the window less 8 pt a side, text inset 16 pt (B/C)")
            if element.kind == .actionSheetButton { notes.append("action title: one line, shrinks to 0.58, then cut (C)") }
            grade = max(grade, .c)
        case .barButton:
            notes.append("bar button: fixed 17-pt font, sized by its title (C)")
            grade = max(grade, .c)
        case .menuItem:
            if element.width == nil { width = min(MenuMetrics.width, guides.margins.width) - 2 * MenuMetrics.textInset }
            notes.append("menu row 250 pt wide, 16-pt insets, two lines (C)")
            grade = max(grade, .c)
        case .sectionHeader, .sectionFooter:
            break  // inset-grouped lists: below
        case .swipeAction:
            if element.width == nil { width = MenuMetrics.swipeActionWidth }
            notes.append("swipe action at most 120 pt wide, two lines (C)")
            grade = max(grade, .c)
        case .homeScreenName:
            if element.width == nil { width = HomeScreenMetrics.labelWidth(family) }
            centred = true
            notes.append("home-screen name: one 12-pt line under the icon, truncated (C)")
            grade = max(grade, .c)
        case .notificationTitle, .notificationSubtitle, .notificationBody, .notificationAction, .keyCommand,
             .widgetName, .widgetDescription:
            // The system's box, on the screen, whatever the app's window; a width given (a rule's)
            // replaces its text width.
            if let surface = SystemBox.of(element.kind, guides: guides, family: family) {
                systemBox = surface
                box = surface.rect
                if element.width == nil { width = surface.rect.width }
                notes.append(surface.what + " (estimated, C)")
            }
            centred = true
            grade = max(grade, .c)
        }
        if element.listStyle == .insetGrouped {
            switch element.kind {
            case .cell, .sectionHeader, .sectionFooter:
                let inset = ListMetrics.insetGroupedInset(guides)
                leading += inset
                trailing += inset
                notes.append("inset-grouped list: one more system margin on each side (C)")
                grade = max(grade, .c)
            default: break
            }
        }
        // A bar's title is not cut vertically: the bar keeps its height and the label draws past
        // it (glyphs "may extend beyond the view's bounds", UILetterformAwareAdjusting; uikit-behaviour
        // §2 row 9), and a large-title bar grows with its title. An alert's title and message wrap
        // and the alert scrolls (row 13): never cut, whatever lines or height a rule gives them.
        // Any other box with a height cuts what does not fit in it.
        var heightLimit = height
        var lineLimit = element.lineLimit ?? element.kind.defaultLineLimit
        switch element.kind {
        case .navigationTitle: heightLimit = nil
        case .alertTitle, .alertMessage, .actionSheetTitle, .actionSheetMessage: lineLimit = 0
        default: break
        }
        if case .fixed(let points) = element.height {
            height = points
            switch element.kind {
            case .alertTitle, .alertMessage, .actionSheetTitle, .actionSheetMessage: break
            default: heightLimit = points
            }
        }
        // UITableView's default row height (`rowHeight`, 44 pt): a row never shrinks under it; an
        // alert's button row is as tall.
        let minimumHeight: Double? = switch element.kind {
        case .cell: 44
        case .alertButton: AlertMetrics.buttonHeight
        case .actionSheetButton: ActionSheetMetrics.buttonHeight
        default: nil
        }
        if let boxWidth = width { width = max(0, boxWidth - leading - trailing) }
        let available = max(0, (width ?? box.width - leading - trailing))

        // 3. Place it: leading edge is the left in LTR, the right in RTL.
        let textWidth = width ?? available
        let x: Double
        if centred {
            x = box.midX - textWidth / 2
        } else if guides.direction == .ltr {
            x = box.x + leading
        } else {
            x = box.maxX - leading - textWidth
        }
        let leftInset = x
        let rightInset = guides.bounds.width - x - textWidth
        return TextFrame(
            x: x, y: box.y, width: width, height: height, heightLimit: heightLimit, minimumHeight: minimumHeight,
            lineLimit: lineLimit,
            leadingInset: guides.direction == .ltr ? leftInset : rightInset,
            trailingInset: guides.direction == .ltr ? rightInset : leftInset,
            availableWidth: available, contentInsets: contentInsets,
            hitTarget: element.kind.hitTarget(family), minimumScale: element.kind.defaultMinimumScale,
            textStyle: element.textStyle ?? element.kind.defaultTextStyle,
            emphasized: element.kind.isEmphasized, shownAs: element.kind, confidence: grade, notes: notes,
            systemBox: systemBox)
    }
}

extension LayoutEngine {
    /// The frame of whichever of two styles of an alert's element (`mine`, `theirs`) leaves its text
    /// less room here: the line's width in points per point of the style's type at the
    /// environment's size (Apple's Dynamic Type table), so a 20-pt action in a 327-pt sheet (16.4)
    /// has more room than a 17-pt one in a 238-pt alert (14.0), and less in a 272-pt popover (13.6).
    /// On a tie, `mine`. The frame notes which it took and why.
    func stricterStyle(_ mine: ElementSpec, _ theirs: ElementSpec, guides: LayoutGuides, family: DeviceFamily) -> TextFrame {
        let table = DynamicTypeTable()
        func room(_ frame: TextFrame) -> Double {
            let size = frame.textStyle.flatMap { try? table.metrics($0, category: guides.category).size } ?? 17
            return (frame.width ?? frame.availableWidth) / max(1, size)
        }
        let own = frame(for: mine, guides: guides, family: family)
        let other = frame(for: theirs, guides: guides, family: family)
        var chosen = room(other) < room(own) ? other : own
        let name = chosen.shownAs.alertStyle == .actionSheet ? "the action sheet" : "the alert"
        chosen.notes.append("alert or action sheet by a condition not read: \(name), the stricter here")
        chosen.confidence = max(chosen.confidence, .c)
        return chosen
    }
}
