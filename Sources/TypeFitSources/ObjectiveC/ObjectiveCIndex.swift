/// What the app's Objective-C files declare, merged across files: each class with its
/// superclass, properties, instance variables and methods (a category's and a class extension's
/// too), the app's C functions and macros. It is what makes a link sure: a method is found by its
/// selector along the receiver's class and superclasses, or as the only one of that selector in
/// the app.
struct ObjectiveCIndex: Sendable {
    struct ClassInfo: Sendable {
        var superclass: String?
        /// False for a category on a class the app does not declare (`@interface UILabel (Style)`).
        var declared = false
        var properties: [String: ObjectiveCProperty] = [:]
        var ivars: [String: String?] = [:]
        var synthesized: [String: String] = [:]
        /// Selector → its return type.
        var methods: [String: String?] = [:]
        /// Selectors a body implements.
        var implemented: Set<String> = []
    }

    private(set) var classes: [String: ClassInfo] = [:]
    /// Selector → the classes declaring a method or property answering it.
    private var owners: [String: Set<String>] = [:]
    /// C function name → its return type, for functions defined (with a body) in one place only.
    private(set) var functions: [String: String?] = [:]
    /// Function-like macro names.
    private(set) var macros: Set<String> = []
    /// Object-like macros by name, each with its tokens and body; names defined twice are dropped.
    private(set) var objectMacros: [String: ObjectiveCMacro] = [:]

    init(_ files: [ObjectiveCFile]) {
        var functionCounts: [String: Int] = [:]
        var macroBodies: [String: Int] = [:]
        for file in files {
            for part in file.classes {
                var info = classes[part.name] ?? ClassInfo()
                if let superclass = part.superclass { info.superclass = superclass }
                if part.superclass != nil || part.isImplementation && !part.isCategory { info.declared = true }
                for property in part.properties where info.properties[property.name] == nil {
                    info.properties[property.name] = property
                }
                for ivar in part.ivars where info.ivars[ivar.name] == nil { info.ivars[ivar.name] = .some(ivar.type) }
                info.synthesized.merge(part.synthesized) { first, _ in first }
                info.methods.merge(part.methods) { first, _ in first }
                classes[part.name] = info
            }
            for function in file.functions {
                switch function.kind {
                case .method(let className, _):
                    classes[className, default: ClassInfo()].implemented.insert(function.name)
                    if classes[className]?.methods[function.name] == nil {
                        classes[className]?.methods[function.name] = .some(function.returnType)
                    }
                case .function:
                    functionCounts[function.name, default: 0] += 1
                    functions[function.name] = .some(function.returnType)
                case .macro:
                    break
                }
            }
            for macro in file.macros { macros.insert(macro.name) }
            for macro in file.objectMacros {
                macroBodies[macro.name, default: 0] += 1
                objectMacros[macro.name] = macro
            }
        }
        for (name, count) in functionCounts where count > 1 { functions[name] = nil }
        for (name, count) in macroBodies where count > 1 { objectMacros[name] = nil }
        for (name, info) in classes {
            for selector in info.methods.keys { owners[selector, default: []].insert(name) }
            for property in info.properties.values {
                owners[property.getter ?? property.name, default: []].insert(name)
                owners[property.setter ?? Self.setter(of: property.name), default: []].insert(name)
            }
        }
    }

    /// `setTitle:` for `title`: the setter a property gets by default.
    static func setter(of property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    }

    /// True when the app declares the class itself (not only a category on it).
    func isApp(_ name: String) -> Bool { classes[name]?.declared == true }

    /// The class and its superclasses, nearest first, as far as the app declares them, then the
    /// first class it does not declare (`UITableViewCell`).
    func lineage(_ name: String) -> [String] {
        var out = [name]
        var current = name
        while let parent = classes[current]?.superclass, !out.contains(parent), out.count < 64 {
            out.append(parent)
            current = parent
        }
        return out
    }

    /// The framework class a class builds on: `UITableViewCell` for an app cell; the class itself
    /// when the app does not declare it.
    func frameworkClass(of name: String) -> String {
        lineage(name).first { !isApp($0) } ?? name
    }

    /// UIKit draws a view controller's `title` in its navigation bar; as the Swift side, a class
    /// is taken for one when its name or a superclass's ends in `Controller`.
    func isViewController(_ name: String) -> Bool {
        lineage(name).contains { $0.hasSuffix("Controller") }
    }

    /// False for a class that builds on something that cannot be a view (`NSObject`): its
    /// properties are its own data, never a label's.
    func mayBeView(_ name: String) -> Bool {
        let base = frameworkClass(of: name)
        return base.hasPrefix("UI") || !base.hasPrefix("NS")
    }

    /// The class along `name`'s lineage that declares `selector` (a method, or a property's
    /// getter or setter).
    func declaring(_ selector: String, from name: String) -> String? {
        lineage(name).first { answers($0, selector) }
    }

    private func answers(_ name: String, _ selector: String) -> Bool {
        guard let info = classes[name] else { return false }
        if info.methods[selector] != nil { return true }
        return info.properties.values.contains {
            ($0.getter ?? $0.name) == selector || ($0.setter ?? Self.setter(of: $0.name)) == selector
        }
    }

    /// The only class in the app that answers `selector`, or how many do.
    func owners(of selector: String) -> Set<String> { owners[selector] ?? [] }

    /// The declared type of `member` of class `name` (a property, an instance variable or a
    /// method's return), along its lineage.
    func type(of member: String, in name: String) -> String? {
        for owner in lineage(name) {
            guard let info = classes[owner] else { continue }
            if let property = info.properties[member] { return property.type }
            if let property = info.properties.values.first(where: { $0.getter == member }) { return property.type }
            if let ivar = info.ivars[member] { return ivar }
            if let ivar = info.ivars["_" + member] { return ivar }
            if let returned = info.methods[member] { return returned }
        }
        return nil
    }

    /// The property an instance variable backs: `_title` (synthesized by default) or the one a
    /// `@synthesize` names; nil when it backs none.
    func property(backedBy ivar: String, in name: String) -> String? {
        for owner in lineage(name) {
            guard let info = classes[owner] else { continue }
            if let property = info.synthesized.first(where: { $0.value == ivar })?.key { return property }
            if ivar.hasPrefix("_"), info.properties[String(ivar.dropFirst())] != nil { return String(ivar.dropFirst()) }
        }
        return nil
    }

    /// True when `name` is an instance variable of the class (declared, or synthesized for a property).
    func hasInstanceVariable(_ ivar: String, in name: String) -> Bool {
        lineage(name).contains { owner in
            guard let info = classes[owner] else { return false }
            return info.ivars[ivar] != nil || info.synthesized.values.contains(ivar)
                || ivar.hasPrefix("_") && info.properties[String(ivar.dropFirst())] != nil
        }
    }
}
