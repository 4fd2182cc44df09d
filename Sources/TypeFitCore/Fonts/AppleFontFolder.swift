import Foundation
import TypeFitDiagnostics

/// `fonts.apple` (`--apple-fonts`): a folder holding Apple's font files, which a team downloads
/// from Apple under Apple's licence (typefit ships and downloads none). Only the file names the
/// `apple-system` profile looks for are read, in the folder and its subfolders; each must be a font,
/// and a symbolic link must end at a file inside the folder, so that a configuration cannot make
/// typefit open any other file through it.
package struct AppleFontFolder: Sendable, Equatable {
    /// The folder as given, made absolute.
    package let path: String
    /// Lower-cased file name → path, for the names the profile looks for.
    package let files: [String: String]

    /// Subfolders deeper than this are not searched (a download unpacked as it comes is 3 deep).
    static let depthLimit = 4
    /// Entries looked at, at most: a folder is a handful of fonts, not a file system.
    static let entryLimit = 20_000

    /// Scans `path`. Throws `FontError.appleFolder` naming the folder or the file at fault.
    package init(path given: String, names: Set<String> = FontProfile.appleFileNames) throws(FontError) {
        let fm = FileManager.default
        let path = URL(fileURLWithPath: given.hasPrefix("/") ? given : fm.currentDirectoryPath + "/" + given)
            .standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .appleFolder(path, "no such folder")
        }
        guard isFolder.boolValue else { throw .appleFolder(path, "a file, not a folder") }
        guard fm.isReadableFile(atPath: path), (try? fm.contentsOfDirectory(atPath: path)) != nil else {
            throw .appleFolder(path, "no permission to read it")
        }
        let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var found: [String: String] = [:]
        var stack = [(path, 0)]
        var seen = 0
        while let (folder, depth) = stack.popLast() {
            let entries = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in entries {
                seen += 1
                guard seen <= Self.entryLimit else { throw .appleFolder(path, "more than \(Self.entryLimit) entries") }
                let file = folder + "/" + name
                // Links to folders are not followed, so a link cycle cannot trap the walk.
                let type = (try? fm.attributesOfItem(atPath: file)[.type]) as? FileAttributeType
                if type == .typeDirectory {
                    if depth + 1 < Self.depthLimit { stack.append((file, depth + 1)) }
                    continue
                }
                let key = name.lowercased()
                guard names.contains(key), found[key] == nil else { continue }
                // A FIFO or a device would block the read that checks it is a font.
                guard type == .typeRegular || type == .typeSymbolicLink else {
                    throw .appleFolder(file, "not a regular file: not read")
                }
                if type == .typeSymbolicLink, !LinkedFile.isRegularFile(linkedFrom: file, inside: root) {
                    throw .appleFolder(file, "a symbolic link to something that is not a file inside the folder: not read")
                }
                do {
                    try FontFace.checkFile(file)
                    guard try FreeTypeLibrary.shared.faceCount(path: file) > 0 else { throw FontError.noFaces(file) }
                } catch let error as FontError {
                    throw error
                } catch {
                    throw .unreadable(file, "\(error)")
                }
                found[key] = file
            }
        }
        self.path = path
        self.files = found
    }

    /// Whether `file` was found in this folder.
    package func holds(_ file: String) -> Bool { file.hasPrefix(path.hasSuffix("/") ? path : path + "/") }
}

extension FontProfile {
    /// Every file name of Apple's families, lower-cased: what `fonts.apple` is searched for.
    package static let appleFileNames: Set<String> = Set(appleFamilies.flatMap(\.fileNames).map { $0.lowercased() })
}
