import SwiftSyntax
import TypeFitLayout

/// The horizontal layout a Swift file writes in code, by the type it is written in (as the file
/// writes the type's path), for `HorizontalSolver`: anchor constraints
/// (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`, `widthAnchor.constraint(
/// equalToConstant:)`, the `lessThanOrEqualTo…`/`greaterThanOrEqualTo…` forms and `multiplier:`)
/// that are activated — inside `NSLayoutConstraint.activate(…)`/`addConstraints(…)`, with
/// `.isActive = true`, or held in a name that is —, with the priority set on them; the
/// `layoutMarginsGuide`, `safeAreaLayoutGuide` and `readableContentGuide` anchors; visual format
/// strings (`VisualFormat`); SnapKit's DSL (`SnapKitConstraints`); stack views made in code
/// (`StackViews`); and frames written with literal numbers. Items are receiver paths without `self.`: `titleLabel`,
/// `contentView`, `view`, "" for `self`.
final class CodeConstraints: SyntaxVisitor {
    private let path: String
    private let converter: SourceLocationConverter
    /// Numbers the file names (`let inset: CGFloat = 16`), by name.
    private let numbers: [String: Double]
    private(set) var layouts: [String: HorizontalLayout] = [:]
    /// Constraints held in a name, until it is known whether the name is activated; a name one
    /// constraint is assigned to twice (one of two layouts, switched at run time) is not read.
    private var held: [String: [(type: String, constraint: HorizontalLayout.Constraint)]] = [:]
    private var heldCount: [String: Int] = [:]
    private var activated: Set<String> = []
    private var priorities: [String: Double] = [:]
    /// Receivers whose `translatesAutoresizingMaskIntoConstraints` is turned off, by type.
    private var autoLayout: [String: Set<String>] = [:]
    private var frames: [String: [String: WidthTerm]] = [:]
    /// Type → view → the view it was added to (`contentView.addSubview(label)`; "" for `self`).
    private var parents: [String: [String: String]] = [:]

    /// The item standing for `view`'s superview until the view hierarchy is read
    /// (`equalToSuperview()`, a visual format's `|`).
    static func superview(of view: String) -> String { "^super:" + view }

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.numbers = NamedNumbers.read(tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// The file's layouts, by type.
    static func read(path: String, tree: SourceFileSyntax) -> [String: HorizontalLayout] {
        let reader = CodeConstraints(path: path, tree: tree)
        reader.walk(tree)
        return reader.finished()
    }

    private func finished() -> [String: HorizontalLayout] {
        for (name, entries) in held where activated.contains(name) && heldCount[name, default: 0] <= 1 {
            for (type, var constraint) in entries {
                if let priority = priorities[name] { constraint.priority = priority }
                layouts[type, default: HorizontalLayout()].add(constraint)
            }
        }
        // `^super:label` → the view `label` was added to; constraints to an unknown superview are dropped.
        for (type, layout) in layouts {
            let known = parents[type] ?? [:]
            func mapped(_ anchor: HorizontalLayout.Anchor?) -> HorizontalLayout.Anchor?? {
                guard let anchor else { return .some(nil) }
                guard anchor.item.hasPrefix("^super:") else { return anchor }
                guard let parent = known[String(anchor.item.dropFirst("^super:".count))] else { return nil }
                return HorizontalLayout.Anchor(item: parent, edge: anchor.edge)
            }
            var kept = layout
            kept.constraints = layout.constraints.compactMap { constraint in
                guard let first = mapped(constraint.first), let first, let second = mapped(constraint.second) else { return nil }
                var copy = constraint
                copy.first = first
                copy.second = second
                return copy
            }
            layouts[type] = kept
        }
        for (type, widths) in frames {
            let constrained = autoLayout[type] ?? []
            for (item, term) in widths where !constrained.contains(item) {
                layouts[type, default: HorizontalLayout()].fix(item, width: term)
            }
        }
        return layouts
    }

    func source(_ node: some SyntaxProtocol) -> WidthTerm.Source {
        WidthTerm.Source(file: path, line: node.startLocation(converter: converter).line)
    }

    func number(_ expr: ExprSyntax) -> Double? { NamedNumbers.value(expr, names: numbers) }

    /// The item a receiver stands for at `node`: the property a closure initializer's local
    /// makes (`let s = UIStackView(…); …; return s` in `let stack: UIStackView = { … }()`).
    static func resolved(_ item: String, at node: some SyntaxProtocol) -> String {
        let parts = item.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let view = parts.first else { return item }
        let (_, initializerOf) = FileIndex.scope(of: node, file: 0)
        let named = FileIndex.receivers(view, at: node, initializerOf: initializerOf).first ?? view
        return parts.count == 2 ? named + "|" + parts[1] : named
    }

    /// True when the text may hold something this reads (a cheap test before the walk).
    static func mayHold(_ text: String) -> Bool {
        ["Anchor", "UIStackView", "CGRect(", "withVisualFormat", ".snp."].contains { TextSearch.contains(text, $0) }
    }

    func add(_ constraint: HorizontalLayout.Constraint, in type: String) {
        layouts[type, default: HorizontalLayout()].add(constraint)
    }

    func update(_ type: String, _ change: (inout HorizontalLayout) -> Void) {
        change(&layouts[type, default: HorizontalLayout()])
    }

    // MARK: Anchors

    /// `titleLabel.leadingAnchor` → (titleLabel, leading); `view.layoutMarginsGuide.trailingAnchor`
    /// → (view's margins, trailing); nil for a vertical anchor or an expression that is not a path.
    static func anchor(_ expr: ExprSyntax) -> HorizontalLayout.Anchor? {
        guard let path = DottedPath.receiver(expr) else { return nil }
        var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.popLast() else { return nil }
        let edge: HorizontalLayout.Edge
        switch name {
        case "leadingAnchor", "leftAnchor": edge = .leading
        case "trailingAnchor", "rightAnchor": edge = .trailing
        case "centerXAnchor": edge = .centerX
        case "widthAnchor": edge = .width
        default: return nil
        }
        return .init(item: item(parts), edge: edge)
    }

    /// The item a receiver path names: a guide of a view is `view|margins`, `view|safeArea`,
    /// `view|readable`.
    static func item(_ parts: [String]) -> String {
        var parts = parts
        guard let last = parts.last else { return "" }
        let guide: String? = switch last {
        case "layoutMarginsGuide": "margins"
        case "safeAreaLayoutGuide": "safeArea"
        case "readableContentGuide": "readable"
        default: nil
        }
        guard let guide else { return parts.joined(separator: ".") }
        parts.removeLast()
        return parts.joined(separator: ".") + "|" + guide
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = Declarations.enclosingType(node)?.path else { return .visitChildren }
        switch node.calleeName {
        case "constraint":
            if let constraint = anchorConstraint(node) { place(constraint, made: node, in: type) }
        case "activate", "addConstraints", "addConstraint":
            for argument in node.arguments { noteActivated(argument.expression) }
        case "constraints" where node.argument("withVisualFormat") != nil:
            VisualFormat.read(node, in: type, into: self)
        case "makeConstraints", "remakeConstraints":
            SnapKitConstraints.read(node, in: type, into: self)
        case "setContentCompressionResistancePriority":
            // `label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)`.
            if node.argument("for")?.expression.trimmedDescription == ".horizontal",
               let priority = node.arguments.first.flatMap({ Self.priority($0.expression, numbers: numbers) }),
               let view = node.calleeBase.flatMap({ DottedPath.receiver($0) }) {
                update(type) { $0.compressionResistance[Self.resolved(view, at: node)] = priority }
            }
        case "addSubview", "insertSubview":
            if let child = node.arguments.first.flatMap({ DottedPath.receiver($0.expression) }) {
                let parent = node.calleeBase.flatMap { DottedPath.receiver($0) } ?? ""
                parents[type, default: [:]][Self.resolved(child, at: node)] = Self.resolved(parent, at: node)
            }
        default:
            break
        }
        StackViews.read(node, in: type, into: self)
        return .visitChildren
    }

    /// A constraint call's meaning, or nil when it is not an anchor constraint this reads.
    private func anchorConstraint(_ node: FunctionCallExprSyntax) -> HorizontalLayout.Constraint? {
        guard let base = node.calleeBase, var first = Self.anchor(base) else { return nil }
        first.item = Self.resolved(first.item, at: node)
        var constraint = HorizontalLayout.Constraint(first: first, relation: .equal, source: source(node))
        for argument in node.arguments {
            let label = argument.label?.text ?? "_"
            let value = argument.expression
            switch label {
            case "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo":
                guard var second = Self.anchor(value) else { return nil }
                second.item = Self.resolved(second.item, at: node)
                constraint.second = second
                constraint.relation = label == "equalTo" ? .equal : label == "lessThanOrEqualTo" ? .atMost : .atLeast
            case "equalToConstant", "lessThanOrEqualToConstant", "greaterThanOrEqualToConstant":
                guard let constant = number(value) else { return nil }
                constraint.constant = constant
                constraint.relation = label == "equalToConstant" ? .equal : label == "lessThanOrEqualToConstant" ? .atMost : .atLeast
            case "equalToSystemSpacingAfter":
                // "The system spacing … is 8 points" between sibling views (Apple does not state it
                // for the anchor API; the standard spacing of the visual format language): an estimate.
                guard let second = Self.anchor(value) else { return nil }
                constraint.second = second
                constraint.term = WidthTerm(points: 8, what: "system spacing (8 pt, estimate)", source: source(node), estimated: true)
                constraint.constant = 8
            case "constant":
                guard let constant = number(value) else { return nil }
                constraint.constant += constant
            case "multiplier":
                guard let multiplier = number(value) else { return nil }
                if constraint.term != nil {
                    constraint.constant *= multiplier
                    constraint.term?.points *= multiplier
                } else {
                    constraint.multiplier = multiplier
                }
            default:
                return nil
            }
        }
        return constraint
    }

    /// Keeps a constraint that is activated where it is made, or held in a name (activated later).
    private func place(_ constraint: HorizontalLayout.Constraint, made call: FunctionCallExprSyntax, in type: String) {
        var constraint = constraint
        var node = Syntax(call)
        // `….constraint(…).isActive = true`, `…constraint(…).priority(…)`: chained on the call.
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            let name = member.declName.baseName.text
            if name == "isActive", let assignment = member.parent?.as(SequenceExprSyntax.self)
                ?? member.parent?.parent?.as(SequenceExprSyntax.self) {
                if Self.assignsTrue(assignment) { add(constraint, in: type) }
                return
            }
            // `withPriority(.defaultLow)`-style helpers are the app's: read only a priority argument.
            guard let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                  let argument = call.arguments.first, let priority = Self.priority(argument.expression, numbers: numbers)
            else { return }
            constraint.priority = priority
            node = Syntax(call)
        }
        switch destination(of: node) {
        case .activated: add(constraint, in: type)
        case .held(let name, let alone): hold(constraint, as: name, alone: alone, in: type)
        case nil: break
        }
    }

    enum Destination {
        case activated
        /// Held in a name: alone (`let width = …constraint(…)`) or with others
        /// (`constraints.append(…)`, `let constraints = [ … ]`, `constraints += [ … ]`).
        case held(String, alone: Bool)
    }

    /// Where a constraint made at `node` goes: into an activating call, or into a name.
    func destination(of node: Syntax) -> Destination? {
        var current = node.parent
        var alone = true
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self) {
                switch call.calleeName {
                case "activate", "addConstraints", "addConstraint": return .activated
                case "append": return call.calleeBase.flatMap { DottedPath.receiver($0) }.map { .held($0, alone: false) }
                default: return nil
                }
            }
            if parent.is(ArrayExprSyntax.self) { alone = false }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self).map { .held($0.identifier.text, alone: alone) }
            }
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, let name = DottedPath.receiver(elements[0]) {
                    if elements[1].is(AssignmentExprSyntax.self) { return .held(name, alone: alone) }
                    if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" { return .held(name, alone: false) }
                }
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    private func hold(_ constraint: HorizontalLayout.Constraint, as name: String, alone: Bool, in type: String) {
        held[name, default: []].append((type, constraint))
        if alone { heldCount[name, default: 0] += 1 }
    }

    private func noteActivated(_ expr: ExprSyntax) {
        if let name = DottedPath.receiver(expr) { activated.insert(name); return }
        if let array = expr.as(ArrayExprSyntax.self) {
            for element in array.elements { noteActivated(element.expression) }
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            for element in sequence.elements { noteActivated(element) }
        }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = DottedPath.receiver(elements[0]),
              let type = Declarations.enclosingType(node)?.path else { return .visitChildren }
        var parts = target.split(separator: ".").map(String.init)
        let property = parts.popLast() ?? target
        let receiver = Self.resolved(parts.joined(separator: "."), at: node)
        switch property {
        case "isActive" where Self.assignsTrue(node): activated.insert(receiver)
        case "priority": if let priority = Self.priority(elements[2], numbers: numbers) { priorities[receiver] = priority }
        case "translatesAutoresizingMaskIntoConstraints": autoLayout[type, default: []].insert(receiver)
        case "frame":
            if let width = Self.rectWidth(elements[2], numbers: numbers) {
                frames[type, default: [:]][receiver] = WidthTerm(points: width, what: "\(receiver) frame width", source: source(node))
            }
        default:
            StackViews.assignment(receiver: receiver, property: property, value: elements[2], in: type, into: self)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        // `let toggle = UISwitch()`: the control's intrinsic width, at its content hugging priority
        // (UIKit's 750 for both), so a width constraint wins.
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let made = node.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName,
           let width = StandardControlWidths.width(of: made), let type = Declarations.enclosingType(node)?.path {
            var term = width
            term.what = "\(name): " + width.what
            term.source = source(node)
            update(type) { $0.fix(name, width: term, priority: 750) }
        }
        // A view that shows text resists compression at UIKit's default 750.
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let made = node.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName,
           ["UILabel", "UIButton", "UITextField", "UITextView"].contains(made), let type = Declarations.enclosingType(node)?.path {
            update(type) { $0.compressionResistance[name] = 750 }
        }
        // `let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 44))`.
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let call = node.initializer?.value.as(FunctionCallExprSyntax.self), let frame = call.argument("frame"),
           let width = Self.rectWidth(frame.expression, numbers: numbers), let type = Declarations.enclosingType(node)?.path {
            frames[type, default: [:]][name] = WidthTerm(points: width, what: "\(name) frame width", source: source(node))
        }
        return .visitChildren
    }

    static func assignsTrue(_ sequence: SequenceExprSyntax) -> Bool {
        sequence.elements.last?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// `CGRect(x: 0, y: 0, width: 120, height: 44)` → 120.
    static func rectWidth(_ expr: ExprSyntax, numbers: [String: Double]) -> Double? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calleeName == "CGRect" || call.calleeName == "init",
              let width = call.argument("width").flatMap({ NamedNumbers.value($0.expression, names: numbers) }), width > 0
        else { return nil }
        return width
    }

    /// `.required` 1000, `.defaultHigh` 750, `.defaultLow` 250, `.fittingSizeLevel` 50 (Apple,
    /// UILayoutPriority), `UILayoutPriority(999)`, `UILayoutPriority(rawValue: 999)`, a number,
    /// and those plus or minus a number.
    static func priority(_ expr: ExprSyntax, numbers: [String: Double]) -> Double? {
        if let member = expr.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "required": return 1000
            case "defaultHigh": return 750
            case "defaultLow": return 250
            case "fittingSizeLevel": return 50
            case "dragThatCanResizeScene": return 510
            case "sceneSizeStayPut": return 500
            default: return nil
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self), ["UILayoutPriority", "init"].contains(call.calleeName ?? ""),
           call.arguments.count == 1, let only = call.arguments.first {
            return priority(only.expression, numbers: numbers)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let op = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "+" || op == "-",
           let base = sequence.elements.first.flatMap({ priority($0, numbers: numbers) }),
           let delta = sequence.elements.last.flatMap({ NamedNumbers.value($0, names: numbers) }) {
            return op == "+" ? base + delta : base - delta
        }
        return NamedNumbers.value(expr, names: numbers)
    }
}

/// Numbers a file gives names to — `let inset: CGFloat = 16`, `static let spacing = 8.0` — and
/// the value of a literal expression over them (`-inset`, `2 * spacing + 4`).
enum NamedNumbers {
    static func read(_ tree: SourceFileSyntax) -> [String: Double] {
        final class Reader: SyntaxVisitor {
            var found: [String: Double] = [:]
            var repeated: Set<String> = []
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                guard let declaration = node.parent?.parent?.as(VariableDeclSyntax.self),
                      declaration.bindingSpecifier.tokenKind == .keyword(.let),
                      let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = node.initializer?.value else { return .visitChildren }
                if let number = NamedNumbers.value(value, names: [:]) {
                    if found[name] != nil && found[name] != number { repeated.insert(name) }
                    found[name] = number
                }
                return .visitChildren
            }
        }
        let reader = Reader(viewMode: .sourceAccurate)
        reader.walk(tree)
        // A name given two values in one file (two types' `padding`) is not known.
        return reader.found.filter { !reader.repeated.contains($0.key) }
    }

    static func value(_ expr: ExprSyntax, names: [String: Double]) -> Double? {
        if let number = FontExpressions.number(expr) { return number }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return value(prefix.expression, names: names).map { -$0 }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(only.expression, names: names)
        }
        if let path = DottedPath.receiver(expr), let named = names[DottedPath.last(path)] { return named }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            // Left to right, `*` and `/` before `+` and `-`.
            var sums: [Double] = []
            var signs: [Double] = [1]
            var current: Double?
            var pending: String?
            for (index, element) in elements.enumerated() {
                if index % 2 == 1 {
                    guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
                    if op == "+" || op == "-" {
                        guard let done = current else { return nil }
                        sums.append(done * (signs.last ?? 1))
                        signs.append(op == "+" ? 1 : -1)
                        current = nil
                        pending = nil
                    } else if op == "*" || op == "/" {
                        pending = op
                    } else {
                        return nil
                    }
                } else {
                    guard let operand = value(element, names: names) else { return nil }
                    if let op = pending, let left = current {
                        guard op == "*" || operand != 0 else { return nil }
                        current = op == "*" ? left * operand : left / operand
                    } else {
                        current = operand
                    }
                    pending = nil
                }
            }
            guard let last = current else { return nil }
            return sums.reduce(0, +) + last * (signs.last ?? 1)
        }
        return nil
    }
}
