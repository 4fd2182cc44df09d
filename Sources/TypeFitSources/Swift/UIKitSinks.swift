import SwiftSyntax
import TypeFitConfig
import TypeFitLayout

/// UIKit's places for text — initializers, `setTitle(_:for:)` and property assignments — with
/// the texts the system draws for the app (notifications, key commands), and the calls whose text
/// is not drawn (accessibility, App Intents) or is AppKit's.
enum UIKitSinks {
    /// The landing of a text passed as argument `label` of `call`, when the call is one UIKit (or
    /// a system framework) names; nil for any other call.
    /// `name` stands for the called type when the call is a subclass's `self.init(…)`.
    static func call(_ call: FunctionCallExprSyntax, label: String, in scan: FileScan, as name: String? = nil) -> Landing? {
        guard let name = name ?? call.calleeName else { return nil }
        // An argument given as `nil` (`discoverabilityTitle: nil`) is as good as left out.
        let labels = call.arguments.filter { !$0.expression.is(NilLiteralExprSyntax.self) }.map { $0.label?.text ?? "_" }
        if var landing = named(name, label: label, labels: labels) {
            // `UISegmentedControl(items:)`: one segment per item; as many as a literal holds.
            if case .drawn(var segment) = landing, segment.settings.element == .segment,
               let count = call.argument("items").flatMap({ Collections.literalCount($0.expression) }) {
                segment.settings.segments = count
                SiblingBoxes.applySegments(count, what: "UISegmentedControl(items:) with \(count) items",
                                           at: scan.widthSource(Syntax(call)), to: &segment)
                landing = .drawn(segment)
            }
            // A menu row with an image: the image's column is not the title's.
            if case .drawn(var row) = landing, row.settings.element == .menuItem, MenuRowImages.hasImageArgument(call) {
                MenuRowImages.apply(image: "\(name)(image:)", at: scan.widthSource(Syntax(call)), to: &row)
                landing = .drawn(row)
            }
            // A menu's own title heads the menu; only a submenu's title (a `UIMenu` among another
            // menu's `children` and not `.displayInline`) is a row that opens it.
            if case .drawn(var row) = landing, name == "UIMenu", label == "title", !MenuTitles.isSubmenuRow(call) {
                MenuTitles.makeHeader(&row, pattern: "UIMenu(title:) (the menu's header)")
                landing = .drawn(row)
            }
            // A tab's item: one of the tabs the file's tab bar controller is given.
            if case .drawn(var tab) = landing, tab.settings.element == .tabBarItem {
                TabCounts.apply(to: &tab, at: Syntax(call), locate: scan.widthSource)
                landing = .drawn(tab)
            }
            // An alert controller's texts: an alert or an action sheet, by the style it is made
            // with, and for an action, that of the controller it is added to.
            if case .drawn(var placement) = landing, name == "UIAlertController" || name == "UIAlertAction" {
                placement.place(in: name == "UIAlertAction" ? scan.alertStyle(ofActionMadeBy: call) : scan.alertStyle(madeBy: call))
                landing = .drawn(placement)
            }
            return landing
        }
        switch (name, label) {
        case ("setTitle", "_"), ("setAttributedTitle", "_"):
            let receiver = call.calleeBase.flatMap(DottedPath.receiver) ?? ""
            return .drawn(scan.uiKitText(.button, pattern: "UIKit button.setTitle(_:for:)",
                                         attributesOf: receiver.isEmpty ? "titleLabel" : receiver + ".titleLabel",
                                         at: call, defaultLines: 1, defaultFont: nil))
        default:
            return nil
        }
    }

    /// The landing of a text passed as argument `label` of the call `name` (a type for an
    /// initializer, a method's base name) with argument labels `labels`, as Swift names UIKit's
    /// API; nil for any other call. Shared with Objective-C, whose selectors are mapped to these
    /// names (`ObjectiveCSinks`). A button's `setTitle(_:for:)` is not here: its look is read on
    /// its receiver, which each language finds its own way.
    static func named(_ name: String, label: String, labels: [String]) -> Landing? {
        func system(_ element: ElementName, _ pattern: String) -> Landing {
            .drawn(Placement(element, pattern: pattern, systemDrawn: true))
        }
        switch (name, label) {
        case ("UIAlertController", "title"): return system(.alertTitle, "UIAlertController(title:)")
        case ("UIAlertController", "message"): return system(.alertMessage, "UIAlertController(message:)")
        case ("UIAlertAction", "title"): return system(.alertButton, "UIAlertAction(title:)")
        // UIAlertView and UIActionSheet (deprecated in iOS 8 for UIAlertController, still drawn):
        // an alert's title, message and buttons, and an action sheet's title and buttons.
        case ("UIAlertView", "title"): return system(.alertTitle, "UIAlertView(title:)")
        case ("UIAlertView", "message"): return system(.alertMessage, "UIAlertView(message:)")
        case ("UIAlertView", "cancelButtonTitle"), ("UIAlertView", "otherButtonTitles"):
            return system(.alertButton, "UIAlertView(\(label):)")
        case ("UIActionSheet", "title"): return system(.actionSheetTitle, "UIActionSheet(title:)")
        case ("UIActionSheet", "cancelButtonTitle"), ("UIActionSheet", "destructiveButtonTitle"), ("UIActionSheet", "otherButtonTitles"):
            return system(.actionSheetButton, "UIActionSheet(\(label):)")
        case ("UIBarButtonItem", "title"): return system(.barButton, "UIBarButtonItem(title:)")
        case ("UIContextualAction", "title"): return system(.swipeAction, "UIContextualAction(title:)")
        case ("UIAction", "title"), ("UIAction", "subtitle"), ("UICommand", "title"), ("UIPreviewAction", "title"):
            return system(.menuItem, "\(name)(\(label):)")
        case ("UIMenu", "title"): return system(.menuItem, "UIMenu(title:)")
        case ("UIMenuItem", "title"): return system(.menuItem, "UIMenuItem(title:)")
        case ("UITabBarItem", "title"): return system(.tabBarItem, "UITabBarItem(title:)")
        case ("UISegmentedControl", "items"): return system(.segment, "UISegmentedControl(items:)")
        case ("insertSegment", "withTitle"): return system(.segment, "UISegmentedControl.insertSegment(withTitle:)")
        case ("setTitle", "_") where labels.contains("forSegmentAt"):
            return system(.segment, "UISegmentedControl.setTitle(_:forSegmentAt:)")
        case ("evaluatePolicy", "localizedReason"):
            // LocalAuthentication: "displays in the authentication dialog presented to the user"
            // (Apple, LAContext.evaluatePolicy(_:localizedReason:reply:)): the system's dialog,
            // which wraps the reason as an alert does its message.
            return system(.alertMessage, "LAContext.evaluatePolicy(_:localizedReason:)")
        case ("UIApplicationShortcutItem", "localizedTitle"), ("UIApplicationShortcutItem", "localizedSubtitle"):
            return system(.menuItem, "UIApplicationShortcutItem(\(label):)")
        case ("CommandMenu", "_"):
            return .notDrawn(reason: "menu-bar command", pattern: "SwiftUI CommandMenu(_:)")
        // The iPad's shortcut overlay shows a key command's `discoverabilityTitle`, else its `title`
        // (Apple, UIKeyCommand.discoverabilityTitle); a title beside a discoverability title is the
        // one menus show (the menu bar's on iPadOS 26).
        case ("UIKeyCommand", "discoverabilityTitle"): return system(.keyCommand, "UIKeyCommand(discoverabilityTitle:)")
        case ("UIKeyCommand", "title"):
            return system(.keyCommand, labels.contains("discoverabilityTitle")
                          ? "UIKeyCommand(title:) (menus; the shortcut overlay shows discoverabilityTitle)" : "UIKeyCommand(title:)")
        case ("UIAccessibilityCustomAction", "name"), ("AccessibilityCustomAction", _), ("AXCustomContent", _),
             ("UIAccessibilityCustomRotor", _):
            return .notDrawn(reason: "accessibility", pattern: "\(name)(\(label):)")
        // A notification's actions are rows of its long-press menu, "after the notification's
        // content" (Apple, UNNotificationCategory.actions); the placeholder is the body shown when
        // previews are hidden (Apple, hiddenPreviewsBodyPlaceholder).
        case ("UNNotificationAction", "title"), ("UNTextInputNotificationAction", "title"):
            return system(.notificationAction, "\(name)(title:)")
        case ("UNNotificationCategory", "hiddenPreviewsBodyPlaceholder"):
            return system(.notificationBody, "UNNotificationCategory(hiddenPreviewsBodyPlaceholder:)")
        // The quick-reply field's placeholder and button, and a grouped stack's summary format, are
        // not modelled.
        case ("UNTextInputNotificationAction", _), ("UNNotificationCategory", _):
            return .notDrawn(reason: "notification content", pattern: "\(name)(\(label):)")
        case ("IntentDialog", _), ("result", "dialog"), ("IntentDescription", _), ("AppShortcut", "shortTitle"), ("AppShortcut", "phrases"),
             ("DisplayRepresentation", _), ("TypeDisplayRepresentation", _), ("Parameter", "title"),
             ("Parameter", "description"), ("needsValueError", _), ("IntentParameterSummary", _):
            return .notDrawn(reason: "App Intents", pattern: "App Intents \(name)(\(label):)")
        default:
            return appKit.contains(name) ? .setAside : nil
        }
    }

    /// AppKit views and controls: macOS UI the check does not cover.
    static let appKit: Set<String> = [
        "NSMenuItem", "NSMenu", "NSButton", "NSTextField", "NSAlert", "NSWindow", "NSToolbarItem", "NSStatusItem",
        "NSPopUpButton", "NSSegmentedControl", "NSTabViewItem", "NSSearchField", "NSTextView", "NSPanel",
        "NSSharingServicePicker", "NSUserNotification",
    ]

    /// The landing of a text assigned to `target` (`label.text`, `navigationItem.title`, `title`).
    static func assignment(to target: ExprSyntax, at node: some SyntaxProtocol, in scan: FileScan) -> Landing {
        guard let path = DottedPath.receiver(target) else {
            return .unresolved(expression: SyntaxText.oneLine(node), suggestion: nil)
        }
        // `text = …` where `text` is a local (`let text = label.attributedText?.mutableCopy() …`),
        // not the view's own `text`.
        if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text {
            switch scan.resolve(name, at: node) {
            case .local(let offset, _, _): return .hop(.local(file: scan.path, offset: offset))
            case .parameter, .closureParameter, .payload: return .unresolved(expression: SyntaxText.oneLine(node), suggestion: nil)
            case .member: break
            }
        }
        var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let property = parts.popLast() ?? path
        // `self.title = title`: the member, even where a local of that name hides it.
        let ofSelf = target.as(MemberAccessExprSyntax.self)?.base.flatMap(DottedPath.of) == "self"
        return assignment(to: property, of: parts.joined(separator: "."), at: node, in: scan, ofSelf: ofSelf)
    }

    /// The landing of a text assigned to `property` of `receiver` ("": `self`). `ofSelf`: written
    /// `self.property`, never a local.
    static func assignment(to property: String, of receiver: String, at node: some SyntaxProtocol, in scan: FileScan,
                           ofSelf: Bool = false) -> Landing {
        let last = DottedPath.last(receiver)
        let writtenType = scan.declaredType(ofReceiver: receiver, at: node)
        // UIKit's types by their names: `Configuration` for `UIButton.Configuration`.
        let receiverType = writtenType.map { DottedPath.last($0.path) }
        if let receiverType, appKit.contains(receiverType) { return .setAside }
        // `self.text = text` in a struct or enum (`ParagraphStyleConfig`), or in a class that
        // inherits from nothing that may be a view (`BannerViewModel: ObservableObject`):
        // the type's own property, never a UIKit view's.
        if receiver.isEmpty, let owner = scan.enclosingType(of: node), !mayBeView(owner) {
            return passedOn(receiver: receiver, property: property, type: writtenType, at: node, in: scan, ofSelf: ofSelf)
        }
        // `item.text = …` on the app's model or view model: kept there, followed to where that
        // property is read (`cell.label.text = item.text`), never a label of its own.
        if !receiver.isEmpty, let writtenType, let path = scan.members.names.resolve(writtenType.path, from: writtenType.scope),
           scan.members.isPlainlyNotView(path) {
            return passedOn(receiver: receiver, property: property, type: writtenType, at: node, in: scan)
        }
        let inViewController = receiver.isEmpty && scan.enclosingType(of: node)?.isViewController == true
        switch Self.property(property, last: last, receiverType: receiverType, ofViewController: inViewController) {
        case .view(let element, let pattern, let attributes, let lines, let font):
            var placement = scan.uiKitText(element, pattern: pattern, attributesOf: receiver + attributes, at: node,
                                           defaultLines: lines, defaultFont: font)
            if element == .cell, placement.read.contains(.width), receiver.hasSuffix("Label"),
               CellWidths.setsAccessory(receiver: receiver, at: node) {
                // The dequeued prototype's box holds the storyboard's accessory, not the one set here.
                placement.settings.width = nil
                placement.read.remove(.width)
            }
            if element == .cell, !placement.read.contains(.width),
               let box = CellWidths.box(receiver: receiver, property: property, at: node, locate: scan.widthSource) {
                placement.settings.width = .solved(box)
                placement.read.insert(.width)
            }
            return .drawn(placement)
        case .navigationTitle(let pattern):
            return .drawn(scan.navigationTitle(at: node, pattern: pattern, receiver: receiver))
        case .placed(let landing):
            if case .drawn(var tab) = landing, tab.settings.element == .tabBarItem {
                TabCounts.apply(to: &tab, at: Syntax(node), locate: scan.widthSource)
                return .drawn(tab)
            }
            // `alert.message = …`: as the controller's style draws it.
            if case .drawn(var placement) = landing, receiverType == "UIAlertController" {
                placement.place(in: scan.alertStyle(ofReceiver: receiver, at: node))
                return .drawn(placement)
            }
            return landing
        case nil:
            return passedOn(receiver: receiver, property: property, type: writtenType, at: node, in: scan, ofSelf: ofSelf)
        }
    }

    /// Where UIKit draws a text set on a property, whatever language sets it.
    enum PropertyText {
        /// A view the app configures: the element, the pattern, where on the receiver its
        /// attributes are set (`""`, `.textProperties`), and UIKit's defaults for what is not set.
        case view(ElementName, pattern: String, attributes: String, defaultLines: Int?, defaultFont: CustomFont?)
        /// A view controller's or navigation item's title: inline or large as the type asks.
        case navigationTitle(pattern: String)
        /// Drawn by the system, or not drawn.
        case placed(Landing)
    }

    /// The element a text assigned to `property` lands in: `last` is the receiver's last name
    /// (`textLabel`, `navigationItem`; "" for `self`), `receiverType` its declared type's last
    /// name, `ofViewController` true when the receiver is a view controller. Nil: not one of
    /// UIKit's text properties. Shared with Objective-C (`ObjectiveCSinks`).
    static func property(_ property: String, last: String, receiverType: String?, ofViewController: Bool) -> PropertyText? {
        func system(_ element: ElementName, _ pattern: String) -> PropertyText {
            .placed(.drawn(Placement(element, pattern: pattern, systemDrawn: true)))
        }
        // The buttons of LocalAuthentication's dialog (Apple, LAContext.localizedCancelTitle,
        // .localizedFallbackTitle): names only LAContext has.
        if property == "localizedCancelTitle" || property == "localizedFallbackTitle" {
            return system(.alertButton, "LAContext.\(property)")
        }
        // A notification's title, subtitle and body are drawn in the banner; its other strings
        // (identifiers, a sound's name) are not.
        if receiverType == "UNMutableNotificationContent" {
            let pattern = "UNMutableNotificationContent.\(property)"
            switch property {
            case "title": return system(.notificationTitle, pattern)
            case "subtitle": return system(.notificationSubtitle, pattern)
            case "body": return system(.notificationBody, pattern)
            default: return .placed(.notDrawn(reason: "notification content", pattern: pattern))
            }
        }
        if receiverType == "UIKeyCommand", property == "title" || property == "discoverabilityTitle" {
            return system(.keyCommand, "UIKeyCommand.\(property)")
        }
        switch property {
        case "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityUserInputLabels",
             "largeContentTitle", "accessibilityAttributedLabel":
            return .placed(.notDrawn(reason: "accessibility", pattern: "UIKit \(property)"))
        case "text", "attributedText":
            if last == "textLabel" || last == "detailTextLabel" {
                return .view(.cell, pattern: "UIKit cell.\(last).text", attributes: "", defaultLines: 1, defaultFont: nil)
            }
            if isContentConfiguration(last, type: receiverType) {
                return .view(.cell, pattern: "UIKit cell content configuration text", attributes: ".textProperties",
                             defaultLines: 0, defaultFont: nil)
            }
            switch receiverType {
            case "UITextField", "UISearchTextField", "UISearchBar":
                return .view(.textField, pattern: "UIKit \(receiverType ?? "").text", attributes: "", defaultLines: nil, defaultFont: nil)
            case "UITextView":
                return .view(.multilineLabel, pattern: "UIKit UITextView.text", attributes: "", defaultLines: 0, defaultFont: nil)
            default:
                // UILabel: one line at a fixed 17 pt unless the app says otherwise.
                return .view(.label, pattern: "UIKit label.text", attributes: "", defaultLines: 1,
                             defaultFont: CustomFont(size: 17, relativeTo: nil))
            }
        case "secondaryText", "secondaryAttributedText":
            guard isContentConfiguration(last, type: receiverType) else { return nil }
            return .view(.cell, pattern: "UIKit cell content configuration secondaryText", attributes: ".secondaryTextProperties",
                         defaultLines: 0, defaultFont: nil)
        case "placeholder", "attributedPlaceholder":
            // UIKit's text view has no placeholder; one added by a category or a subclass is drawn
            // in the text view's frame, wrapping as its text does.
            if receiverType == "UITextView" {
                return .view(.multilineLabel, pattern: "UIKit UITextView placeholder", attributes: "", defaultLines: 0, defaultFont: nil)
            }
            return .view(.textField, pattern: "UIKit textField.placeholder", attributes: "", defaultLines: nil, defaultFont: nil)
        case "attributedTitle":
            if last == "configuration" || receiverType == "Configuration" || last.hasSuffix("Configuration") {
                var button = Placement(.button, pattern: "UIKit UIButton.Configuration attributedTitle")
                button.settings.lines = 0
                return .placed(.drawn(button))
            }
            // Not in UIKit's headers: apps set it by key-value coding, and the alert draws it as its title.
            if receiverType == "UIAlertController" { return system(.alertTitle, "UIKit UIAlertController.attributedTitle") }
            // "The styled title text to display in the refresh control" (UIRefreshControl.attributedTitle):
            // one line under the spinner, as UIKit draws it (an observation; the documentation gives no count).
            if receiverType == "UIRefreshControl" || last == "refreshControl" {
                var title = Placement(.label, pattern: "UIKit UIRefreshControl.attributedTitle", systemDrawn: true)
                title.settings.lines = 1
                return .placed(.drawn(title))
            }
        case "title":
            if last == "navigationItem" || ofViewController {
                return .navigationTitle(pattern: last == "navigationItem" ? "UIKit navigationItem.title" : "UIKit viewController.title")
            }
            if last == "tabBarItem" { return system(.tabBarItem, "UIKit tabBarItem.title") }
            if receiverType == "UIBarButtonItem" || last.hasSuffix("BarButtonItem") || last.hasSuffix("ButtonItem") {
                return system(.barButton, "UIKit UIBarButtonItem.title")
            }
            if receiverType == "UIAlertController" { return system(.alertTitle, "UIKit UIAlertController.title") }
            if last == "configuration" || receiverType == "Configuration" || last.hasSuffix("Configuration") {
                var button = Placement(.button, pattern: "UIKit UIButton.Configuration title")
                button.settings.lines = 0
                return .placed(.drawn(button))
            }
            if ["UIAction", "UIMenu", "UICommand"].contains(receiverType ?? "") {
                return system(.menuItem, "UIKit \(receiverType ?? "").title")
            }
        case "message":
            if receiverType == "UIAlertController" { return system(.alertMessage, "UIKit UIAlertController.message") }
        case "attributedMessage":
            // As `attributedTitle`: set by key-value coding, drawn as the alert's message.
            if receiverType == "UIAlertController" { return system(.alertMessage, "UIKit UIAlertController.attributedMessage") }
        case "backButtonTitle":
            return system(.barButton, "UIKit navigationItem.backButtonTitle")
        default:
            break
        }
        return nil
    }

    /// A text kept in a variable or a property the pass does not know as UI: a local
    /// (`title = …` before `alert.title = title`), or a property of this type or of a receiver
    /// whose type is declared, followed to where it is read.
    private static func passedOn(receiver: String, property: String, type: WrittenType?, at node: some SyntaxProtocol,
                                 in scan: FileScan, ofSelf: Bool = false) -> Landing {
        if receiver.isEmpty {
            if !ofSelf, case .local(let offset, _, _) = scan.resolve(property, at: node) {
                return .hop(.local(file: scan.path, offset: offset))
            }
            if let owner = scan.enclosingType(of: node) { return .hop(.member(.declared(in: owner, property))) }
        } else if let type {
            return .hop(.member(.written(type, property)))
        }
        return .unresolved(expression: SyntaxText.oneLine(node), suggestion: nil)
    }

    /// A struct or enum is never a UIKit view; a class may be one unless all it inherits from is
    /// plainly not a view, a view controller or a bar item (`ObservableObject`, `NSObject`).
    private static func mayBeView(_ type: TypeDeclaration) -> Bool {
        if type.node.is(StructDeclSyntax.self) || type.node.is(EnumDeclSyntax.self) { return false }
        guard type.node.is(ClassDeclSyntax.self) else { return true }
        return type.inherits.contains(where: TypeMembers.mayDraw)
    }

    private static func isContentConfiguration(_ name: String, type: String?) -> Bool {
        if type == "UIListContentConfiguration" { return true }
        return ["configuration", "content", "contentConfiguration", "config", "listConfiguration", "cellConfiguration",
                "contentConfig"].contains(name)
    }
}
