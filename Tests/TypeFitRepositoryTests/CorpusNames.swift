import Foundation
import Synchronization

/// What `Sources/` must not name, read from the corpus once: each app's names, and the distinctive
/// (``NameRules``) names of the types it declares and of the keys of its catalogs, each with the
/// apps it comes from. Every source and catalog file is read once.
struct CorpusNames: Sendable {
    var apps: [CorpusApp]
    /// A distinctive type name → the folders of the apps that declare it.
    var types: [String: [String]] = [:]
    /// A distinctive catalog key → the folders of the apps whose catalogs have it.
    var keys: [String: [String]] = [:]
    /// Catalog files Foundation could not read, relative to the corpus.
    var unreadable: [String] = []
    var sourceFiles = 0
    var catalogFiles = 0

    /// Reads `apps` (folders of `corpus`), an app a thread at a time.
    static func read(corpus: String, apps: [CorpusApp]) -> CorpusNames {
        let read = Mutex([AppFiles?](repeating: nil, count: apps.count))
        DispatchQueue.concurrentPerform(iterations: apps.count) { index in
            let files = AppFiles(corpus: corpus, folder: apps[index].folder)
            read.withLock { $0[index] = files }
        }
        var names = CorpusNames(apps: apps)
        var declared: [String: Set<String>] = [:]
        var keyed: [String: Set<String>] = [:]
        for (app, files) in zip(apps, read.withLock { $0 }) {
            guard let files else { continue }
            names.sourceFiles += files.sourceFiles
            names.catalogFiles += files.catalogFiles
            names.unreadable += files.unreadable
            for name in files.types { declared[name, default: []].insert(app.folder) }
            for key in files.keys { keyed[key, default: []].insert(app.folder) }
        }
        names.types = distinctive(declared, NameRules.isDistinctiveType)
        names.keys = distinctive(keyed, NameRules.isDistinctiveKey)
        return names
    }

    /// What one app's files declare and localize, every name (distinctive or not).
    private struct AppFiles: Sendable {
        var types: Set<String> = []
        var keys: Set<String> = []
        var unreadable: [String] = []
        var sourceFiles = 0
        var catalogFiles = 0

        init(corpus: String, folder: String) {
            let manager = FileManager.default
            let root = corpus + "/" + folder
            for case let relative as String in manager.enumerator(atPath: root) ?? FileManager.DirectoryEnumerator() {
                let ext = (relative as NSString).pathExtension
                let path = root + "/" + relative
                if let language = SourceLexer.language(ofExtension: ext) {
                    guard let data = manager.contents(atPath: path) else { continue }
                    sourceFiles += 1
                    types.formUnion(TypeDeclarations.names(in: Array(data), language: language))
                } else if CatalogKeys.extensions.contains(ext) {
                    guard let data = manager.contents(atPath: path) else { continue }
                    catalogFiles += 1
                    guard let found = CatalogKeys.keys(of: data, extension: ext) else {
                        unreadable.append(folder + "/" + relative)
                        continue
                    }
                    keys.formUnion(found)
                }
            }
        }
    }

    /// The names that pass `rule` and fewer than ``NameRules/conventionApps`` apps share.
    private static func distinctive(_ found: [String: Set<String>], _ rule: (String) -> Bool) -> [String: [String]] {
        var kept: [String: [String]] = [:]
        for (name, apps) in found where apps.count < NameRules.conventionApps && rule(name) {
            kept[name] = apps.sorted()
        }
        return kept
    }
}
