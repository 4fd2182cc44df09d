import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TypeFitReport

/// What XMLParser saw: elements with their attributes, and the text inside `failure`s.
final class XMLSummary: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var failureTexts: [String] = []
    private var text: String?

    static func parse(_ xml: String) -> (XMLSummary, Bool, String?) {
        let summary = XMLSummary()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = summary
        let ok = parser.parse()
        return (summary, ok, parser.parserError.map { "\($0)" })
    }

    func count(_ name: String) -> Int { elements.filter { $0.name == name }.count }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append((name, attributes))
        if name == "failure" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "failure", let done = text { failureTexts.append(done) }
        text = nil
    }
}

@Suite struct JUnitReporterTests {
    @Test func writesSuitesCasesAndFailures() throws {
        #expect(try JUnitReporter().render(Fixture.report([Fixture.placeholder()])) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="typefit" tests="1" failures="1" errors="0" time="1.500">
              <testsuite name="App/Localizable.xcstrings" tests="1" failures="1" errors="0" skipped="0">
                <testcase classname="Localizable" name="photos.count [fr]" file="App/Localizable.xcstrings" line="40">
                  <failure message="the translation drops %d" type="placeholder-count">error placeholder-count at App/Localizable.xcstrings:40:9
            the translation drops %d</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    @Test func groupsFindingsOfOneStringIntoOneCase() throws {
        let report = Fixture.report([Fixture.finding(), Fixture.finding(rule: "readable-width"), Fixture.placeholder()])
        let (xml, ok, error) = XMLSummary.parse(try JUnitReporter().render(report))
        #expect(ok, "\(error ?? "")")
        #expect(xml.count("testsuite") == 1)
        #expect(xml.count("testcase") == 2)
        #expect(xml.count("failure") == 3)
        #expect(xml.elements.first { $0.name == "testsuites" }?.attributes["failures"] == "2")
    }

    @Test func staysWellFormedWithHostileText() throws {
        let report = Fixture.mixed()
        let (xml, ok, error) = XMLSummary.parse(try JUnitReporter().render(report))
        #expect(ok, "\(error ?? "")")
        #expect(xml.count("testsuites") == 1)
        #expect(xml.count("testsuite") == 3)
        #expect(xml.count("testcase") == 4)
        #expect(xml.count("failure") == 3)
        #expect(xml.count("error") == 1)
        let totals = try #require(xml.elements.first { $0.name == "testsuites" }?.attributes)
        #expect(totals["tests"] == "4" && totals["failures"] == "3" && totals["errors"] == "1")
        let names = xml.elements.filter { $0.name == "testcase" }.compactMap { $0.attributes["name"] }
        #expect(names.contains("evil\"key<script>&\n]]> [ar] device=ipad"))
        let hostileFailure = try #require(xml.elements.last { $0.name == "failure" }?.attributes)
        #expect(hostileFailure["message"] == "50% wider: a, b: c\r\nsecond line <b>&amp;</b>")
        // Characters XML 1.0 cannot carry (BEL, ESC) become U+FFFD; everything else survives.
        let expected = Fixture.hostileText.replacingOccurrences(of: "\u{7}", with: "\u{FFFD}")
            .replacingOccurrences(of: "\u{1B}", with: "\u{FFFD}")
        #expect(xml.failureTexts.last?.contains("text: " + expected) == true)
    }
}
