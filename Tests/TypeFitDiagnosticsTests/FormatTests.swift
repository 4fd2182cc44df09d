import Testing
import TypeFitDiagnostics

/// Numbers in messages: hand-written spellings, as the reports print them.
@Suite struct FormatTests {
    @Test func pointsRoundToOneDecimalButExactPointsKeepEveryDigit() {
        #expect(Format.points(375) == "375")
        #expect(Format.points(12.04) == "12")
        #expect(Format.points(12.25) == "12.3")
        #expect(Format.points(-0.26) == "-0.3")
        #expect(Format.exactPoints(375) == "375")
        #expect(Format.exactPoints(15.25) == "15.25")
        #expect(Format.exactPoints(-0.0) == "0")
    }

    @Test func countsAreGroupedByThousands() {
        #expect(Format.count(0) == "0")
        #expect(Format.count(1_048_576) == "1,048,576")
        #expect(Format.count(-20_000) == "-20,000")
    }

    @Test func codePointsHaveAtLeastFourUppercaseDigits() {
        #expect(Format.codePoint(0x61) == "U+0061")
        #expect(Format.codePoint(0xD800) == "U+D800")
        #expect(Format.codePoint(0x1F600) == "U+1F600")
    }
}
