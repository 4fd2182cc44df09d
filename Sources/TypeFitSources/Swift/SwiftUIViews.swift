import SwiftSyntax
import TypeFitConfig
import TypeFitLayout

/// The SwiftUI views and modifiers that draw a title, and what their closures and arguments make
/// of the views inside them.
enum SwiftUIViews {
    /// A view that takes its title as its first, unlabelled argument (`Toggle("key", isOn:)`): the
    /// element it draws the title in, and the lines it wraps to (SwiftUI texts are not limited).
    static func titled(_ name: String) -> Placement? {
        func make(_ element: ElementName, _ pattern: String, lines: Int? = 0, system: Bool = false) -> Placement {
            var placement = Placement(element, pattern: "SwiftUI " + pattern, systemDrawn: system)
            placement.settings.lines = lines
            return placement
        }
        switch name {
        case "Text": return make(.multilineLabel, "Text")
        case "Button": return make(.button, "Button(_:action:)")
        case "Label": return make(.multilineLabel, "Label(_:systemImage:)")
        case "Toggle":
            // A list row with a 51-pt UISwitch and 12 pt of spacing at its trailing end.
            var toggle = make(.cell, "Toggle(_:isOn:)")
            toggle.settings.trailingOffset = 63
            return toggle
        case "Picker": return make(.cell, "Picker(_:selection:)")
        case "Menu": return make(.button, "Menu(_:content:)")
        case "Link": return make(.button, "Link(_:destination:)")
        case "ShareLink": return make(.button, "ShareLink(_:item:)")
        case "TextField": return make(.textField, "TextField(_:text:)", lines: nil)
        case "SecureField": return make(.textField, "SecureField(_:text:)", lines: nil)
        case "Section": return make(.sectionHeader, "Section(_:)", lines: nil)
        case "LabeledContent": return make(.cell, "LabeledContent(_:value:)")
        case "NavigationLink":
            var link = make(.cell, "NavigationLink(_:destination:)")
            link.settings.accessory = .disclosureIndicator
            return link
        case "DisclosureGroup": return make(.cell, "DisclosureGroup(_:)")
        case "DatePicker": return make(.cell, "DatePicker(_:selection:)")
        case "ColorPicker": return make(.cell, "ColorPicker(_:selection:)")
        case "Tab": return make(.tabBarItem, "Tab(_:systemImage:value:)", lines: nil, system: true)
        case "TabSection": return make(.sectionHeader, "TabSection(_:)", lines: nil)
        case "ProgressView": return make(.multilineLabel, "ProgressView(_:)")
        case "ContentUnavailableView": return make(.multilineLabel, "ContentUnavailableView(_:systemImage:)")
        // TCA's text: where it lands decides the element (an alert's title, message or button).
        case "TextState": return make(.multilineLabel, "TCA TextState", lines: nil)
        default: return nil
        }
    }

    /// Views whose content closure holds list rows.
    static let rowContainers: Set<String> = ["List", "Form", "Section"]
    /// Views that pass their closure's content through unchanged.
    static let transparent: Set<String> = ["ForEach", "Group", "TabSection", "WithPerceptionTracking", "WithViewStore",
                                           "IfLetStore", "SwitchStore", "CaseLet"]
    /// Modifiers that take a view as an argument and draw it with the view they modify.
    static let viewArguments: Set<String> = ["overlay", "background", "mask", "safeAreaInset", "badge", "label", "tabItem"]
    /// Modifiers and views whose closures present another screen: nothing around them applies.
    static let presenting: Set<String> = ["sheet", "popover", "fullScreenCover", "navigationDestination", "inspector",
                                          "NavigationSplitView"]
}

/// What an enclosing closure or argument makes of a view inside it.
enum ViewRole {
    /// The system draws it as this element (a toolbar button, a menu row, an alert action).
    case system(ElementName, String, width: WidthRule? = nil)
    /// A plain text becomes this element's title (a `Button`'s label, a `Toggle`'s label).
    case upgrade(Placement)
    /// List rows: a text that is a row by itself is a cell.
    case rows
    /// A stack or a custom view: the environment passes through.
    case container
    case transparent
    /// Another screen, an action closure, an icon: the walk ends.
    case stop
    /// A `Picker`'s options: their element depends on its `.pickerStyle`.
    case options(FunctionCallExprSyntax, ClosureExprSyntax?)
    /// `.navigationTitle(Text(…))`: inline or large depending on the display mode.
    case navigationTitle(FunctionCallExprSyntax)
    /// `ToolbarItem(placement: .principal)`: the title area.
    case toolbar(FunctionCallExprSyntax)
    /// Content that is not drawn as UI text (`.accessibilityRepresentation`, menu-bar commands).
    case notDrawn(reason: String, pattern: String)
}

extension SwiftUIViews {
    /// The role of a closure of `call`: its trailing closure (`label` nil) or a labelled one.
    static func closureRole(_ call: FunctionCallExprSyntax, label: String?, closure: ClosureExprSyntax) -> ViewRole {
        guard let name = call.calleeName else { return .container }
        let slot = label ?? trailingSlot(of: call, name: name)
        switch (name, slot) {
        case ("Button", "label"), ("Link", "label"), ("ShareLink", "label"), ("Menu", "label"), ("ButtonState", "label"):
            var button = Placement(.button, pattern: "SwiftUI Text in \(name) label")
            button.settings.lines = 0
            return .upgrade(button)
        case ("Toggle", "label"):
            var toggle = titled("Toggle") ?? Placement(.cell, pattern: "")
            toggle.pattern = "SwiftUI Text in Toggle label"
            return .upgrade(toggle)
        case ("NavigationLink", "label"):
            var link = titled("NavigationLink") ?? Placement(.cell, pattern: "")
            link.pattern = "SwiftUI Text in NavigationLink label"
            return .upgrade(link)
        case ("Picker", "label"), ("LabeledContent", _), ("DisclosureGroup", "label"), ("DatePicker", "label"):
            var cell = Placement(.cell, pattern: "SwiftUI Text in \(name) label")
            cell.settings.lines = 0
            return .upgrade(cell)
        case ("Menu", _), ("ToolbarTitleMenu", _), ("contextMenu", "content"), ("contextMenu", "menuItems"):
            return .system(.menuItem, name == "contextMenu" ? "SwiftUI .contextMenu item" : "SwiftUI \(name) item")
        case ("Picker", _): return .options(call, closure)
        case ("Section", "header"): return .system(.sectionHeader, "SwiftUI Section header")
        case ("Section", "footer"): return .system(.sectionFooter, "SwiftUI Section footer")
        case ("tabItem", _): return .system(.tabBarItem, "SwiftUI .tabItem")
        case ("Tab", "label"): return .system(.tabBarItem, "SwiftUI Tab label")
        case ("toolbar", _), ("ToolbarItemGroup", _): return .system(.barButton, "SwiftUI .toolbar item")
        case ("ToolbarItem", _): return .toolbar(call)
        case ("alert", "message"): return .system(.alertMessage, "SwiftUI .alert message")
        case ("alert", _): return .system(.alertButton, "SwiftUI .alert action")
        // A confirmation dialog is an action sheet (`ConfirmationDialog`).
        case ("confirmationDialog", "message"): return .system(.actionSheetMessage, "SwiftUI .confirmationDialog message")
        case ("confirmationDialog", _): return .system(.actionSheetButton, "SwiftUI .confirmationDialog action")
        case ("swipeActions", _): return .system(.swipeAction, "SwiftUI .swipeActions button")
        case ("AlertState", "title"): return .system(.alertTitle, "TCA AlertState title")
        case ("AlertState", "message"): return .system(.alertMessage, "TCA AlertState message")
        case ("AlertState", _): return .system(.alertButton, "TCA AlertState button")
        case ("ConfirmationDialogState", "title"): return ConfirmationDialog.title(of: call, pattern: "TCA ConfirmationDialogState title")
        case ("ConfirmationDialogState", "message"): return .system(.actionSheetMessage, "TCA ConfirmationDialogState message")
        case ("ConfirmationDialogState", _): return .system(.actionSheetButton, "TCA ConfirmationDialogState button")
        case ("accessibilityRepresentation", _), ("accessibilityLabel", _), ("accessibilityValue", _):
            return .notDrawn(reason: "accessibility", pattern: "SwiftUI .\(name)")
        case ("CommandMenu", _), ("CommandGroup", _), ("commands", _):
            return .notDrawn(reason: "menu-bar command", pattern: "SwiftUI \(name)")
        case ("Button", "action"), ("NavigationLink", "destination"), ("Tab", _), ("Label", "icon"),
             ("contextMenu", "preview"), ("ButtonState", _):
            return .stop
        case (_, _) where presenting.contains(name): return .stop
        case (_, _) where rowContainers.contains(name): return .rows
        case (_, _) where transparent.contains(name): return .transparent
        case ("Label", _): return .transparent
        default: return .container
        }
    }

    /// Which closure a trailing closure is: `Button("x") { action }` against
    /// `Button(action: go) { label }` and `Button { action } label: { label }`.
    static func trailingSlot(of call: FunctionCallExprSyntax, name: String) -> String {
        let hasTitle = call.arguments.first.map { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) } ?? false
        let hasLabelClosure = call.additionalTrailingClosures.contains { $0.label.text == "label" }
        switch name {
        case "Button", "NavigationLink":
            if hasLabelClosure || hasTitle { return name == "Button" ? "action" : "destination" }
            return "label"
        case "Link", "ShareLink", "Toggle", "ButtonState": return hasTitle ? "content" : "label"
        case "AlertState", "ConfirmationDialogState": return call.arguments.isEmpty ? "title" : "actions"
        case "alert", "confirmationDialog": return "actions"
        case "ContentUnavailableView": return "label"
        case "Label": return "title"
        default: return "content"
        }
    }

    /// The role of a labelled argument of `call` that is a view: `Section(header: Text(…))`,
    /// `Alert(title: Text(…))`, `.navigationTitle(Text(…))`, `TextField(…, prompt: Text(…))`.
    static func argumentRole(_ call: FunctionCallExprSyntax, label: String) -> ViewRole? {
        guard let name = call.calleeName else { return nil }
        switch (name, label) {
        case ("navigationTitle", "_"), ("navigationBarTitle", "_"): return .navigationTitle(call)
        case ("alert", "_"): return .system(.alertTitle, "SwiftUI .alert(_:isPresented:)")
        case ("confirmationDialog", "_"):
            return ConfirmationDialog.title(of: call, pattern: "SwiftUI .confirmationDialog(_:isPresented:)")
        case ("Alert", "title"), ("AlertState", "title"): return .system(.alertTitle, "SwiftUI \(name)(title:)")
        case ("Alert", "message"), ("AlertState", "message"): return .system(.alertMessage, "SwiftUI \(name)(message:)")
        // SwiftUI's `ActionSheet` (deprecated for `.confirmationDialog`): its title is always shown.
        case ("ActionSheet", "title"): return .system(.actionSheetTitle, "SwiftUI ActionSheet(title:)")
        case ("ActionSheet", "message"), ("ConfirmationDialogState", "message"):
            return .system(.actionSheetMessage, "SwiftUI \(name)(message:)")
        case ("ConfirmationDialogState", "title"):
            return ConfirmationDialog.title(of: call, pattern: "SwiftUI ConfirmationDialogState(title:)")
        case ("default", "_"), ("cancel", "_"), ("destructive", "_"):
            let base = call.calleeBase.flatMap(DottedPath.of)
            guard call.isImplicitMember || base?.hasSuffix("Button") == true else { return nil }
            // `ActionSheet(title:buttons: [.default(Text(…))])`: an action sheet's.
            if call.ancestor(FunctionCallExprSyntax.self)?.calleeName == "ActionSheet" {
                return .system(.actionSheetButton, "SwiftUI ActionSheet.Button.\(name)(_:)")
            }
            return .system(.alertButton, "SwiftUI Alert.Button.\(name)(_:)")
        case ("Section", "header"): return .system(.sectionHeader, "SwiftUI Section(header:)")
        case ("Section", "footer"): return .system(.sectionFooter, "SwiftUI Section(footer:)")
        case ("TextField", "prompt"), ("SecureField", "prompt"), ("searchable", "prompt"):
            return .upgrade(Placement(.textField, pattern: "SwiftUI \(name)(prompt:)"))
        case ("Picker", "label"):
            var cell = Placement(.cell, pattern: "SwiftUI Picker(label:)")
            cell.settings.lines = 0
            return .upgrade(cell)
        case ("ContentUnavailableView", "description"): return .container
        case ("accessibilityLabel", "_"), ("accessibilityHint", "_"), ("accessibilityValue", "_"):
            return .notDrawn(reason: "accessibility", pattern: "SwiftUI .\(name)")
        case ("help", "_"): return .notDrawn(reason: "help tag", pattern: "SwiftUI .help")
        case ("CommandMenu", "_"): return .notDrawn(reason: "menu-bar command", pattern: "SwiftUI CommandMenu")
        default: return nil
        }
    }

    /// The element of a `Picker`'s options: segments for `.segmented`, rows for `.inline` and
    /// `.navigationLink`, otherwise (`.menu`, the default in a form) menu rows.
    static func optionsPlacement(_ picker: FunctionCallExprSyntax, content: ClosureExprSyntax?) -> Placement {
        let style = ViewChain.modifiers(around: picker).first { $0.calleeName == "pickerStyle" }
            .flatMap { $0.arguments.first?.expression.trimmedDescription }
        switch style {
        case ".segmented", "SegmentedPickerStyle()", ".segmented()":
            var segment = Placement(.segment, pattern: "SwiftUI Picker option (.segmented)", systemDrawn: true)
            if let content, !content.statements.contains(where: { $0.trimmedDescription.hasPrefix("ForEach") }) {
                segment.settings.segments = content.statements.count
            }
            return segment
        case ".inline", ".navigationLink", "InlinePickerStyle()", ".radioGroup":
            var cell = Placement(.cell, pattern: "SwiftUI Picker option (\(style ?? ""))")
            cell.settings.lines = 0
            return cell
        default:
            return Placement(.menuItem, pattern: "SwiftUI Picker option", systemDrawn: true)
        }
    }
}

/// A view's modifier chain: `Text("a").font(.b).lineLimit(1)` read from any call in it.
enum ViewChain {
    /// Every modifier call on the chain `call` belongs to, innermost first.
    static func modifiers(around call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var node: FunctionCallExprSyntax? = call
        while let current = node {
            calls.append(current)
            node = current.calleeBase?.as(FunctionCallExprSyntax.self)
        }
        calls.reverse()
        var up = Syntax(call)
        while let member = up.parent?.as(MemberAccessExprSyntax.self), member.base?.id == up.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id {
            calls.append(outer)
            up = Syntax(outer)
        }
        return calls
    }
}

extension SwiftUIViews {
    /// A text passed straight to a modifier: `.navigationTitle("key")`, `.alert("key", isPresented:)`,
    /// `.help("key")`, `.searchable(text:prompt:)`.
    static func modifierTitle(_ call: FunctionCallExprSyntax, label: String) -> Landing? {
        guard let name = call.calleeName, call.calledExpression.is(MemberAccessExprSyntax.self) else { return nil }
        switch (name, label) {
        case ("navigationTitle", "_"), ("navigationBarTitle", "_"):
            guard let placement = ViewContext.navigationTitle(call) else {
                // `displayMode: displayMode`: inline or large is decided by the caller.
                return .unresolved(expression: SyntaxText.oneLine(call), suggestion: nil)
            }
            return .drawn(placement)
        case ("alert", "_"):
            return .drawn(Placement(.alertTitle, pattern: "SwiftUI .alert(_:isPresented:)", systemDrawn: true))
        case ("confirmationDialog", "_"):
            switch ConfirmationDialog.title(of: call, pattern: "SwiftUI .confirmationDialog(_:isPresented:)") {
            case .system(let element, let pattern, _): return .drawn(Placement(element, pattern: pattern, systemDrawn: true))
            case .notDrawn(let reason, let pattern): return .notDrawn(reason: reason, pattern: pattern)
            default: return nil
            }
        case ("accessibilityLabel", "_"), ("accessibilityHint", "_"), ("accessibilityValue", "_"),
             ("accessibilityInputLabels", _), ("accessibilityAction", "named"), ("accessibilityCustomContent", _):
            return .notDrawn(reason: "accessibility", pattern: "SwiftUI .\(name)")
        case ("help", "_"):
            return .notDrawn(reason: "help tag", pattern: "SwiftUI .help")
        case ("searchable", "prompt"):
            return .drawn(Placement(.textField, pattern: "SwiftUI .searchable(prompt:)"))
        // The widget gallery shows both when people add or edit the widget (Apple,
        // WidgetConfiguration.configurationDisplayName(_:), .description(_:)).
        case ("configurationDisplayName", "_"):
            return .drawn(Placement(.widgetName, pattern: "WidgetKit .configurationDisplayName", systemDrawn: true))
        case ("description", "_") where ViewChain.modifiers(around: call).contains { $0.calleeName == "configurationDisplayName" || $0.calleeName == "supportedFamilies" }:
            return .drawn(Placement(.widgetDescription, pattern: "WidgetKit .description", systemDrawn: true))
        default:
            return nil
        }
    }
}
