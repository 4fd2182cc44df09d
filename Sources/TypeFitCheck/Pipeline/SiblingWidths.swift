import Synchronization
import TypeFitCatalog
import TypeFitConfig
import TypeFitCore
import TypeFitDynamicType
import TypeFitLayout
import TypeFitLocale

/// The texts of the labels beside the views keys are drawn in (`SiblingText`), measured per locale:
/// a box solved through a sibling's text is `room − sibling`, and the sibling shows its widest
/// value of the same locale, laid out on one line in its own font by the check's `TextEngine`, at
/// each size category the matrix holds. What is measured is the text's advance width alone: a
/// label's intrinsic width is its text's (Apple, UILabel `intrinsicContentSize`; Auto Layout
/// Guide, "Anatomy of a Constraint", Intrinsic Content Size); any gap beside it is the layout's.
///
/// Measured once per (text, font, locale) for the whole run: several uses beside one sibling, and
/// the same use over its values, share them.
final class SiblingWidths: Sendable {
    /// Catalogs by the strings table the app looks their keys up in.
    private let tables: [String: [Catalog]]
    private let made = Mutex<[Memo: [String: Double]?]>([:])

    private struct Memo: Hashable {
        let text: SiblingText
        let locale: String
    }

    init(_ catalogs: [Catalog]) {
        var tables: [String: [Catalog]] = [:]
        for catalog in catalogs { tables[catalog.table, default: []].append(catalog) }
        self.tables = tables
    }

    /// `settings` with every sibling of its solved width measured for `locale`; the settings
    /// themselves when the width has no sibling to measure.
    func resolved(_ settings: ElementSettings, locale: String, _ context: CheckContext) throws -> ElementSettings {
        guard case .solved(var box)? = settings.width,
              box.terms.contains(where: { $0.sibling.map { !$0.givesWay } ?? false }) else { return settings }
        for index in box.terms.indices {
            guard let sibling = box.terms[index].sibling, !sibling.givesWay else { continue }
            box.terms[index].sibling?.widths = try widths(of: sibling, locale: locale, context)
        }
        var resolved = settings
        resolved.width = .solved(box)
        return resolved
    }

    /// The sibling's widest text in `locale` by size category (raw value); nil when neither a
    /// catalog nor the source gives its text.
    func widths(of sibling: SiblingText, locale: String, _ context: CheckContext) throws -> [String: Double]? {
        var text = sibling
        text.factor = 1
        text.widths = nil
        let memo = Memo(text: text, locale: locale)
        if let known = made.withLock({ $0[memo] }) { return known }
        let measured = try measure(text, locale: locale, context)
        made.withLock { $0[memo] = measured }
        return measured
    }

    private func measure(_ sibling: SiblingText, locale: String, _ context: CheckContext) throws -> [String: Double]? {
        let (texts, tag) = self.texts(of: sibling, locale: locale, context)
        guard !texts.isEmpty else { return nil }
        // The sibling's font as an element's: a text style, a size (scaled or fixed), else UILabel's 17 pt.
        var settings = ElementSettings(style: sibling.style, weight: sibling.weight.flatMap(FontWeight.init(rawValue:)))
        if let size = sibling.size {
            settings.font = CustomFont(size: size, relativeTo: sibling.relativeTo)
        } else if sibling.style == nil {
            settings.font = UIFramework.uiLabelDefaultFont
        }
        let font = TextSource(settings: settings, spec: ElementSpec(.label))
        let table = DynamicTypeTable()
        let scaling = FontMetricsScaling()
        var categories: [ContentSizeCategory] = []
        for placed in context.environments where !categories.contains(placed.environment.category) {
            categories.append(placed.environment.category)
        }
        var prepared: [FontWeight: [PreparedText]] = [:]
        var bySize: [String: Double] = [:]
        var widths: [String: Double] = [:]
        for category in categories {
            let (size, weight) = try font.resolve(category, table: table, scaling: scaling)
            let memo = "\(weight.rawValue)|\(size)"
            if let known = bySize[memo] {
                widths[category.rawValue] = known
                continue
            }
            if prepared[weight] == nil {
                prepared[weight] = try texts.map { try context.text.prepare($0, locale: tag, weight: weight) }
            }
            let widest = try (prepared[weight] ?? []).map { try $0.layout(size: size).width }.max() ?? 0
            bySize[memo] = widest
            widths[category.rawValue] = widest
        }
        return widths
    }

    /// Every text the sibling may show in `locale` — each value of its key there (a fallback is what
    /// the app shows where the locale lacks it), placeholders filled in — else in the catalog's
    /// source language, else the source's literal; with the locale they are shaped in.
    private func texts(of sibling: SiblingText, locale: String, _ context: CheckContext) -> ([String], LocaleTag) {
        if let key = sibling.key {
            for catalog in tables[sibling.table ?? ""] ?? [] {
                guard let entry = catalog.entry(key) else { continue }
                var values = entry.values(for: locale)
                var shown = locale
                if values.isEmpty {
                    shown = catalog.sourceLanguage
                    values = entry.values(for: shown)
                }
                let tag = shown == "Base" ? LocaleTag(catalog.sourceLanguage) : LocaleTag(shown)
                let texts = values.flatMap { context.expander.expand($0, in: entry, locale: tag).map(\.text) }
                    .filter { !$0.isEmpty }
                if !texts.isEmpty { return (texts, tag) }
            }
        }
        let tag = locale == "Base" ? LocaleTag("en") : LocaleTag(locale)
        if let literal = sibling.literal, !literal.isEmpty { return ([literal], tag) }
        return ([], tag)
    }
}
