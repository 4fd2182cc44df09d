import TypeFitCheck
import TypeFitDiagnostics

/// `typefit budget`'s text: per key and use, its tightest box and font, then one line per text
/// with what it leaves or lacks there, in points and in estimated characters of its locale.
///
///     button.save  Localizable.xcstrings:3  label lines=1 width=100 (default)
///       box 100 pt × 1 line at Large on iPhone SE (1st generation), portrait, full screen (1 environment); TypeFitTest 10 pt regular
///       en  base  79 pt left (≈ 15 characters of 19)  "Save"
///       de  base  16 pt short (≈ 3 characters too many of 19)  "Speichern und schliessen"
package enum BudgetTable {
    package static func text(_ report: BudgetReport, naming: (String) -> String = { $0 }) -> String {
        var out = ""
        for budget in report.budgets {
            out += "\(budget.key)  \(naming(budget.file)):\(budget.line)  \(budget.element) (\(budget.elementFrom))"
                + (budget.layoutKnown ? "" : ", layout not known") + "\n"
            out += "  " + box(budget.box) + "\n"
            let localeWidth = budget.texts.map(\.locale.count).max() ?? 0
            let variantWidth = budget.texts.map(\.variant.count).max() ?? 0
            for text in budget.texts {
                out += "  " + text.locale.padding(toLength: localeWidth, withPad: " ", startingAt: 0)
                    + "  " + text.variant.padding(toLength: variantWidth, withPad: " ", startingAt: 0)
                    + "  " + room(text, lines: budget.box.lines) + "  " + quoted(text.text) + "\n"
            }
        }
        let short = report.budgets.reduce(0) { $0 + $1.texts.filter { ($0.room ?? 0) < -0.05 }.count }
        let texts = report.budgets.reduce(0) { $0 + $1.texts.count }
        out += "\n\(report.budgets.count) budget\(report.budgets.count == 1 ? "" : "s") (key × use) over "
            + "\(report.environments) environment\(report.environments == 1 ? "" : "s"); \(short) of \(texts) texts lack room. "
            + "Characters (≈) are estimates: points over the locale's mean character width in its own texts.\n"
        return out
    }

    /// "box 240 pt × 2 lines at AX3 on iPhone SE (3rd generation), portrait, full screen (4 environments); Inter 53 pt semibold".
    static func box(_ box: BudgetBox) -> String {
        let lines = box.lines == 0 ? "no line limit" : "\(box.lines) line\(box.lines == 1 ? "" : "s")"
        let shrink = box.minimumScale.map { " (a \(Format.points(box.boxWidth)) pt box, shrinking to \(Format.exactPoints($0)))" } ?? ""
        return "box \(Format.points(box.width)) pt\(shrink) × \(lines) at \(box.category) on \(box.deviceName), "
            + "\(box.orientation), \(box.window) (\(box.environments) environment\(box.environments == 1 ? "" : "s")); "
            + "\(box.font.family.isEmpty ? "?" : box.font.family) \(Format.points(box.font.size)) pt \(box.font.weight)"
    }

    /// "79 pt left (≈ 15 characters of 19)", "16 pt short (≈ 3 characters too many of 19)",
    /// "3 lines, no limit".
    static func room(_ text: TextRoom, lines: Int) -> String {
        guard let room = text.room else { return "\(text.linesNeeded) line\(text.linesNeeded == 1 ? "" : "s"), no limit" }
        let of = text.maxCharacters.map { " of \($0)" } ?? ""
        let lineNote = lines > 1 ? ", \(text.linesNeeded) of \(lines) lines" : ""
        if room >= -0.05 {
            let characters = text.roomCharacters.map { " (≈ \($0) character\($0 == 1 ? "" : "s")\(of)\(lineNote))" } ?? ""
            return "\(Format.points(room)) pt left\(characters)"
        }
        let characters = text.roomCharacters.map { " (≈ \(-$0) character\($0 == -1 ? "" : "s") too many\(of)\(lineNote))" } ?? ""
        return "\(Format.points(-room)) pt short\(characters)"
    }

    /// A text on one line of the table: in quotes, its line breaks shown as `\n` (the command
    /// makes every other control character of the output safe for a terminal).
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
