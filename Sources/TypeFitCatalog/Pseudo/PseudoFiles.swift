import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TypeFitDiagnostics

/// One file `typefit pseudo` writes: where, relative to the output folder, and its text.
public struct PseudoFile: Sendable, Equatable {
    /// Relative to the output folder (`App/Localizable.xcstrings`, `App/en-XA.lproj/Localizable.strings`).
    public var path: String
    public var text: String
    /// The catalog it was made from (`Catalog.name`).
    public var catalog: String
}

/// The pseudo-localization of a set of catalogs, in the format each was read from: a String
/// Catalog is written whole with the pseudo-locales added (so it replaces the original in a test
/// build); a `.strings`/`.stringsdict` table gets a `LOCALE.lproj` folder beside the source's;
/// an XLIFF export gets one `LOCALE.xliff` per pseudo-locale beside it, holding every `<file>` it had.
/// Paths mirror the inputs: below the PATH given (a folder), or the file's own name.
public enum PseudoFiles {
    public static func make(_ catalogs: [Catalog], roots: [String], locales: [PseudoLocale],
                            expansion: PseudoExpansion) -> [PseudoFile] {
        let text = PseudoText(expansionPercent: expansion.percent)
        var files: [PseudoFile] = []
        var exports: [(folder: String, catalogs: [Catalog])] = []
        for catalog in catalogs {
            let pseudo = catalog.addingPseudoLocales(locales, text: text)
            guard let first = catalog.files.first else { continue }
            let relative = relativePath(of: first, roots: roots)
            switch catalog.format {
            case .xcstrings:
                files.append(PseudoFile(path: relative, text: XCStringsWriter.text(pseudo), catalog: catalog.name))
            case .strings, .stringsdict:
                // The source language's file names the table and the folder of the `.lproj`s.
                let source = catalog.files.first { LprojLocale.locale(ofFile: $0) == catalog.sourceLanguage } ?? first
                let home = folder(of: relativePath(of: source, roots: roots), dropLproj: LprojLocale.locale(ofFile: source) != nil)
                let name = fileName(source)
                for locale in locales {
                    let body = catalog.format == .strings ? StringsWriter.text(pseudo, locale: locale.tag)
                        : StringsdictWriter.text(pseudo, locale: locale.tag)
                    files.append(PseudoFile(path: join(home, "\(locale.tag).lproj/\(name)"), text: body, catalog: catalog.name))
                }
            case .xliff:
                let home = folder(of: relative, dropLproj: false)
                if let at = exports.firstIndex(where: { $0.folder == home }) { exports[at].catalogs.append(pseudo) }
                else { exports.append((home, [pseudo])) }
            }
        }
        for export in exports {
            for locale in locales {
                files.append(PseudoFile(path: join(export.folder, "\(locale.tag).xliff"),
                                        text: XLIFFWriter.text(export.catalogs, locale: locale.tag),
                                        catalog: export.catalogs.map(\.name).joined(separator: ", ")))
            }
        }
        return files
    }

    /// `file` below the root it was found under (a folder given as PATH), else its name alone.
    static func relativePath(of file: String, roots: [String]) -> String {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        for root in roots {
            let base = URL(fileURLWithPath: root).standardizedFileURL.path
            if absolute == base { return fileName(file) }
            let prefix = base == "/" ? "/" : base + "/"
            if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
        }
        return fileName(file)
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The folder of a relative path ("" for none), one more level up when it is an `.lproj`.
    private static func folder(of path: String, dropLproj: Bool) -> String {
        var parts = path.split(separator: "/").map(String.init)
        parts.removeLast()
        if dropLproj, parts.last?.hasSuffix(".lproj") == true { parts.removeLast() }
        return parts.joined(separator: "/")
    }

    private static func join(_ folder: String, _ path: String) -> String { folder.isEmpty ? path : folder + "/" + path }

    /// Writes `files` under `output` (made if missing) with `ReplacedFile`. The output folder,
    /// and every folder on the way to a file, must be a real folder, not a symbolic link; a file
    /// that would land on one of `inputs` (the catalog files read, compared with their links
    /// followed) is not written. Returns a problem for each file not written; the rest are.
    public static func write(_ files: [PseudoFile], to output: String, inputs: [String]) -> (written: [String], problems: [InputProblem]) {
        let manager = FileManager.default
        let outputPlace = SourceLocation(file: output, line: 1, column: 1)
        if let kind = nonFolder(output) {
            return ([], [InputProblem("the output folder is \(kind): nothing written (typefit writes only into real folders)", at: outputPlace)])
        }
        do { try manager.createDirectory(atPath: output, withIntermediateDirectories: true) } catch {
            return ([], [InputProblem("cannot make the output folder: \(error.localizedDescription)", at: outputPlace)])
        }
        let realInputs = Set(inputs.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
        var written: [String] = []
        var problems: [InputProblem] = []
        for file in files {
            let path = output.hasSuffix("/") ? output + file.path : output + "/" + file.path
            let place = SourceLocation(file: path, line: 1, column: 1)
            var folder = output
            var blocked: String?
            for part in file.path.split(separator: "/").dropLast() {
                folder += "/" + part
                if let kind = nonFolder(folder) { blocked = "\(folder) is \(kind)"; break }
                do { try manager.createDirectory(atPath: folder, withIntermediateDirectories: false) } catch {
                    if nonFolder(folder) != nil || !manager.fileExists(atPath: folder) { blocked = "cannot make \(folder)"; break }
                }
            }
            if let blocked {
                problems.append(InputProblem("not written: \(blocked) (typefit writes only into real folders)", at: place))
                continue
            }
            let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path + "/" + fileName(file.path)
            if realInputs.contains(real) {
                problems.append(InputProblem("not written: it is an input catalog (typefit pseudo never changes its inputs; "
                                             + "choose another --output)", at: place))
                continue
            }
            do {
                try ReplacedFile.write(path) { handle in handle.write(Data(file.text.utf8)) }
                written.append(path)
            } catch {
                problems.append(InputProblem("cannot write: \(error)", at: place))
            }
        }
        return (written, problems)
    }

    /// What stands at `path` when it is something else than a folder (nil: a folder, or nothing).
    private static func nonFolder(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return nil
        case S_IFLNK: return "a symbolic link"
        default: return "not a folder"
        }
    }
}
