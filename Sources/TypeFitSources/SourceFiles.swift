import Dispatch
import Foundation
import TypeFitCatalog
import Synchronization
import TypeFitConfig
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
    /// In the folder of a target built for a platform the check does not cover (a macOS app's
    /// beside the iOS app's, `SourceDiscovery.otherPlatformTarget`): read, so that its keys count as
    /// used, but every use in it is set aside as code under `#if os(macOS)` is.
    var otherPlatform = false
}

/// What a walk of the sources folders found: the files to read, those left out and why, and the
/// project files the app's platforms are read from.
package struct DiscoveredSources: Sendable {
    /// The app's source files, in order.
    let files: [SourceFile]
    package var problems: [InputProblem]
    /// Folders and files that are not the app's source (`SourceFolders`, `SourceImports`).
    package var leftOut: [LeftOutSource]
    /// Xcode project files (`*.xcodeproj/project.pbxproj`), Info.plists (`Info.plist`,
    /// `*-Info.plist`) and a package manifest at the top of a folder walked (`Package.swift`),
    /// outside the folders left out, sorted.
    package var projectFiles: [String]
    /// Every package manifest (`Package.swift`) outside the folders left out, sorted: the app's
    /// local packages, whose `platforms:` bound the systems the app that links them runs on.
    package var packageManifests: [String] = []
}

/// Finds the app's Swift, Objective-C, Interface Builder and strings files under the sources folders: regular
/// files only (a link is not followed, so a link cycle or a link out of the project cannot be
/// walked into), hidden folders, build products, others' code, test targets and macOS-only files
/// left out (`SourceFolders`, `SourceImports`), sorted by path so runs are reproducible. A file
/// given by name is read whatever it is.
enum SourceDiscovery {
    static let extensions: [String: SourceFile.Kind] = [
        "swift": .swift, "storyboard": .interfaceBuilder, "xib": .interfaceBuilder, "strings": .strings,
        "m": .objectiveC, "mm": .objectiveC, "h": .objectiveC,
    ]

    /// With `examiningFiles` false, code files are listed without reading their imports and the
    /// folders left out are not counted (a walk for the project files alone).
    static func find(_ paths: [String], examiningFiles: Bool = true) -> DiscoveredSources {
        var files: [SourceFile] = []
        var found = DiscoveredSources(files: [], problems: [], leftOut: [], projectFiles: [])
        let fm = FileManager.default
        for raw in paths {
            let path = raw.count > 1 && raw.hasSuffix("/") ? String(raw.dropLast()) : raw
            guard let type = (try? fm.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else {
                found.problems.append(InputProblem("no such file or directory", at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            if type == .typeRegular {
                if let kind = extensions[(path as NSString).pathExtension.lowercased()] { files.append(SourceFile(path: path, kind: kind)) }
                continue
            }
            guard type == .typeDirectory else { continue }
            var inFolder: [SourceFile] = []
            var stack = [(directory: path, otherPlatform: false)]
            while let (directory, outerPlatform) = stack.popLast() {
                guard let names = try? fm.contentsOfDirectory(atPath: directory) else {
                    found.problems.append(InputProblem("cannot list this folder", at: SourceLocation(file: directory, line: 1, column: 1)))
                    continue
                }
                if directory != path,
                   let reason = SourceFolders.leftOutReason(folder: (directory as NSString).lastPathComponent, holding: names) {
                    let count = examiningFiles ? SourceFolders.sourceFileCount(in: directory, extensions: extensions) : 0
                    if count > 0 { found.leftOut.append(LeftOutSource(path: directory, reason: reason, files: count, isFolder: true)) }
                    continue
                }
                let otherPlatform = outerPlatform || directory != path && otherPlatformTarget(directory, holding: names)
                for name in names where !name.hasPrefix(".") {
                    let child = directory == "/" ? "/" + name : directory + "/" + name
                    guard let type = (try? fm.attributesOfItem(atPath: child))?[.type] as? FileAttributeType else { continue }
                    if type == .typeDirectory {
                        stack.append((child, otherPlatform))
                        continue
                    }
                    guard type == .typeRegular else { continue }
                    if isProjectFile(name, in: directory, root: path) { found.projectFiles.append(child) }
                    if name == "Package.swift" { found.packageManifests.append(child) }
                    guard let kind = extensions[(name as NSString).pathExtension.lowercased()] else { continue }
                    inFolder.append(SourceFile(path: child, kind: kind, otherPlatform: otherPlatform))
                }
            }
            if examiningFiles {
                // Code (not a storyboard or a strings table) says in its imports whether it is a test or macOS code.
                let reasons = leftOutReasons(inFolder)
                for (file, reason) in zip(inFolder, reasons) {
                    if let reason { found.leftOut.append(LeftOutSource(path: file.path, reason: reason, files: 1, isFolder: false)) }
                }
                inFolder = zip(inFolder, reasons).filter { $0.1 == nil }.map(\.0)
            }
            files += inFolder.sorted { $0.path < $1.path }
        }
        var seen: Set<String> = []
        return DiscoveredSources(files: files.filter { seen.insert($0.path).inserted }, problems: found.problems,
                                 leftOut: found.leftOut.sorted { $0.path < $1.path }, projectFiles: Array(Set(found.projectFiles)).sorted(),
                                 packageManifests: Array(Set(found.packageManifests)).sorted())
    }

    /// Whether `directory` is the folder of a macOS app's target: it holds the target's `Info.plist`
    /// (where Xcode's app templates put it, the target's `INFOPLIST_FILE`), and that says macOS
    /// (`BundleInfo.isMacApplication`). A project that builds one app for iOS and one for macOS
    /// from folders side by side keeps the macOS app's code there, often without `#if os(macOS)`
    /// or an AppKit import (SwiftUI views). Without the Xcode project's file membership (not read),
    /// the folder is the best evidence of the target a file is built in: an estimate.
    static func otherPlatformTarget(_ directory: String, holding names: [String]) -> Bool {
        guard names.contains("Info.plist"),
              let bytes = try? FileBytes.read(directory + "/Info.plist", limit: 1 << 20),
              let info = try? BundleInfo.read(file: directory + "/Info.plist", bytes: bytes) else { return false }
        return info.isMacApplication
    }

    /// Why each code file is not the app's source, read from its imports (`SourceImports`), the
    /// files' heads read in parallel; nil for the app's own and for storyboards and strings tables.
    static func leftOutReasons(_ files: [SourceFile]) -> [LeftOutSource.Reason?] {
        let reasons = Mutex([LeftOutSource.Reason?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            guard file.kind != .interfaceBuilder, file.kind != .strings,
                  let reason = SourceImports.read(file.path).leftOutReason else { return }
            reasons.withLock { $0[index] = reason }
        }
        return reasons.withLock { $0 }
    }

    /// Whether a file is one the app's platforms are read from.
    static func isProjectFile(_ name: String, in directory: String, root: String) -> Bool {
        if name == "project.pbxproj" { return directory.hasSuffix(".xcodeproj") }
        if name == "Info.plist" || name.hasSuffix("-Info.plist") { return true }
        return name == "Package.swift" && directory == root
    }
}
