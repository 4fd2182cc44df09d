import Testing
@testable import TypeFitSources

/// An alert controller's texts are an action sheet's when it is made with the `.actionSheet` style
/// (Apple, `UIAlertController.Style.actionSheet`), and an alert's with `.alert`; an action is drawn as
/// the controller it is added to (`addAction(_:)`) is. The style is read where the controller is made,
/// followed through locals, the app's constants, conditionals and parameters' defaults.
@Suite struct ActionSheetStyleTests {
    @Test func aLiteralActionSheetStyle() {
        let layout = SwiftSnippets.read("""
            final class PhotoViewController: UIViewController {
                func share() {
                    let sheet = UIAlertController(title: NSLocalizedString("share.title", comment: ""),
                                                  message: NSLocalizedString("share.message", comment: ""), preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: NSLocalizedString("share.save", comment: ""), style: .default) { _ in })
                    present(sheet, animated: true)
                }
            }
            """, keys: ["share.title", "share.message", "share.save"])
        #expect(SwiftSnippets.lines(layout) == [
            "share.message | action-sheet-message | View.swift:4 | UIAlertController(message:) (action sheet) | A",
            "share.save | action-sheet-button | View.swift:5 | UIAlertAction(title:) (action sheet) | A",
            "share.title | action-sheet-title | View.swift:3 | UIAlertController(title:) (action sheet) | A",
        ])
    }

    /// The negative beside a positive: `.alert` (and `UIAlertController.Style.alert`) keep the alert's
    /// elements; `UIAlertController.Style.actionSheet` written out is an action sheet.
    @Test func anAlertStaysAnAlert() {
        let layout = SwiftSnippets.read("""
            final class V: UIViewController {
                func warn() {
                    let alert = UIAlertController(title: NSLocalizedString("warn.title", comment: ""), message: nil,
                                                  preferredStyle: UIAlertController.Style.alert)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("warn.ok", comment: ""), style: .default))
                    let sheet = UIAlertController(title: NSLocalizedString("pick.title", comment: ""), message: nil,
                                                  preferredStyle: UIAlertController.Style.actionSheet)
                }
            }
            """, keys: ["warn.title", "warn.ok", "pick.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "pick.title | action-sheet-title | View.swift:6 | UIAlertController(title:) (action sheet) | A",
            "warn.ok | alert-button | View.swift:5 | UIAlertAction(title:) | A",
            "warn.title | alert-title | View.swift:3 | UIAlertController(title:) | A",
        ])
    }

    /// A style kept in a local constant, and one the app declares as a static property in another file.
    @Test func aStyleThroughAConstant() {
        let constants = """
            enum AppConstants {
                static let sheetStyle: UIAlertController.Style = .actionSheet
            }
            """
        let view = """
            final class V: UIViewController {
                func pick() {
                    let style: UIAlertController.Style = .actionSheet
                    let first = UIAlertController(title: NSLocalizedString("pick.title", comment: ""), message: nil, preferredStyle: style)
                    let second = UIAlertController(title: NSLocalizedString("sort.title", comment: ""), message: nil,
                                                   preferredStyle: AppConstants.sheetStyle)
                }
            }
            """
        let layout = SwiftSnippets.read([("App/Constants.swift", constants), ("App/View.swift", view)], keys: ["pick.title", "sort.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "pick.title | action-sheet-title | View.swift:4 | UIAlertController(title:) (action sheet) | A",
            "sort.title | action-sheet-title | View.swift:5 | UIAlertController(title:) (action sheet) | A",
        ])
    }

    /// `idiom == .pad ? .alert : .actionSheet`: an action sheet on iPhone, an alert on iPad — the element is
    /// the iPhone's, with the iPad's style beside it.
    @Test func aConditionalOnTheIdiomPicksTheStylePerDevice() {
        let layout = SwiftSnippets.read("""
            final class V: UIViewController {
                func options() {
                    let menu = UIAlertController(title: nil, message: nil,
                                                 preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet)
                    menu.addAction(UIAlertAction(title: NSLocalizedString("menu.report", comment: ""), style: .destructive))
                }
            }
            """, keys: ["menu.report"])
        #expect(SwiftSnippets.lines(layout) == [
            "menu.report | action-sheet-button ipad-style=alert | View.swift:5 | UIAlertAction(title:) (action sheet; an alert on iPad) | A",
        ])
    }

    /// A conditional on anything else may show either: the element stays as the API names it, with the other
    /// style beside it, and the layout checks the stricter of the two in each environment.
    @Test func aConditionalOnSomethingElseMayBeEither() {
        let layout = SwiftSnippets.read("""
            final class V: UIViewController {
                var isCompact = false
                func options() {
                    let menu = UIAlertController(title: NSLocalizedString("menu.title", comment: ""), message: nil,
                                                 preferredStyle: isCompact ? .actionSheet : .alert)
                }
            }
            """, keys: ["menu.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "menu.title | alert-title other-style=action-sheet | View.swift:4 | UIAlertController(title:) "
                + "(alert or action sheet by a condition not read; the stricter of alert and action sheet is checked) | A",
        ])
    }

    /// A parameter's default is its value; a parameter without one is not read, so either may be shown.
    @Test func aParameterWithADefault() {
        let layout = SwiftSnippets.read("""
            final class V: UIViewController {
                func confirm(style: UIAlertController.Style = .actionSheet) {
                    let sheet = UIAlertController(title: NSLocalizedString("confirm.title", comment: ""), message: nil, preferredStyle: style)
                }
                func ask(style: UIAlertController.Style) {
                    let sheet = UIAlertController(title: NSLocalizedString("ask.title", comment: ""), message: nil, preferredStyle: style)
                }
            }
            """, keys: ["confirm.title", "ask.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "ask.title | alert-title other-style=action-sheet | View.swift:6 | UIAlertController(title:) "
                + "(style not read: a parameter; the stricter of alert and action sheet is checked) | A",
            "confirm.title | action-sheet-title | View.swift:3 | UIAlertController(title:) (action sheet) | A",
        ])
    }

    /// An app's factory that takes the style as a parameter: each call's controller has the style that
    /// call passes (a negative beside it: the same factory called with `.alert`).
    @Test func aFactoryTakesTheStyleItsCallerPasses() {
        let factory = """
            extension UIAlertController {
                static func make(title: String?, style: UIAlertController.Style) -> UIAlertController {
                    let controller = UIAlertController(title: title, message: nil, preferredStyle: style)
                    return controller
                }
            }
            """
        let view = """
            final class V: UIViewController {
                func build() {
                    let sheet = UIAlertController.make(title: nil, style: .actionSheet)
                    sheet.addAction(UIAlertAction(title: NSLocalizedString("make.delete", comment: ""), style: .destructive))
                    let alert = UIAlertController.make(title: nil, style: .alert)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("make.ok", comment: ""), style: .default))
                }
            }
            """
        let layout = SwiftSnippets.read([("App/Factory.swift", factory), ("App/View.swift", view)], keys: ["make.delete", "make.ok"])
        #expect(SwiftSnippets.lines(layout) == [
            "make.delete | action-sheet-button | View.swift:4 | UIAlertAction(title:) (action sheet) | A",
            "make.ok | alert-button | View.swift:6 | UIAlertAction(title:) | A",
        ])
    }

    /// Two controllers side by side: each action takes the style of the controller it is added to, not of
    /// the other one — inline, through a local action, and through a property holding the controller.
    @Test func anActionTakesItsOwnControllersStyle() {
        let layout = SwiftSnippets.read("""
            final class V: UIViewController {
                lazy var menu = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                func build() {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("alert.ok", comment: ""), style: .default))
                    let delete = UIAlertAction(title: NSLocalizedString("sheet.delete", comment: ""), style: .destructive)
                    sheet.addAction(delete)
                    menu.addAction(UIAlertAction(title: NSLocalizedString("menu.copy", comment: ""), style: .default))
                    alert.message = NSLocalizedString("alert.message", comment: "")
                }
            }
            """, keys: ["alert.ok", "sheet.delete", "menu.copy", "alert.message"])
        #expect(SwiftSnippets.lines(layout) == [
            "alert.message | alert-message | View.swift:10 | UIKit UIAlertController.message | A",
            "alert.ok | alert-button | View.swift:6 | UIAlertAction(title:) | A",
            "menu.copy | action-sheet-button | View.swift:9 | UIAlertAction(title:) (action sheet) | A",
            "sheet.delete | action-sheet-button | View.swift:7 | UIAlertAction(title:) (action sheet) | A",
        ])
    }

    /// An action whose controller is out of sight (passed in) keeps the alert's element: nothing says
    /// otherwise — while one added to a sheet made in sight is the sheet's.
    @Test func anActionOfAControllerOutOfSightStaysAnAlerts() {
        let layout = SwiftSnippets.read("""
            func addCancel(to controller: UIAlertController) {
                controller.addAction(UIAlertAction(title: NSLocalizedString("cancel", comment: ""), style: .cancel))
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: NSLocalizedString("close", comment: ""), style: .cancel))
            }
            """, keys: ["cancel", "close"])
        #expect(SwiftSnippets.lines(layout) == [
            "cancel | alert-button | View.swift:2 | UIAlertAction(title:) | A",
            "close | action-sheet-button | View.swift:4 | UIAlertAction(title:) (action sheet) | A",
        ])
    }

    /// Actions kept in locals, gathered in an array of tuples and added in a loop
    /// (`for each in actions { sheet.addAction(each.action) }`): every `addAction` of the body adds
    /// to the one sheet, so they are the sheet's. Where the body adds to two controllers, an
    /// action only gathered stays an alert's: nothing says which.
    @Test func actionsAddedThroughACollection() {
        let layout = SwiftSnippets.read("""
            final class BrowserCoordinator {
                func makeMore(compact: Bool) -> UIAlertController {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    let reload = UIAlertAction(title: NSLocalizedString("more.reload", comment: ""), style: .default) { _ in }
                    let cancel = UIAlertAction(title: NSLocalizedString("more.cancel", comment: ""), style: .cancel) { _ in }
                    let actions: [(action: UIAlertAction, shown: Bool)] = [(action: reload, shown: true), (action: cancel, shown: true)]
                    for each in actions where each.shown { sheet.addAction(each.action) }
                    return sheet
                }
                func makeTwo(_ alert: UIAlertController, _ sheet: UIAlertController) {
                    let keep = UIAlertAction(title: NSLocalizedString("two.keep", comment: ""), style: .default)
                    for each in [keep] { alert.addAction(each) }
                    sheet.addAction(UIAlertAction(title: NSLocalizedString("two.other", comment: ""), style: .default))
                }
            }
            """, keys: ["more.reload", "more.cancel", "two.keep", "two.other"])
        #expect(SwiftSnippets.lines(layout) == [
            "more.cancel | action-sheet-button | View.swift:5 | UIAlertAction(title:) (action sheet) | A",
            "more.reload | action-sheet-button | View.swift:4 | UIAlertAction(title:) (action sheet) | A",
            "two.keep | alert-button | View.swift:11 | UIAlertAction(title:) | A",
            "two.other | alert-button | View.swift:13 | UIAlertAction(title:) | A",
        ])
    }

    /// Objective-C: `alertControllerWithTitle:message:preferredStyle:` with `UIAlertControllerStyleActionSheet`,
    /// and an action added to that local inline (through a local holding its title too); an alert's action
    /// beside it stays an alert's, and a style the pass cannot read may be either.
    @Test func objectiveCActionSheets() {
        let layout = ObjectiveCSnippets.read("""
            @implementation SettingsViewController
            - (void)choose:(UIAlertControllerStyle)style {
                UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:nil
                                                                         preferredStyle:UIAlertControllerStyleActionSheet];
                NSString *agree = NSLocalizedString(@"sheet.agree", nil);
                [sheet addAction:[UIAlertAction actionWithTitle:agree style:UIAlertActionStyleDefault handler:nil]];
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:nil message:nil
                                                                         preferredStyle:UIAlertControllerStyleAlert];
                [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"alert.ok", nil) style:UIAlertActionStyleDefault handler:nil]];
                UIAlertController *either = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"either.title", nil)
                                                                                message:nil preferredStyle:style];
            }
            @end
            """, keys: ["sheet.agree", "alert.ok", "either.title"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "alert.ok | alert-button | View.m:9 | Objective-C UIAlertAction actionWithTitle: | A",
            "either.title | alert-title other-style=action-sheet | View.m:10 | Objective-C UIAlertController alertControllerWithTitle: "
                + "(style not read: an Objective-C expression; the stricter of alert and action sheet is checked) | A",
            "sheet.agree | action-sheet-button | View.m:6 | Objective-C UIAlertAction actionWithTitle: (action sheet) | C | via View.m:5",
        ])
    }

    /// SwiftUI: a confirmation dialog is an action sheet; its title is shown only with `titleVisibility:
    /// .visible` (the default, `.automatic`, hides it on iOS); `.alert` stays an alert.
    @Test func confirmationDialogsAreActionSheets() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Image("x")
                        .confirmationDialog("dialog.title", isPresented: $asking, titleVisibility: .visible) {
                            Button("dialog.delete", role: .destructive) { }
                        } message: {
                            Text("dialog.message")
                        }
                        .confirmationDialog("quiet.title", isPresented: $other) {
                            Button("quiet.share") { }
                        }
                        .alert("alert.title", isPresented: $shown) {
                            Button("alert.ok") { }
                        }
                }
            }
            """, keys: ["dialog.title", "dialog.delete", "dialog.message", "quiet.title", "quiet.share", "alert.title", "alert.ok"])
        #expect(SwiftSnippets.lines(layout) == [
            "alert.ok | alert-button | View.swift:13 | SwiftUI .alert action | A",
            "alert.title | alert-title | View.swift:12 | SwiftUI .alert(_:isPresented:) | A",
            "dialog.delete | action-sheet-button | View.swift:5 | SwiftUI .confirmationDialog action | A",
            "dialog.message | action-sheet-message | View.swift:7 | SwiftUI .confirmationDialog message | A",
            "dialog.title | action-sheet-title | View.swift:4 | SwiftUI .confirmationDialog(_:isPresented:) | A",
            "quiet.share | action-sheet-button | View.swift:10 | SwiftUI .confirmationDialog action | A",
            "quiet.title | not drawn: confirmation dialog title (hidden on iOS unless titleVisibility is .visible) | View.swift:9 "
                + "| SwiftUI .confirmationDialog(_:isPresented:) | A",
        ])
    }

    /// SwiftUI's older `ActionSheet(title:message:buttons:)`: an action sheet, title always shown; an
    /// `Alert`'s buttons stay an alert's.
    @Test func swiftUIActionSheets() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Image("x")
                        .actionSheet(isPresented: $asking) {
                            ActionSheet(title: Text("sheet.title"), message: Text("sheet.message"),
                                        buttons: [.default(Text("sheet.save")), .cancel()])
                        }
                        .alert(isPresented: $shown) {
                            Alert(title: Text("alert.title"), dismissButton: .default(Text("alert.ok")))
                        }
                }
            }
            """, keys: ["sheet.title", "sheet.message", "sheet.save", "alert.title", "alert.ok"])
        #expect(SwiftSnippets.lines(layout) == [
            "alert.ok | alert-button | View.swift:9 | SwiftUI Alert.Button.default(_:) | A",
            "alert.title | alert-title | View.swift:9 | SwiftUI Alert(title:) | A",
            "sheet.message | action-sheet-message | View.swift:5 | SwiftUI ActionSheet(message:) | A",
            "sheet.save | action-sheet-button | View.swift:6 | SwiftUI ActionSheet.Button.default(_:) | A",
            "sheet.title | action-sheet-title | View.swift:5 | SwiftUI ActionSheet(title:) | A",
        ])
    }
}
