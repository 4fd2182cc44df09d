import Foundation
import TypeFitCatalog
import TypeFitConfig

/// The source pass's findings as the check asks for them: each key's drawn uses (at or above
/// the configured grade), and which keys the source uses at all.
struct SourceUseIndex: Sendable {
    private let drawn: [String: [SourceUse]]
    /// Keys with any use: drawn, not drawn, unresolved, or set aside.
    private let used: Set<String>
    /// Files read, by kind, for messages.
    let files: [String: Int]
    /// Whether code was read (`SourceLayout.readsCode`): only then can a key be unused.
    let readsCode: Bool
    /// The keys call-site arguments hold (`CallSiteArgument.keys`): whose texts are samples.
    let argumentKeys: Set<String>

    init(_ layout: SourceLayout, minimumGrade: UseGrade) {
        var drawn: [String: [SourceUse]] = [:]
        var used: Set<String> = []
        var argumentKeys: Set<String> = []
        for use in layout.uses {
            used.insert(use.key)
            for argument in use.arguments ?? [] { argumentKeys.formUnion(argument.keysRead) }
            if use.kind == .drawn, use.grade <= minimumGrade { drawn[use.key, default: []].append(use) }
        }
        for unresolved in layout.unresolved { if let key = unresolved.key { used.insert(key) } }
        // A key drawn only by another platform's code is used, and has nothing to lay out here.
        used.formUnion(layout.setAsideKeys)
        self.drawn = drawn
        self.used = used
        self.argumentKeys = argumentKeys
        self.files = layout.files
        readsCode = layout.readsCode
    }

    /// The drawn uses of `key` in `table` (a use that names no table counts for every table).
    /// The uses that draw `key` of `catalog`'s table. A use found in a strings file itself (a
    /// system table such as `InfoPlist`, whose keys the system draws) belongs to that file's
    /// catalog only: every target of an app has its own `InfoPlist` table, and the share
    /// extension's name is not the app's.
    func drawnUses(of key: String, in catalog: Catalog) -> [SourceUse] {
        (drawn[key] ?? []).filter { use in
            guard use.table == nil || use.table == catalog.table else { return false }
            let file = use.location.file
            guard file.hasSuffix(".strings") || file.hasSuffix(".xcstrings") else { return true }
            let own = Self.absolute(file)
            return catalog.files.contains { Self.absolute($0) == own }
        }
    }

    /// A path made absolute against the current folder and standardized (`./A/../B` → `/cwd/B`):
    /// catalogs are named as the user gave their folder, source files as the pass read them.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }

    func isUsed(_ key: String) -> Bool { used.contains(key) }
}
