import TypeFitDevices

/// Boxes the system draws an app's texts in, outside the app's own window: the notification
/// banner, the iPad's keyboard-shortcut overlay and the widget gallery. Apple documents that each
/// shows the text and publishes no geometry; the figures below are measured replicas or
/// estimates (grade C, every term marked estimated), which a rule's `width` replaces.
public enum SystemSurface: String, Codable, Sendable, CaseIterable {
    /// The notification banner and its long-press menu (iPhone and iPad lock screen, banner,
    /// Notification Center).
    case notification
    /// The overlay that lists the app's key commands while ⌘ is held on a hardware keyboard
    /// (iPadOS 15+; the menu bar's menus on iPadOS 26).
    case keyboardShortcuts
    /// The add-widget sheet: a widget's name and description beside its preview.
    case widgetGallery

    /// Whether the surface is drawn on a device of `family` for an app in `window`. The surfaces
    /// are the screen's, not the app's window: the full-screen environment stands for every window
    /// mode, so a split or Slide Over window (the same banner, overlay and gallery) is not checked
    /// again. Notifications and the widget gallery exist on iPhone and iPad; the shortcut overlay
    /// only on iPad, with a hardware keyboard ("Key command sequences are generated only for
    /// devices with an attached hardware keyboard", Apple, UIKeyCommand).
    public func exists(on family: DeviceFamily, window: WindowMode) -> Bool {
        guard window == .full else { return false }
        switch self {
        case .notification, .widgetGallery: return family == .iPhone || family == .iPad
        case .keyboardShortcuts: return family == .iPad
        }
    }
}

/// The box a system surface gives a text in one environment: the text column in window
/// coordinates, the terms its width is made of (each an estimate), and what it is, in words.
public struct SystemBox: Codable, Sendable, Equatable {
    public var rect: LayoutRect
    /// What the width is made of, from the screen to the text column; every term is estimated.
    public var terms: [WidthTerm]
    /// "the notification banner's title, one line".
    public var what: String
}

/// The notification banner (iOS/iPadOS 16+), from a pixel replica of it on iPhone 14 (@3x) and
/// iPad mini 6 (@2x) (naru-jpn/FrameMint, `App/iOS/FrameContent.swift`, 2023): the banner is 24 px
/// (8 pt) from the screen's edges on iPhone; its text starts 192 px (64 pt: 14-pt padding, 37⅓-pt
/// icon, 12⅔-pt spacing) in and keeps 86 px (28⅔ pt) free at the trailing end, beside the time on
/// the title's line. On iPad the banner is 556 pt wide, centred (1488 − 2 × 188 px on the 744-pt
/// iPad mini), its text 64 pt in (28 + 74 + 26 px) with 39 pt (78 px) at the trailing end. Text
/// 15 pt (Subheadline's size at Large; the replica's title 16 pt medium), following Dynamic Type.
/// An iPhone keeps the banner its portrait width in landscape (not measured). Grade C throughout.
package enum NotificationMetrics {
    package static let edgeInset: Double = 8
    package static let textLeading: Double = 64
    package static let phoneTrailing: Double = 86.0 / 3
    package static let padTrailing: Double = 39
    package static let padBannerWidth: Double = 556

    static func trailing(_ family: DeviceFamily) -> Double { family == .iPad ? padTrailing : phoneTrailing }

    /// The banner's width in `guides`: the screen's portrait width less 8 pt a side on iPhone; 556 pt
    /// on iPad, never past the screen less 8 pt a side.
    static func bannerWidth(in guides: LayoutGuides, family: DeviceFamily) -> Double {
        let screen = guides.bounds
        if family == .iPad { return min(padBannerWidth, screen.width - 2 * edgeInset) }
        return min(screen.width, screen.height) - 2 * edgeInset
    }
}

/// The iPad's keyboard-shortcut overlay: the app's commands as rows, the title at the leading end
/// and the key combination at the trailing end (Apple, `UIKeyCommand.discoverabilityTitle`: "the
/// system displays this title in the discoverability heads-up display"; HIG, Keyboards). Apple
/// publishes no size: a row is taken to be a 320-pt column with 16-pt insets and a 64-pt key
/// column 8 pt from the title (⌥⇧⌘N at 17 pt), one line, Body, following Dynamic Type — an
/// estimate (C), not measured.
package enum KeyCommandMetrics {
    package static let columnWidth: Double = 320
    package static let textInset: Double = 16
    package static let keyColumn: Double = 64
    package static let keySpacing: Double = 8
}

/// The widget gallery (iOS/iPadOS 14+): a widget's `configurationDisplayName` and `description`
/// centred above its previews ("Sets the localized name shown for a widget when a user adds or
/// edits the widget", Apple). On iPhone the gallery is a sheet as wide as the screen's portrait
/// width, its text between 16-pt margins; on iPad a 540-pt sheet (UIKit's form-sheet width) with
/// 20-pt margins. Name in Title 2 bold on one line, description in Subheadline on up to three
/// lines, following Dynamic Type. Every figure is an estimate (C), not measured.
package enum WidgetGalleryMetrics {
    package static let phoneMargin: Double = 16
    package static let padSheetWidth: Double = 540
    package static let padMargin: Double = 20
}

extension SystemBox {
    /// "8", "28.7": points to a tenth, for the terms' words.
    static func spelled(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }

    /// The box `kind` is drawn in on a device of `family` in `guides`; nil for an element of the
    /// app's own window.
    static func of(_ kind: ElementKind, guides: LayoutGuides, family: DeviceFamily) -> SystemBox? {
        let screen = guides.bounds
        func estimated(_ points: Double, _ what: String) -> WidthTerm { WidthTerm(points: points, what: what, estimated: true) }
        func centred(_ width: Double) -> LayoutRect {
            LayoutRect(x: screen.midX - width / 2, y: guides.safeArea.y, width: max(0, width), height: guides.safeArea.height)
        }
        switch kind {
        case .notificationTitle, .notificationSubtitle, .notificationBody:
            let banner = NotificationMetrics.bannerWidth(in: guides, family: family)
            let trailing = NotificationMetrics.trailing(family)
            let bannerTerm = family == .iPad
                ? estimated(banner, "the banner \(spelled(banner)) pt wide")
                : estimated(banner, "the banner: the screen's portrait width less \(spelled(NotificationMetrics.edgeInset)) pt a side")
            let terms = [bannerTerm,
                         estimated(-NotificationMetrics.textLeading, "the app icon's column \(spelled(NotificationMetrics.textLeading)) pt"),
                         estimated(-trailing, "\(spelled(trailing)) pt kept at the trailing end for the time")]
            let width = banner - NotificationMetrics.textLeading - trailing
            let what = switch kind {
            case .notificationTitle: "the notification banner's title, one line"
            case .notificationSubtitle: "the notification banner's subtitle, one line"
            default: "the notification banner's body, four lines"
            }
            return SystemBox(rect: centred(width), terms: terms, what: what)
        case .notificationAction:
            let menu = min(MenuMetrics.width, guides.margins.width)
            return SystemBox(rect: centred(menu - 2 * MenuMetrics.textInset),
                             terms: [estimated(menu, "the long-press menu \(spelled(menu)) pt wide"),
                                     estimated(-2 * MenuMetrics.textInset, "text insets \(spelled(MenuMetrics.textInset)) pt × 2")],
                             what: "a notification action: a row of the long-press menu, two lines")
        case .keyCommand:
            let column = min(KeyCommandMetrics.columnWidth, screen.width - 2 * KeyCommandMetrics.textInset)
            let keys = KeyCommandMetrics.keyColumn + KeyCommandMetrics.keySpacing
            return SystemBox(rect: centred(column - 2 * KeyCommandMetrics.textInset - keys),
                             terms: [estimated(column, "the shortcut overlay's column \(spelled(column)) pt"),
                                     estimated(-2 * KeyCommandMetrics.textInset, "text insets \(spelled(KeyCommandMetrics.textInset)) pt × 2"),
                                     estimated(-keys, "the key combination \(spelled(KeyCommandMetrics.keyColumn)) pt and "
                                                   + "\(spelled(KeyCommandMetrics.keySpacing)) pt before it")],
                             what: "the keyboard-shortcut overlay's row, one line")
        case .widgetName, .widgetDescription:
            let sheet = family == .iPad ? min(WidgetGalleryMetrics.padSheetWidth, screen.width) : min(screen.width, screen.height)
            let margin = family == .iPad ? WidgetGalleryMetrics.padMargin : WidgetGalleryMetrics.phoneMargin
            let sheetTerm = family == .iPad ? estimated(sheet, "the gallery sheet \(spelled(sheet)) pt wide")
                                            : estimated(sheet, "the gallery sheet: the screen's portrait width")
            return SystemBox(rect: centred(sheet - 2 * margin),
                             terms: [sheetTerm, estimated(-2 * margin, "margins \(spelled(margin)) pt × 2")],
                             what: kind == .widgetName ? "the widget gallery's widget name, one line"
                                                       : "the widget gallery's description, three lines")
        default:
            return nil
        }
    }
}
