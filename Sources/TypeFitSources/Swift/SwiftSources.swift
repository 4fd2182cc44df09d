import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization
import TypeFitConfig
import TypeFitDiagnostics

/// Swift files → uses (SwiftUI, UIKit, SwiftGen and R.swift accessors, the app's wrappers).
///
/// Three steps: the files that may hold SwiftGen accessors are read first, so an accessor can be
/// mapped to its key anywhere; then every file is parsed and read on its own, in parallel; then
/// the files are linked (keys returned from members or passed to custom views, to where those are
/// drawn). A file that cannot be read is a problem at its place and the others go on.
enum SwiftSources {
    /// Larger files are not app source (generated data, vendored bundles) and are skipped.
    static let sizeLimit = 2 * 1024 * 1024

    /// One Swift source: its path and its text, or why there is none.
    struct Input: Sendable {
        var path: String
        var text: String?
        var problem: InputProblem?
        /// Every use in it is set aside (`SourceFile.otherPlatform`).
        var otherPlatform = false
    }

    static func read(_ files: [SourceFile], keys: KeyIndex, wrappers: [SourceWrapper],
                     outlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets()) -> SourceLayout {
        var inputs = load(files.map(\.path))
        for (position, file) in files.enumerated() where position < inputs.count { inputs[position].otherPlatform = file.otherPlatform }
        return scan(inputs, keys: keys, wrappers: wrappers, outlets: outlets)
    }

    /// One file's text (the scanner's entry for text held in memory).
    static func read(text: String, path: String, keys: KeyIndex, wrappers: [SourceWrapper]) -> SourceLayout {
        read(texts: [(path: path, text: text)], keys: keys, wrappers: wrappers)
    }

    /// Sources given as text, each with the path it stands for (tests read snippets this way).
    static func read(texts: [(path: String, text: String)], keys: KeyIndex, wrappers: [SourceWrapper] = [],
                     outlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets()) -> SourceLayout {
        scan(texts.map { Input(path: $0.path, text: $0.text) }, keys: keys, wrappers: wrappers, outlets: outlets)
    }

    /// Reads the files, in parallel.
    static func load(_ paths: [String]) -> [Input] {
        let inputs = Mutex([Input?](repeating: nil, count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let input = loadOne(paths[index])
            inputs.withLock { $0[index] = input }
        }
        return inputs.withLock { $0.compactMap { $0 } }
    }

    private static func loadOne(_ path: String) -> Input {
        let start = TypeFitDiagnostics.SourceLocation(file: path, line: 1, column: 1)
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        if size > sizeLimit {
            return Input(path: path, problem: InputProblem("skipped: a Swift file larger than 2 MB is not read", at: start))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return Input(path: path, problem: InputProblem("cannot read this file", at: start))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return Input(path: path, problem: InputProblem("not UTF-8 text: this Swift file was not read", at: start))
        }
        return Input(path: path, text: text)
    }

    /// The text of a file the pass reads: a package manifest names targets, not UI texts.
    private static func parsable(_ input: Input) -> String? {
        guard let text = input.text, !input.path.hasSuffix("/Package.swift"), input.path != "Package.swift" else { return nil }
        return text
    }

    static func scan(_ inputs: [Input], keys: KeyIndex, wrappers declared: [SourceWrapper],
                     outlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets()) -> SourceLayout {
        // Every file parsed and indexed first: what its types declare is read from other files.
        // Each tree is dropped once its file is indexed and parsed again when the file is read
        // for uses: an app's 890 files hold about 130 MB of trees at once.
        typealias Indexed = (tables: FileIndex.Tables, accessors: [String: GeneratedAccessors.Target],
                             fonts: [String: FontReading])
        // A file that nests too deep for the parse or for the readers is refused before either
        // (`SwiftNesting`, `SyntaxDepth`), and every parse and read runs on a large stack.
        let indexed = Mutex([Indexed?](repeating: nil, count: inputs.count))
        let refused = Mutex([InputProblem?](repeating: nil, count: inputs.count))
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            guard let text = parsable(inputs[index]) else { return }
            let path = inputs[index].path
            let outcome: Result<Indexed, InputProblem> = SwiftParseThread.run {
                if let problem = SwiftNesting.problem(in: text, path: path) { return .failure(problem) }
                let tree = Parser.parse(source: text)
                if let deep = SyntaxDepth.firstTooDeep(tree) { return .failure(SyntaxDepth.problem(at: deep, text: text, path: path)) }
                let indexer = FileIndex(file: index)
                indexer.walk(tree)
                var tables = indexer.tables
                if CodeConstraints.mayHold(text) { tables.layouts = CodeConstraints.read(path: path, tree: tree) }
                return .success((tables,
                                 GeneratedAccessors.mayDeclare(text) ? GeneratedAccessors.declared(in: tree) : [:],
                                 AppFonts.mayDeclare(text) ? AppFonts.declared(in: tree) : [:]))
            }
            switch outcome {
            case .success(let file): indexed.withLock { $0[index] = file }
            case .failure(let problem): refused.withLock { $0[index] = problem }
            }
        }
        let files = indexed.withLock { $0 }
        let refusals = refused.withLock { $0 }
        let members = TypeMembers(files.compactMap { $0?.tables }, outlets: outlets)

        // What other files refer to: SwiftGen's accessors and the app's own fonts.
        var accessors = GeneratedAccessors(keys: keys)
        var appFonts: [String: FontReading] = [:]
        for case let file? in files {
            accessors.merge(file.accessors)
            appFonts.merge(file.fonts) { first, _ in first }
        }
        let fonts = appFonts
        let roots = Set(accessors.swiftGen.keys.compactMap { $0.split(separator: ".").first.map(String.init) })
        let wrappers = DeclaredWrappers(declared)
        let localizing = Self.localizingAccessors(files.compactMap { $0?.tables }, members: members, ignoring: roots)

        let results = Mutex([(facts: FileFacts, setAside: Int)?](repeating: nil, count: inputs.count))
        let frozen = accessors
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let input = inputs[index]
            var facts = FileFacts()
            var setAside = 0
            if let problem = input.problem ?? refusals[index] {
                facts.problems.append(problem)
            } else if let text = parsable(input), let tables = files[index]?.tables {
                (facts, setAside) = SwiftParseThread.run {
                    let tree = Parser.parse(source: text)
                    let scan = FileScan(path: input.path, file: index, text: text, tree: tree, keys: keys, accessors: frozen,
                                        roots: roots, wrappers: wrappers, localizing: localizing, appFonts: fonts, members: members,
                                        index: tables)
                    scan.otherPlatform = input.otherPlatform
                    scan.walk(tree)
                    var facts = scan.facts
                    if tree.hasError, let problem = SyntaxErrors.first(in: tree, scan: scan) { facts.problems.append(problem) }
                    return (facts, scan.setAside)
                }
            }
            results.withLock { $0[index] = (facts, setAside) }
        }
        let scanned = results.withLock { $0.compactMap { $0 } }

        var (placed, unresolved) = UseLinker(scanned.map(\.facts), names: members.names, declaring: members.declaring).link()
        placed = Self.distinct(placed)
        var layout = SourceLayout()
        layout.uses = placed
        layout.unresolved = scanned.flatMap(\.facts.unresolved) + unresolved
        layout.problems = scanned.flatMap(\.facts.problems)
        layout.setAside = scanned.reduce(0) { $0 + $1.setAside }
        layout.setAsideKeys = scanned.reduce(into: []) { $0.formUnion($1.facts.setAsideKeys) }
        layout.files = inputs.isEmpty ? [:] : ["swift": inputs.count]
        layout.uses.sort(by: Order.uses)
        layout.unresolved.sort(by: Order.unresolved)
        return layout
    }
}

extension SwiftSources {
    /// The app's localizing accessors, found in every file's candidates; SwiftGen's generated
    /// enums (`roots`) are read as accessors of their own, by their generated file.
    static func localizingAccessors(_ files: [FileIndex.Tables], members: TypeMembers, ignoring roots: Set<String>) -> LocalizingAccessors {
        var supertypes: [String: [String]] = [:]
        for file in files {
            for (type, parents) in file.supertypes {
                let path = members.resolved(type)
                for parent in parents {
                    guard let resolved = members.names.resolve(parent.path, from: parent.scope),
                          !(supertypes[path]?.contains(resolved) ?? false) else { continue }
                    supertypes[path, default: []].append(resolved)
                }
            }
        }
        return LocalizingAccessors(candidates: files.flatMap(\.accessorCandidates), names: members.names, supertypes: supertypes,
                                   handsBack: { members.handsBackText($0, label: $1) }, ignoredOwners: roots)
    }

    /// One use per key, place, API and settings: a text reached along several paths (a view
    /// composed through several members) keeps its shortest path.
    static func distinct(_ uses: [SourceUse]) -> [SourceUse] {
        struct Identity: Hashable {
            var key: String, kind: UseKind, location: TypeFitDiagnostics.SourceLocation, pattern: String
            var settings: ElementSettings, grade: UseGrade
        }
        var best: [Identity: Int] = [:]
        var kept: [SourceUse] = []
        for use in uses {
            let identity = Identity(key: use.key, kind: use.kind, location: use.location, pattern: use.pattern,
                                    settings: use.settings, grade: use.grade)
            if let index = best[identity] {
                if use.via.count < kept[index].via.count { kept[index] = use }
            } else {
                best[identity] = kept.count
                kept.append(use)
            }
        }
        return kept
    }
}

/// A file that swift-syntax reads with errors: the first one is reported, the rest of the file
/// is still read as far as it parses.
enum SyntaxErrors {
    private final class Finder: SyntaxVisitor {
        var first: AbsolutePosition?

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            if first == nil { first = node.positionAfterSkippingLeadingTrivia }
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if first == nil, token.presence == .missing { first = token.position }
            return .skipChildren
        }
    }

    static func first(in tree: SourceFileSyntax, scan: FileScan) -> InputProblem? {
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        guard let position = finder.first, let token = tree.token(at: position) ?? tree.lastToken(viewMode: .sourceAccurate) else { return nil }
        return InputProblem("Swift syntax error; the rest of this file was read as far as it parses", at: scan.location(of: token))
    }
}

/// The order results are reported in, so that runs are reproducible.
enum Order {
    static func uses(_ a: SourceUse, _ b: SourceUse) -> Bool {
        let left = (a.key, a.location.file, a.location.line, a.location.column, a.pattern)
        let right = (b.key, b.location.file, b.location.line, b.location.column, b.pattern)
        if left != right { return left < right }
        return (a.settings.element?.rawValue ?? "", a.via.map(\.description).joined(separator: " "))
            < (b.settings.element?.rawValue ?? "", b.via.map(\.description).joined(separator: " "))
    }

    static func unresolved(_ a: UnresolvedUse, _ b: UnresolvedUse) -> Bool {
        (a.location.file, a.location.line, a.location.column, a.key ?? "", a.expression)
            < (b.location.file, b.location.line, b.location.column, b.key ?? "", b.expression)
    }
}
