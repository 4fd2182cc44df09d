/// The UIKit attributes the app sets on each receiver, by class: `numberOfLines`, `font`,
/// `adjustsFontSizeToFitWidth` with `minimumScaleFactor`, a width constraint; and what Interface
/// Builder sets on a class's outlets. A text set on `self.titleLabel` is drawn with what the class
/// sets on `titleLabel` anywhere (its `init`, a lazy getter, `({ … })` initializer, its
/// `awakeFromNib`), and what its superclasses set. What the code sets on an outlet wins over what
/// the storyboard sets: the nib's objects are decoded, with IB's attributes, before the code can
/// reach them through an outlet (Apple, `awakeFromNib()`: "The nib-loading infrastructure sends
/// an awakeFromNib message to each object recreated from a nib archive, but only after all the
/// objects in the archive have been loaded and initialized").
struct ObjectiveCAttributes: Sendable {
    struct Fact: Sendable {
        var value: FileIndex.AttributeValue
        /// The function it is set in (`Class.selector`), nil from Interface Builder.
        var function: String?
        /// Set where the receiver is made (its lazy getter, its `({ … })` initializer, the
        /// storyboard): it holds wherever the receiver is used.
        var initializer: Bool
        var offset: Int

        var shared: FileIndex.AttributeFact {
            FileIndex.AttributeFact(value: value, scope: nil, inInitializer: initializer, offset: offset)
        }
    }

    /// What one file's bodies set.
    struct Found: Sendable {
        /// Class ("" outside classes) → receiver key → facts.
        var facts: [String: [String: [Fact]]] = [:]
        /// A local whose value a statement expression hands to a receiver: (class, local's key, receiver's key).
        var aliases: [(className: String, from: String, to: String)] = []
        /// Class → it asks for large titles (true) or not.
        var largeTitles: [String: Bool] = [:]

        mutating func alias(_ from: String, as to: String, className: String) {
            aliases.append((className, from, to))
        }
    }

    private(set) var facts: [String: [String: [Fact]]] = [:]
    private(set) var largeTitles: [String: Bool] = [:]
    private var prototypes: [String: [String: [FileIndex.AttributeValue]]] = [:]
    /// Class → outlet receiver → what Interface Builder sets on it.
    private var designed: [String: [String: [FileIndex.AttributeValue]]] = [:]

    init() {}

    init(outlets: InterfaceBuilderOutlets, found: [Found]) {
        prototypes = outlets.prototypeLabels
        designed = outlets.labels
        for file in found {
            for (type, receivers) in file.facts {
                for (receiver, list) in receivers { facts[type, default: [:]][receiver, default: []] += list }
            }
            largeTitles.merge(file.largeTitles) { first, _ in first }
        }
        for file in found {
            for alias in file.aliases {
                let moved = (facts[alias.className]?[alias.from] ?? []).map { fact -> Fact in
                    var fact = fact
                    fact.initializer = true
                    return fact
                }
                facts[alias.className, default: [:]][alias.to, default: []] += moved
            }
        }
    }

    /// Collects what is set on `key` in `className`: in the same function (or where the receiver
    /// is made) first, then elsewhere in the class, then in its superclasses, then what Interface
    /// Builder sets on the outlet (the code's assignments come after it). Returns true when some
    /// field was decided by code elsewhere than at the use.
    func collect(_ key: String, in className: String, function: String?, index: ObjectiveCIndex,
                 into collector: inout AttributeCollector) -> Bool {
        var elsewhere = false
        if let list = facts[className]?[key] {
            let isHere = { (fact: Fact) in fact.initializer || function != nil && fact.function == function }
            TypeMembers.feed(list.filter(isHere).map(\.shared), into: &collector)
            let before = collector.read
            TypeMembers.feed(list.filter { !isHere($0) }.map(\.shared), into: &collector)
            elsewhere = collector.read != before
        }
        // A local's or a parameter's attributes are its function's alone.
        guard !key.hasPrefix("@"), !key.hasPrefix("#"), !className.isEmpty else { return elsewhere }
        let lineage = index.lineage(className)
        for ancestor in lineage.dropFirst() {
            guard let list = facts[ancestor]?[key] else { continue }
            let before = collector.read
            TypeMembers.feed(list.map(\.shared), into: &collector)
            if collector.read != before { elsewhere = true }
        }
        for type in lineage {
            guard let values = designed[type]?[key] else { continue }
            TypeMembers.feed(values.map { FileIndex.AttributeFact(value: $0, scope: nil, inInitializer: true, offset: 0) },
                             into: &collector)
        }
        return elsewhere
    }

    /// What a storyboard's prototype cell dequeued as `identifier` sets on its `textLabel` or
    /// `detailTextLabel`, after what the code sets.
    func collectPrototype(_ identifier: String, label: String, into collector: inout AttributeCollector) -> Bool {
        guard let values = prototypes[identifier]?[label] else { return false }
        let before = collector.read
        TypeMembers.feed(values.map { FileIndex.AttributeFact(value: $0, scope: nil, inInitializer: true, offset: 0) }, into: &collector)
        return collector.read != before
    }
}

/// The attributes pass: records what each assignment or setter sets on its receiver.
extension ObjectiveCReader {
    static let attributeProperties: Set<String> = ["numberOfLines", "font", "adjustsFontSizeToFitWidth", "minimumScaleFactor"]

    /// `label.numberOfLines = 0`, `self.navigationItem.largeTitleDisplayMode = …`.
    func attributeAssigned(_ target: ObjectiveCExpr, _ value: ObjectiveCExpr) {
        guard case .member(let base, let property) = target.unwrapped.kind else { return }
        attributeSet(property, value, on: base)
    }

    /// `[label setNumberOfLines:0]`, `[label.widthAnchor constraintEqualToConstant:120]`.
    func attributeMessage(_ receiver: ObjectiveCExpr, _ parts: [ObjectiveCArgument]) {
        let selector = Self.selector(parts)
        if let property = Self.setterProperty(selector), let value = parts.first?.value {
            attributeSet(property, value, on: receiver)
            return
        }
        guard selector == "constraintEqualToConstant:" || selector == "constraintLessThanOrEqualToConstant:",
              case .member(let base, "widthAnchor") = receiver.unwrapped.kind,
              let width = ObjectiveCFonts.number(parts.first?.value) else { return }
        record(.width(width), on: base, at: receiver.first)
    }

    private func attributeSet(_ property: String, _ value: ObjectiveCExpr, on base: ObjectiveCExpr) {
        let attribute: FileIndex.AttributeValue?
        switch property {
        case "numberOfLines": attribute = ObjectiveCFonts.number(value).map { .lines(Int($0)) }
        case "font": attribute = resizedWeight(value, of: base).map { .weight($0) } ?? .font(ObjectiveCFonts.read(value))
        case "adjustsFontSizeToFitWidth": attribute = ObjectiveCFonts.bool(value).map { .shrinks($0) }
        case "minimumScaleFactor": attribute = ObjectiveCFonts.number(value).map { .minimumScale($0) }
        case "largeTitleDisplayMode":
            // UINavigationItemLargeTitleDisplayModeAlways / …Never; …Automatic follows the bar.
            if let className, let mode = value.unwrapped.name, !mode.hasSuffix("Automatic") {
                recorded.largeTitles[className] = mode.hasSuffix("Always")
            }
            return
        case "prefersLargeTitles":
            if let className, ObjectiveCFonts.bool(value) == true, recorded.largeTitles[className] == nil {
                recorded.largeTitles[className] = true
            }
            return
        default: attribute = nil
        }
        guard let attribute else { return }
        record(attribute, on: base, at: value.first)
    }

    private func record(_ value: FileIndex.AttributeValue, on base: ObjectiveCExpr, at token: Int) {
        guard let receiver = receiver(of: base) else { return }
        let key = attributeKey(receiver)
        // A lazy getter makes its property: what it sets holds wherever the property is used.
        let initializer = receiver.root == .object && receiver.members == [function.name]
        let offset = token < file.tokens.count ? file.tokens[token].offset : 0
        recorded.facts[className ?? "", default: [:]][key, default: []].append(
            ObjectiveCAttributes.Fact(value: value, function: function.id, initializer: initializer, offset: offset))
    }
}
