import Foundation
import TypeFitConfig
import TypeFitDiagnostics
import TypeFitTestSupport
@testable import TypeFitSources

/// Interface Builder and strings snippets given as text, with the fake paths they stand for.
enum IBSnippet {
    /// A CocoaTouch storyboard around `body`: three lines of header, so the body's first line is
    /// line 4 of the file, and two closing lines.
    static func storyboard(_ body: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB") -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"\(type)\" version=\"3.0\">\n<scenes>\n"
            + body + "\n</scenes>\n</document>\n"
    }

    /// The first line of an IBSnippet storyboard's body.
    static let firstBodyLine = 4

    static let main = "App/Base.lproj/Main.storyboard"

    /// Reads `files` against catalogs holding `keys` (key → tables) and, for keys with no file,
    /// the places their catalogs write them at.
    static func read(_ files: [(path: String, text: String)], keys: [String: Set<String>],
                     places: [String: [String: SourceLocation]] = [:]) -> SourceLayout {
        InterfaceBuilderSources.read(texts: files, keys: KeyIndex(tables: keys, places: places))
    }

    /// One storyboard at `IBSnippet.main` whose table `Main` holds `keys`.
    static func main(_ body: String, keys: [String]) -> SourceLayout {
        read([(main, storyboard(body))], keys: Dictionary(uniqueKeysWithValues: keys.map { ($0, ["Main"]) }))
    }

    static func at(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}

/// The shared corpus, by the name the Interface Builder corpus tests use.
enum IBCorpus {
    static let corpus = SharedCorpus.path
}
