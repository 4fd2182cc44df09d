import SwiftSyntax
import TypeFitConfig

/// SwiftUI's confirmation dialogs (`.confirmationDialog`, TCA's `ConfirmationDialogState`): an
/// action sheet — at the bottom of the screen on iPhone, a popover on iPad, as `UIAlertController`'s
/// `.actionSheet` (the layout model's `ActionSheetMetrics`) — whose title is shown only when asked.
enum ConfirmationDialog {
    /// The role of a dialog's title: an action sheet's title with `titleVisibility: .visible`; not
    /// drawn with `.hidden` or the default `.automatic`, which leaves it to the platform ("visible
    /// or hidden depending on the policies of the component", Apple, `Visibility.automatic`) and
    /// iOS hides it ("iOS does not show titles by default", partout-io/passepartout #683; grade C).
    /// A visibility the pass cannot read is taken as shown, so the title is still checked.
    static func title(of call: FunctionCallExprSyntax, pattern: String) -> ViewRole {
        guard let visibility = call.argument("titleVisibility")?.expression else {
            return .notDrawn(reason: "confirmation dialog title (hidden on iOS unless titleVisibility is .visible)", pattern: pattern)
        }
        switch visibility.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
        case "visible": return .system(.actionSheetTitle, pattern)
        case "hidden", "automatic":
            return .notDrawn(reason: "confirmation dialog title (hidden on iOS unless titleVisibility is .visible)", pattern: pattern)
        default: return .system(.actionSheetTitle, pattern + " (titleVisibility not read)")
        }
    }
}
