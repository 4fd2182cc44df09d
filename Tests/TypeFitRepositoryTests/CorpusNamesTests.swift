import Foundation
import Testing
import TypeFitTestSupport

/// The project's rule: nothing in `Sources/` (code, comments, string literals, DocC articles)
/// names a corpus app, one of its types or one of its keys, since what typefit reads is a rule of
/// Swift, Objective-C, UIKit, SwiftUI or Foundation, not a pattern of those apps. The corpus is read once; the test fails,
/// and does not skip, without it, since a missing corpus would let any name through.
struct CorpusNamesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let corpus: CorpusNames? = SharedCorpus.path.map { path in
        let start = Date()
        let names = CorpusNames.read(corpus: path, apps: CorpusApp.all)
        print("corpus names: \(names.sourceFiles) source and \(names.catalogFiles) catalog files read in "
              + String(format: "%.2f", Date().timeIntervalSince(start)) + " s; \(names.types.count) type names, "
              + "\(names.keys.count) keys distinctive")
        return names
    }

    static let missing = "../shared/corpus not found next to the repository: without it no corpus name can be "
        + "checked, so this test fails rather than skips"

    @Test func sourcesNameNoCorpusAppTypeOrKey() {
        guard let names = Self.corpus else {
            Issue.record(Comment(rawValue: Self.missing))
            return
        }
        let hits = NameSearch.hits(under: Self.repository.appendingPathComponent("Sources"),
                                   relativeTo: Self.repository, names: names)
        if !hits.isEmpty {
            // One line a hit, as a compiler reports, rather than #expect's dump of the array.
            Issue.record(Comment(rawValue: "Sources/ names the corpus \(hits.count) times (reword to the Swift, UIKit, "
                                     + "SwiftUI or Foundation rule; see NameRules):\n"
                                     + hits.map(\.message).joined(separator: "\n")))
        }
    }

    /// Every catalog of the corpus is read: a file Foundation could not read would hide its keys.
    @Test func everyCorpusCatalogIsRead() {
        guard let names = Self.corpus else {
            Issue.record(Comment(rawValue: Self.missing))
            return
        }
        #expect(names.unreadable.isEmpty, "\(names.unreadable)")
        #expect(names.catalogFiles > 1_000 && names.sourceFiles > 5_000, "\(names.catalogFiles) \(names.sourceFiles)")
    }

    /// The list of apps and the corpus folders agree, and each app's SOURCE.md title or
    /// description spells one of its names.
    @Test func everyCorpusAppIsListed() throws {
        guard let corpus = SharedCorpus.path else {
            Issue.record(Comment(rawValue: Self.missing))
            return
        }
        let folders = try FileManager.default.contentsOfDirectory(atPath: corpus)
            .filter { FileManager.default.fileExists(atPath: corpus + "/" + $0 + "/SOURCE.md") }
        #expect(Set(folders) == Set(CorpusApp.all.map(\.folder)))
        for app in CorpusApp.all {
            let source = try String(contentsOfFile: corpus + "/" + app.folder + "/SOURCE.md", encoding: .utf8)
            let head = source.split(separator: "\n").prefix(3).joined(separator: "\n")
            #expect((app.names + app.exactNames).contains { head.range(of: $0, options: .caseInsensitive) != nil },
                    "\(app.folder): \(head)")
        }
    }
}
