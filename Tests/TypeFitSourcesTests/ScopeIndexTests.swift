import SwiftParser
import SwiftSyntax
import Testing
@testable import TypeFitSources

/// `ScopeIndex`: a statement list's locals and `guard`s read once (`NameResolution.StatementDeclarations`)
/// must give what Swift's scoping gives a name (The Swift Programming Language, "Declarations": a
/// local constant or variable is in scope from its declaration to the end of its block; a `guard`
/// binding from the `guard` statement on), and the same answer as the walk without the index.
@Suite struct ScopeIndexTests {
    /// What `name` at its `occurrence`th reference (0: first) in `source` resolves to, with and
    /// without the index: the byte offset of the declaration it names, "parameter", "member" or
    /// another case's name.
    static func resolved(_ name: String, occurrence: Int = 0, in source: String) -> (indexed: String, walked: String) {
        let tree = Parser.parse(source: source)
        let references = tree.tokens(viewMode: .sourceAccurate).filter {
            $0.text == name && $0.parent?.is(DeclReferenceExprSyntax.self) == true
        }
        let reference = references[occurrence]
        let index = ScopeIndex()
        return (describe(NameResolution.resolve(name, at: reference, index: index)),
                describe(NameResolution.resolve(name, at: reference)))
    }

    static func describe(_ resolved: NameResolution.Resolved) -> String {
        switch resolved {
        case .local(let offset, _, _): "local@\(offset)"
        case .parameter: "parameter"
        case .closureParameter: "closure"
        case .payload: "payload"
        case .member: "member"
        }
    }

    /// The byte offset of the `occurrence`th `needle` in `source`.
    static func offset(of needle: String, occurrence: Int = 0, in source: String) -> Int {
        var rest = Substring(source)
        var found = 0
        while let range = rest.range(of: needle) {
            if found == occurrence { return source.utf8.distance(from: source.startIndex, to: range.lowerBound) }
            found += 1
            rest = rest[range.upperBound...]
        }
        return -1
    }

    @Test func localDeclaredBeforeTheUseIsFound() {
        let source = "struct S {\n  var title = \"\"\n  func f() {\n    let title = \"a\"\n    print(title)\n  }\n}\n"
        let (indexed, walked) = Self.resolved("title", in: source)
        // The binding `title = "a"` in the function, not the property.
        let expected = "local@\(Self.offset(of: "title = \"a\"", in: source))"
        #expect(indexed == expected)
        #expect(walked == expected)
    }

    @Test func localDeclaredAfterTheUseIsNotInScope() {
        let source = "struct S {\n  var title = \"\"\n  func f() {\n    print(title)\n    let title = \"a\"\n    _ = title\n  }\n}\n"
        let first = Self.resolved("title", occurrence: 0, in: source)
        #expect(first.indexed == "member")
        #expect(first.walked == "member")
        // The later reference sees the local.
        let second = Self.resolved("title", occurrence: 1, in: source)
        #expect(second.indexed == "local@\(Self.offset(of: "title = \"a\"", in: source))")
        #expect(second.indexed == second.walked)
    }

    @Test func computedLocalIsFoundBelowItsUse() {
        let source = "func f() {\n  print(title)\n  var title: String { \"a\" }\n}\n"
        let (indexed, walked) = Self.resolved("title", in: source)
        let expected = "local@\(Self.offset(of: "title: String", in: source))"
        #expect(indexed == expected)
        #expect(walked == expected)
    }

    @Test func guardBindingBeforeTheUseIsFound() {
        let source = "func f(x: String?) {\n  guard let name = x else { return }\n  print(name)\n}\n"
        let (indexed, walked) = Self.resolved("name", in: source)
        let expected = "local@\(Self.offset(of: "name = x", in: source))"
        #expect(indexed == expected)
        #expect(walked == expected)
    }

    @Test func guardAfterTheUseIsNotInScope() {
        let source = "func f(name: String, x: String?) {\n  print(name)\n  guard let name = x else { return }\n  _ = name\n}\n"
        let (indexed, walked) = Self.resolved("name", occurrence: 0, in: source)
        #expect(indexed == "parameter")
        #expect(walked == "parameter")
    }

    @Test func theFirstDeclarationInTheListWins() {
        // A guard before the local: the guard's binding is the first the list declares.
        let source = "func f(x: String?) {\n  guard let name = x else { return }\n  let name = \"b\"\n  print(name)\n}\n"
        let (indexed, walked) = Self.resolved("name", in: source)
        let expected = "local@\(Self.offset(of: "name = x", in: source))"
        #expect(indexed == expected)
        #expect(walked == expected)
        // A local before the guard: the local.
        let other = "func f(x: String?) {\n  let name = \"b\"\n  guard let name = x else { return }\n  print(name)\n}\n"
        let swapped = Self.resolved("name", in: other)
        #expect(swapped.indexed == "local@\(Self.offset(of: "name = \"b\"", in: other))")
        #expect(swapped.indexed == swapped.walked)
    }

    @Test func theIndexIsKeptAcrossLookupsInOneTree() {
        let source = "func f() {\n  let a = 1\n  let b = a\n  print(a, b)\n}\n"
        let tree = Parser.parse(source: source)
        let index = ScopeIndex()
        let references = tree.tokens(viewMode: .sourceAccurate).filter { $0.parent?.is(DeclReferenceExprSyntax.self) == true }
        for reference in references {
            #expect(Self.describe(NameResolution.resolve(reference.text, at: reference, index: index))
                    == Self.describe(NameResolution.resolve(reference.text, at: reference)))
        }
        let b = references.first { $0.text == "b" }
        #expect(b.map { Self.describe(NameResolution.resolve("b", at: $0, index: index)) }
                == "local@\(Self.offset(of: "b = a", in: source))")
    }
}
