import TypeFitLocale

extension Catalog {
    /// This catalog with the pseudo-locales added (replacing any it already has): every key's
    /// source values, each variant kept (plural, device, substitution, width), made pseudo text.
    /// A plural gains the categories the pseudo-locale's own rules need (ar-XB: zero, one, two,
    /// few, many, other), each from the source's `other`, so the app picks a form for every count.
    /// A key marked "Don't translate" keeps its source text. Fallbacks are dropped: the written
    /// catalog holds only text of its own.
    package func addingPseudoLocales(_ pseudoLocales: [PseudoLocale], text: PseudoText) -> Catalog {
        var copy = self
        let tags = Set(pseudoLocales.map(\.tag))
        copy.entries = entries.map { entry in
            var entry = entry
            for (locale, values) in entry.localizations {
                let own = values.filter { !$0.isFallback }
                entry.localizations[locale] = own.isEmpty || tags.contains(locale) ? nil : own
            }
            let source = entry.values(for: sourceLanguage)
            for pseudo in pseudoLocales {
                let needed = (try? PluralRules(locale: LocaleTag(pseudo.tag)).categories()) ?? []
                entry.localizations[pseudo.tag] = Self.completingPlurals(source, with: needed).map { value in
                    var made = value
                    made.locale = pseudo.tag
                    made.state = format == .xcstrings || format == .xliff ? .translated : nil
                    if entry.shouldTranslate { made.text = text.pseudo(value.text, in: pseudo) }
                    return made
                }
            }
            return entry
        }
        copy.locales = locales.filter { !tags.contains($0) } + pseudoLocales.map(\.tag)
        return copy
    }

    /// `values` with a value for each of `categories` in every plural they hold: a missing
    /// category gets the text of the plural's `other` form (else its last).
    static func completingPlurals(_ values: [CatalogValue], with categories: [PluralCategory]) -> [CatalogValue] {
        var out = values
        var groups: [VariationPath: [CatalogValue]] = [:]
        var order: [VariationPath] = []
        for value in values where value.pluralCategory != nil {
            if groups[value.path.pluralGroup] == nil { order.append(value.path.pluralGroup) }
            groups[value.path.pluralGroup, default: []].append(value)
        }
        for group in order {
            guard let forms = groups[group],
                  let other = forms.first(where: { $0.pluralCategory == .other }) ?? forms.last else { continue }
            let present = Set(forms.compactMap(\.pluralCategory))
            for category in categories where !present.contains(category) {
                var added = other
                if added.path.substitution != nil { added.path.substitutionPlural = category } else { added.path.plural = category }
                out.append(added)
            }
        }
        return out
    }
}
