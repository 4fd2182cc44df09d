import Foundation
import TypeFitDiagnostics
@testable import TypeFitCatalog

/// Paths of the test inputs, found from this file so any scratch path or working directory works.
enum Paths {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = testsDirectory.appendingPathComponent("Fixtures").path
    static let repoRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    /// The shared real-world corpus lives next to the repository (`../shared/corpus`); the
    /// worktree may sit one level deeper, so a few parents are tried.
    static let corpus: String? = {
        var dir = repoRoot
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("shared/corpus").path
            if FileManager.default.fileExists(atPath: candidate + "/Dimillian-IceCubesApp/SOURCE.md") { return candidate }
            let sibling = dir.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
            if FileManager.default.fileExists(atPath: sibling + "/Dimillian-IceCubesApp/SOURCE.md") { return sibling }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }()

    static var hasCorpus: Bool { corpus != nil }
    static let corpusMissing: Comment = "../shared/corpus not found next to the repository: corpus tests skipped"
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
