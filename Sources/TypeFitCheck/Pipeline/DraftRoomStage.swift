import Synchronization
import TypeFitCatalog
import TypeFitCore
import TypeFitDiagnostics
import TypeFitLocale

/// The room of a draft translation, fast enough for every keystroke: `BudgetStage`'s figures
/// with the expensive part done once per key. For a key (its entry as the service's fit catalog
/// holds it: the source text and the draft)
///
///     boxes   once: the plan's uses, each one's tightest slot and box, the source text's rooms
///     draft   per request: the draft's texts (placeholders filled in) laid out once per use, in
///             the tightest box only, and their room
///
/// A check lays a text out in every slot of its element; a draft is laid out in one.
enum DraftRoomStage {
    /// The tightest box of each use of a key, with the source's rooms there.
    struct KeyBoxes: Sendable {
        struct Use: Sendable {
            /// The use's budget with the source text's rooms as its texts.
            let template: KeyBudget
            let element: ElementPlan
            let slot: Int
            /// What the use's call site passes for the format's arguments.
            let arguments: [CallSiteArgument]
        }
        let uses: [Use]
        let sourceLocale: String
        let problems: [InputProblem]
    }

    /// Everything the boxes of a key depend on besides the engine: the plan reads the key, its
    /// comment (hints), its catalog (the source's uses, the source locale) and whether any text has
    /// a line break (a key nothing describes is then a text block); the source's rooms read the
    /// source texts.
    struct BoxesKey: Hashable, Sendable {
        let catalog: String
        let table: String
        let key: String
        let comment: String?
        let sources: [String]
        let multiline: Bool

        init(_ entry: CatalogEntry, of catalog: Catalog, sourceLocale: String) {
            self.catalog = catalog.name
            table = catalog.table
            key = entry.key
            comment = entry.comment
            sources = entry.values(for: sourceLocale).map { "\($0.path)\u{0}\($0.isFallback)\u{0}\($0.text)" }
            multiline = entry.localizations.values.contains { $0.contains { $0.text.contains("\n") } }
        }
    }

    /// The boxes of every key asked so far. A client typing into key after key of a large
    /// project must not grow memory without end: at `limit` keys the cache starts over.
    final class BoxesCache: Sendable {
        static let limit = 8192
        private let made = Mutex<[BoxesKey: KeyBoxes]>([:])

        func boxes(_ key: BoxesKey, make: () -> KeyBoxes) -> KeyBoxes {
            if let known = made.withLock({ $0[key] }) { return known }
            let boxes = make()
            made.withLock { made in
                if made.count >= Self.limit { made.removeAll() }
                made[key] = boxes
            }
            return boxes
        }
    }

    /// The tightest box of each use of `entry` and the source text's rooms there.
    static func boxes(_ entry: CatalogEntry, of catalog: Catalog, _ context: CheckContext,
                      widths: [String: Double]) -> KeyBoxes {
        let plan = CheckPipeline.plan(entry, of: catalog, context)
        var problems = plan.problems
        var uses: [KeyBoxes.Use] = []
        for use in plan.uses {
            guard let slotIndex = BudgetStage.tightest(use.element) else { continue }
            let arguments = use.view?.arguments ?? []
            var rooms: [TextRoom] = []
            var face: (family: String, file: String)?
            for job in CheckPipeline.texts(plan, context, arguments: arguments) where job.locale == plan.sourceLocale {
                do {
                    let made = try room(job, use.element, slot: slotIndex, widths: widths, isSource: true, context)
                    rooms.append(made.room)
                    face = face ?? made.face
                } catch {
                    problems.append(CheckPipeline.problem(job.value, plan, "the text cannot be laid out: \(error)"))
                }
            }
            let box = BudgetStage.box(of: use, slot: slotIndex, face: face ?? ("", ""), context)
            uses.append(KeyBoxes.Use(template: BudgetStage.budget(entry, of: catalog, use, box: box, texts: rooms),
                                     element: use.element, slot: slotIndex, arguments: arguments))
        }
        return KeyBoxes(uses: uses, sourceLocale: plan.sourceLocale, problems: problems)
    }

    /// The draft's room: each value of `locale` in `entry` (the draft, in each of its placeholder
    /// expansions) laid out in each use's tightest box.
    static func room(_ entry: CatalogEntry, of catalog: Catalog, locale: String, boxes: KeyBoxes, _ context: CheckContext,
                     widths: [String: Double]) -> DraftRoom {
        let tag = locale == "Base" ? LocaleTag(catalog.sourceLanguage) : LocaleTag(locale)
        let isSource = locale == boxes.sourceLocale
        let values = entry.values(for: locale).filter { !$0.isFallback }
        var problems = boxes.problems
        var uses: [DraftUse] = []
        for use in boxes.uses {
            var budget = use.template
            var first: PreparedText?
            // A draft in the source locale is the source text: its rooms replace the catalog's.
            if isSource { budget.texts = [] }
            for value in values {
                for expanded in context.expander.expand(value, in: entry, locale: tag, arguments: use.arguments)
                where !expanded.text.isEmpty {
                    let job = TextJob(locale: locale, tag: tag, value: value, text: expanded.text,
                                      variant: CheckPipeline.variant(value.path, expanded.substitutionChoices),
                                      choices: expanded.substitutionChoices, location: expanded.location,
                                      samples: expanded.samples, source: nil)
                    do {
                        let made = try room(job, use.element, slot: use.slot, widths: widths, isSource: isSource, context)
                        budget.texts.append(made.room)
                        first = first ?? made.prepared
                    } catch {
                        problems.append(InputProblem("the draft cannot be laid out: \(error)", at: value.location))
                    }
                }
            }
            let slot = use.element.slots[use.slot]
            uses.append(DraftUse(budget: budget,
                                 scene: CheckPipeline.scene(slot, spec: use.element.spec, isRTL: tag.isRightToLeft, context),
                                 weight: slot.weight, lineBreakStrategy: use.element.lineBreakStrategy, prepared: first))
        }
        return DraftRoom(locale: locale, uses: uses, problems: problems)
    }

    /// One text laid out in a slot of `element` alone, as the check lays it out there (the slot's
    /// layout key: weight, size and wrap width), its room, the face it is drawn in first, and the
    /// text as prepared.
    static func room(_ job: TextJob, _ element: ElementPlan, slot slotIndex: Int, widths: [String: Double], isSource: Bool,
                     _ context: CheckContext) throws -> (room: TextRoom, face: (family: String, file: String), prepared: PreparedText) {
        let geometry = element.slots[slotIndex].geometry
        let key = element.layoutKeys[element.layoutIndex[slotIndex]]
        let prepared = try context.text.prepare(job.text, locale: job.tag, weight: key.weight,
                                                lineBreakStrategy: element.lineBreakStrategy)
        let layout = try prepared.layout(size: key.size, width: key.wrap)
        let face = try BudgetStage.firstFace(prepared, size: geometry.pointSize, context)
        let room = BudgetStage.room(job, layout, lines: geometry.lineLimit, width: geometry.lineWidth, size: geometry.pointSize,
                                    characterWidth: widths[job.locale], family: face.family, isSource: isSource)
        return (room, face, prepared)
    }
}
