import Foundation
import SwiftParser
import SwiftSyntax
import TypeFitCatalog
import TypeFitLayout

/// The bar items a storyboard controller's own class sets in code. A scene's navigation item may
/// list items (Done and Edit on the right) that the class then replaces
/// (`navigationItem.rightBarButtonItems = isEditing ? [doneButton] : [editButton]`,
/// `navigationItem.setRightBarButton(doneButton, animated: true)`): what the bar shows on that side
/// is one of the code's sets, not the storyboard's list. The class is read where the app's Swift
/// declares it (`class Name`, its extensions), an item behind an outlet (`doneButton`) as the
/// storyboard item the outlet connects to. Only files that set a navigation item's bar items are
/// parsed, each once.
final class InterfaceBuilderCodeBarItems {
    /// The app's Swift files; read once, on the first question.
    private let paths: [String]
    /// Files that may set bar items, with their text and, once parsed, their tree.
    private var candidates: [(path: String, text: String, tree: SourceFileSyntax?)]?

    init(swiftFiles paths: [String]) {
        self.paths = paths
    }

    /// What class `name`'s code sets on its navigation item: per side, the widest of its sets,
    /// and whether it sets that side at all. `outlet` gives the storyboard item an outlet
    /// property connects to. Nil when no file of the app declares the class.
    func assignments(ofClass name: String, outlet: @escaping (String) -> BarItem?)
        -> (items: BarItems, leading: Bool, trailing: Bool)? {
        loadCandidates()
        var result: (items: BarItems, leading: Bool, trailing: Bool)?
        for index in candidates?.indices ?? [].indices {
            guard let entry = candidates?[index], Self.declares(name, in: entry.text) else { continue }
            let tree = entry.tree ?? Parser.parse(source: entry.text)
            candidates?[index].tree = tree
            let converter = SourceLocationConverter(fileName: entry.path, tree: tree)
            let found = NavigationBarItems.assignments(ofType: name, in: tree, resolve: { Self.propertyName($0).flatMap(outlet) }) { node in
                WidthTerm.Source(file: entry.path, line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
            }
            var merged = result ?? (BarItems(), false, false)
            merged.items.widen(with: found.items)
            merged.leading = merged.leading || found.leading
            merged.trailing = merged.trailing || found.trailing
            result = merged
        }
        return result
    }

    private func loadCandidates() {
        guard candidates == nil else { return }
        var found: [(path: String, text: String, tree: SourceFileSyntax?)] = []
        for path in paths {
            guard let bytes = try? FileBytes.read(path, limit: SwiftSources.sizeLimit) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            // Only a file that sets a navigation item's items: `…BarButtonItem(s) =`, `setRightBarButton(…)`.
            guard text.contains("navigationItem"),
                  text.contains("BarButtonItem") || text.contains("setRightBarButton") || text.contains("setLeftBarButton") else { continue }
            found.append((path, text, nil))
        }
        candidates = found
    }

    /// Whether `text` declares or extends `name` (`class Name`, `extension Name`).
    private static func declares(_ name: String, in text: String) -> Bool {
        for prefix in ["class ", "extension "] {
            var searchFrom = text.startIndex
            while let range = text.range(of: prefix + name, range: searchFrom..<text.endIndex) {
                let after = range.upperBound
                if after == text.endIndex || !(text[after].isLetter || text[after].isNumber || text[after] == "_") { return true }
                searchFrom = after
            }
        }
        return false
    }

    /// `doneButton`, `self.doneButton`: a property named alone.
    private static func propertyName(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }
}
