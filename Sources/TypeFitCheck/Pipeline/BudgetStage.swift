import Foundation
import Synchronization
import TypeFitCatalog
import TypeFitCore
import TypeFitDiagnostics
import TypeFitLocale

/// `typefit budget` as a stage over the check's own: each key goes through `CheckPipeline.plan`
/// (its uses and their elements over the matrix) and `texts` (every value of every checked locale,
/// placeholders filled in), then for each use
///
///     tightest    the element's slots → the one whose (width × lines) per point of type is smallest
///     lay out     each text in that slot, by the check's `laidOut` (and its memo)
///     room        capacity (lines × width) − what the text takes, in points and estimated characters
///
/// A text that cannot be laid out is an `InputProblem` at its value, as in the check.
enum BudgetStage {
    /// Characters of a locale's mean advance is measured over at most this many of its texts:
    /// the figure is an estimate, and a few thousand texts settle it.
    static let textsPerLocale = 2000
    /// The size the mean advances are measured at, in points (UIKit's body size); they are kept
    /// in units of the font size.
    static let measuringSize = 17.0

    static func run(_ context: CheckContext, catalogs: [Catalog], problems: [InputProblem], version: String) -> BudgetReport {
        let widths = characterWidths(catalogs, context)
        let units = catalogs.enumerated().flatMap { c, catalog in catalog.entries.indices.map { (c, $0) } }
        let outcomes = Mutex<[KeyOutcome?]>(Array(repeating: nil, count: units.count))
        let next = Atomic<Int>(0)
        WorkerThreads.run(max(1, min(ProcessInfo.processInfo.activeProcessorCount, units.count))) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < units.count else { break }
                let (c, e) = units[index]
                let outcome = budgets(catalogs[c].entries[e], of: catalogs[c], context, widths: widths)
                outcomes.withLock { $0[index] = outcome }
            }
        }
        var all: [KeyBudget] = []
        var keyProblems: [InputProblem] = []
        var fonts: [String: String] = [:]
        for outcome in outcomes.withLock({ $0 }) {
            all += outcome?.budgets ?? []
            keyProblems += outcome?.problems ?? []
            fonts.merge(outcome?.fonts ?? [:]) { first, _ in first }
        }
        var report = BudgetReport(version: version, budgets: all, characterWidths: widths,
                                  environments: context.environments.count, problems: problems + keyProblems)
        report.fontFiles = fonts
        return report
    }

    /// What one key gives: its budgets, the problems met, and the file of each family drawn.
    struct KeyOutcome {
        var budgets: [KeyBudget] = []
        var problems: [InputProblem] = []
        var fonts: [String: String] = [:]
    }

    /// The budgets of one key: one per use the plan stage gives it.
    static func budgets(_ entry: CatalogEntry, of catalog: Catalog, _ context: CheckContext,
                        widths: [String: Double]) -> KeyOutcome {
        let plan = CheckPipeline.plan(entry, of: catalog, context)
        var outcome = KeyOutcome(problems: plan.problems)
        for use in plan.uses {
            guard let slotIndex = tightest(use.element) else { continue }
            let slot = use.element.slots[slotIndex]
            let geometry = slot.geometry
            let width = geometry.lineWidth
            var rooms: [TextRoom] = []
            var families: [String: (family: String, file: String)] = [:]
            for job in CheckPipeline.texts(plan, context, arguments: use.view?.arguments ?? []) {
                do {
                    let made = try CheckPipeline.laidOut(job.text, job.tag, use, context)
                    let layout = made.laid.layouts[use.element.layoutIndex[slotIndex]]
                    if families[job.locale] == nil {
                        let face = try firstFace(job, slot, use, context)
                        families[job.locale] = face
                        if !face.family.isEmpty, outcome.fonts[face.family] == nil { outcome.fonts[face.family] = face.file }
                    }
                    rooms.append(room(job, layout, lines: geometry.lineLimit, width: width, size: geometry.pointSize,
                                      characterWidth: widths[job.locale], family: families[job.locale]?.family ?? "",
                                      isSource: job.source == nil && job.locale == plan.sourceLocale))
                } catch {
                    outcome.problems.append(CheckPipeline.problem(job.value, plan, "the text cannot be laid out: \(error)"))
                }
            }
            guard !rooms.isEmpty else { continue }
            // The box's font is the one the source text is drawn in, else the first text's.
            let source = rooms.first(where: \.isSource) ?? rooms[0]
            let box = box(of: use, slot: slotIndex, face: families[source.locale] ?? ("", ""), context)
            outcome.budgets.append(budget(entry, of: catalog, use, box: box, texts: rooms))
        }
        return outcome
    }

    /// The tightest box of `use`, its slot `slotIndex`, with the face the source text is drawn in there.
    static func box(of use: KeyUse, slot slotIndex: Int, face: (family: String, file: String),
                    _ context: CheckContext) -> BudgetBox {
        let slot = use.element.slots[slotIndex]
        let geometry = slot.geometry
        let environment = context.environments[slot.environments.first ?? 0].environment
        return BudgetBox(
            width: geometry.lineWidth, lines: geometry.lineLimit, boxWidth: geometry.width ?? geometry.available,
            minimumScale: geometry.lineLimit == 1 ? geometry.minimumScale.flatMap { $0 < 1 ? $0 : nil } : nil,
            category: environment.category.rawValue, device: environment.device.id, deviceName: environment.device.name,
            orientation: environment.orientation.rawValue, window: environment.window.description,
            environments: sameBox(as: slotIndex, in: use.element),
            font: BudgetFont(family: face.family, file: face.file, size: geometry.pointSize, weight: slot.weight.rawValue))
    }

    /// The budget of one use of a key: where the key is written, the element and the box, with `texts`.
    static func budget(_ entry: CatalogEntry, of catalog: Catalog, _ use: KeyUse, box: BudgetBox,
                       texts: [TextRoom]) -> KeyBudget {
        KeyBudget(
            key: entry.key, catalog: catalog.name, table: catalog.table, file: entry.location.file, line: entry.location.line,
            element: use.settings.summary, elementFrom: use.from, view: use.view.map { "\($0.location.file):\($0.location.line)" },
            layoutKnown: use.layoutKnown, box: box, texts: texts)
    }

    /// The slot where the element leaves a text the least room: the smallest line width per
    /// point of type times the lines shown (no limit counts as endless), then the smallest line
    /// width per point; the first slot in matrix order on a tie. Nil for an element with no slot.
    static func tightest(_ element: ElementPlan) -> Int? {
        var best: (index: Int, capacity: Double, perPoint: Double)?
        for (index, slot) in element.slots.enumerated() {
            let geometry = slot.geometry
            let perPoint = geometry.lineWidth / max(geometry.pointSize, FitProblem.epsilon)
            let capacity = geometry.lineLimit == 0 ? .infinity : perPoint * Double(geometry.lineLimit)
            if let known = best, (known.capacity, known.perPoint) <= (capacity, perPoint) { continue }
            best = (index, capacity, perPoint)
        }
        return best?.index
    }

    /// How many environments give the slot's box: its own and those of every slot with the same
    /// line width, lines, size and weight (slots also differ by size category, which a font that
    /// does not scale leaves the same).
    static func sameBox(as index: Int, in element: ElementPlan) -> Int {
        let chosen = element.slots[index]
        func key(_ slot: Slot) -> (Double, Int, Double, FontWeight) {
            (slot.geometry.lineWidth, slot.geometry.lineLimit, slot.geometry.pointSize, slot.weight)
        }
        return element.slots.filter { key($0) == key(chosen) }.reduce(0) { $0 + $1.environments.count }
    }

    /// What `job`'s text takes of a box of `lines` lines of `width` points, and what it leaves.
    static func room(_ job: TextJob, _ layout: TextLayout, lines: Int, width: Double, size: Double, characterWidth: Double?,
                     family: String, isSource: Bool) -> TextRoom {
        let needed = max(1, layout.lines)
        let last = layout.lineWidths.last ?? 0
        let used = Double(needed - 1) * width + last
        let capacity = lines == 0 ? nil : Double(lines) * width
        let room = capacity.map { $0 - used }
        let advance = characterWidth.map { $0 * size }.flatMap { $0 > FitProblem.epsilon ? $0 : nil }
        let roomCharacters = room.flatMap { room in advance.map { characters(room, advance: $0) } }
        let maxCharacters = capacity.flatMap { capacity in advance.map { Int((capacity / $0).rounded(.down)) } }
        return TextRoom(locale: job.locale, variant: job.variant, text: job.text, isSource: isSource, linesNeeded: needed,
                        lastLineWidth: last, used: used, room: room, roomCharacters: roomCharacters,
                        maxCharacters: maxCharacters, family: family, file: job.location.file, line: job.location.line)
    }

    /// Points as whole characters of `advance` points: the characters that still fit in a room
    /// (rounded down), or, for a lack, the characters to take out (rounded up, negative).
    static func characters(_ points: Double, advance: Double) -> Int {
        let count = abs(points) / advance
        // A lack of a thousandth of a point is none (`FitProblem.epsilon`).
        return points >= -FitProblem.epsilon ? Int(count.rounded(.down)) : -Int(count.rounded(.up))
    }

    /// The face a text is drawn in first, at the slot's size and weight, and its file's name.
    static func firstFace(_ job: TextJob, _ slot: Slot, _ use: KeyUse,
                          _ context: CheckContext) throws -> (family: String, file: String) {
        let prepared = try context.text.prepare(job.text, locale: job.tag, weight: slot.weight,
                                                lineBreakStrategy: use.element.lineBreakStrategy)
        return try firstFace(prepared, size: slot.geometry.pointSize, context)
    }

    /// The face a prepared text is drawn in first at `size`, and its file's name.
    static func firstFace(_ prepared: PreparedText, size: Double, _ context: CheckContext) throws -> (family: String, file: String) {
        let face = try context.text.coverage(prepared, size: size).fonts.first
        return (face?.family ?? "", face.map { URL(fileURLWithPath: $0.file).lastPathComponent } ?? "")
    }

    /// Per locale of `catalogs` the check includes, the mean advance of its characters in units
    /// of the font size: its texts (placeholders filled in, at most `textsPerLocale`) laid out on
    /// one line at `measuringSize` in the regular weight, their widths added up and divided by
    /// their characters (line breaks not counted). An estimate: a locale's own words, in the
    /// shaper the boxes are measured with.
    static func characterWidths(_ catalogs: [Catalog], _ context: CheckContext) -> [String: Double] {
        var totals: [String: (width: Double, characters: Int, texts: Int)] = [:]
        for catalog in catalogs {
            for locale in catalog.locales where context.configuration.includes(locale) {
                let tag = locale == "Base" ? LocaleTag(catalog.sourceLanguage) : LocaleTag(locale)
                for entry in catalog.entries {
                    guard (totals[locale]?.texts ?? 0) < textsPerLocale else { break }
                    for value in entry.values(for: locale) where !value.isFallback {
                        guard let text = context.expander.expand(value, in: entry, locale: tag).first?.text else { continue }
                        let characters = text.filter { !$0.isNewline }.count
                        guard characters > 0,
                              let width = try? context.text.prepare(text, locale: tag).layout(size: measuringSize).lineWidths
                                .reduce(0, +) else { continue }
                        var total = totals[locale] ?? (0, 0, 0)
                        total.width += width
                        total.characters += characters
                        total.texts += 1
                        totals[locale] = total
                    }
                }
            }
        }
        return totals.compactMapValues { $0.characters > 0 ? $0.width / measuringSize / Double($0.characters) : nil }
    }
}
