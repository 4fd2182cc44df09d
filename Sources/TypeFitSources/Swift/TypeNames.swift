/// A type named in code (`Reason`, `API.Entity.Status`) and the path of the type it is
/// written in, where Swift starts looking for it ("" at the top level).
struct WrittenType: Sendable, Hashable {
    var path: String
    var scope: String
}

/// The types the app declares, by their paths, and how a name written in code finds one of them:
/// as Swift does, the nested type of the innermost type around the name first, then outwards,
/// then the top level. Two types may share a simple name (`ReportFormModel.Reason` and
/// `StatusBadge.Reason`): a name that scope does not decide between them is ambiguous, and
/// nothing is linked through it.
struct TypeNames {
    private let declared: Set<String>
    /// Last component → the declared paths that end in it.
    private let byName: [String: [String]]
    /// A typealias's path → the type it names, as written there.
    private let aliases: [String: WrittenType]

    init(_ paths: some Sequence<String>, aliases: [String: WrittenType] = [:]) {
        self.aliases = aliases
        declared = Set(paths)
        var byName: [String: [String]] = [:]
        for path in declared { byName[DottedPath.last(path), default: []].append(path) }
        self.byName = byName
    }

    /// The declared path `written` stands for, as seen from `scope`; `written` itself for a type
    /// the app does not declare (`UILabel`); nil when it is ambiguous.
    func resolve(_ written: String, from scope: String) -> String? {
        resolve(written, from: scope, aliasDepth: 0)
    }

    private func resolve(_ written: String, from scope: String, aliasDepth: Int) -> String? {
        var prefix = scope
        while true {
            let candidate = prefix.isEmpty ? written : prefix + "." + written
            if declared.contains(candidate) { return candidate }
            if let alias = aliases[candidate], aliasDepth < 4 {
                return resolve(alias.path, from: alias.scope, aliasDepth: aliasDepth + 1)
            }
            guard let dot = prefix.lastIndex(of: ".") else {
                if prefix.isEmpty { break }
                prefix = ""
                continue
            }
            prefix = String(prefix[..<dot])
        }
        // Not nested around it nor at the top level: a type nested elsewhere (reached through a
        // superclass, a protocol or a typealias), linked only when one type alone fits.
        let matches = (byName[DottedPath.last(written)] ?? []).filter { $0.hasSuffix("." + written) }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 { return nil }
        // `NetworkKit.API.Entity.Status`: a path from the module's name.
        var parts = written.split(separator: ".")
        while parts.count > 1 {
            parts.removeFirst()
            let tail = parts.joined(separator: ".")
            if declared.contains(tail) { return tail }
        }
        return written
    }

    /// True when `written` names one of the app's own types from `scope`.
    func isDeclared(_ written: String, from scope: String) -> Bool {
        guard let path = resolve(written, from: scope) else { return false }
        return declared.contains(path)
    }

    func resolve(_ key: MemberKey) -> MemberKey? {
        guard let scope = key.scope else { return key }
        return resolve(key.type, from: scope).map { MemberKey(type: $0, name: key.name) }
    }

    /// A parameter whose callee names a type (`NoticeView`) or a type's method (`PreferencesScreen.makeRow`).
    func resolve(_ key: ParamKey) -> ParamKey? {
        guard let scope = key.scope else { return key }
        let last = DottedPath.last(key.callee)
        if last.first?.isUppercase == true {
            return resolve(key.callee, from: scope).map { ParamKey(callee: $0, label: key.label) }
        }
        guard key.callee.count > last.count else { return ParamKey(callee: key.callee, label: key.label) }
        let type = String(key.callee.dropLast(last.count + 1))
        return resolve(type, from: scope).map { ParamKey(callee: $0 + "." + last, label: key.label) }
    }

    func resolve(_ holder: Holder) -> Holder? {
        switch holder {
        case .member(let key): resolve(key).map { .member($0) }
        case .parameter(let key): resolve(key).map { .parameter($0) }
        case .local, .payload: holder
        }
    }

    func resolve(_ target: ReferenceTarget) -> ReferenceTarget? {
        switch target {
        case .inType(let key): resolve(key).map { .inType($0) }
        case .typed(let key): resolve(key).map { .typed($0) }
        case .parameter(let key): resolve(key).map { .parameter($0) }
        case .named, .local, .payload: target
        }
    }

    /// nil when the landing passes the value on to a member of an ambiguous type.
    func resolve(_ landing: Landing) -> Landing? {
        switch landing {
        case .drawn(var placement):
            // The view is returned from a member of the type it is declared in: never ambiguous.
            placement.viewHolder = placement.viewHolder.flatMap(resolve)
            return .drawn(placement)
        case .hop(let holder):
            return resolve(holder).map { .hop($0) }
        default:
            return landing
        }
    }
}

extension FileFacts {
    /// The facts with every type written in the file resolved to the app's declared types. A
    /// reference through an ambiguous type is dropped; a key passed on to one stays unresolved.
    func resolvingTypes(_ names: TypeNames) -> FileFacts {
        var facts = self
        facts.occurrences = occurrences.map { occurrence in
            var resolved = occurrence
            if let landing = names.resolve(occurrence.landing) {
                resolved.landing = landing
            } else {
                resolved.landing = .unresolved(expression: occurrence.expression + " (passed on through a type name that "
                                                   + "several of the app's types have)", suggestion: nil)
            }
            resolved.argumentTargets = occurrence.argumentTargets.compactMapValues(names.resolve)
            return resolved
        }
        facts.references = references.compactMap { site in
            guard let target = names.resolve(site.target), let landing = names.resolve(site.landing) else { return nil }
            var resolved = site
            resolved.target = target
            resolved.landing = landing
            return resolved
        }
        facts.views = views.compactMap { site in
            guard let target = names.resolve(site.target) else { return nil }
            var resolved = site
            resolved.target = target
            resolved.forward = site.forward.flatMap(names.resolve)
            if var placement = site.placement {
                placement.viewHolder = placement.viewHolder.flatMap(names.resolve)
                resolved.placement = placement
            }
            return resolved
        }
        facts.overrides = Set(overrides.compactMap(names.resolve))
        return facts
    }
}
