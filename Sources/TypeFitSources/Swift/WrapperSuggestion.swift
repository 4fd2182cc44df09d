import SwiftSyntax
import TypeFitConfig

/// The `sources.wrappers` entry a user could declare for a custom call that takes a text the pass
/// could not follow: the call with its labels, the argument, and an element guessed from the
/// names (to be checked by whoever declares it).
enum WrapperSuggestion {
    static func guess(_ call: FunctionCallExprSyntax, label: String, swiftUI: Bool) -> SourceWrapper? {
        guard let name = call.calleeName else { return nil }
        var spelled = call.spelledCall
        if let base = call.calleeBase.flatMap(DottedPath.of), let first = DottedPath.last(base).first, first.isUppercase {
            spelled = DottedPath.last(base) + "." + spelled
        }
        return SourceWrapper(call: spelled, argument: label, element: element(name: name, label: label, swiftUI: swiftUI))
    }

    static func element(name: String, label: String, swiftUI: Bool) -> ElementName {
        let name = name.lowercased()
        let label = label.lowercased()
        func either(_ word: String) -> Bool { name.contains(word) || label.contains(word) }
        if either("placeholder") || either("prompt") { return .textField }
        if name.contains("alert") { return label.contains("message") ? .alertMessage : .alertTitle }
        if either("header") { return .sectionHeader }
        if either("footer") { return .sectionFooter }
        if label.contains("button") || name.hasSuffix("button") { return .button }
        if name.contains("menu") || name.hasSuffix("action") { return .menuItem }
        if name.contains("cell") || name.hasSuffix("row") { return .cell }
        if name.contains("navigationtitle") { return .navigationTitle }
        return swiftUI ? .multilineLabel : .label
    }
}
