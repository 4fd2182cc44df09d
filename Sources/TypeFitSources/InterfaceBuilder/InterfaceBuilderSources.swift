import Foundation
import TypeFitCatalog
import TypeFitConfig
import TypeFitDiagnostics

/// Storyboards, xibs and their strings tables, and the tables the system shows (InfoPlist,
/// intents, App Shortcuts) → uses.
///
/// A storyboard's keys are `OBJECTID.property` in the table named after it (`Main.strings` for
/// `Main.storyboard`, in `Base.lproj` or in each `xx.lproj`). The keys are taken from the catalogs
/// (`keys`): each key of the table whose object is in the document is a use; a key whose object is
/// gone is stale and gives nothing, so the check reports it unused.
enum InterfaceBuilderSources {
    /// Larger files are skipped with a problem: the biggest storyboard of the corpus apps is 120 KB.
    static let maxFileBytes = 8 << 20

    static func read(_ files: [SourceFile], keys: KeyIndex) -> SourceLayout {
        readWithOutlets(files, keys: keys).layout
    }

    /// The uses, and the labels the documents' outlets connect to (for the Swift pass).
    /// `swiftFiles`: the app's Swift, read only for the bar items a storyboard controller's class sets.
    /// `codeFiles`: the app's Swift and Objective-C, read for the storyboard IDs it names (`InterfaceBuilderScenes`).
    static func readWithOutlets(_ files: [SourceFile], keys: KeyIndex, swiftFiles: [String] = [], codeFiles: [String] = [])
        -> (layout: SourceLayout, outlets: InterfaceBuilderOutlets) {
        let keysByTable = keys.keysByTable()
        let interfaceBuilderTables = Set(files.filter { $0.kind == .interfaceBuilder && !isSnapshot($0.path) }.map { table(of: $0.path) })
        var problems: [InputProblem] = []
        var texts: [SourceText] = []
        for file in files where !isSnapshot(file.path) {
            // Only the tables the pass reads are opened: most `.strings` files are the app's own catalogs.
            if file.kind == .strings {
                let name = table(of: file.path)
                guard !interfaceBuilderTables.contains(name),
                      SystemStringTable.kind(of: name, keys: keysByTable[name] ?? [], path: file.path) != nil else { continue }
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            if size > maxFileBytes {
                problems.append(tooLarge(file.path))
                continue
            }
            do {
                texts.append(SourceText(path: file.path, bytes: try FileBytes.read(file.path)))
            } catch {
                problems.append(error)
            }
        }
        var (layout, outlets) = read(texts, keys: keys, interfaceBuilderTables: interfaceBuilderTables,
                                     code: InterfaceBuilderCodeBarItems(swiftFiles: swiftFiles), codeFiles: codeFiles)
        layout.problems = sorted(problems + layout.problems)
        return (layout, outlets)
    }

    /// Reads files given as text (`path` stands for where each would be): what the tests use.
    static func read(texts: [(path: String, text: String)], keys: KeyIndex, swiftFiles: [String] = [],
                     codeFiles: [String] = []) -> SourceLayout {
        let texts = texts.map { SourceText(path: $0.path, bytes: Array($0.text.utf8)) }
        let tables = Set(texts.filter { isInterfaceBuilder($0.path) && !isSnapshot($0.path) }.map { table(of: $0.path) })
        return read(texts, keys: keys, interfaceBuilderTables: tables, code: InterfaceBuilderCodeBarItems(swiftFiles: swiftFiles),
                    codeFiles: codeFiles).layout
    }

    private static func read(_ texts: [SourceText], keys: KeyIndex, interfaceBuilderTables: Set<String>,
                             code: InterfaceBuilderCodeBarItems, codeFiles: [String]) -> (layout: SourceLayout, outlets: InterfaceBuilderOutlets) {
        let keysByTable = keys.keysByTable()
        var layout = SourceLayout()
        var outlets = InterfaceBuilderOutlets()
        var small: [SourceText] = []
        for text in texts.sorted(by: { $0.path < $1.path }) where !isSnapshot(text.path) {
            if text.bytes.count > maxFileBytes { layout.problems.append(tooLarge(text.path)) } else { small.append(text) }
        }
        // Every document first: a scene is opened from other storyboards too (`InterfaceBuilderScenes`).
        var documents: [InterfaceBuilderDocument] = []
        for text in small where isInterfaceBuilder(text.path) {
            do {
                documents.append(try InterfaceBuilderDocument(path: text.path, bytes: text.bytes,
                                                              localized: Set(keysByTable[table(of: text.path)] ?? [])))
            } catch {
                layout.problems.append(error)
            }
        }
        InterfaceBuilderScenes.mark(&documents, code: codeFiles)
        for document in documents {
            let tableKeys = keysByTable[document.table] ?? []
            guard document.isIOS else {
                // AppKit, tvOS and watchOS scenes: not what the check lays out.
                let drawn = tableKeys.filter { key in document.objects[String(key.prefix { $0 != "." })] != nil }
                layout.setAside += drawn.count
                layout.setAsideKeys.formUnion(drawn)
                continue
            }
            outlets.add(document)
            for key in tableKeys {
                for found in InterfaceBuilderElements.uses(of: key, in: document, code: code) { layout.add(found) }
            }
        }
        layout.add(SystemStrings.read(small, keys: keys, keysByTable: keysByTable, interfaceBuilderTables: interfaceBuilderTables))
        layout.unresolved.sort { ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column) }
        layout.problems = sorted(layout.problems)
        return (layout, outlets)
    }

    /// A file in an `.xcloc` export: Xcode's snapshot copy of a source file, not the app's own
    /// (the catalog loader skips them too).
    static func isSnapshot(_ path: String) -> Bool { path.contains(".xcloc/") }

    static func isInterfaceBuilder(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
    }

    /// The table of a storyboard or a strings file: its file name without the extension, as
    /// catalogs name theirs.
    static func table(of path: String) -> String { LprojLocale.table(ofFile: path) }

    private static func tooLarge(_ path: String) -> InputProblem {
        InputProblem("larger than \(maxFileBytes >> 20) MB: not read", at: SourceLocation(file: path, line: 1, column: 1))
    }

    private static func sorted(_ problems: [InputProblem]) -> [InputProblem] {
        problems.sorted { ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column) }
    }
}

/// A file's bytes, with the path they stand for.
struct SourceText: Sendable {
    let path: String
    let bytes: [UInt8]
}

/// What the pass found for one key at one place: a use, or something it could not place.
enum FoundUse {
    case use(SourceUse)
    case unresolved(UnresolvedUse)
}

extension SourceLayout {
    mutating func add(_ found: FoundUse) {
        switch found {
        case .use(let use): uses.append(use)
        case .unresolved(let unresolved): self.unresolved.append(unresolved)
        }
    }
}

extension KeyIndex {
    /// Table → its keys, sorted.
    func keysByTable() -> [String: [String]] {
        var byTable: [String: [String]] = [:]
        for (key, tables) in tables {
            for table in tables { byTable[table, default: []].append(key) }
        }
        return byTable.mapValues { $0.sorted() }
    }
}
