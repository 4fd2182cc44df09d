import TypeFitDiagnostics
import TypeFitLocale

/// Finds what the catalog alone proves wrong: placeholder mismatches, missing plural categories,
/// untranslated and unreviewed values, undefined `%#@variables@`.
package enum CatalogLint {
    package static func findings(_ catalog: Catalog) -> [CatalogFinding] {
        var out: [CatalogFinding] = []
        var categoryCache: [String: [PluralCategory]] = [:]
        for repeated in catalog.repeatedKeys {
            out.append(CatalogFinding(
                rule: .duplicateKey, message: "\"\(repeated.key)\" is given again at line \(repeated.repeated.line), whose value is the one read",
                location: repeated.first, catalog: catalog.name, key: repeated.key, locale: repeated.locale, occurrence: "first"))
            out.append(CatalogFinding(
                rule: .duplicateKey, message: "\"\(repeated.key)\" was given at line \(repeated.first.line); this later value is the one read",
                location: repeated.repeated, catalog: catalog.name, key: repeated.key, locale: repeated.locale, occurrence: "repeated"))
        }
        for entry in catalog.entries {
            let source = entry.values(for: catalog.sourceLanguage).filter { !$0.isFallback }
            for locale in catalog.locales {
                let values = entry.values(for: locale)
                let own = values.filter { !$0.isFallback }
                func add(_ rule: CatalogRule, _ message: String, _ at: SourceLocation, _ path: VariationPath? = nil) {
                    out.append(CatalogFinding(rule: rule, message: message, location: at, catalog: catalog.name,
                                              key: entry.key, locale: locale, path: path))
                }
                if locale != catalog.sourceLanguage, entry.shouldTranslate {
                    if own.isEmpty, !values.isEmpty {
                        // At the text that is shown instead: the source locale's value (a merged
                        // `.strings` entry's own location is whichever locale's file came first).
                        add(.untranslated, "\"\(entry.key)\" has no \(locale) translation; the \(catalog.sourceLanguage) text is shown",
                            source.first?.location ?? entry.location)
                    }
                    for v in own where v.state == .new {
                        add(.untranslated, "\"\(entry.key)\" (\(v.path)) is new and not yet translated to \(locale)", v.location, v.path)
                    }
                }
                for v in own where v.state == .needsReview {
                    add(.needsReview, "\"\(entry.key)\" (\(v.path)) in \(locale) needs review", v.location, v.path)
                }
                // Placeholders: compare each own translation with the closest source value.
                if locale != catalog.sourceLanguage {
                    for v in own {
                        guard let s = closestSource(for: v, in: source) else { continue }
                        func placeholders(_ value: CatalogValue, _ forms: [CatalogValue]) -> [FormatPlaceholder] {
                            value.path.substitution == nil
                                ? value.effectivePlaceholders(forms: forms.filter { $0.path.substitution != nil })
                                : FormatParser.placeholders(in: value.resolvedFormatText)
                        }
                        // A plural form is held against every form of the source's plural: categories
                        // do not pair up across languages (English `one` "1y ago" leaves out the number
                        // Arabic's `one` writes), so an argument is the translation's own only when no
                        // form of the source uses it.
                        let siblings = v.pluralCategory == nil ? []
                            : source.filter { $0.path.pluralGroup == v.path.pluralGroup && $0.path != s.path }
                        let pair = (PlaceholderCheck.union([s] + siblings, { placeholders($0, source) }),
                                    placeholders(v, own))
                        if let (rule, message) = PlaceholderCheck.compare(source: pair.0, translation: pair.1,
                                                                          isPluralForm: v.pluralCategory != nil,
                                                                          key: PlaceholderCheck.keyArguments(entry.key)) {
                            add(rule, "\"\(entry.key)\" (\(locale), \(v.path)): \(message)", v.location, v.path)
                        }
                    }
                }
                for v in own where v.path.substitution == nil {
                    for name in Set(FormatParser.placeholders(in: v.text).compactMap(\.substitutionName)).sorted() {
                        let defined = own.contains { $0.path.substitution == name && $0.path.device == v.path.device }
                        if !defined {
                            add(.undefinedVariable, "\"\(entry.key)\" (\(locale)) uses %#@\(name)@ but defines no variable \"\(name)\"",
                                v.location, v.path)
                        }
                    }
                }
                let pluralLocale = locale == "Base" ? nil : locale
                if let pluralLocale {
                    let required: [PluralCategory]
                    if let cached = categoryCache[pluralLocale] { required = cached } else {
                        required = (try? PluralRules(locale: LocaleTag(pluralLocale)).categories()) ?? []
                        categoryCache[pluralLocale] = required
                    }
                    var groups: [VariationPath: (present: Set<PluralCategory>, first: CatalogValue)] = [:]
                    var order: [VariationPath] = []
                    for v in own {
                        guard let category = v.pluralCategory else { continue }
                        let group = v.path.pluralGroup
                        if groups[group] == nil { order.append(group); groups[group] = ([], v) }
                        groups[group]?.present.insert(category)
                    }
                    for group in order {
                        guard let found = groups[group] else { continue }
                        let missing = required.filter { !found.present.contains($0) }
                        guard !missing.isEmpty else { continue }
                        add(.pluralCategoryMissing,
                            "\"\(entry.key)\" (\(locale)\(group.isBase ? "" : ", \(group)")) lacks the plural "
                            + "categor\(missing.count == 1 ? "y" : "ies") \(missing.map(\.rawValue).joined(separator: ", ")) "
                            + "that \(locale) uses (CLDR: \(required.map(\.rawValue).joined(separator: ", ")))",
                            found.first.location, group)
                    }
                }
            }
        }
        return out
    }

    /// The source value to compare a translation with: the same variation, else the same
    /// substitution/device with the `other` form, else the plain source string.
    static func closestSource(for value: CatalogValue, in source: [CatalogValue]) -> CatalogValue? {
        if let same = source.first(where: { $0.path == value.path }) { return same }
        var other = value.path
        if other.substitution != nil { other.substitutionPlural = .other } else if other.plural != nil { other.plural = .other }
        if let o = source.first(where: { $0.path == other }) { return o }
        other.device = nil
        if let o = source.first(where: { $0.path == other }) { return o }
        if value.path.substitution == nil { return source.first { $0.path.substitution == nil } }
        return nil
    }
}
