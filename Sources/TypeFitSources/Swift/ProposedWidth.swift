import SwiftSyntax
import TypeFitDynamicType
import TypeFitLayout

/// The width SwiftUI proposes to a text, solved outwards from it through the views around it in
/// one expression: its own `.padding`, the `HStack`s it sits in with their spacing and fixed
/// siblings, a `Toggle`'s switch, a `Label`'s icon, frames, and the list row it ends in.
///
/// An `HStack` "proposes to its least flexible children first", dividing what is left equally
/// among the children not yet sized (WWDC 2019 "Building Custom Views with SwiftUI"; WWDC22
/// "Compose custom layouts with SwiftUI"; the same order is documented for `Layout`'s
/// `sizeThatFits` proposals at developer.apple.com/documentation/swiftui/layout): fixed-width
/// siblings take their width, spacers their minimum length, and a text shares the rest with the
/// other flexible children. With k of them it is given 1/k of the rest — its share when every other
/// text shows its own widest translation (a shorter sibling gives some back: then it gets more).
///
/// The result is a `BoxWidth` over the margins (the root of the view is assumed to span them, as
/// the element's default does) or a fixed width under a `.frame(width:)`. Anything the walk cannot
/// size — a custom view beside the text, a padding from a variable (a `let` constant in scope is read: `FontExpressions.number`), a `layoutPriority` — leaves
/// the element's default (nil), never a guess.
struct ProposedWidth {
    private var share = 1.0
    private var terms: [WidthTerm] = []
    private var maximum: Double?
    /// A `.frame(width:)` fixed the width of a view around the text: the box no longer depends on the window.
    private var fixed = false
    /// Solving stopped: `failed` leaves the default; `deferred` leaves the text's own frame to the collector.
    private var failed = false
    private var deferred = false
    private var ended = false
    private let locate: (Syntax) -> WidthTerm.Source?

    init(locate: @escaping (Syntax) -> WidthTerm.Source?) {
        self.locate = locate
    }

    /// The solver for a view whose key is the title of `call` (`Text("key")`, `Toggle("key", isOn:)`),
    /// or nil for views whose title's width this does not solve (fields, pickers, headers).
    static func start(_ call: FunctionCallExprSyntax, locate: @escaping (Syntax) -> WidthTerm.Source?) -> ProposedWidth? {
        var solver = ProposedWidth(locate: locate)
        switch call.calleeName {
        case "Text", "Button", "Link", "ShareLink": break
        case "Toggle": solver.toggleSwitch(at: call)
        case "Label": solver.labelIcon(at: call)
        case "NavigationLink": solver.disclosureIndicator(at: call)
        case "LabeledContent", "Picker": solver.labeledContentValue(at: call)
        case "TextField", "SecureField", "Section": break
        default: return nil
        }
        return solver
    }

    /// The box, or nil when nothing beyond the default was found or the walk could not solve it.
    var result: BoxWidth? {
        guard !failed, !deferred, !terms.isEmpty || share != 1 || maximum != nil else { return nil }
        return BoxWidth(container: fixed ? nil : .margins, share: share, terms: terms, maximum: maximum)
    }

    /// Gives up: the element keeps its default width.
    mutating func fail() { failed = true; ended = true }

    // MARK: The view's own kind

    private mutating func toggleSwitch(at call: FunctionCallExprSyntax) {
        add(-SwiftUIMetrics.switchWidth, "Toggle switch 51 pt (UISwitch)", at: call, estimated: false)
        add(-SwiftUIMetrics.switchSpacing, "spacing before the switch 12 pt", at: call, estimated: true)
    }

    /// A `Label`'s icon and spacing, as the default style draws them; `.titleOnly` draws none, and
    /// another style (an app's own `LabelStyle`) draws what the pass cannot know: the default stays.
    private mutating func labelIcon(at call: FunctionCallExprSyntax) {
        if let style = ViewChain.modifiers(around: call).first(where: { $0.calleeName == "labelStyle" })?
            .arguments.first?.expression.trimmedDescription {
            if style == ".titleOnly" || style == "TitleOnlyLabelStyle()" { return }
            if style != ".titleAndIcon" && style != "TitleAndIconLabelStyle()" && style != ".automatic" { return fail() }
        }
        let icon = SwiftUIMetrics.symbolWidth(fontSize: SwiftUIMetrics.bodySize)
        add(-icon, "Label icon ≈ \(Self.spelled(icon)) pt (a symbol at 17 pt)", at: call, estimated: true)
        add(-SwiftUIMetrics.labelSpacing, "Label spacing 8 pt", at: call, estimated: true)
    }

    /// A `NavigationLink` in a list row shows a disclosure chevron at the row's trailing end; outside
    /// a list it shows none.
    private mutating func disclosureIndicator(at call: FunctionCallExprSyntax) {
        guard Self.inList(call) else { return }
        let width = CellAccessory.disclosureIndicator.width
        add(-width, "disclosure chevron \(Self.spelled(width)) pt (NavigationLink in a list)", at: call, estimated: true)
    }

    /// `LabeledContent("key", value: …)`, `Picker("key", selection:)`: the label and its value (the
    /// chosen option) share the row as two texts, 8 pt apart (C): the label gets half of what the
    /// spacing leaves.
    private mutating func labeledContentValue(at call: FunctionCallExprSyntax) {
        terms.append(WidthTerm(points: -SwiftUIMetrics.defaultSpacing,
                               what: "spacing between label and value 8 pt (the rest shared with the value)",
                               source: locate(Syntax(call)), estimated: true).shared(share / 2))
        share /= 2
    }

    // MARK: Walking outwards

    /// A modifier on the view or on a view around it. `own`: on the text's own chain.
    mutating func modifier(_ name: String, _ call: FunctionCallExprSyntax, own: Bool) {
        guard !ended else { return }
        switch name {
        case "padding":
            guard let (points, estimated) = Self.horizontalPadding(call) else { return fail() }
            if points > 0 { add(-points, "padding \(Self.spelled(points)) pt", at: call, estimated: estimated) }
        case "frame":
            if let width = call.argument("width").flatMap({ FontExpressions.number($0.expression) }) {
                if own && terms.isEmpty { deferred = true; ended = true; return }
                add(width, "frame width \(Self.spelled(width)) pt", at: call, estimated: false)
                fixed = true
                ended = true
            } else if let width = call.argument("maxWidth").flatMap({ FontExpressions.number($0.expression) }) {
                if own && terms.isEmpty { deferred = true; ended = true; return }
                let bound = share * width + offsetAtCompact
                maximum = min(maximum ?? bound, bound)
            } else if call.argument("width") != nil || call.argument("maxWidth").map({ !Self.isInfinity($0.expression) }) == true {
                fail()
            }
        case "fixedSize":
            if own { deferred = true; ended = true } else { fail() }
        case "layoutPriority", "offset", "position", "rotationEffect", "scaleEffect":
            fail()
        default:
            break
        }
    }

    /// The closure `closure` of `call` (`label` nil for its trailing closure) holds the view at `start`.
    mutating func closure(_ call: FunctionCallExprSyntax, label: String?, closure: ClosureExprSyntax,
                          start: AbsolutePosition) {
        guard !ended, let name = call.calleeName else { return }
        switch name {
        case "HStack", "LazyHStack":
            stack(call, closure: closure, start: start)
        case "VStack", "LazyVStack", "ZStack", "Group", "ForEach", "Section", "NavigationStack", "NavigationView",
             "ViewThatFits", "VStackLayout", "ZStackLayout", "Button", "Link", "ShareLink", "Menu":
            break
        case "ScrollView":
            // A horizontal scroll view proposes no width.
            if call.arguments.first.map({ $0.expression.trimmedDescription.contains("horizontal") }) == true { fail() }
        case "Toggle" where label == nil || label == "label":
            toggleSwitch(at: call)
        case "Label" where label == nil || label == "title":
            labelIcon(at: call)
        case "NavigationLink" where label == "label" || (label == nil && SwiftUIViews.trailingSlot(of: call, name: name) == "label"):
            disclosureIndicator(at: call)
        case "Picker" where label == "label", "LabeledContent" where label == "label":
            labeledContentValue(at: call)
        case "List", "Form":
            row(in: call)
        default:
            if SwiftUIViews.transparent.contains(name) { break }
            fail()
        }
    }

    /// The walk reached the declaration the view is written in (`node`, its body): a member used
    /// in one list or form row of the same file gives that row's insets.
    mutating func reachedDeclaration(_ node: Syntax) {
        guard !ended else { return }
        if let use = Self.memberUse(from: node), let list = Self.list(around: use, strict: true) {
            row(in: list)
        }
        ended = true
    }

    // MARK: Stacks

    /// What a child of a stack takes from the text's share.
    private enum Sibling {
        /// A fixed width (points, what it is, estimated).
        case fixed(Double, String, Bool)
        /// A spacer's minimum length.
        case spacer(Double, Bool)
        /// Another child that shares the rest (a text, a shape).
        case flexible
        /// Nothing drawn.
        case absent
    }

    private mutating func stack(_ call: FunctionCallExprSyntax, closure: ClosureExprSyntax, start: AbsolutePosition) {
        let spacing: Double
        var spacingEstimated = false
        if let argument = call.argument("spacing") {
            if argument.expression.is(NilLiteralExprSyntax.self) {
                spacing = SwiftUIMetrics.defaultSpacing
                spacingEstimated = true
            } else if let value = FontExpressions.number(argument.expression) {
                spacing = value
            } else {
                return fail()
            }
        } else {
            spacing = SwiftUIMetrics.defaultSpacing
            spacingEstimated = true
        }
        // A `.font` on the stack sizes the symbols in it that name none.
        let stackFont = ViewChain.modifiers(around: call).first { $0.calleeName == "font" }?
            .arguments.first.flatMap { Self.symbolFontSize($0.expression) }
        var children: [(sibling: Sibling, node: Syntax)] = []
        for item in closure.statements {
            if (item.position..<item.endPosition).contains(start) {
                children.append((.flexible, Syntax(item)))
                continue
            }
            guard let sibling = Self.sibling(item.item, font: stackFont) else { return fail() }
            if case .absent = sibling { continue }
            children.append((sibling, Syntax(item)))
        }
        guard let mine = children.firstIndex(where: { ($0.node.position..<$0.node.endPosition).contains(start) }) else {
            return fail()
        }
        var flexible = 0
        var pending: [WidthTerm] = []
        for (index, child) in children.enumerated() {
            switch child.sibling {
            case .fixed(let width, let what, let estimated):
                pending.append(WidthTerm(points: -width, what: what, source: locate(child.node), estimated: estimated))
            case .spacer(let length, let estimated):
                pending.append(WidthTerm(points: -length, what: "Spacer min length \(Self.spelled(length)) pt",
                                         source: locate(child.node), estimated: estimated))
            case .flexible:
                if index != mine { flexible += 1 }
            case .absent:
                break
            }
        }
        // Spacing between neighbours; a spacer's minimum length is its gap (SwiftUIMetrics).
        var gaps = 0
        for index in children.indices.dropFirst() {
            if case .spacer = children[index].sibling { continue }
            if case .spacer = children[index - 1].sibling { continue }
            gaps += 1
        }
        if gaps > 0, spacing != 0 {
            pending.append(WidthTerm(points: -Double(gaps) * spacing,
                                     what: "HStack spacing \(Self.spelled(spacing)) pt × \(gaps)",
                                     source: locate(Syntax(call)), estimated: spacingEstimated))
        }
        let k = Double(flexible + 1)
        terms += pending.map { $0.shared(share / k) }
        if k > 1 {
            share /= k
            if let last = terms.indices.last { terms[last].what += " (the rest shared by \(flexible + 1) texts)" }
        }
    }

    /// What a statement beside the text in a stack takes, or nil when it cannot be sized.
    private static func sibling(_ item: CodeBlockItemSyntax.Item, font stackFont: Double?) -> Sibling? {
        guard let expr = item.as(ExprSyntax.self) else { return nil }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            // A conditional sibling, taken as shown (the text's tighter case); one view only.
            guard ifExpr.elseBody == nil, ifExpr.body.statements.count == 1, let only = ifExpr.body.statements.first else { return nil }
            return sibling(only.item, font: stackFont)
        }
        var chain: [FunctionCallExprSyntax] = []
        var base: ExprSyntax = expr
        while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let inner = member.base {
            chain.insert(call, at: 0)
            base = inner
        }
        let baseCall = base.as(FunctionCallExprSyntax.self)
        let name = baseCall?.calleeName ?? DottedPath.of(base).map { String($0.split(separator: ".").first ?? "") } ?? ""
        var width: Double?
        var what = ""
        var estimated = false
        var kind: Sibling?
        var labelsHidden = false
        var fontSize = stackFont
        for modifier in chain {
            switch modifier.calleeName {
            case "labelsHidden": labelsHidden = true
            case "font": fontSize = modifier.arguments.first.flatMap { symbolFontSize($0.expression) } ?? fontSize
            case "fixedSize", "layoutPriority": return nil
            default: break
            }
        }
        switch name {
        case "Spacer":
            if let length = baseCall?.argument("minLength") {
                guard let value = FontExpressions.number(length.expression) else { return nil }
                kind = .spacer(value, false)
            } else {
                kind = .spacer(SwiftUIMetrics.spacerMinimum, true)
            }
        case "Text", "Label", "Button", "Link", "Menu", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule",
             "Ellipse":
            if name == "Button" || name == "Menu", let symbol = iconOnly(baseCall) {
                width = SwiftUIMetrics.symbolWidth(fontSize: fontSize ?? symbol)
                what = "\(name) icon ≈ \(spelled(width ?? 0)) pt (a symbol at \(spelled(fontSize ?? symbol)) pt)"
                estimated = true
            } else {
                kind = .flexible
            }
        case "Image":
            if baseCall?.argument("systemName") != nil {
                let size = fontSize ?? SwiftUIMetrics.bodySize
                width = SwiftUIMetrics.symbolWidth(fontSize: size)
                what = "Image(systemName:) ≈ \(spelled(width ?? 0)) pt (a symbol at \(spelled(size)) pt)"
                estimated = true
            }
        case "Toggle" where labelsHidden:
            width = SwiftUIMetrics.switchWidth
            what = "Toggle switch 51 pt (UISwitch)"
        case "Stepper" where labelsHidden:
            width = SwiftUIMetrics.stepperWidth
            what = "Stepper 94 pt (UIStepper)"
            estimated = true
        case "Divider":
            width = SwiftUIMetrics.dividerWidth
            what = "Divider 1 pt"
            estimated = true
        default:
            break
        }
        // A frame's width replaces the view's own; padding outside it adds to it.
        var framed = false
        for modifier in chain {
            switch modifier.calleeName {
            case "frame":
                if let value = modifier.argument("width").flatMap({ FontExpressions.number($0.expression) }) {
                    width = value
                    what = "\(name) frame width \(spelled(value)) pt"
                    estimated = false
                    framed = true
                    kind = nil
                } else if modifier.argument("width") != nil {
                    return nil
                }
            case "padding" where framed || width != nil:
                guard let (points, guessed) = horizontalPadding(modifier) else { return nil }
                width = (width ?? 0) + points
                if points > 0 { what += " + padding \(spelled(points)) pt" }
                estimated = estimated || guessed
            default:
                break
            }
        }
        if let kind { return kind }
        if let width { return .fixed(width, what, estimated) }
        return nil
    }

    /// A `Button`'s or `Menu`'s label that is only an SF Symbol (`Button { } label: { Image(systemName:) }`,
    /// `Button(action:) { Image(systemName:) }`): the font size it is taken at (17 pt unless its chain says).
    private static func iconOnly(_ call: FunctionCallExprSyntax?) -> Double? {
        guard let call else { return nil }
        if call.arguments.contains(where: { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }) { return nil }
        let labelClosure = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? (call.additionalTrailingClosures.isEmpty && call.argument("action") != nil ? call.trailingClosure : nil)
            ?? (call.calleeName == "Menu" ? call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure : nil)
        guard let closure = labelClosure, closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) else {
            return nil
        }
        var base = only
        var size: Double?
        while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let inner = member.base {
            if call.calleeName == "font", size == nil { size = call.arguments.first.flatMap { symbolFontSize($0.expression) } }
            base = inner
        }
        guard let image = base.as(FunctionCallExprSyntax.self), image.calleeName == "Image", image.argument("systemName") != nil else {
            return nil
        }
        return size ?? SwiftUIMetrics.bodySize
    }

    /// The point size of a font a symbol is drawn at: `.system(size: 20)`, a text style at Large.
    private static func symbolFontSize(_ expr: ExprSyntax) -> Double? {
        guard let reading = FontExpressions.swiftUI(expr) else { return nil }
        if let font = reading.font { return font.size }
        if let style = reading.style { return try? DynamicTypeTable().metrics(style).size }
        return nil
    }

    // MARK: List rows

    /// A list's or form's row: the row's content is inset from the margins by an inset-grouped
    /// section's inset, one system margin a side (`ListMetrics`; estimate C), or runs between the
    /// margins in a plain list.
    private mutating func row(in list: FunctionCallExprSyntax) {
        if Self.listIsInsetGrouped(list) {
            terms.append(WidthTerm(systemMargins: -2, what: "inset-grouped row insets: one system margin a side (16 or 20 pt)",
                                   source: locate(Syntax(list)), estimated: true).shared(share))
        }
        ended = true
    }

    /// A `Form`, or a `List` with no style or an inset or inset-grouped one: inset-grouped rows on
    /// iOS (a `Form` "uses grouped" styling on iOS and the automatic list style is inset grouped
    /// since iOS 15: estimates, C). `.plain`, `.grouped`, `.sidebar` rows run between the margins.
    static func listIsInsetGrouped(_ list: FunctionCallExprSyntax) -> Bool {
        let chain = ViewChain.modifiers(around: list)
        guard let written = chain.first(where: { $0.calleeName == "listStyle" || $0.calleeName == "formStyle" })?
            .arguments.first?.expression.trimmedDescription else { return true }
        var style = Substring(written)
        if style.hasPrefix(".") { style = style.dropFirst() }
        if style.hasSuffix("()") { style = style.dropLast(2) }
        let insetGrouped: Set<Substring> = ["automatic", "DefaultListStyle", "insetGrouped", "InsetGroupedListStyle", "inset",
                                            "InsetListStyle", "AutomaticFormStyle"]
        // A form's `.grouped` style is the inset-grouped look; a list's `.grouped` runs edge to edge.
        return insetGrouped.contains(style) || (list.calleeName == "Form" && (style == "grouped" || style == "GroupedFormStyle"))
    }

    /// Whether `call` sits in the rows of a `List` or `Form` written around it in the same expression.
    static func inList(_ call: FunctionCallExprSyntax) -> Bool { list(around: call) != nil }

    /// The `List` or `Form` written around `node` in the same expression, or around the use of the
    /// view-valued member it is returned from in the same file (`private var aboutSection: some View`
    /// used in `Form { aboutSection }`), up to `depth` members out.
    /// `strict`: only through sections, `ForEach`, groups and modifiers, so that nothing beside the
    /// view in the row takes room from it.
    static func list(around node: some SyntaxProtocol, depth: Int = 2, strict: Bool = false) -> FunctionCallExprSyntax? {
        var previous = Syntax(node)
        var next = previous.parent
        while let current = next {
            if let outer = current.as(FunctionCallExprSyntax.self) {
                let name = outer.calleeName ?? ""
                if ["List", "Form"].contains(name) { return outer }
                let isModifier = outer.calledExpression.as(MemberAccessExprSyntax.self)?.base
                    .map { $0.position <= previous.position && previous.endPosition <= $0.endPosition } ?? false
                if strict, !isModifier, !["Section", "ForEach", "Group"].contains(name) { return nil }
            }
            if ViewContext.isDeclarationBody(current) {
                guard depth > 0, let use = memberUse(from: current) else { return nil }
                return list(around: use, depth: depth - 1, strict: true)
            }
            previous = current
            next = current.parent
        }
        return nil
    }

    /// The one place in its file a member whose body `node` is (a computed view or a function
    /// returning one, not `body`) is used; nil when it is used in none or in several.
    static func memberUse(from node: Syntax) -> Syntax? {
        var next: Syntax? = node
        var name: String?
        while let current = next {
            if let variable = current.as(VariableDeclSyntax.self) {
                name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                break
            }
            if let function = current.as(FunctionDeclSyntax.self) { name = function.name.text; break }
            if current.is(ClosureExprSyntax.self) { return nil }
            next = current.parent
        }
        guard let name, name != "body", let root = next?.root else { return nil }
        let finder = ReferenceFinder(name: name)
        finder.walk(root)
        return finder.found.count == 1 ? finder.found.first : nil
    }

    /// A section's header or footer (`Section { } header: { Text(…) }`) in an inset-grouped list is
    /// inset as its rows are; nil in a plain list or where no list is written around it.
    static func sectionText(in section: FunctionCallExprSyntax, locate: (Syntax) -> WidthTerm.Source?) -> BoxWidth? {
        guard let list = list(around: section, strict: true), listIsInsetGrouped(list) else { return nil }
        return BoxWidth(container: .margins, terms: [
            WidthTerm(systemMargins: -2, what: "inset-grouped section insets: one system margin a side (16 or 20 pt)",
                      source: locate(Syntax(list)), estimated: true),
        ])
    }

    // MARK: Terms

    /// The terms' sum with system-margin terms at 16 pt: the bound a `maxWidth` frame puts on the text.
    private var offsetAtCompact: Double { terms.reduce(0) { $0 + $1.points } }

    private mutating func add(_ points: Double, _ what: String, at node: some SyntaxProtocol, estimated: Bool) {
        terms.append(WidthTerm(points: points, what: what, source: locate(Syntax(node)), estimated: estimated).shared(share))
    }

    /// Points on the two horizontal sides a `.padding` modifier adds, and whether the amount is
    /// the system default (an estimate); nil when the amount or edges are not literal.
    static func horizontalPadding(_ call: FunctionCallExprSyntax) -> (Double, Bool)? {
        let arguments = Array(call.arguments)
        if arguments.isEmpty { return (2 * SwiftUIMetrics.defaultPadding, true) }
        if arguments.count == 1, let only = arguments.first?.expression {
            if let value = FontExpressions.number(only) { return (2 * value, false) }
            if let insets = only.as(FunctionCallExprSyntax.self), insets.calleeName == "EdgeInsets" {
                var total = 0.0
                for label in ["leading", "trailing"] {
                    guard let side = insets.argument(label) else { continue }
                    guard let value = FontExpressions.number(side.expression) else { return nil }
                    total += value
                }
                return (total, false)
            }
            guard let sides = horizontalSides(only) else { return nil }
            return (sides * SwiftUIMetrics.defaultPadding, sides > 0)
        }
        if arguments.count == 2, let sides = horizontalSides(arguments[0].expression) {
            if sides == 0 { return (0, false) }
            if arguments[1].expression.is(NilLiteralExprSyntax.self) { return (sides * SwiftUIMetrics.defaultPadding, true) }
            guard let value = FontExpressions.number(arguments[1].expression) else { return nil }
            return (sides * value, false)
        }
        return nil
    }

    /// How many horizontal sides an `Edge.Set` names: `.horizontal` 2, `.leading` 1, `.vertical` 0,
    /// `[.leading, .top]` 1; nil when it is not written out.
    static func horizontalSides(_ expr: ExprSyntax) -> Double? {
        if let array = expr.as(ArrayExprSyntax.self) {
            var total = 0.0
            for element in array.elements {
                guard let sides = horizontalSides(element.expression) else { return nil }
                total += sides
            }
            return min(2, total)
        }
        guard let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "Edge.Set" else {
            return nil
        }
        switch member.declName.baseName.text {
        case "horizontal", "all": return 2
        case "leading", "trailing": return 1
        case "vertical", "top", "bottom": return 0
        default: return nil
        }
    }

    static func isInfinity(_ expr: ExprSyntax) -> Bool {
        expr.trimmedDescription.hasSuffix("infinity")
    }

    static func spelled(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}

extension WidthTerm {
    /// The term as it counts in the box of a view given `factor` of a stack's room, saying so.
    func shared(_ factor: Double) -> WidthTerm {
        guard factor != 1 else { return self }
        var term = scaled(factor)
        let parts = (1 / factor).rounded()
        term.what += abs(parts - 1 / factor) < 1e-9 ? " ÷ \(Int(parts))" : " × \(ProposedWidth.spelled(factor))"
        return term
    }
}

/// The references to one name in a file.
private final class ReferenceFinder: SyntaxVisitor {
    let name: String
    var found: [Syntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name { found.append(Syntax(node)) }
        return .skipChildren
    }
}
