import Foundation
import SwiftSyntax
import TypeFitConfig

/// The app's own wrappers (`sources.wrappers`), matched against calls by name, base and labels.
struct DeclaredWrappers: Sendable {
    struct Wrapper: Sendable {
        var declaration: SourceWrapper
        /// `Strings` in `Strings.localized(_:)`; nil for a plain name; `View` for a modifier on any view.
        var base: String?
        var name: String
        var labels: [String]
    }

    let wrappers: [Wrapper]

    init(_ declared: [SourceWrapper]) {
        wrappers = declared.compactMap { wrapper in
            let call = wrapper.call.trimmingCharacters(in: .whitespaces)
            let open = call.firstIndex(of: "(") ?? call.endIndex
            let qualified = String(call[..<open])
            var labels: [String] = []
            if open < call.endIndex {
                labels = call[call.index(after: open)...].split(separator: ":").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " )")) }
                    .filter { !$0.isEmpty }
            }
            let parts = qualified.split(separator: ".").map(String.init)
            guard let name = parts.last, !name.isEmpty else { return nil }
            let base = parts.count > 1 ? parts[parts.count - 2] : nil
            return Wrapper(declaration: wrapper, base: base, name: name, labels: labels)
        }
    }

    /// The declared wrapper `call` is, when the text is its argument `label`.
    func wrapper(for call: FunctionCallExprSyntax, label: String) -> SourceWrapper? {
        guard !wrappers.isEmpty, let name = call.calleeName else { return nil }
        let callLabels = call.argumentLabels
        for wrapper in wrappers where wrapper.name == name && wrapper.declaration.argument == label {
            if let base = wrapper.base, base != "View" {
                guard let written = call.calleeBase.flatMap(DottedPath.of), DottedPath.last(written) == base else { continue }
            }
            // Arguments with defaults may be left out; the call may not use labels the wrapper lacks.
            if wrapper.labels.isEmpty || callLabels.allSatisfy({ wrapper.labels.contains($0) }) { return wrapper.declaration }
        }
        return nil
    }
}
