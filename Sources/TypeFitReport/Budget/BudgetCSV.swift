import TypeFitCheck
import TypeFitDiagnostics

/// Budgets as a CSV file a translation platform imports with a length column (Crowdin's and
/// Lokalise's CSV imports let each column be mapped, a maximum length among them): one row per
/// key and text, the key's tightest use, RFC 4180 quoting, CRLF line ends.
///
/// Columns: key, table, source, locale, translation, max-width-pt, max-lines (0: no limit),
/// max-length (characters of the locale, estimated; empty with no line limit), room-pt (negative:
/// short), tightest-size, device; then variant, font-family, font-size, font-weight.
package enum BudgetCSV {
    package static let header = ["key", "table", "source", "locale", "translation", "max-width-pt", "max-lines", "max-length",
                                 "room-pt", "tightest-size", "device", "variant", "font-family", "font-size", "font-weight"]

    package static func text(_ report: BudgetReport) -> String {
        var rows = [header]
        for budget in report.tightestByKey {
            let box = budget.box
            for text in budget.texts {
                rows.append([
                    budget.key, budget.table, budget.sourceText(for: text.variant) ?? "", text.locale, text.text,
                    Format.points(box.width), String(box.lines), text.maxCharacters.map(String.init) ?? "",
                    text.room.map(Format.points) ?? "", box.category, box.device, text.variant, box.font.family,
                    Format.points(box.font.size), box.font.weight,
                ])
            }
        }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// A field as RFC 4180 writes it: in double quotes (doubled inside) when it holds a comma,
    /// a quote or a line break, or begins or ends with a space.
    static func field(_ value: String) -> String {
        let needsQuotes = value.contains { $0 == "," || $0 == "\"" || $0.isNewline }
            || value.first == " " || value.last == " "
        return needsQuotes ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
    }
}
