import Foundation
import TypeFitCatalog
import TypeFitConfig
import TypeFitDiagnostics

/// The source pass: reads an app's Swift and Objective-C files, storyboards and xibs, and the strings tables that
/// go with them, and says where each catalog key is drawn — in which element, with which font,
/// line limit and width — or that it is used without being drawn. A file that cannot be read is
/// a problem at its place; the rest is still read.
public enum SourceScanner {
    /// Scans the files and folders in `paths` for uses of the keys in `keys`. `wrappers` are the
    /// app's own localizing functions and views (`sources.wrappers`).
    public static func scan(_ paths: [String], keys: KeyIndex, wrappers: [SourceWrapper] = []) -> SourceLayout {
        scan(SourceDiscovery.find(paths), keys: keys, wrappers: wrappers)
    }

    /// The Xcode project files, Info.plists and package manifest under `folders`, outside the
    /// folders that are not the app's (test targets, others' code, build products): what the app's
    /// platforms are read from.
    package static func projectFiles(in folders: [String]) -> [String] {
        SourceDiscovery.find(folders, examiningFiles: false).projectFiles
    }

    /// The project files and every package manifest under `folders` (`DiscoveredSources`), one walk.
    package static func projectAndManifestFiles(in folders: [String]) -> (projectFiles: [String], packageManifests: [String]) {
        let found = SourceDiscovery.find(folders, examiningFiles: false)
        return (found.projectFiles, found.packageManifests)
    }

    /// The Swift files and the storyboards and xibs a scan of `folders` reads, in the pass's own
    /// order: what the benchmark's parse floor (`typefit-bench parse-floor`) parses once each.
    package static func parsedFiles(in folders: [String]) -> (swift: [String], interfaceBuilder: [String]) {
        let files = SourceDiscovery.find(folders).files
        return (files.filter { $0.kind == .swift }.map(\.path), files.filter { $0.kind == .interfaceBuilder }.map(\.path))
    }

    /// Scans the files a walk of the sources folders found.
    package static func scan(_ found: DiscoveredSources, keys: KeyIndex, wrappers: [SourceWrapper] = []) -> SourceLayout {
        scan(found, keys: keys, wrappers: wrappers) { _, read in read() }
    }

    /// Scans the files a walk of `paths` found through `kept`, which is given the paths of the
    /// files read (in the pass's order) and the reading itself: a cache keys the result by those
    /// files' bytes and reads them only on a miss. What the walk itself found (files left out, folders
    /// that could not be listed, the count of files by kind) is not `kept`'s: it is found again
    /// on every run.
    package static func scan(_ paths: [String], keys: KeyIndex, wrappers: [SourceWrapper],
                             kept: (_ files: [String], _ read: () -> SourceLayout) -> SourceLayout) -> SourceLayout {
        scan(SourceDiscovery.find(paths), keys: keys, wrappers: wrappers, kept: kept)
    }

    static func scan(_ found: DiscoveredSources, keys: KeyIndex, wrappers: [SourceWrapper],
                     kept: (_ files: [String], _ read: () -> SourceLayout) -> SourceLayout) -> SourceLayout {
        let files = found.files
        var layout = SourceLayout(problems: found.problems)
        layout.leftOut = found.leftOut
        for kind in SourceFile.Kind.allCases {
            let count = files.filter { $0.kind == kind }.count
            if count > 0 { layout.files[kind.rawValue] = count }
        }
        layout.add(kept(files.map(\.path)) { read(files, keys: keys, wrappers: wrappers) })
        return layout
    }

    /// What the files say: their uses (sorted), what could not be placed, their problems.
    private static func read(_ files: [SourceFile], keys: KeyIndex, wrappers: [SourceWrapper]) -> SourceLayout {
        var layout = SourceLayout()
        // Storyboards first: the labels their outlets connect to are what Swift code sets texts on.
        let (interfaceBuilder, outlets) = InterfaceBuilderSources.readWithOutlets(
            files.filter { $0.kind != .swift && $0.kind != .objectiveC }, keys: keys,
            swiftFiles: files.filter { $0.kind == .swift && !$0.otherPlatform }.map(\.path),
            codeFiles: files.filter { $0.kind == .swift || $0.kind == .objectiveC }.map(\.path))
        layout.add(SwiftSources.read(files.filter { $0.kind == .swift }, keys: keys, wrappers: wrappers, outlets: outlets))
        layout.add(interfaceBuilder)
        // Objective-C last: a table it looks keys up in at run time stands for those no other file uses.
        let used = Set(layout.uses.map(\.key) + layout.unresolved.compactMap(\.key))
        layout.add(ObjectiveCSources.read(files.filter { $0.kind == .objectiveC }, keys: keys, outlets: outlets, usedElsewhere: used))
        layout.uses.sort { ($0.key, $0.location.file, $0.location.line, $0.location.column, $0.pattern)
            < ($1.key, $1.location.file, $1.location.line, $1.location.column, $1.pattern) }
        return layout
    }
}

extension SourceScanner {
    /// One Swift file held in memory, read as if it were at `path` (tests, examples).
    static func scan(swift text: String, path: String, keys: KeyIndex, wrappers: [SourceWrapper] = []) -> SourceLayout {
        SwiftSources.read(text: text, path: path, keys: keys, wrappers: wrappers)
    }
}

extension SourceLayout {
    mutating func add(_ other: SourceLayout) {
        uses += other.uses
        unresolved += other.unresolved
        problems += other.problems
        setAside += other.setAside
        setAsideKeys.formUnion(other.setAsideKeys)
    }
}
