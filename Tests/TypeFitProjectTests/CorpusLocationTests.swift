import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitDevices
import TypeFitDynamicType
@testable import TypeFitProject
import TypeFitTestSupport

/// Every finding on the four corpus apps points at the line that holds its key or its text, in
/// the file of its own locale (`untranslated`: the source locale's, whose text is shown instead).
/// The lines are read here, from the files as bytes, not through typefit's readers; the texts they
/// must hold are the catalog's (a location is right when the line holds what the finding is about).
/// One size and one device: locations do not depend on either.
@Suite(.enabled(if: SharedCorpus.path != nil, Comment(rawValue: SharedCorpus.missing)))
struct CorpusLocationTests {
    @Test(arguments: ["Dimillian-IceCubesApp", "mastodon-mastodon-ios", "geteduroam-apple-app", "duckduckgo-iOS"])
    func everyFindingPointsAtItsKeyOrText(app: String) throws {
        var options = Project.Options()
        options.directory = SharedCorpus.app(app)
        options.searchesForConfig = false
        options.catalogs = .paths([options.directory])
        options.sources = .paths([options.directory])
        options.narrowing = Narrowing(categories: [.large], devices: try DeviceCatalog().devices(matching: ["iphone-16"]))
        let project = try Project.load(options)
        let report = try project.check()
        #expect(report.findings.count > 100, Comment(rawValue: "\(app): \(report.findings.count) findings"))
        var lines = FileLines()
        var wrong: [String] = []
        var checked = 0
        for finding in report.findings {
            let file = finding.file.hasPrefix("/") ? finding.file : options.directory + "/" + finding.file
            guard let text = lines.line(finding.line, of: file) else {
                wrong.append("\(finding.file):\(finding.line): no such line [\(finding.rule) \(finding.key)]")
                continue
            }
            checked += 1
            let catalog = project.catalogs.first { $0.name == finding.catalog }
            let entry = catalog?.entries.first { $0.key == finding.key }
            let sourceLocale = catalog.map { project.configuration.sourceLocale(for: $0) }
            if let locale = finding.locale, let lproj = LprojLocale.locale(ofFile: file) {
                let expected = finding.rule == "untranslated" ? sourceLocale ?? locale : locale
                if lproj != expected {
                    wrong.append("\(finding.file):\(finding.line): in \(lproj).lproj, not \(expected) [\(finding.rule) \(finding.key)]")
                    continue
                }
            }
            // What the line may hold: the key, or a value of the key in the finding's locale (or the
            // source's, for untranslated), as the file writes it.
            var texts = [finding.key]
            for locale in [finding.locale, sourceLocale].compactMap({ $0 }) {
                texts += (entry?.values(for: locale) ?? []).map(\.text)
            }
            let unescaped = Self.unescaped(text)
            let holds = texts.contains { value in
                let head = String(value.split(separator: "\n", omittingEmptySubsequences: false).first ?? "").prefix(40)
                // An empty key or value ("" in xcstrings, <string></string> in a stringsdict).
                if head.isEmpty { return text.contains("\"\"") || text.contains("></") }
                return text.contains(head) || unescaped.contains(head)
            }
            if !holds {
                wrong.append("\(finding.file):\(finding.line): \"\(text.prefix(100))\" holds neither '\(finding.key)' nor its text "
                    + "[\(finding.rule) \(finding.locale ?? "")]")
            }
            if let view = finding.view, lines.line(view.location.line, of: view.location.file) == nil {
                wrong.append("\(view.location.file):\(view.location.line): the view's line does not exist [\(finding.key)]")
            }
        }
        #expect(checked == report.findings.count)
        // Each cut told once: one finding per string × locale × variant × use, whichever rule names it.
        let cuts = report.findings.filter { ["clipped", "truncated-width", "locale-overflow"].contains($0.rule) }
        let uses = cuts.map { "\($0.catalog) \($0.key) \($0.locale ?? "") \($0.variant ?? "") \($0.view.map { "\($0.location)" } ?? "")" }
        let repeated = Dictionary(grouping: uses, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, Comment(rawValue: "\(app): told more than once: " + repeated.prefix(10).joined(separator: "; ")))
        let pointingElsewhere = wrong.count
        #expect(pointingElsewhere == 0, Comment(rawValue: "\(app): \(wrong.count) of \(report.findings.count) findings point "
            + "elsewhere:\n" + wrong.prefix(15).joined(separator: "\n")))
    }

    /// The line as text: JSON, `.strings` and XML escapes undone (`\"`, `\n`, `\u00e9`, `&amp;`).
    static func unescaped(_ line: String) -> String {
        var out = ""
        var scalars = Array(line.unicodeScalars)[...]
        while let c = scalars.popFirst() {
            if c == "\\", let next = scalars.popFirst() {
                switch next {
                case "n": out += "\n"
                case "t": out += "\t"
                case "u", "U":
                    let digits = String(String.UnicodeScalarView(scalars.prefix(4)))
                    if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                        out.unicodeScalars.append(scalar)
                        scalars = scalars.dropFirst(4)
                    } else {
                        out.unicodeScalars.append(next)
                    }
                default: out.unicodeScalars.append(next)
                }
            } else {
                out.unicodeScalars.append(c)
            }
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&#10;", "\n"),
                                    ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: character)
        }
        return out
    }
}

/// Files read once each, as UTF-8 or (with a byte-order mark, or zero bytes where ASCII would
/// be) UTF-16, split into lines.
struct FileLines {
    private var cache: [String: [Substring]] = [:]

    mutating func line(_ number: Int, of path: String) -> String? {
        if cache[path] == nil {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            let bytes = [UInt8](data)
            let text: String?
            if bytes.starts(with: [0xFF, 0xFE]) || (bytes.count > 1 && bytes[1] == 0) {
                text = String(data: data, encoding: .utf16LittleEndian)
            } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.first == 0 {
                text = String(data: data, encoding: .utf16BigEndian)
            } else {
                text = String(data: data, encoding: .utf8)
            }
            cache[path] = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let lines = cache[path], number >= 1, number <= lines.count else { return nil }
        return String(lines[number - 1]).trimmingCharacters(in: CharacterSet(charactersIn: "\r\u{FEFF}"))
    }
}
