import TypeFitConfig
import TypeFitDiagnostics
import TypeFitLayout

/// Where a finding's box width came from, and the box a width solved from the app's layout gives,
/// in words, for `Finding.widthFrom` and `Finding.box`.
enum WidthProvenance {
    /// `source` when the app's source set the width (a frame, a stack, a row), the layer that
    /// set it otherwise (`comment hint`, `.typefit.yml:LINE`), or `default` when nothing did: the
    /// element's own width.
    static func widthFrom(_ settings: ElementSettings, from: String, view: SourceUse?) -> String {
        guard let width = settings.width else { return "default" }
        if let view, view.read.contains(.width), view.settings.width == width { return "source" }
        return from == "source" ? "default" : from
    }

    /// "a 212-pt box: margins - 103 (Toggle switch 51 pt, …) from RowView.swift:40-44", for a width
    /// solved from the app's layout; `points` is the box's width where the finding is worst.
    static func box(_ settings: ElementSettings, points: Double?) -> String? {
        guard case .solved(let solved)? = settings.width else { return nil }
        var text = points.map { "a \(Format.exactPoints(($0 * 10).rounded() / 10))-pt box: " } ?? "a box: "
        text += WidthSyntax.spelling(.solved(solved))
        let shown = solved.terms.prefix(4).map { $0.what + ($0.estimated ? " (est.)" : "") }
        if !shown.isEmpty { text += " (" + shown.joined(separator: ", ") + (solved.terms.count > 4 ? ", …" : "") + ")" }
        if let from = places(solved.sources) { text += " from " + from }
        return text
    }

    /// "the notification banner's title, one line: a 266.3-pt box (the banner: …, the app icon's
    /// column 64 pt, …; estimated)", for a text the system draws in its own box.
    static func box(_ system: SystemBox, points: Double) -> String {
        let terms = system.terms.map(\.what).joined(separator: ", ")
        return "\(system.what): a \(Format.exactPoints((points * 10).rounded() / 10))-pt box (\(terms); estimated)"
    }

    /// `RowView.swift:40-44` for lines of one file; `A.swift:3, B.swift:9` otherwise.
    static func places(_ sources: [WidthTerm.Source]) -> String? {
        guard !sources.isEmpty else { return nil }
        var byFile: [(file: String, lines: [Int])] = []
        for source in sources {
            let name = source.file.split(separator: "/").last.map(String.init) ?? source.file
            if let index = byFile.firstIndex(where: { $0.file == name }) {
                byFile[index].lines.append(source.line)
            } else {
                byFile.append((name, [source.line]))
            }
        }
        return byFile.map { file, lines in
            let low = lines.min() ?? 0
            let high = lines.max() ?? 0
            return "\(file):\(low)" + (high > low ? "-\(high)" : "")
        }.joined(separator: ", ")
    }
}
