/// Compares the format specifiers of a translation with those of its source.
import Foundation

enum PlaceholderCheck {
    /// Longest `formatSpecifier` taken as written; longer ones are not conversions.
    static let maxSpecifierLength = 16

    /// - Parameter isPluralForm: plural forms may leave the number out ("One follower"), so
    ///   missing arguments are only reported outside plural forms.
    /// - Parameter key: the placeholders of a key that is itself a format (`keyArguments`): the
    ///   code passes those arguments, so a translation may show one the source leaves out, and
    ///   may leave it out as the source does.
    static func compare(source: [FormatPlaceholder], translation: [FormatPlaceholder], isPluralForm: Bool,
                        key: [FormatPlaceholder] = []) -> (CatalogRule, String)? {
        let fromKey = arguments(key).filter { !arguments(source).keys.contains($0.key) }
        let s = source.filter { $0.kind != .percent }
        let t = translation.filter { $0.kind != .percent }
        var sArgs = arguments(s)
        let tArgs = arguments(t)
        let extra = Set(tArgs.keys).subtracting(sArgs.keys).subtracting(fromKey.keys).sorted()
        let missing = Set(sArgs.keys).subtracting(tArgs.keys).sorted()
        sArgs.merge(fromKey) { own, _ in own }
        if !extra.isEmpty {
            return (.placeholderCount, "the translation uses argument \(extra.map(String.init).joined(separator: ", ")) "
                    + "(\(spellings(t, extra))) which the source does not have: \(s.count) in the source, \(t.count) in the translation")
        }
        if !missing.isEmpty, !isPluralForm {
            return (.placeholderCount, "the translation drops argument \(missing.map(String.init).joined(separator: ", ")) "
                    + "(\(spellings(s, missing))) of the source: \(s.count) in the source, \(t.count) in the translation")
        }
        let positional = s.contains { $0.isPositional } || t.contains { $0.isPositional }
        if !positional, s.count == t.count, s.map(\.kind.argumentClass) != t.map(\.kind.argumentClass),
           s.map(\.kind.argumentClass).sorted() == t.map(\.kind.argumentClass).sorted() {
            return (.placeholderOrder, "the translation has the placeholders in another order "
                    + "(\(t.map(\.spelling).joined(separator: " "))) than the source (\(s.map(\.spelling).joined(separator: " "))); "
                    + "use positional specifiers such as %1$@ to reorder")
        }
        for (arg, kind) in tArgs.sorted(by: { $0.key < $1.key }) {
            guard let expected = sArgs[arg], expected.argumentClass != kind.argumentClass else { continue }
            return (.placeholderType, "argument \(arg) is \(expected.rawValue) in the source (\(spellings(s, [arg]))) "
                    + "but \(kind.rawValue) in the translation (\(spellings(t, [arg])))")
        }
        return nil
    }

    /// The placeholders of a key that is itself a format: what the code formats it with
    /// (`Text("reblog \(count)")` looks up the key `reblog %lld` and passes `count`;
    /// `NSLocalizedString(@"Select \"%@\"", nil)` is formatted with the arguments its key names).
    static func keyArguments(_ key: String) -> [FormatPlaceholder] {
        FormatParser.placeholders(in: key).filter { $0.kind != .percent && $0.kind != .substitution }
    }

    /// The placeholders of several forms as one list: each argument once, as the first form that
    /// uses it spells it (the forms are given source-closest first).
    static func union(_ forms: [CatalogValue], _ placeholders: (CatalogValue) -> [FormatPlaceholder]) -> [FormatPlaceholder] {
        guard forms.count > 1 else { return forms.first.map(placeholders) ?? [] }
        var seen: Set<Int> = []
        var out: [FormatPlaceholder] = []
        for form in forms {
            for p in placeholders(form) {
                let read = p.arguments.map(\.argument)
                if read.isEmpty || read.contains(where: { !seen.contains($0) }) { out.append(p) }
                seen.formUnion(read)
            }
        }
        return out
    }

    /// The kind each argument is read as, `*` widths and precisions included (integers); an
    /// argument read twice keeps the kind it is first read as.
    private static func arguments(_ ps: [FormatPlaceholder]) -> [Int: PlaceholderKind] {
        var out: [Int: PlaceholderKind] = [:]
        for p in ps {
            for (a, kind) in p.arguments where out[a] == nil { out[a] = kind }
        }
        return out
    }

    private static func spellings(_ ps: [FormatPlaceholder], _ args: [Int]) -> String {
        ps.filter { $0.arguments.contains { args.contains($0.argument) } }.map(\.spelling).joined(separator: ", ")
    }
}

extension CatalogValue {
    /// The text with Xcode's `%arg` (a substitution form's own argument) spelled as the
    /// substitution's real specifier, so it parses and expands like any other.
    package var resolvedFormatText: String {
        guard let substitution, text.contains("%arg") else { return text }
        // A conversion is a few letters (`lld`, `@`, `.2f`); a file-sized one written into every
        // `%arg` of a file-sized text would grow the text quadratically.
        let spec = substitution.formatSpecifier.flatMap { $0.utf8.count <= PlaceholderCheck.maxSpecifierLength ? $0 : nil }
        return text.replacingOccurrences(of: "%arg", with: "%" + (spec ?? "lld"))
    }

    /// The arguments a whole string consumes: its own specifiers, with each `%#@name@` taking the
    /// kind of its substitution, plus the positional arguments its substitution forms use
    /// (`%2$@` inside a plural form belongs to the whole string).
    func effectivePlaceholders(forms: [CatalogValue]) -> [FormatPlaceholder] {
        var out: [FormatPlaceholder] = []
        for var p in FormatParser.placeholders(in: text) {
            if let name = p.substitutionName, let form = forms.first(where: { $0.path.substitution == name }),
               let info = form.substitution {
                if let argNum = info.argNum { p.argument = argNum; p.isPositional = true }
                if let spec = info.formatSpecifier,
                   let kind = FormatParser.placeholders(in: "%" + spec).first?.kind { p.kind = kind }
            }
            out.append(p)
        }
        let known = Set(out.flatMap { $0.arguments.map(\.argument) })
        var added: Set<Int> = []
        for form in forms where form.path.device == path.device {
            for p in FormatParser.placeholders(in: form.resolvedFormatText) where p.isPositional {
                if let a = p.argument, !known.contains(a), added.insert(a).inserted { out.append(p) }
            }
        }
        return out
    }
}
