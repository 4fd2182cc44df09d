import TypeFit

/// What a run of the matrix produced, folded so that memory does not grow with the cells:
/// counts and a checksum that depends on every cell (so no cell's work can be skipped).
struct MatrixTally: Sendable {
    var strings = 0
    var cells = 0
    var multiLineCells = 0
    var lines = 0
    var widthSum = 0.0
    var failures = 0

    mutating func merge(_ other: MatrixTally) {
        strings += other.strings
        cells += other.cells
        multiLineCells += other.multiLineCells
        lines += other.lines
        widthSum += other.widthSum
        failures += other.failures
    }
}

/// typefit's side of the benchmark: each string prepared once per weight, then fitted into a
/// grid of that weight's sizes × every width.
struct MatrixRunner: Sendable {
    let engine: TextEngine
    let grids: [(weight: FontWeight, grid: LayoutGrid)]
    let locales: [String: LocaleTag]
    let strategy: LineBreakStrategy

    init(engine: TextEngine, cells: BenchCells, locales: some Sequence<String>, strategy: LineBreakStrategy) throws {
        self.engine = engine
        self.strategy = strategy
        grids = try cells.groups.map { ($0.weight, try LayoutGrid(sizes: $0.sizes, widths: cells.widths, engine: engine)) }
        var tags: [String: LocaleTag] = [:]
        for locale in locales { tags[locale] = LocaleTag(locale) }
        self.locales = tags
    }

    func run(_ strings: [BenchString], threads: Int) -> MatrixTally {
        let states = parallelFold(count: strings.count, threads: threads, initial: { (MatrixTally(), grids.map { _ in [LineFit]() }) }) {
            state, index in
            state.0.strings += 1
            do {
                var prepared: PreparedText?
                for (g, (weight, grid)) in grids.enumerated() {
                    let text = try prepared?.withWeight(weight) ?? prepare(strings[index], weight: weight)
                    prepared = text
                    try text.fit(grid, into: &state.1[g])
                    for fit in state.1[g] {
                        state.0.cells += 1
                        state.0.lines += fit.lines
                        state.0.widthSum += fit.width
                        if fit.lines > 1 { state.0.multiLineCells += 1 }
                    }
                }
            } catch {
                state.0.failures += 1
            }
        }
        var total = MatrixTally()
        for state in states { total.merge(state.0) }
        return total
    }

    func prepare(_ string: BenchString, weight: FontWeight) throws -> PreparedText {
        try engine.prepare(string.text, locale: locales[string.locale] ?? LocaleTag(string.locale), weight: weight,
                           lineBreakStrategy: strategy)
    }
}
