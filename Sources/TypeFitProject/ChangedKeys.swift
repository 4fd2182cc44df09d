import Foundation
import TypeFitCatalog
import TypeFitDiagnostics

/// The keys whose text changed since a commit (`typefit check --changed-since REF`), found by
/// reading each catalog file as it was in that commit with the same readers as today's.
public struct ChangedKeys: Sendable {
    /// The ref as given, and the commit it named.
    public let ref: String
    public let commit: String
    public let selection: KeySelection
    /// Catalog files whose earlier version could not be compared (it does not parse, is too large,
    /// or lies outside the repository): every key of their catalog counts as changed.
    public let notes: [InputProblem]
}

extension Project {
    /// The keys of the project's catalogs that are new or whose text or comment changed since
    /// `ref`, in the git repository holding `directory` (see `KeySelection.selectChanges`). A
    /// catalog none of whose files existed then is new: all its keys count as changed. Nothing in
    /// the repository is changed. Throws when `directory` is not in a git work tree or `ref` names
    /// no commit.
    public func changedKeys(since ref: String, in directory: String) throws(ProjectError) -> ChangedKeys {
        let git: Git
        let commit: String
        do {
            git = try Git(in: directory)
            commit = try git.commit(ref)
        } catch {
            throw .invalid("--changed-since: \(error)")
        }
        let options = Self.catalogOptions(configuration)
        // Each catalog file's path in the repository; one outside it has none.
        var relative: [String: String] = [:]
        for catalog in catalogs { for file in catalog.files { relative[file] = git.relative(file) } }
        let blobs: [String: Git.Blob]
        do {
            blobs = try git.files(Array(Set(relative.values)).sorted(), at: commit, limit: options.limits.fileBytes)
        } catch {
            throw .invalid("--changed-since: \(error)")
        }
        var selection = KeySelection()
        var notes: [InputProblem] = []
        for catalog in catalogs {
            var old: [Catalog] = []
            var comparable = true
            for file in catalog.files {
                func note(_ message: String, _ named: String) {
                    notes.append(InputProblem("\(message); every key of \(catalog.name) is checked",
                                              at: SourceLocation(file: named, line: 0, column: 0)))
                    comparable = false
                }
                guard let path = relative[file] else {
                    note("not in the git repository at \(git.root), so not compared with \(ref)", file)
                    break
                }
                let named = "\(ref):\(path)"
                switch blobs[path] ?? .absent {
                case .absent: continue
                case .tooLarge(let size):
                    note("\(size) bytes at \(ref), over the catalog size limit (\(options.limits.fileBytes))", named)
                case .bytes(let bytes):
                    do {
                        // Read under today's name, so an `.lproj` file gets its locale as it does now.
                        let read = try CatalogLoader.read(bytes: bytes, name: file, format: CatalogFormat(pathExtension: URL(fileURLWithPath: file).pathExtension) ?? catalog.format,
                                                          options: options)
                        old += read.filter { $0.format != .xliff || catalog.format != .xliff || $0.name == catalog.name }
                    } catch {
                        note("does not parse at \(ref): \(error.message)", named)
                    }
                }
                if !comparable { break }
            }
            if comparable {
                selection.selectChanges(of: catalog, since: old)
            } else {
                selection.selectAll(of: catalog)
            }
        }
        return ChangedKeys(ref: ref, commit: commit, selection: selection, notes: notes)
    }
}
