import SwiftSyntax
import TypeFitLayout

/// A menu row that shows an image beside its title — SwiftUI `Label(_:systemImage:)`,
/// `Button(_:systemImage:action:)`, a `Text` in a `Label`'s title, UIKit `UIAction(title:image:)` —
/// leaves the title the menu's width less its text insets and the image's column
/// (`MenuImageMetrics`, an estimate). A row with no image the source shows keeps the menu-item
/// default, which is not a width from the source.
enum MenuRowImages {
    /// The row's box, the image read at `source`.
    static func box(image what: String, at source: WidthTerm.Source?) -> BoxWidth {
        BoxWidth(container: nil, terms: [
            WidthTerm(points: MenuMetrics.width, what: "menu \(SiblingBoxes.spelled(MenuMetrics.width)) pt wide", estimated: true),
            WidthTerm(points: -2 * MenuMetrics.textInset, what: "text insets \(SiblingBoxes.spelled(MenuMetrics.textInset)) pt × 2",
                      estimated: true),
            WidthTerm(points: -MenuImageMetrics.imageColumn,
                      what: "\(what): the image's column \(SiblingBoxes.spelled(MenuImageMetrics.imageColumn)) pt",
                      source: source, estimated: true),
        ])
    }

    static func apply(image what: String, at source: WidthTerm.Source?, to placement: inout Placement) {
        guard placement.settings.element == .menuItem, placement.settings.width == nil else { return }
        placement.settings.width = .solved(box(image: what, at: source))
        placement.read.insert(.width)
    }

    /// Sets the box of a menu row whose view shows an image (`imageBeside`).
    static func apply(to placement: inout Placement) {
        guard let image = placement.imageBeside else { return }
        apply(image: image.what, at: image.source, to: &placement)
    }

    /// The image the SwiftUI view at `start` shows beside its text: an image argument of its own,
    /// or the `Label` whose title it is (up to a menu around it).
    static func swiftUI(_ start: Syntax, locate: (Syntax) -> WidthTerm.Source?) -> ImageBeside? {
        if let call = start.as(FunctionCallExprSyntax.self), let name = call.calleeName, hasImageArgument(call) {
            return ImageBeside(what: "\(name) with an image", source: locate(Syntax(call)))
        }
        var current = start
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self), let (owner, label) = ViewContext.owner(of: closure) {
                if owner.calleeName == "Label", label == nil || label == "title" {
                    return ImageBeside(what: "Label with an icon", source: locate(Syntax(owner)))
                }
                if ["Menu", "contextMenu", "Picker", "ToolbarTitleMenu"].contains(owner.calleeName ?? "") { return nil }
            }
            current = parent
        }
        return nil
    }

    /// `systemImage:`, `image:` (not `nil`) on a view that draws it beside its title.
    static func hasImageArgument(_ call: FunctionCallExprSyntax) -> Bool {
        guard ["Label", "Button", "Toggle", "Menu", "Link", "ShareLink", "Picker", "UIAction", "UIMenu", "UICommand"]
            .contains(call.calleeName ?? "") else { return false }
        let image = call.argument("systemImage") ?? call.argument("image")
        guard let image else { return false }
        return !image.expression.is(NilLiteralExprSyntax.self)
    }
}
