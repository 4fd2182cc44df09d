import SwiftSyntax
import TypeFitLayout

/// Horizontal visual format strings (`NSLayoutConstraint.constraints(withVisualFormat:
/// "H:|-16-[label]-8-[icon(24)]-16-|", metrics: …, views: …)`) that are activated, for
/// `CodeConstraints`: connections (`-16-`, `-margin-` from `metrics:`, `-(>=8)-`, `-(16@750)-`,
/// `-` for the standard spacing, none for views flush together) and width predicates
/// (`[icon(24)]`, `[a(==b)]`, `[a(>=44)]`), with `views:` and `metrics:` given as dictionary
/// literals or locals that hold one. The standard spacing is 8 pt between views and 20 pt to the
/// superview's edge (Apple, Auto Layout Guide, "Visual Format Language": "standard spacing",
/// figures not stated there: estimates).
enum VisualFormat {
    static func read(_ call: FunctionCallExprSyntax, in type: String, into reader: CodeConstraints) {
        guard case .activated? = reader.destination(of: Syntax(call)),
              let literal = call.argument("withVisualFormat")?.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
              let viewsArgument = call.argument("views")?.expression,
              let views = dictionary(viewsArgument, at: call)?.compactMapValues({ DottedPath.receiver($0) })
        else { return }
        let metrics = call.argument("metrics").flatMap { dictionary($0.expression, at: call) }?
            .compactMapValues { reader.number($0) } ?? [:]
        var format = Substring(text)
        if format.hasPrefix("V:") { return }
        if format.hasPrefix("H:") { format = format.dropFirst(2) }
        guard let parsed = parse(format) else { return }
        let source = reader.source(call)
        func item(_ name: String) -> String? { views[name].map { CodeConstraints.resolved($0, at: call) } }
        guard let firstView = parsed.views.first.flatMap({ item($0.name) }) else { return }
        let superview = CodeConstraints.superview(of: firstView)
        for view in parsed.views {
            guard let name = item(view.name) else { return }
            for predicate in view.predicates {
                var constraint = HorizontalLayout.Constraint(first: .init(item: name, edge: .width), relation: predicate.relation,
                                                             priority: predicate.priority, source: source)
                if let other = item(predicate.object) {
                    constraint.second = .init(item: other, edge: .width)
                } else if let value = Double(predicate.object) ?? metrics[predicate.object] {
                    constraint.constant = value
                } else {
                    return
                }
                reader.add(constraint, in: type)
            }
        }
        for connection in parsed.connections {
            let before = connection.before.map(item) ?? .some(superview)
            let after = connection.after.map(item) ?? .some(superview)
            guard let before, let after else { return }
            for predicate in connection.predicates {
                let spacing: Double
                var estimated = false
                if predicate.object == "standard" {
                    spacing = connection.before == nil || connection.after == nil ? 20 : 8
                    estimated = true
                } else if let value = Double(predicate.object) ?? metrics[predicate.object] {
                    spacing = value
                } else {
                    return
                }
                // after.leading REL before.trailing + spacing (the superview's leading edge on the left,
                // its trailing edge on the right).
                let first = HorizontalLayout.Anchor(item: after, edge: connection.after == nil ? .trailing : .leading)
                let second = HorizontalLayout.Anchor(item: before, edge: connection.before == nil ? .leading : .trailing)
                var constraint = HorizontalLayout.Constraint(first: first, relation: predicate.relation, second: second,
                                                             constant: spacing, priority: predicate.priority, source: source)
                if estimated {
                    constraint.term = WidthTerm(points: spacing, what: "visual format standard spacing (\(Int(spacing)) pt, estimate)",
                                                source: source, estimated: true)
                }
                reader.add(constraint, in: type)
            }
        }
    }

    struct Predicate {
        var relation: HorizontalLayout.Relation = .equal
        var object: String
        var priority: Double = 1000
    }

    struct View {
        var name: String
        var predicates: [Predicate]
    }

    /// A connection between two views, or a view and the superview's edge (nil).
    struct Connection {
        var before: String?
        var after: String?
        var predicates: [Predicate]
    }

    struct Parsed {
        var views: [View] = []
        var connections: [Connection] = []
    }

    /// `|-16-[a]-[b(24)]-(>=8)-|`; nil when the string is not that grammar.
    static func parse(_ format: Substring) -> Parsed? {
        var rest = format.filter { !$0.isWhitespace }[...]
        var parsed = Parsed()
        var previous: String?? = nil  // nil: nothing yet; .some(nil): the superview's edge
        var pending: [Predicate]?
        if rest.first == "|" { previous = .some(nil); rest = rest.dropFirst() }
        while let next = rest.first {
            switch next {
            case "-":
                rest = rest.dropFirst()
                if rest.first == "[" || rest.first == "|" {
                    pending = [Predicate(object: "standard")]
                } else {
                    guard let end = rest.firstIndex(of: "-") else { return nil }
                    pending = predicates(rest[..<end])
                    guard pending != nil else { return nil }
                    rest = rest[rest.index(after: end)...]
                }
            case "[":
                guard let end = rest.firstIndex(of: "]") else { return nil }
                var body = rest[rest.index(after: rest.startIndex)..<end]
                rest = rest[rest.index(after: end)...]
                var viewPredicates: [Predicate] = []
                if let open = body.firstIndex(of: "("), body.last == ")" {
                    guard let found = predicates(body[body.index(after: open)..<body.index(before: body.endIndex)]) else { return nil }
                    viewPredicates = found
                    body = body[..<open]
                }
                let name = String(body)
                guard !name.isEmpty else { return nil }
                parsed.views.append(View(name: name, predicates: viewPredicates))
                if let previous {
                    parsed.connections.append(Connection(before: previous, after: name, predicates: pending ?? [Predicate(object: "0")]))
                }
                previous = .some(name)
                pending = nil
            case "|":
                rest = rest.dropFirst()
                guard let previous, let last = previous else { return nil }
                if let pending { parsed.connections.append(Connection(before: last, after: nil, predicates: pending)) } else {
                    parsed.connections.append(Connection(before: last, after: nil, predicates: [Predicate(object: "0")]))
                }
                return rest.isEmpty ? parsed : nil
            default:
                return nil
            }
        }
        return parsed
    }

    /// `16`, `(>=8,<=20)`, `(16@750)`, `==b`.
    static func predicates(_ text: Substring) -> [Predicate]? {
        var body = text
        if body.first == "(" && body.last == ")" { body = body.dropFirst().dropLast() }
        var found: [Predicate] = []
        for part in body.split(separator: ",") {
            var item = part[...]
            var predicate = Predicate(object: "")
            if item.hasPrefix("==") { item = item.dropFirst(2) } else if item.hasPrefix(">=") {
                predicate.relation = .atLeast; item = item.dropFirst(2)
            } else if item.hasPrefix("<=") {
                predicate.relation = .atMost; item = item.dropFirst(2)
            }
            if let at = item.firstIndex(of: "@") {
                guard let priority = Double(item[item.index(after: at)...]) else { return nil }
                predicate.priority = priority
                item = item[..<at]
            }
            guard !item.isEmpty else { return nil }
            predicate.object = String(item)
            found.append(predicate)
        }
        return found.isEmpty ? nil : found
    }

    /// A dictionary literal, or a local or property initialized with one in an enclosing scope:
    /// key → value expression.
    static func dictionary(_ expr: ExprSyntax, at node: some SyntaxProtocol) -> [String: ExprSyntax]? {
        if let literal = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = literal.content else { return [:] }
            var found: [String: ExprSyntax] = [:]
            for element in elements {
                guard let key = element.key.as(StringLiteralExprSyntax.self), key.segments.count == 1,
                      let text = key.segments.first?.as(StringSegmentSyntax.self)?.content.text else { return nil }
                found[text] = element.value
            }
            return found
        }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = Syntax(node).parent
        while let parent = current {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let value = binding.initializer?.value, value.is(DictionaryExprSyntax.self) { return dictionary(value, at: node) }
                    }
                }
            }
            current = parent.parent
        }
        return nil
    }
}
