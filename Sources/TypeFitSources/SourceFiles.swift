import Foundation
import TypeFitCatalog
import TypeFitDiagnostics

/// An app source file the pass reads.
struct SourceFile: Hashable, Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case swift
        /// A storyboard or a xib.
        case interfaceBuilder = "interface-builder"
        /// A `.strings` table that belongs to source rather than to the app's own catalogs:
        /// `InfoPlist.strings`, a storyboard's `Main.strings`.
        case strings
        /// An Objective-C or Objective-C++ file or header (`.m`, `.mm`, `.h`).
        case objectiveC = "objective-c"
    }

    let path: String
    let kind: Kind
}

/// Finds the app's Swift, Objective-C, Interface Builder and strings files under the sources folders: regular
/// files only (a link is not followed, so a link cycle or a link out of the project cannot be
/// walked into), build products and third-party folders skipped, sorted by path so runs are
/// reproducible.
enum SourceDiscovery {
    static let extensions: [String: SourceFile.Kind] = [
        "swift": .swift, "storyboard": .interfaceBuilder, "xib": .interfaceBuilder, "strings": .strings,
        "m": .objectiveC, "mm": .objectiveC, "h": .objectiveC,
    ]

    static func find(_ paths: [String]) -> (files: [SourceFile], problems: [InputProblem]) {
        var files: [SourceFile] = []
        var problems: [InputProblem] = []
        let fm = FileManager.default
        for raw in paths {
            let path = raw.count > 1 && raw.hasSuffix("/") ? String(raw.dropLast()) : raw
            guard let type = (try? fm.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else {
                problems.append(InputProblem("no such file or directory", at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            if type == .typeRegular {
                if let kind = extensions[(path as NSString).pathExtension.lowercased()] { files.append(SourceFile(path: path, kind: kind)) }
                continue
            }
            guard type == .typeDirectory else { continue }
            var found: [SourceFile] = []
            var stack = [path]
            while let directory = stack.popLast() {
                guard let names = try? fm.contentsOfDirectory(atPath: directory) else {
                    problems.append(InputProblem("cannot list this folder", at: SourceLocation(file: directory, line: 1, column: 1)))
                    continue
                }
                // An `.xcloc` export holds Xcode's snapshot copies of the app's files, not its source.
                for name in names where !name.hasPrefix(".") && !CatalogDiscovery.skippedFolders.contains(name)
                    && !name.hasSuffix(".xcloc") {
                    let child = directory == "/" ? "/" + name : directory + "/" + name
                    guard let type = (try? fm.attributesOfItem(atPath: child))?[.type] as? FileAttributeType else { continue }
                    if type == .typeDirectory {
                        stack.append(child)
                    } else if type == .typeRegular, let kind = extensions[(name as NSString).pathExtension.lowercased()] {
                        found.append(SourceFile(path: child, kind: kind))
                    }
                }
            }
            files += found.sorted { $0.path < $1.path }
        }
        var seen: Set<String> = []
        return (files.filter { seen.insert($0.path).inserted }, problems)
    }
}
