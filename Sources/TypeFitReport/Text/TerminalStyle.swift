import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitCheck

/// ANSI colour for the text report, or none. Callers pad text before painting it, since escape
/// sequences take no columns.
struct TerminalStyle {
    var colour: Bool

    func bold(_ text: String) -> String { paint(text, "1") }
    func dim(_ text: String) -> String { paint(text, "2") }

    func severity(_ severity: FindingSeverity, _ text: String) -> String {
        switch severity {
        case .error: paint(text, "1;31")
        case .warning: paint(text, "33")
        case .note: paint(text, "36")
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
