import SwiftSyntax

/// What the app's types declare, gathered from every file: the types themselves, their
/// properties' declared types and the UIKit attributes set on their receivers, each under the
/// type's resolved path, whichever file (the type's declaration or an extension) says it.
struct TypeMembers: Sendable {
    let names: TypeNames
    /// Type → property → its declared type, as written in that type.
    private var types: [String: [String: String]] = [:]
    /// Type → receiver → the attributes set on it in that type.
    private var attributes: [String: [String: [FileIndex.AttributeFact]]] = [:]

    init(_ files: [FileIndex.Tables]) {
        names = TypeNames(files.flatMap(\.declaredTypes))
        for file in files {
            for (type, members) in file.memberTypes {
                types[resolved(type), default: [:]].merge(members) { first, _ in first }
            }
            for (type, receivers) in file.attributes {
                let path = resolved(type)
                for (receiver, facts) in receivers { attributes[path, default: [:]][receiver, default: []] += facts }
            }
        }
    }

    /// A declaration's or extension's path as the app declares the type.
    func resolved(_ path: String) -> String { names.resolve(path, from: "") ?? path }

    /// The declared type of a property of `type` (a resolved path), as written there.
    func memberType(_ name: String, in type: String) -> WrittenType? {
        types[type]?[name].map { WrittenType(path: $0, scope: type) }
    }

    /// Collects the attributes set on `receiver` in `type` (a resolved path): those in the same
    /// scope first (the last assignment wins), then its closure initializer, then elsewhere in the
    /// type. Returns true when some field was decided by an assignment elsewhere.
    func collect(_ receiver: String, in type: String, scope: SyntaxIdentifier?, into collector: inout AttributeCollector) -> Bool {
        guard let facts = attributes[type]?[receiver] else { return false }
        let isHere = { (fact: FileIndex.AttributeFact) in scope != nil && fact.scope == scope }
        Self.feed(facts.filter { isHere($0) || $0.inInitializer }, into: &collector)
        let before = collector.read
        Self.feed(facts.filter { !isHere($0) && !$0.inInitializer }, into: &collector)
        return collector.read != before
    }

    private static func feed(_ facts: [FileIndex.AttributeFact], into collector: inout AttributeCollector) {
        let ordered = facts.sorted { $0.offset > $1.offset }
        let shrinks = ordered.first { if case .shrinks = $0.value { return true } else { return false } }
        for fact in ordered {
            switch fact.value {
            case .lines(let lines): collector.lines(lines)
            case .font(let reading): collector.font(reading)
            case .minimumScale(let scale):
                if case .shrinks(true) = shrinks?.value { collector.minimumScale(scale) }
            case .maxSize(let size): collector.maxSize(size)
            case .width(let width): collector.width(.fixed(width))
            case .shrinks: break
            }
        }
    }
}
