import Testing
@testable import TypeFitSources

@Suite struct KeyIndexTests {
    let index = KeyIndex(tables: ["settings.title": ["Localizable"], "settings.footer %@": ["Localizable"],
                                  "%lld posts by %@": ["Localizable"], "100%% sure": ["Localizable"]])

    @Test func aPlainKeyIsItself() {
        #expect(index.keys(forLiteralShape: "settings.title") == ["settings.title"])
        #expect(index.keys(forLiteralShape: "settings.titles").isEmpty)
    }

    @Test func specifiersAndInterpolationsMatchByShape() {
        let p = String(KeyIndex.placeholder)
        #expect(KeyIndex.shape(ofFormat: "%lld posts by %@") == "\(p) posts by \(p)")
        #expect(KeyIndex.shape(ofFormat: "100%% sure") == "100% sure")
        #expect(index.keys(forLiteralShape: "settings.footer \(p)") == ["settings.footer %@"])
        #expect(index.keys(forLiteralShape: "\(p) posts by \(p)") == ["%lld posts by %@"])
    }
}
