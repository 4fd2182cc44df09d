/// The room a navigation bar's items take beside its title, as the source pass counts it when a
/// view controller or a SwiftUI view declares them. UIKit centres an inline title in the bar when
/// it fits and otherwise moves it into the space between the items (UINavigationBar;
/// uikit-behaviour §2 row 9), so the title's room is the bar less both sides' items. Apple
/// documents the items, not their widths: every figure here is an estimate (grade C).
package enum BarItemMetrics {
    /// An item that shows an image or a system symbol (`UIBarButtonItem(image:)`, `.add`, a toolbar
    /// `Button` with a `Label` or an `Image`): the 44-pt default control size (HIG, Accessibility,
    /// "Default control size"; apple-facts §8) taken as its room in the bar (estimate).
    package static let imageItem: Double = 44
    /// An item that shows a text title (`UIBarButtonItem(title:)`, `.done`, `.cancel`, a toolbar
    /// `Button("…")`): its translation is not known when the source is read, so the room of a
    /// short title — an English "Cancel" is about 57 pt in the 17-pt bar font — and its padding:
    /// 70 pt (estimate).
    package static let textItem: Double = 70
    /// Between two items on the same side (estimate).
    package static let itemSpacing: Double = 8

    /// The room `widths` take on one side of the bar, with the spacing between them.
    package static func side(_ widths: [Double]) -> Double {
        widths.isEmpty ? 0 : widths.reduce(0, +) + Double(widths.count - 1) * itemSpacing
    }
}

/// A menu row that shows an image beside its title (`Label(_:systemImage:)`, `UIAction(title:image:)`)
/// leaves the title less room: the symbol's column at the row's trailing end, a symbol of about
/// 1.2 em of the 17-pt row text (20.4 pt) and about 12 pt between it and the title. Estimate (C):
/// Apple publishes neither.
package enum MenuImageMetrics {
    package static let imageColumn: Double = 32
}
