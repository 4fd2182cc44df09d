/// A table for the terminal: a label column, then number columns right-aligned. When the
/// numbers do not fit in the width (40 locales), the table is split into several, each
/// repeating the label column, rather than wrapping lines.
struct TextTable {
    var header: [String]
    var rows: [[String]]
    /// A last row set apart (totals).
    var footer: [String]?

    func render(width: Int, indent: Int, style: TextStyle) -> [String] {
        let all = [header] + rows + (footer.map { [$0] } ?? [])
        guard let columnCount = all.map(\.count).max(), columnCount > 0 else { return [] }
        var widths = Array(repeating: 0, count: columnCount)
        for row in all { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], PlainText.width(cell)) } }

        // Greedily group the number columns into chunks that fit beside the label column.
        var chunks: [[Int]] = []
        var current: [Int] = []
        var used = indent + widths[0]
        for column in 1..<max(columnCount, 1) {
            let need = 2 + widths[column]
            if !current.isEmpty && used + need > width {
                chunks.append(current)
                current = []
                used = indent + widths[0]
            }
            current.append(column)
            used += need
        }
        if !current.isEmpty || chunks.isEmpty { chunks.append(current) }

        var lines: [String] = []
        let pad = String(repeating: " ", count: indent)
        for (n, chunk) in chunks.enumerated() {
            if n > 0 { lines.append("") }
            func line(_ row: [String]) -> String {
                let label = PlainText.padded(row.first ?? "", to: widths[0])
                let numbers = chunk.map { PlainText.padded($0 < row.count ? row[$0] : "", to: widths[$0], right: true) }
                var text = ([label] + numbers).joined(separator: "  ")
                while text.last == " " { text.removeLast() }
                return text
            }
            lines.append(pad + style.dim(line(header)))
            lines += rows.map { pad + line($0) }
            if let footer { lines.append(pad + style.bold(line(footer))) }
        }
        return lines
    }
}
