import Foundation
import Testing
@testable import TypeFitCore
import TypeFitTestSupport

/// Expected advances come from `hb-shape` (Fixtures/hb-expectations.json, written by
/// make-hb-expectations.py): typefit's width must equal their sum × size / unitsPerEm. The Latin
/// cases pin Inter's static files, the stack's fallback when its variable face is missing
/// (InterVariableTests has the variable face's own).
struct HBCase: Decodable, CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let font: String
    let faceIndex: Int
    let locale: String
    let unitsPerEm: Double
    let advanceSum: Double
    var testDescription: String { name }
}

let hbCases: [HBCase] = {
    struct File: Decodable { let cases: [HBCase] }
    guard let data = FileManager.default.contents(atPath: Fixtures.path("hb-expectations", "json")),
          let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
    return file.cases
}()

@Suite struct HarfBuzzAgreementTests {
    @Test func expectationsAreThere() {
        #expect(hbCases.count >= 18)
    }

    @Test(arguments: hbCases)
    func widthEqualsHarfBuzzAdvances(_ c: HBCase) throws {
        let engine = try DefaultFonts.staticEngine()
        // 20 pt and up draws with Inter Display, below with Inter: pick the size the face is cut for.
        for size in c.font.hasPrefix("InterDisplay") ? [20.0, 34, 53] : [11.0, 17, 19] {
            let m = try engine.measure(c.text, size: size, locale: c.locale,
                                       weight: c.font.contains("-Bold") ? .bold : .regular)
            let expected = c.advanceSum * size / c.unitsPerEm
            #expect(abs(m.width - expected) < 0.001, "\(c.name) at \(size) pt: \(m.width) vs hb-shape \(expected)")
            #expect(m.fonts.map { URL(fileURLWithPath: $0.file).lastPathComponent } == [c.font])
            #expect(m.fonts.first?.index == c.faceIndex)
            #expect(m.missingCharacters.isEmpty)
        }
    }

    @Test func arabicJoiningChangesTheWidth() throws {
        let engine = try DefaultFonts.engine()
        let joined = try engine.measure("سلام", size: 17, locale: "ar").width
        let letters = try ["س", "ل", "ا", "م"].map { try engine.measure($0, size: 17, locale: "ar").width }.reduce(0, +)
        // hb-shape: joined 1867 units, isolated letters 1209 + 695 + 238 + 484 = 2626 units.
        #expect(abs(joined - 1867 * 17 / 1000) < 0.001)
        #expect(abs(letters - 2626 * 17 / 1000) < 0.001)
    }
}
