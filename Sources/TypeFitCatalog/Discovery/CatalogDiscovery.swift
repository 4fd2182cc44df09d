import Foundation
import TypeFitDiagnostics

/// A catalog file found on disk.
package struct DiscoveredFile: Hashable, Sendable {
    package var path: String
    package var format: CatalogFormat
}

/// Finds catalogs under directories, the way a project is laid out on disk.
package enum CatalogDiscovery {
    /// Folders that hold build products or third-party code, never the app's own catalogs.
    package static let skippedFolders: Set<String> = ["DerivedData", "build", "Pods", "Carthage", ".git", "node_modules"]

    static func isSkipped(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasPrefix(".build")
    }

    /// Every catalog under `paths` (files are taken as given, directories are searched), sorted by
    /// path so runs are reproducible. Inside an `.xcloc` bundle only `Localized Contents` is read:
    /// `Source Contents` holds Xcode's snapshot copies of the source catalogs, which would count
    /// every key twice.
    package static func find(_ paths: [String]) -> (files: [DiscoveredFile], errors: [InputProblem]) {
        let found = findWithProjects(paths)
        return (found.files, found.errors)
    }

    /// `find`, with the `project.pbxproj` of every Xcode project met on the way (sorted): the
    /// development region of `.lproj` tables is written there.
    package static func findWithProjects(_ paths: [String]) -> (files: [DiscoveredFile], errors: [InputProblem], projects: [String]) {
        var files: [DiscoveredFile] = []
        var projects: [String] = []
        var errors: [InputProblem] = []
        let fm = FileManager.default
        for raw in paths {
            let path = raw.count > 1 && raw.hasSuffix("/") ? String(raw.dropLast()) : raw
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(InputProblem("no such file or directory", at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            if !isDirectory.boolValue {
                let ext = (path as NSString).pathExtension
                if let format = CatalogFormat(pathExtension: ext) {
                    files.append(DiscoveredFile(path: path, format: format))
                } else {
                    errors.append(InputProblem("not a catalog (expected .xcstrings, .strings, .stringsdict, .xliff or an .xcloc folder)",
                                               at: SourceLocation(file: path, line: 1, column: 1)))
                }
                continue
            }
            let before = files.count
            walk(path, into: &files, projects: &projects, errors: &errors)
            files[before...].sort { $0.path < $1.path }
        }
        var seen: Set<String> = []
        return (files.filter { seen.insert($0.path).inserted }, errors, Array(Set(projects)).sorted())
    }

    private static func walk(_ root: String, into files: inout [DiscoveredFile], projects: inout [String],
                             errors: inout [InputProblem]) {
        let fm = FileManager.default
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        var stack = [root]
        while let dir = stack.popLast() {
            guard let names = try? fm.contentsOfDirectory(atPath: dir) else { continue }
            let inXcloc = dir.hasSuffix(".xcloc")
            for name in names {
                let path = dir == "/" ? "/" + name : dir + "/" + name
                // Symbolic links to folders are not followed, so link cycles cannot trap the walk.
                let type = (try? fm.attributesOfItem(atPath: path)[.type]) as? FileAttributeType
                if type == .typeDirectory {
                    if isSkipped(name) || (inXcloc && name == "Source Contents") { continue }
                    if name.hasSuffix(".xcodeproj") {
                        let project = path + "/project.pbxproj"
                        if (try? fm.attributesOfItem(atPath: project)[.type]) as? FileAttributeType == .typeRegular {
                            projects.append(project)
                        }
                        continue
                    }
                    stack.append(path)
                } else if let format = CatalogFormat(pathExtension: (name as NSString).pathExtension) {
                    // Followed only to a file inside the folder searched: a link out of it would make
                    // typefit read, and quote in its findings, a file the project does not hold. A FIFO,
                    // device or socket is listed like a file: `FileBytes` refuses it without reading.
                    if type == .typeSymbolicLink, !LinkedFile.isRegularFile(linkedFrom: path, inside: realRoot) {
                        errors.append(InputProblem("a symbolic link to something that is not a file inside the folder "
                                                   + "searched: not read", at: SourceLocation(file: path, line: 1, column: 1)))
                    } else {
                        files.append(DiscoveredFile(path: path, format: format))
                    }
                }
            }
        }
    }
}
