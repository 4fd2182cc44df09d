/// A table for the terminal, padded by display width (a wide character takes two columns): a
/// label column, then columns of numbers (right-aligned) or of text (left-aligned). When the
/// columns do not fit in the width (40 locales), the table is split into several, each repeating
/// the label column, rather than wrapping lines.
package struct TextTable: Sendable {
    package enum Alignment: Sendable {
        /// Text: the command line's listings.
        case left
        /// Numbers: the report's summary tables.
        case right
    }

    package var header: [String]?
    package var rows: [[String]]
    /// A last row set apart (totals).
    package var footer: [String]?
    /// How the columns after the label column are aligned.
    package var alignment: Alignment

    package init(header: [String]? = nil, rows: [[String]], footer: [String]? = nil, alignment: Alignment = .right) {
        self.header = header
        self.rows = rows
        self.footer = footer
        self.alignment = alignment
    }

    /// The whole table in one piece, without colour: the command line's listings.
    package var text: String {
        render(width: .max, indent: 0, style: TerminalStyle(colour: false)).joined(separator: "\n")
    }

    /// One line per row (header dimmed, footer bold), without trailing spaces, two spaces between
    /// columns.
    func render(width: Int, indent: Int, style: TerminalStyle) -> [String] {
        let all = (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? [])
        guard let columnCount = all.map(\.count).max(), columnCount > 0 else { return [] }
        var widths = Array(repeating: 0, count: columnCount)
        for row in all { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], PlainText.width(cell)) } }

        // Greedily group the other columns into chunks that fit beside the label column.
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
        let right = alignment == .right
        for (n, chunk) in chunks.enumerated() {
            if n > 0 { lines.append("") }
            func line(_ row: [String]) -> String {
                let label = PlainText.padded(row.first ?? "", to: widths[0])
                let cells = chunk.map { PlainText.padded($0 < row.count ? row[$0] : "", to: widths[$0], right: right) }
                var text = ([label] + cells).joined(separator: "  ")
                while text.last == " " { text.removeLast() }
                return text
            }
            if let header { lines.append(pad + style.dim(line(header))) }
            lines += rows.map { pad + line($0) }
            if let footer { lines.append(pad + style.bold(line(footer))) }
        }
        return lines
    }
}
