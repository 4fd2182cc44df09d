import SwiftSyntax

/// The app's own localizing accessors, found by what their code does rather than by their names:
/// a function, method, initializer, subscript or computed property whose input reaches a
/// localizing call (`NSLocalizedString`, `Bundle.localizedString(forKey:value:table:)`,
/// `String(localized:)`, `LocalizedStringKey`) and comes back as its result — directly, or through
/// another accessor of the app, in any file (`func localized(_ key: String) -> String {
/// NSLocalizedString(key, comment: "") }`, `extension String { var localized: String { … } }`).
/// A call of one is read as a localizing call with the accessor's table. Found to a fixed point,
/// so an accessor that calls an accessor is one too.
///
/// Which function a call means is decided as Swift would, as far as the source tells without
/// types: a call written with nothing before it is the member of the type around it (its own, its
/// supertypes' and protocols' extensions, the types it is nested in), else a global function; a
/// call on a type is that type's; otherwise the candidates of that name must agree on the table.
struct LocalizingAccessors: Sendable {
    /// An accessor's table: a name, or the position of the parameter its callers name it with.
    enum Table: Sendable, Hashable {
        case literal(String)
        case parameter(Int)
    }

    struct Accessor: Sendable, Hashable {
        var candidate: AccessorCandidate
        /// The owner's path as the app declares it ("" for a global function).
        var owner: String
        /// The table it reads, or nil for the default one.
        var table: Table?

        /// The table a call of it reads: its own, or the literal its caller passes for it.
        func table(for call: CallShape) -> String? {
            switch table {
            case .literal(let name): return name
            case .parameter(let declared):
                guard let places = LocalizingAccessors.alignment(candidate, call) else { return nil }
                guard let argument = places.firstIndex(of: declared) else { return candidate.defaultLiterals[declared] }
                return call.literals[argument]
            case nil: return nil
            }
        }
    }

    /// Name → the accessors of that name.
    private var byName: [String: [Accessor]] = [:]
    private let supertypes: [String: [String]]
    private let names: TypeNames

    static let empty = LocalizingAccessors(candidates: [], names: TypeNames([]), supertypes: [:], handsBack: { _, _ in false })

    /// `candidates` from every file, with their owners as written; `supertypes` maps each of the
    /// app's types (resolved) to what it inherits from and conforms to (resolved); `handsBack`
    /// says whether the app's function of a name hands back the text given with a label.
    init(candidates: [AccessorCandidate], names: TypeNames, supertypes: [String: [String]],
         handsBack: (String, String) -> Bool, ignoredOwners: Set<String> = []) {
        self.names = names
        self.supertypes = supertypes
        var pending = candidates.filter { candidate in
            guard let first = candidate.owner.split(separator: ".").first else { return true }
            return !ignoredOwners.contains(String(first))
        }
        // Each round adds the accessors whose routes go only through system calls, text
        // functions and the accessors found so far.
        var changed = true
        while changed {
            changed = false
            var rest: [AccessorCandidate] = []
            for candidate in pending {
                if let table = evaluate(candidate, handsBack: handsBack) {
                    let owner = names.resolve(candidate.owner, from: "") ?? candidate.owner
                    byName[candidate.name, default: []].append(Accessor(candidate: candidate, owner: owner, table: table))
                    changed = true
                } else {
                    rest.append(candidate)
                }
            }
            pending = rest
        }
    }

    var isEmpty: Bool { byName.isEmpty }

    /// All accessors found, in a stable order (tests, reports).
    var all: [Accessor] {
        byName.keys.sorted().flatMap { byName[$0] ?? [] }
    }

    /// The table of the first route that localizes: `.some(nil)` for the default table, nil
    /// when no route does.
    private func evaluate(_ candidate: AccessorCandidate, handsBack: (String, String) -> Bool) -> Table?? {
        for route in candidate.routes {
            var localized = false
            var table: Table?
            var passes = true
            for step in route {
                switch step {
                case .system(let role):
                    switch role {
                    case .key(let found), .localizes(let found):
                        if !localized { table = found.map { own($0, candidate) } ?? nil }
                        localized = true
                    case .passes: break
                    }
                case .call(let shape):
                    if let accessor = lookup(shape) {
                        if !localized { table = accessor.table(for: shape).map { .literal($0) } }
                        localized = true
                    } else if !handsBack(shape.name, shape.argument) {
                        passes = false
                    }
                }
                if !passes { break }
            }
            if passes && localized { return .some(table) }
        }
        return nil
    }

    /// A table named by a parameter of the candidate itself is read at the candidate's callers.
    private func own(_ table: TextCalls.Table, _ candidate: AccessorCandidate) -> Table? {
        switch table {
        case .literal(let name): return .literal(name)
        case .parameter(let name): return candidate.parameterPositions[name].map { .parameter($0) }
        }
    }

    /// True when the declaration around `node` — a function, subscript, initializer or computed
    /// property — is an accessor whose input is `input`.
    func isAccessor(declaredAround node: some SyntaxProtocol, input: String, names: TypeNames) -> Bool {
        var current = node.parent
        while let parent = current {
            var name: String?
            if let function = parent.as(FunctionDeclSyntax.self) { name = DottedPath.unescaped(function.name.text) }
            if parent.is(SubscriptDeclSyntax.self) { name = "subscript" }
            if parent.is(InitializerDeclSyntax.self) { name = "init" }
            if let binding = parent.as(PatternBindingSyntax.self), binding.accessorBlock != nil {
                name = binding.pattern.as(IdentifierPatternSyntax.self).map { DottedPath.unescaped($0.identifier.text) }
            }
            if parent.is(ClosureExprSyntax.self) { return false }
            if let name {
                let written = Declarations.enclosingType(parent)?.path ?? ""
                let owner = names.resolve(written, from: "") ?? written
                return (byName[name] ?? []).contains { $0.owner == owner && $0.candidate.input == input }
            }
            if parent.is(MemberBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// The accessor a call means, if it is one.
    func lookup(_ shape: CallShape, receiverType: String? = nil) -> Accessor? {
        let all = (byName[shape.name] ?? []).filter { fits($0.candidate, shape) }
        guard !all.isEmpty else { return nil }
        switch shape.base {
        case .none:
            let scope = names.resolve(shape.scope, from: "") ?? shape.scope
            for owner in ownerChain(from: scope) {
                let own = all.filter { $0.owner == owner && $0.candidate.owner != "" }
                if let found = agreed(own) { return found }
            }
            return agreed(all.filter { $0.candidate.owner.isEmpty })
        case .type(let written):
            let scope = names.resolve(shape.scope, from: "") ?? shape.scope
            let path = written == "Self" ? scope : (names.resolve(written, from: scope) ?? written)
            let owners = Set(closure(of: path))
            return agreed(all.filter { owners.contains($0.owner) })
        case .implicit:
            return agreed(all.filter { $0.candidate.kind == .staticFunction || $0.candidate.kind == .initializer })
        case .value:
            if let receiverType {
                let owners = Set(closure(of: receiverType))
                if let found = agreed(all.filter { owners.contains($0.owner) }) { return found }
            }
            return agreed(all.filter { $0.candidate.kind != .staticFunction })
        }
    }

    /// Whether a call's labels and text argument fit a candidate: the same name, the text in its
    /// input, every label the call writes declared in order, and the ones left out defaulted.
    private func fits(_ candidate: AccessorCandidate, _ shape: CallShape) -> Bool {
        if shape.argument == "self" || candidate.input == "self" {
            guard shape.argument == candidate.input else { return false }
            if shape.isProperty != (candidate.kind == .property) { return false }
            if shape.isProperty { return true }
        } else if shape.argument != candidate.input {
            return false
        }
        return Self.alignment(candidate, shape) != nil
    }

    /// The declared position of each of a call's arguments, matched by label in order with
    /// defaulted parameters left out; nil when the call does not fit the declaration.
    static func alignment(_ candidate: AccessorCandidate, _ shape: CallShape) -> [Int]? {
        var places: [Int] = []
        var next = 0
        for label in shape.labels {
            guard let index = candidate.labels[next...].firstIndex(of: label),
                  (next..<index).allSatisfy(candidate.defaulted.contains) else { return nil }
            places.append(index)
            next = index + 1
        }
        guard (next..<candidate.labels.count).allSatisfy(candidate.defaulted.contains) else { return nil }
        return places
    }

    /// Candidates that all read the same table: the first of them.
    private func agreed(_ found: [Accessor]) -> Accessor? {
        guard let first = found.first else { return nil }
        return found.allSatisfy({ $0.table == first.table }) ? first : nil
    }

    /// The types a member written with nothing before it may belong to, nearest first: the type
    /// around the call, what it inherits and conforms to, then the types it is nested in.
    private func ownerChain(from scope: String) -> [String] {
        var chain: [String] = []
        var current = scope
        while !current.isEmpty {
            for type in closure(of: current) where !chain.contains(type) { chain.append(type) }
            guard let dot = current.lastIndex(of: ".") else { break }
            current = String(current[..<dot])
        }
        return chain
    }

    /// A type and everything it inherits from or conforms to, nearest first.
    private func closure(of type: String) -> [String] {
        var seen: [String] = [type]
        var next = supertypes[type] ?? []
        while !next.isEmpty {
            let parent = next.removeFirst()
            guard !seen.contains(parent) else { continue }
            seen.append(parent)
            next += supertypes[parent] ?? []
        }
        // A text type's members are found on any text: `StringProtocol`'s on a `String`.
        if AccessorSearch.textTypes.contains(type) {
            for text in AccessorSearch.textTypes.sorted() where !seen.contains(text) { seen.append(text) }
        }
        return seen
    }
}
