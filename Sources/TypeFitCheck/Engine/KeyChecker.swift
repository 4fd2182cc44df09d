import TypeFitCatalog
import TypeFitConfig
import TypeFitCore
import TypeFitDynamicType
import TypeFitLayout
import TypeFitLocale

/// Checks one catalog key in every locale: expands each value's placeholders, lays the text out
/// once per distinct slot, runs the rules and folds the violations into findings.
struct KeyChecker {
    let engine: CheckEngine
    let catalog: Catalog
    let entry: CatalogEntry
    private(set) var texts = 0
    private(set) var layouts = 0
    private(set) var hintProblem: InputProblem?

    init(engine: CheckEngine, catalog: Catalog, entry: CatalogEntry) {
        self.engine = engine
        self.catalog = catalog
        self.entry = entry
    }

    /// A text with its layouts, computed as slots ask for them: `layouts[i]` belongs to the
    /// slot table's i-th distinct (weight, size, wrap width), `natural[j]` to its j-th (weight, size).
    private final class Measured {
        let prepared: [FontWeight: PreparedText]
        var layouts: [(layout: TextLayout, natural: Double)?]
        var natural: [Double?]
        init(prepared: [FontWeight: PreparedText], table: SlotTable) {
            self.prepared = prepared
            layouts = Array(repeating: nil, count: table.layoutKeys.count)
            natural = Array(repeating: nil, count: table.naturalKeys.count)
        }
    }

    mutating func check() -> [Finding] {
        let configuration = engine.configuration
        let (settings, from, hintError) = engine.keySettings(entry)
        if let hintError {
            hintProblem = InputProblem(file: entry.location.file, line: entry.location.line, column: entry.location.column,
                                       message: "key '\(entry.key)': \(hintError)")
        }
        let disabled = Set(settings.disabledRules ?? [])
        if disabled.contains("all") { return [] }
        let rules = engine.enabledRules.filter { !disabled.contains(type(of: $0).description.id) }
        let checkGlyphs = engine.missingGlyphs != nil && !disabled.contains(MissingGlyphsRule.description.id)
        guard !rules.isEmpty || checkGlyphs else { return [] }
        let table = engine.slotTable(for: settings)
        let sourceLocale = configuration.sourceLocale ?? catalog.sourceLanguage
        let sourceValues = entry.values(for: sourceLocale).filter { !$0.isFallback }
        let localeOverflowOn = rules.contains { $0 is LocaleOverflowRule }
        var sourceCache: [VariationPath: Measured?] = [:]
        var folded: [FoldKey: Fold] = [:]
        var order: [FoldKey] = []

        for locale in catalog.locales where configuration.includes(locale) {
            let tag = locale == "Base" ? LocaleTag(catalog.sourceLanguage) : LocaleTag(locale)
            let isSource = locale == sourceLocale
            for value in entry.values(for: locale) where !value.isFallback {
                let sourceValue = isSource ? nil : Self.sourceMatch(for: value.path, in: sourceValues)
                let source: Measured?
                if let sourceValue {
                    if let cached = sourceCache[sourceValue.path] {
                        source = cached
                    } else {
                        let text = engine.expander.expand(sourceValue, in: entry, locale: LocaleTag(sourceLocale)).first?.text
                        source = text.flatMap { prepare($0, LocaleTag(sourceLocale), table) }
                        sourceCache[sourceValue.path] = source
                    }
                } else {
                    source = nil
                }
                for expanded in engine.expander.expand(value, in: entry, locale: tag) {
                    guard let measured = prepare(expanded.text, tag, table) else { continue }
                    texts += 1
                    let variant = Self.variant(value.path, expanded.substitutionChoices)
                    var faces: [String] = []
                    if let probe = measured.prepared[table.slots.first?.weight ?? .regular],
                       let measurement = try? engine.text.measure(probe, size: 17) {
                        faces = Array(Set(measurement.fonts.map(\.name))).sorted()
                        if checkGlyphs, let violation = engine.missingGlyphs?.evaluate(measurement.missingCharacters) {
                            let key = FoldKey(rule: MissingGlyphsRule.description.id, path: value.path, locale: locale)
                            if folded[key] == nil { order.append(key) }
                            folded[key, default: Fold(value: value, text: expanded.text, variant: variant, faces: faces)]
                                .addCatalogWide(violation)
                        }
                    }
                    for (slotIndex, slot) in table.slots.enumerated() {
                        let (layout, natural) = self.layout(measured, table, slotIndex)
                        let cell: Cell
                        if let source {
                            let (sourceLayout, sourceNatural) = self.layout(source, table, slotIndex)
                            cell = Cell(geometry: slot.geometry, text: layout, naturalWidth: natural, source: sourceLayout,
                                        sourceNaturalWidth: sourceNatural, localeOverflowEnabled: localeOverflowOn)
                        } else {
                            cell = Cell(geometry: slot.geometry, text: layout, naturalWidth: natural)
                        }
                        for rule in rules {
                            guard let violation = rule.evaluate(cell) else { continue }
                            let key = FoldKey(rule: type(of: rule).description.id, path: value.path, locale: locale)
                            if folded[key] == nil { order.append(key) }
                            folded[key, default: Fold(value: value, text: expanded.text, variant: variant, faces: faces)]
                                .add(violation, slot: slot, index: slotIndex, text: expanded.text, variant: variant, faces: faces)
                        }
                    }
                }
            }
        }

        let sourceTexts = Dictionary(sourceValues.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        return order.compactMap { key in
            guard let fold = folded[key] else { return nil }
            return finding(key, fold, table: table, settings: settings, from: from,
                           sourceText: key.locale == sourceLocale ? nil
                               : Self.sourceMatch(for: key.path, in: sourceValues).flatMap { sourceTexts[$0.path] })
        }
    }

    private func prepare(_ text: String, _ locale: LocaleTag, _ table: SlotTable) -> Measured? {
        var prepared: [FontWeight: PreparedText] = [:]
        for weight in table.weights {
            guard let made = try? engine.text.prepare(text, locale: locale, weight: weight) else { return nil }
            prepared[weight] = made
        }
        return Measured(prepared: prepared, table: table)
    }

    private mutating func layout(_ measured: Measured, _ table: SlotTable, _ slot: Int) -> (TextLayout, Double) {
        let index = table.layoutIndex[slot]
        if let done = measured.layouts[index] { return done }
        let key = table.layoutKeys[index]
        guard let prepared = measured.prepared[key.weight],
              let layout = try? prepared.layout(size: key.size, width: key.wrap) else {
            return (TextLayout(lineWidths: [], lineHeights: [], truncated: false), 0)
        }
        layouts += 1
        let naturalIndex = table.naturalIndex[index]
        let natural: Double
        if key.wrap == nil {
            natural = layout.width
        } else if let known = measured.natural[naturalIndex] {
            natural = known
        } else {
            natural = (try? prepared.layout(size: key.size).width) ?? layout.width
            layouts += 1
        }
        measured.natural[naturalIndex] = natural
        measured.layouts[index] = (layout, natural)
        return (layout, natural)
    }

    /// The source value a translation is compared with: the same variation path, else the same
    /// device with the `other` plural, else the plain string.
    static func sourceMatch(for path: VariationPath, in values: [CatalogValue]) -> CatalogValue? {
        let candidates = values.filter { $0.path.substitution == nil }
        if let same = candidates.first(where: { $0.path == path }) { return same }
        var other = path
        if other.plural != nil { other.plural = .other }
        if let plural = candidates.first(where: { $0.path == other }) { return plural }
        var device = VariationPath(device: path.device)
        if let match = candidates.first(where: { $0.path == device }) { return match }
        device.plural = .other
        if let match = candidates.first(where: { $0.path == device }) { return match }
        return candidates.first(where: { $0.path.isBase }) ?? candidates.first
    }

    static func variant(_ path: VariationPath, _ choices: [String: PluralCategory]) -> String {
        guard !choices.isEmpty else { return path.description }
        let chosen = choices.keys.sorted().map { "\($0)=\(choices[$0]?.rawValue ?? "?")" }.joined(separator: ",")
        return path.description + " [" + chosen + "]"
    }

    private func finding(_ key: FoldKey, _ fold: Fold, table: SlotTable, settings: ElementSettings, from: String,
                         sourceText: String?) -> Finding? {
        let configuration = engine.configuration
        let description = RuleRegistry.description(of: key.rule)
        guard let defaultSeverity = description?.defaultSeverity,
              let configured = configuration.severity(of: key.rule, default: defaultSeverity) else { return nil }
        let explicit = configuration.severities[key.rule] != nil
        let severity = explicit ? configured : max(configured, fold.escalation ?? configured)
        let isRTL = LocaleTag(key.locale == "Base" ? catalog.sourceLanguage : key.locale).isRightToLeft
        var bySize: [Occurrence] = []
        var worst: Occurrence?
        for category in ContentSizeCategory.allCases {
            guard let (violation, slotIndex) = fold.worstByCategory[category] else { continue }
            let occurrence = self.occurrence(violation, table.slots[slotIndex], spec: table.spec, isRTL: isRTL)
            bySize.append(occurrence)
            if let current = worst, current.overflow >= occurrence.overflow { continue }
            worst = occurrence
        }
        var devices: [String] = []
        var seenDevices: Set<String> = []
        for index in fold.environments.sorted() {
            let id = engine.environments[index].environment.device.id
            if seenDevices.insert(id).inserted { devices.append(id) }
        }
        let file = fold.value.location.file
        return Finding(
            rule: key.rule, severity: severity, message: worst?.message ?? fold.catalogWide?.message ?? "",
            key: entry.key, locale: key.locale, variant: fold.variant, catalog: catalog.name, file: file,
            line: fold.value.location.line, column: fold.value.location.column, text: fold.text, sourceText: sourceText,
            element: settings.summary, elementFrom: from, textStyle: table.source.label,
            weight: table.slots.first?.weight.rawValue, faces: fold.faces, worst: worst, bySize: bySize,
            environments: fold.environments.count, devices: devices,
            categories: bySize.map(\.category),
            fingerprint: engine.fingerprint(key.rule, file, entry.key, key.locale, key.path.description))
    }

    private func occurrence(_ violation: Violation, _ slot: Slot, spec: ElementSpec, isRTL: Bool) -> Occurrence {
        let index = slot.environments.first ?? 0
        let placed = engine.environments[index]
        let environment = placed.environment
        let guides = isRTL ? placed.rtl : placed.ltr
        let frame = engine.layout.frame(for: spec, guides: guides, family: environment.device.family)
        func box(_ rect: LayoutRect) -> Scene.Box { Scene.Box(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
        let scene = Scene(
            windowWidth: guides.bounds.width, windowHeight: guides.bounds.height, safeArea: box(guides.safeArea),
            margins: box(guides.margins), readable: box(guides.readable), boxX: frame.x, boxWidth: frame.width,
            boxHeight: frame.height, available: frame.availableWidth, lineLimit: frame.lineLimit,
            direction: isRTL ? "rtl" : "ltr")
        return Occurrence(
            device: environment.device.id, deviceName: environment.device.name, orientation: environment.orientation.rawValue,
            window: environment.window.description, category: environment.category.rawValue,
            horizontalSizeClass: guides.sizeClasses.horizontal.rawValue, pointSize: slot.geometry.pointSize,
            measured: violation.measured, available: violation.available, overflow: violation.overflow,
            message: violation.message, scene: scene)
    }
}

/// Findings are folded per (rule, locale, variation path): substitution expansions and all
/// environments of one value make one finding.
struct FoldKey: Hashable {
    let rule: String
    let path: VariationPath
    let locale: String
}

struct Fold {
    let value: CatalogValue
    var text: String
    var variant: String
    var faces: [String]
    var worstOverflow = -Double.infinity
    /// Per size category: the worst violation and the slot it happened in.
    var worstByCategory: [ContentSizeCategory: (Violation, Int)] = [:]
    var environments: Set<Int> = []
    /// The highest severity a violation asked for (margin: out of the safe area is an error).
    var escalation: FindingSeverity?
    /// A violation of the whole text, not of a cell (missing glyphs).
    var catalogWide: Violation?

    init(value: CatalogValue, text: String, variant: String, faces: [String]) {
        self.value = value
        self.text = text
        self.variant = variant
        self.faces = faces
    }

    mutating func add(_ violation: Violation, slot: Slot, index: Int, text: String, variant: String, faces: [String]) {
        environments.formUnion(slot.environments)
        let category = slot.geometry.category
        if let (current, _) = worstByCategory[category], current.overflow >= violation.overflow {
        } else {
            worstByCategory[category] = (violation, index)
        }
        if violation.overflow > worstOverflow {
            worstOverflow = violation.overflow
            self.text = text
            self.variant = variant
            self.faces = faces
        }
        if let severity = violation.severity { escalation = max(escalation ?? severity, severity) }
    }

    mutating func addCatalogWide(_ violation: Violation) {
        catalogWide = violation
    }
}
