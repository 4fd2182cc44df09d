import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
@testable import TypeFitSources
import TypeFitTestSupport

// A use's call-site arguments in the check: the placeholder is measured as what the app passes
// there. As in `PlaceholderCheckTests`: one iPhone SE (1st generation), portrait, Large, the test
// font alone; the key a one-line label 50 pt wide in a fixed 10-pt font (its comment hint, which
// wins over the source's UILabel). At 10 pt: a–z 5 pt, A–Z 6, a digit 5.5, a space 2.5.
@Suite struct CallSiteSampleCheckTests {
    static let upload = (key: "upload %@", hint: "label lines=1 width=50 font=10", value: "upload %@",
                         forms: nil as (String, String)?)

    static let swift = """
        final class UploadViewController: UIViewController {
            let sizeLabel = UILabel()
            func show() {
                sizeLabel.text = String(format: NSLocalizedString("upload %@", comment: ""), "5 MiB")
            }
        }
        """

    static func check(withSource: Bool) throws -> [Finding] {
        let catalog = try PlaceholderCheckTests.catalog([Self.upload])
        let sources = withSource
            ? SourceScanner.scan(swift: Self.swift, path: "App/Upload.swift", keys: KeyIndex(catalogs: [catalog])) : nil
        return try CheckEngine(configuration: PlaceholderCheckTests.configuration(""), text: PlaceholderCheckTests.text.get(),
                               sources: sources).run(catalogs: [catalog]).findings
    }

    @Test func aLiteralAtTheCallSiteIsWhatIsMeasured() throws {
        // "upload 5 MiB": 6 × 5 + 2.5 + 5.5 + 2.5 + (6 + 5 + 6) = 57.5 pt in the 50-pt label.
        let findings = try Self.check(withSource: true)
        #expect(findings.map(\.message) == ["text is 57.5 pt wide in a 50 pt box (7.5 pt cut off)"])
        let finding = try #require(findings.first)
        #expect(finding.text == "upload 5 MiB")
        #expect(finding.samples == [PlaceholderSample(placeholder: "%@", sample: "5 MiB", kind: .text,
                                                      origin: "call-site literal at App/Upload.swift:4:86")])
    }

    @Test func withoutTheUseTheLongNameIsMeasured() throws {
        // "upload Maximilian Wolfeschlegelstein": 30 + 2.5 + (6 + 9 × 5) + 2.5 + (6 + 17 × 5) = 177 pt.
        let findings = try Self.check(withSource: false)
        #expect(findings.filter { $0.rule != "unused-key" }.map(\.message)
                == ["text is 177 pt wide in a 50 pt box (127 pt cut off)"])
        #expect(findings.first { $0.rule == "truncated-width" }?.samples?.map(\.origin) == ["default"])
    }
}
