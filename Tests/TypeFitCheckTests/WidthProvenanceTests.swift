import Testing
import TypeFitConfig
import TypeFitDiagnostics
import TypeFitLayout
@testable import TypeFitCheck

/// A finding says where its box's width came from, and the box a solved width gives.
@Suite struct WidthProvenanceTests {
    /// A toggle's title in a form row: margins − 51 − 12 − 2 × 16, read at lines 40 and 44 of one
    /// file; on the SE its box is 288 − 95 = 193 pt.
    @Test func aSolvedWidthSaysItsBoxAndWhereItCameFrom() {
        let box = BoxWidth(container: .margins, terms: [
            WidthTerm(points: -51, what: "Toggle switch 51 pt (UISwitch)", source: .init(file: "App/RowView.swift", line: 44)),
            WidthTerm(points: -12, what: "spacing before the switch 12 pt", source: .init(file: "App/RowView.swift", line: 44),
                      estimated: true),
            WidthTerm(systemMargins: -2, what: "inset-grouped row insets", source: .init(file: "App/RowView.swift", line: 40),
                      estimated: true),
        ])
        let settings = ElementSettings(element: .cell, width: .solved(box))
        #expect(WidthProvenance.box(settings, points: 193) ==
            "a 193-pt box: margins - 95 (Toggle switch 51 pt (UISwitch), spacing before the switch 12 pt (est.), "
            + "inset-grouped row insets (est.)) from RowView.swift:40-44")
    }

    @Test func widthFromSourceConfigOrDefault() {
        let fixed = ElementSettings(element: .label, width: .fixed(120))
        var use = SourceUse(key: "k", kind: .drawn, settings: fixed,
                            location: .init(file: "App/V.swift", line: 1, column: 1), pattern: "SwiftUI Text", grade: .a)
        use.read = [.width]
        #expect(WidthProvenance.widthFrom(fixed, from: "source", view: use) == "source")
        #expect(WidthProvenance.widthFrom(fixed, from: ".typefit.yml:3", view: nil) == ".typefit.yml:3")
        #expect(WidthProvenance.widthFrom(ElementSettings(element: .label), from: "source", view: use) == "default")
        // Not solved: no box.
        #expect(WidthProvenance.box(fixed, points: 120) == nil)
    }
}
