import SwiftSyntax
import TypeFitLayout

/// A menu's title: UIKit shows a menu's title above its items, in a smaller secondary style and in
/// full; a submenu's title is instead one of its parent's rows, which opens it. SwiftUI's `Menu {
/// Section("…") }` and `UIMenu(title:options: .displayInline)` title a group of rows the same way.
/// Apple does not document the header's font: footnote and no line limit are an estimate.
enum MenuTitles {
    /// Turns a menu row placement into the header a menu's title is.
    static func makeHeader(_ placement: inout Placement, pattern: String) {
        placement.pattern = pattern
        placement.settings.style = .footnote
        placement.settings.lines = 0
    }

    /// True when `call` (a `UIMenu(…)`) is an element of another `UIMenu`'s `children:` array and
    /// not shown inline: its title is then the parent's row that opens it
    /// (developer.apple.com/documentation/uikit/uimenu/options-swift.struct/displayinline).
    static func isSubmenuRow(_ call: FunctionCallExprSyntax) -> Bool {
        if let options = call.argument("options")?.expression.trimmedDescription, options.contains("displayInline") {
            return false
        }
        guard let element = call.parent?.as(ArrayElementSyntax.self),
              let argument = element.parent?.parent?.parent?.as(LabeledExprSyntax.self), argument.label?.text == "children",
              let parent = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return parent.calleeName == "UIMenu"
    }
}
