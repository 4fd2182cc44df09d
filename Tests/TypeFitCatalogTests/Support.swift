import Foundation
import TypeFitDiagnostics
import TypeFitTestSupport
@testable import TypeFitCatalog

/// Paths of the test inputs, found from this file so any scratch path or working directory works.
enum Paths {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = testsDirectory.appendingPathComponent("Fixtures").path
    static let repoRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    static let corpus = SharedCorpus.path

    static var hasCorpus: Bool { corpus != nil }
    static let corpusMissing = Comment(rawValue: SharedCorpus.missing)
}

import Testing

extension Catalog {
    func ownValues(_ locale: String) -> [CatalogValue] {
        entries.flatMap { $0.values(for: locale) }.filter { !$0.isFallback }
    }
}

func expectError(_ body: () throws -> Any, line: Int, column: Int, contains text: String,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    do {
        _ = try body()
        Issue.record("expected an error at \(line):\(column)", sourceLocation: sourceLocation)
    } catch let error as InputProblem {
        #expect(error.location.line == line, "\(error)", sourceLocation: sourceLocation)
        #expect(error.location.column == column, "\(error)", sourceLocation: sourceLocation)
        #expect(error.message.contains(text), "\(error)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
}
