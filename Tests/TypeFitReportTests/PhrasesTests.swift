import Testing
@testable import TypeFitReport

@Suite struct PhrasesTests {
    @Test func categoryNamesReadLikeSettings() {
        #expect(["xSmall", "large", "xxxLarge", "AX1"].map(Phrases.category) == ["xSmall", "Large", "xxxLarge", "AX1"])
    }

    @Test func sizeRangesJoinNeighbours() {
        #expect(Phrases.sizeRanges(["large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]) == "Large…AX5")
        #expect(Phrases.sizeRanges(["AX5", "xSmall", "large", "xLarge", "AX2", "AX3", "AX4"]) == "xSmall, Large…xLarge, AX2…AX5")
        #expect(Phrases.sizeRanges(["AX3"]) == "AX3")
        #expect(Phrases.sizeRanges(["huge", "AX1"]) == "AX1, huge")
        #expect(Phrases.sizeRanges([]) == "")
    }

    @Test func breaksAtCountsDevices() {
        #expect(Phrases.breaksAt(Fixture.finding()) == "breaks at Large…AX5 on 31 devices")
        #expect(Phrases.breaksAt(Fixture.finding(categories: ["AX5"], devices: 1)) == "breaks at AX5 on 1 device")
        #expect(Phrases.breaksAt(Fixture.placeholder()) == nil)
    }

    @Test func environmentNamesDeviceWindowAndSize() {
        #expect(Phrases.environment(Fixture.occurrence()) == "iPhone SE (3rd generation) portrait, full screen, AX5 (53 pt)")
    }
}
