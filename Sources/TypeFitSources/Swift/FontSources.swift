import SwiftSyntax
import TypeFitCore

/// A UIKit font as a file writes it, kept until every file's declarations are known: a font
/// read at once, a call of one of the app's font helpers (`FontFunctions`), a property of
/// another value (`viewModel.headerFont`, `Theme.Fonts.caption`), or a choice made at run time
/// (`isCompact ? BrandFont.semibold(size: 16) : BrandFont.semibold(size: 20)`, a `switch` whose
/// cases return different fonts). `TypeMembers.font(_:)` reads it.
indirect enum FontSource: Sendable, Hashable {
    case read(FontReading)
    case call(FontFunctions.Call)
    /// The property `name` of the value `owner` reaches; nil when the pass cannot tell its type
    /// (the one property of that name that holds a font is taken, when there is one).
    case property(FontOwner?, name: String)
    /// One of several fonts the app picks at run time: the largest is taken (conservative: a
    /// longer text fits in the smaller ones).
    case larger([FontSource])
}

/// Where a property read starts: a type as written (`Theme.Fonts`, a parameter's or local's
/// declared type, or the enclosing type for `self`), then the properties read from it in turn
/// (`viewModel` in `viewModel.headerFont`, read in the enclosing type).
struct FontOwner: Sendable, Hashable {
    var start: WrittenType
    var members: [String]
}

/// A property of the app's types that holds a `UIFont`: its declared annotation is one, or its
/// value is read as a font.
struct FontProperty: Sendable, Hashable {
    /// nil: a font property whose value is not read (it still makes a name ambiguous).
    var source: FontSource?
    /// A stored `var`: its value may be replaced (an assignment anywhere to a property of that
    /// name, or a struct's memberwise initializer), so it is read only when no such write can be.
    var isVariable: Bool
    /// An instance property of a struct (whose memberwise initializer may set a `var`).
    var inStruct: Bool
}

enum FontSources {
    /// The font an expression assigned to a `font` gives, or nil when it is no expression a
    /// font can be read from.
    static func source(_ expr: ExprSyntax, depth: Int = 0) -> FontSource? {
        guard depth < 4 else { return nil }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return source(forced.expression, depth: depth + 1) }
        if let (whenTrue, whenFalse) = conditional(expr) {
            guard let first = source(whenTrue, depth: depth + 1), let second = source(whenFalse, depth: depth + 1) else { return nil }
            return .larger([first, second])
        }
        if let reading = FontExpressions.uiKit(expr) { return .read(reading) }
        if let call = FontFunctions.call(expr) { return .call(call) }
        return property(expr, depth: depth)
    }

    /// `c ? a : b`, as the parser leaves it (a sequence of the condition, the `? a :` and `b`).
    static func conditional(_ expr: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
        return conditional(Array(sequence.elements))
    }

    /// The two values of a sequence's elements that are one conditional.
    static func conditional(_ elements: [ExprSyntax]) -> (ExprSyntax, ExprSyntax)? {
        guard elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return (ternary.thenExpression, elements[2])
    }

    /// `viewModel.headerFont`, `self.headerFont`, `headerFont`, `Theme.Fonts.caption`: a property
    /// read, with where it starts as far as this file tells.
    private static func property(_ expr: ExprSyntax, depth: Int) -> FontSource? {
        guard expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self),
              let path = DottedPath.receiver(expr), !path.isEmpty, !path.hasPrefix(".") else { return nil }
        var parts = path.split(separator: ".").map(String.init)
        guard let name = parts.popLast() else { return nil }
        let enclosing = Declarations.enclosingType(expr)
        let own = enclosing.map { WrittenType(path: $0.path, scope: "") }
        guard let head = parts.first else {
            // A name alone: a local's value, a parameter (unknown), or a property of the enclosing type.
            switch NameResolution.resolve(name, at: expr) {
            case .local(_, _, let value?): return source(value, depth: depth + 1)
            case .member: return .property(own.map { FontOwner(start: $0, members: []) }, name: name)
            default: return nil
            }
        }
        let scope = enclosing?.path ?? ""
        if head.first?.isUppercase == true {
            // A static property of a type: the type's path is the leading names that are types.
            let typeCount = parts.prefix { $0.first?.isUppercase == true }.count
            let start = WrittenType(path: parts[..<typeCount].joined(separator: "."), scope: scope)
            return .property(FontOwner(start: start, members: Array(parts[typeCount...])), name: name)
        }
        let rest = Array(parts.dropFirst())
        switch NameResolution.resolve(head, at: expr) {
        case .local(_, let type?, _), .parameter(_, let type?):
            return .property(FontOwner(start: WrittenType(path: type, scope: scope), members: rest), name: name)
        case .member:
            return .property(own.map { FontOwner(start: $0, members: parts) }, name: name)
        default:
            return .property(nil, name: name)
        }
    }

    /// A member property that holds a `UIFont`, with what it holds: `let headerFont =
    /// BrandFont.bold(size: 13)`, `var headerFont: UIFont { BrandFont.regular(size: 20) }`, a
    /// getter that returns one (`return …`), or a `switch` each of whose cases returns one.
    static func declared(_ binding: PatternBindingSyntax) -> (name: String, property: FontProperty)? {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              variable.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
        let annotated = binding.typeAnnotation.map { ["UIFont", "UIFont?", "UIFont!"].contains($0.type.trimmedDescription) }
        if annotated == false { return nil }
        // A protocol's requirement (`var headerFont: UIFont { get }`) holds no font: its conforming types' do.
        let owner = Declarations.enclosingType(binding)
        if owner?.node.is(ProtocolDeclSyntax.self) == true { return nil }
        // A memberwise initializer takes a struct's stored instance properties, not its static ones.
        let inStruct = owner?.node.is(StructDeclSyntax.self) == true
            && !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let property: FontProperty
        if let value = binding.initializer?.value {
            let read = source(value)
            // Without an annotation a property is taken for a font only when its value plainly
            // makes one: a font, or a call of a function (`BrandFont.bold(size: 13)`), not a
            // type's initializer (`Manager()`) nor another property.
            if annotated == nil {
                guard let read, plainlyFont(read) else { return nil }
            }
            let stored = variable.bindingSpecifier.tokenKind == .keyword(.var)
            property = FontProperty(source: read, isVariable: stored, inStruct: inStruct)
        } else if annotated == true, let accessors = binding.accessorBlock {
            property = FontProperty(source: getter(accessors), isVariable: false, inStruct: inStruct)
        } else {
            return nil
        }
        return (DottedPath.unescaped(name), property)
    }

    private static func plainlyFont(_ read: FontSource) -> Bool {
        switch read {
        case .read, .larger: return true
        case .property: return false
        case .call(let call): return call.name.first?.isLowercase == true
        }
    }

    /// What a read-only computed property returns: its one expression, or the larger of what
    /// each case of its one `switch` returns.
    private static func getter(_ block: AccessorBlockSyntax) -> FontSource? {
        let items: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let list):
            items = list
        case .accessors(let list):
            guard list.count == 1, let get = list.first, get.accessorSpecifier.tokenKind == .keyword(.get),
                  let body = get.body else { return nil }
            items = body.statements
        }
        guard items.count == 1, let only = items.first else { return nil }
        let switchExpr = only.item.as(SwitchExprSyntax.self) ?? only.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
        guard let switchExpr else { return returnedExpression(only).flatMap { source($0) } }
        var cases: [FontSource] = []
        for entry in switchExpr.cases {
            guard let switchCase = entry.as(SwitchCaseSyntax.self), switchCase.statements.count == 1,
                  let statement = switchCase.statements.first, let returned = returnedExpression(statement),
                  let read = source(returned) else { return nil }
            cases.append(read)
        }
        return cases.isEmpty ? nil : .larger(cases)
    }

    /// `return x` or the expression `x` of a one-expression body.
    private static func returnedExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// The largest of several fonts: the same reading when they agree, else the fixed font of the
    /// largest size (the heaviest of those); nil when one scales (which is larger depends on the
    /// user's text size) or is not read.
    static func largest(_ readings: [FontReading?]) -> FontReading? {
        let read = readings.compactMap { $0 }
        guard read.count == readings.count, let first = read.first else { return nil }
        if read.allSatisfy({ $0 == first }) { return first }
        guard read.allSatisfy({ $0.style == nil && $0.font?.relativeTo == nil && $0.font != nil }) else { return nil }
        return read.max { a, b in
            let (sizeA, sizeB) = (a.font?.size ?? 0, b.font?.size ?? 0)
            if sizeA != sizeB { return sizeA < sizeB }
            return (a.weight?.value ?? 0) < (b.weight?.value ?? 0)
        }
    }
}
