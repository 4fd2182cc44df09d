import Foundation
import TypeFitCatalog
import TypeFitConfig

/// The baseline entries a run could have matched: those of a key it checked, in a locale it
/// checked, and those that nothing can match again (a key no longer in its catalog, a catalog
/// file that no longer exists). Any of these that matched no finding is stale. An entry of a
/// catalog the run did not read (not named, unreadable) or of a key `--changed-since` left out
/// is outside the scope, never stale.
struct BaselineScope {
    /// A checked catalog file (as fingerprints name it) → its catalog's name and keys.
    private var files: [String: (catalog: String, keys: Set<String>)] = [:]
    private let selection: KeySelection?
    private let configuration: CheckConfiguration
    private let paths: RelativePaths

    init(catalogs: [Catalog], selection: KeySelection?, _ context: CheckContext) {
        self.selection = selection
        configuration = context.configuration
        paths = context.paths
        for catalog in catalogs {
            let keys = Set(catalog.entries.map(\.key))
            for file in catalog.files { files[paths.relative(file)] = (catalog.name, keys) }
        }
    }

    /// Whether the run could have matched `fingerprint` (`rule|file|key|locale|variant`, see
    /// `CheckContext.fingerprint`). A file or key may itself hold `|`: each split is tried
    /// against the files and keys the run knows.
    func covers(_ fingerprint: String) -> Bool {
        let parts = fingerprint.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 5 else { return false }
        var named: [String] = []
        for fileEnd in 2..<(parts.count - 2) {
            let file = parts[1..<fileEnd].joined(separator: "|")
            named.append(file)
            guard let known = files[file] else { continue }
            for keyEnd in (fileEnd + 1)..<(parts.count - 1) {
                let key = parts[fileEnd..<keyEnd].joined(separator: "|")
                guard known.keys.contains(key) else { continue }
                let locale = parts[keyEnd]
                if !locale.isEmpty && !configuration.includes(locale) { return false }
                return selection?.contains(key, in: known.catalog, locale: locale.isEmpty ? nil : locale) ?? true
            }
            // A checked file without the key: it was removed.
            return true
        }
        // No checked file: stale only when the file is gone.
        return !named.contains { FileManager.default.fileExists(atPath: paths.absolute($0)) }
    }
}
