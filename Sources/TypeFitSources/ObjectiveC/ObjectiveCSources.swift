import Dispatch
import Foundation
import Synchronization
import TypeFitCatalog
import TypeFitConfig
import TypeFitDiagnostics

/// Objective-C files (`.m`, `.mm`, `.h`) → uses.
///
/// Five steps: every file is read for its declarations, in parallel; the declarations are merged
/// into one index (classes, lineages, methods, functions, macros); every body is walked for the
/// attributes it sets on receivers; the app's localizing wrappers are found, to a fixed point
/// (a wrapper may call another); every body is walked for its keys and the reads of what holds
/// them, in parallel; then the files are linked. A file that cannot be read is a problem at its
/// place and the others go on.
enum ObjectiveCSources {
    /// Larger files are not app source (generated data, amalgamated libraries) and are skipped.
    static let sizeLimit = 2 * 1024 * 1024
    /// Rounds of wrapper-finding: a wrapper of a wrapper of … this deep is still found.
    static let wrapperRounds = 8

    struct Input: Sendable {
        var path: String
        var bytes: [UInt8]?
        var problem: InputProblem?
        /// All of it is set aside (`SourceFile.otherPlatform`).
        var otherPlatform = false
    }

    /// `usedElsewhere`: keys the Swift and Interface Builder passes found used, so a key of a
    /// table looked up with a key built at run time is reported there only when nothing else
    /// uses it.
    static func read(_ files: [SourceFile], keys: KeyIndex, outlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets(),
                     usedElsewhere: Set<String> = []) -> SourceLayout {
        var inputs = load(files.map(\.path))
        for (position, file) in files.enumerated() where position < inputs.count { inputs[position].otherPlatform = file.otherPlatform }
        return read(inputs, keys: keys, outlets: outlets, usedElsewhere: usedElsewhere)
    }

    /// Sources given as text, each with the path it stands for (tests read snippets this way).
    static func read(texts: [(path: String, text: String)], keys: KeyIndex,
                     outlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets()) -> SourceLayout {
        read(texts.map { Input(path: $0.path, bytes: Array($0.text.utf8)) }, keys: keys, outlets: outlets, usedElsewhere: [])
    }

    static func load(_ paths: [String]) -> [Input] {
        let inputs = Mutex([Input?](repeating: nil, count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            let input = loadOne(paths[position])
            inputs.withLock { $0[position] = input }
        }
        return inputs.withLock { $0.compactMap { $0 } }
    }

    private static func loadOne(_ path: String) -> Input {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        if size > sizeLimit {
            return Input(path: path, problem: InputProblem("skipped: an Objective-C file larger than 2 MB is not read", at: start))
        }
        do {
            return Input(path: path, bytes: try FileBytes.read(path, limit: sizeLimit))
        } catch {
            return Input(path: path, problem: error)
        }
    }

    static func read(_ inputs: [Input], keys: KeyIndex, outlets: InterfaceBuilderOutlets, usedElsewhere: Set<String>) -> SourceLayout {
        var layout = SourceLayout()
        guard !inputs.isEmpty else { return layout }
        layout.files = ["objective-c": inputs.count]
        let files = parallel(inputs.count) { position -> ObjectiveCFile? in
            inputs[position].bytes.map {
                ObjectiveCDeclarations.read(path: inputs[position].path, bytes: $0, otherPlatform: inputs[position].otherPlatform)
            }
        }
        let index = ObjectiveCIndex(files.compactMap { $0 })

        let found = parallel(files.count) { position -> ObjectiveCAttributes.Found in
            guard let file = files[position] else { return ObjectiveCAttributes.Found() }
            let reader = ObjectiveCReader(mode: .attributes, file: file, fileIndex: position, index: index, keys: keys, accessors: [:],
                                          attributes: ObjectiveCAttributes())
            for function in file.functions { reader.read(function) }
            return reader.recorded
        }
        let attributes = ObjectiveCAttributes(outlets: outlets, found: found)
        let accessors = wrappers(files, index: index, keys: keys)

        let results = parallel(files.count) { position -> ObjectiveCFacts in
            guard let file = files[position] else { return ObjectiveCFacts() }
            let reader = ObjectiveCReader(mode: .uses, file: file, fileIndex: position, index: index, keys: keys,
                                          accessors: accessors, attributes: attributes)
            for function in file.functions { reader.read(function) }
            let setAside = setAside(file, accessors: accessors, keys: keys)
            reader.facts.setAside += setAside.count
            reader.facts.setAsideKeys.formUnion(setAside)
            return reader.facts
        }
        var facts = ObjectiveCFacts()
        for result in results { facts.add(result) }

        let (widened, lookups) = widen(facts.runtimeTables, literalTables: facts.literalTables, keys: keys,
                                       usedElsewhere: usedElsewhere)
        var (uses, unresolved) = ObjectiveCLinker(facts, index: index).link(facts.occurrences + widened)
        uses = SwiftSources.distinct(uses)
        var used = usedElsewhere
        for use in uses { used.insert(use.key) }
        for item in unresolved + facts.unresolved { if let key = item.key { used.insert(key) } }
        // A key looked up at run time in a table also read otherwise may be any of its keys not used elsewhere.
        let byTable = keys.keysByTable()
        for lookup in lookups {
            unresolved.append(UnresolvedUse(key: nil, location: lookup.location, expression: "key built at run time: " + lookup.expression))
            for key in byTable[lookup.table] ?? [] where !used.contains(key) {
                unresolved.append(UnresolvedUse(key: key, location: lookup.location,
                                                expression: "key built at run time in table \(lookup.table): " + lookup.expression))
            }
        }
        layout.uses = uses.sorted(by: Order.uses)
        layout.unresolved = (facts.unresolved + unresolved).sorted(by: Order.unresolved)
        layout.problems = inputs.compactMap(\.problem) + files.compactMap { $0 }.flatMap(\.problems)
        layout.setAside = facts.setAside
        layout.setAsideKeys = facts.setAsideKeys
        return layout
    }

    /// The app's localizing wrappers, found round by round until no new one appears: a macro,
    /// function or method whose parameter reaches a localizing call (Foundation's, or a wrapper
    /// found in an earlier round) as the key.
    static func wrappers(_ files: [ObjectiveCFile?], index: ObjectiveCIndex, keys: KeyIndex) -> [String: ObjectiveCAccessor] {
        var accessors: [String: ObjectiveCAccessor] = [:]
        for _ in 0..<wrapperRounds {
            let known = accessors
            let rounds = parallel(files.count) { position -> [String: ObjectiveCAccessor] in
                guard let file = files[position] else { return [:] }
                let reader = ObjectiveCReader(mode: .accessors, file: file, fileIndex: position, index: index, keys: keys,
                                              accessors: known, attributes: ObjectiveCAttributes())
                for function in file.functions where Self.mayWrap(function) { reader.read(function) }
                var found = reader.found
                for macro in file.macros {
                    var own = file
                    own.tokens = file.macroTokens[macro.name] ?? []
                    let macroReader = ObjectiveCReader(mode: .accessors, file: own, fileIndex: position, index: index, keys: keys,
                                                       accessors: known, attributes: ObjectiveCAttributes())
                    macroReader.read(macro)
                    found.merge(macroReader.found) { first, _ in first }
                }
                return found
            }
            var changed = false
            for found in rounds {
                for (id, accessor) in found where accessors[id] != accessor {
                    if accessors[id]?.returns == true && !accessor.returns { continue }
                    accessors[id] = accessor
                    changed = true
                }
            }
            if !changed { break }
        }
        return accessors
    }

    /// Only a function with a parameter can take a key.
    private static func mayWrap(_ function: ObjectiveCFunction) -> Bool { !function.parameters.isEmpty }

    /// The catalog keys of the localizing calls in code never built for iOS, once per call.
    private static func setAside(_ file: ObjectiveCFile, accessors: [String: ObjectiveCAccessor], keys: KeyIndex) -> [String] {
        let tokens = file.setAside
        var found: [String] = []
        for (position, token) in tokens.enumerated() where position + 2 < tokens.count {
            let localizes = token.kind == .identifier
                && (ObjectiveCLocalizing.function(token.text) != nil || accessors[token.text + "()"] != nil)
                && tokens[position + 1].is("(")
                || token.isName("localizedStringForKey") && tokens[position + 1].is(":")
            if localizes, tokens[position + 2].kind == .string, keys.contains(tokens[position + 2].value) {
                found.append(tokens[position + 2].value)
            }
        }
        return found
    }

    /// `count` results computed in parallel, in order.
    static func parallel<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let results = Mutex([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { position in
            let result = body(position)
            results.withLock { $0[position] = result }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
