import TypeFitConfig
@testable import TypeFitSources

/// Reads Objective-C snippets as the source pass would read files; each use is spelled on one line
/// as `SwiftSnippets` spells it (key | element and settings | file:line | pattern | grade | via).
enum ObjectiveCSnippets {
    /// One snippet standing for `App/View.m`, against catalogs holding `keys` (in `Localizable`
    /// unless `tables` names another table).
    static func read(_ source: String, keys: [String], tables: [String: String] = [:], path: String = "App/View.m") -> SourceLayout {
        read([(path, source)], keys: keys, tables: tables)
    }

    static func read(_ files: [(path: String, text: String)], keys: [String], tables: [String: String] = [:],
                     outlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets()) -> SourceLayout {
        var index: [String: Set<String>] = [:]
        for key in keys { index[key] = [tables[key] ?? "Localizable"] }
        return ObjectiveCSources.read(texts: files, keys: KeyIndex(tables: index), outlets: outlets)
    }

    static func lines(_ layout: SourceLayout) -> [String] { SwiftSnippets.lines(layout) }

    static func unresolved(_ layout: SourceLayout) -> [String] { SwiftSnippets.unresolved(layout) }

    static func problems(_ layout: SourceLayout) -> [String] {
        layout.problems.map { "\(SwiftSnippets.place($0.location)):\($0.location.column): \($0.message)" }
    }
}
