import Foundation
import TypeFitConfig
import TypeFitDiagnostics

/// Where a project is on disk, worked out from what the command line names — `--config`, the
/// catalog PATHs — and from the folder typefit runs in only when it names neither. A run from
/// another folder then finds the same config, reads the same source and names files the same way
/// (docs/check.md, "Where typefit looks").
struct ProjectFolder: Sendable {
    /// The folders the PATHs stand for, absolute and standardized, each once, in the order given:
    /// a folder itself; a file's folder; an `.xcloc` export's or `.lproj` table folder's parent (they
    /// hold catalogs, not the app). Empty when no PATH was given.
    let pathFolders: [String]
    /// The config file: `--config`, else `.typefit.yml` found upward from the PATH folders, else
    /// from `directory`; nil when there is none (or the search is off).
    let configFile: String?

    /// Finds the config for `options`. Throws when PATHs in different folders lead to different
    /// configs: which one's settings apply would be a guess.
    init(_ options: Project.Options) throws(ProjectError) {
        let given: [String] = if case .paths(let paths) = options.catalogs { paths } else { [] }
        pathFolders = Self.folders(of: given)
        if let file = options.configFile {
            configFile = file
            return
        }
        guard options.searchesForConfig else {
            configFile = nil
            return
        }
        guard !pathFolders.isEmpty else {
            configFile = ConfigReader.find(from: options.directory)
            return
        }
        var found: [(folder: String, config: String)] = []
        for folder in pathFolders {
            if let config = ConfigReader.find(from: folder), !found.contains(where: { $0.config == config }) {
                found.append((folder, config))
            }
        }
        if found.count > 1 {
            throw .invalid("the catalogs given belong to different projects: " + found.map { "\($0.folder) to \($0.config)" }
                .joined(separator: ", ") + "; check them one project at a time, or name the config with --config")
        }
        configFile = found.first?.config
    }

    /// The project's folder: the config's folder, else the folder the PATHs share, else `directory`.
    /// Absolute and standardized.
    func folder(_ configuration: CheckConfiguration, directory: String) -> String {
        if configuration.file != nil { return Self.absolute(configuration.baseDirectory) }
        if let common = Self.commonFolder(pathFolders) { return common }
        return Self.absolute(directory)
    }

    /// The app source read when neither `--sources` nor the config's `sources.paths` names it: the
    /// config's folder, else the PATH folders (a folder inside another given one is read with it),
    /// else `directory`.
    func defaultSources(_ configuration: CheckConfiguration, directory: String) -> [String] {
        if configuration.file != nil { return [configuration.baseDirectory] }
        guard !pathFolders.isEmpty else { return [directory] }
        return pathFolders.filter { folder in !pathFolders.contains { $0 != folder && Self.isInside(folder, $0) } }
    }

    /// The folder each path stands for, absolute and standardized, each once.
    static func folders(of paths: [String]) -> [String] {
        var folders: [String] = []
        for path in paths {
            var url = URL(fileURLWithPath: path).standardizedFileURL
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let bundle = ["xcloc", "lproj"].contains(url.pathExtension.lowercased())
            if exists && (!isDirectory.boolValue || bundle) || !exists && !url.pathExtension.isEmpty {
                url = url.deletingLastPathComponent()
            }
            if !folders.contains(url.path) { folders.append(url.path) }
        }
        return folders
    }

    /// The deepest folder holding every one of `folders`; nil for none.
    static func commonFolder(_ folders: [String]) -> String? {
        guard var common = folders.first.map({ $0.split(separator: "/", omittingEmptySubsequences: true) }) else { return nil }
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
            var same = 0
            while same < min(common.count, parts.count) && common[same] == parts[same] { same += 1 }
            common = Array(common.prefix(same))
        }
        return "/" + common.joined(separator: "/")
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" ? path != "/" : path.hasPrefix(folder + "/")
    }

    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
