import Testing
import TypeFitCore
import TypeFitConfig
import TypeFitDynamicType
@testable import TypeFitCheck

/// The pipeline makes no cell where a text fits when no rule of the use judges fitting cells
/// (`CheckRule.judgesFittingCells`). A rule that says so must find nothing in any cell the text
/// fits, whatever else the cell holds; a rule that judges fitting cells must say so.
struct FittingCellTests {
    /// A one-line text 100 pt wide (one 20-pt line) in a 288-pt box: it fits.
    static func fittingCells() -> [Cell] {
        let text = TextLayout(lineWidths: [100], lineHeights: [20], truncated: false)
        let longSource = TextLayout(lineWidths: [400], lineHeights: [20], truncated: false)
        let shortSource = TextLayout(lineWidths: [50], lineHeights: [20], truncated: false)
        var cells: [Cell] = []
        for lineLimit in [1, 0, 2] {
            for width: Double? in [288, nil] {
                let geometry = CellGeometry(category: .large, pointSize: 17, width: width, available: 288,
                                            lineLimit: lineLimit, safeAreaRoom: 320)
                for known in [true, false] {
                    cells.append(Cell(geometry: geometry, text: text, naturalWidth: 100, layoutKnown: known))
                    for source in [longSource, shortSource] {
                        cells.append(Cell(geometry: geometry, text: text, naturalWidth: 100, source: source,
                                          sourceNaturalWidth: source.width, sameTextAsSource: source == shortSource,
                                          layoutKnown: known))
                    }
                }
            }
        }
        return cells
    }

    @Test func aRuleThatJudgesNoFittingCellFindsNothingInOne() {
        let cells = Self.fittingCells()
        #expect(cells.allSatisfy { $0.problem == nil })
        let quiet = RuleRegistry.cellRules.filter { !type(of: $0).judgesFittingCells(widthVariant: false) }
        // The cut rules (the one judgement they share is `FitProblem`), width-variant for a text that
        // is not a width variant, and source-headroom for a text that is not a key's source (these
        // cells carry no `SourceHeadroom`; the pipeline makes a source's fitting cells itself).
        #expect(Set(quiet.map { type(of: $0).description.id })
            == ["clipped", "truncated-width", "locale-overflow", "source-headroom", "width-variant"])
        for rule in quiet {
            #expect(cells.allSatisfy { rule.evaluate($0) == nil }, "\(type(of: rule).description.id)")
        }
    }

    @Test func aWidthVariantIsJudgedWhereItFits() {
        // 100 pt wide against a declared 80 pt: the variant's own declaration is broken in a box it fits.
        let geometry = CellGeometry(category: .large, pointSize: 17, width: nil, available: 288, lineLimit: 1, safeAreaRoom: 320)
        let variant = WidthVariantFit(declared: 80, unit: .pt, points: 80, characters: 10, isShown: true)
        let cell = Cell(geometry: geometry, text: TextLayout(lineWidths: [100], lineHeights: [20], truncated: false),
                        naturalWidth: 100, widthVariant: variant)
        #expect(cell.problem == nil && WidthVariantRule().evaluate(cell)?.measured.width == 100)
        #expect(WidthVariantRule.judgesFittingCells(widthVariant: true))
        #expect(!WidthVariantRule.judgesFittingCells(widthVariant: false))
        // Rules that judge the element itself (its margins, touch target, readable width) judge every cell.
        for id in ["margin", "touch-target", "readable-width"] {
            let rule = RuleRegistry.cellRules.first { type(of: $0).description.id == id }
            #expect(rule.map { type(of: $0).judgesFittingCells(widthVariant: false) } == true, "\(id)")
        }
    }
}
