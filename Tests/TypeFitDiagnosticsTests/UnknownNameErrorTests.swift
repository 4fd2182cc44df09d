import Testing
import TypeFitDiagnostics

/// The one message for an unknown name, wherever it was typed (config, hints, command line, service).
@Suite struct UnknownNameErrorTests {
    @Test func suggestsTheNearestNameThenListsTheValidOnes() {
        let error = UnknownNameError(kind: .device, name: "ipone-se", valid: ["iphone-se", "iphone-16", "ipad-air"])
        #expect(error.description == "unknown device 'ipone-se'; did you mean 'iphone-se'? Valid: iphone-se, iphone-16, ipad-air")
        #expect(error.suggestion == "iphone-se")
    }

    @Test func withoutAnyNameNearEnoughItEndsTheFirstSentence() {
        // "zzz" is 3 edits from "ltr" and "rtl": more than half the length, so no suggestion.
        let error = UnknownNameError(kind: .direction, name: "zzz", valid: ["ltr", "rtl"])
        #expect(error.suggestion == nil)
        #expect(error.description == "unknown direction 'zzz'. Valid: ltr, rtl")
    }

    @Test func aShortNameWithEveryCharacterChangedIsNoTypo() {
        // "ja" → "de" changes both letters (distance 2, the length of each): no suggestion; "hee" → "he" is one.
        #expect(UnknownNameError(kind: .catalogLocale, name: "ja", valid: ["de", "en", "he"]).summary == "unknown locale 'ja'.")
        #expect(UnknownNameError(kind: .catalogLocale, name: "hee", valid: ["de", "en", "he"]).suggestion == "he")
    }

    @Test func kindsAreSpeltAsMessagesNameThem() {
        #expect(UnknownNameError(kind: .key(in: "the config"), name: "devise", valid: ["devices"]).description
            == "unknown key in the config 'devise'; did you mean 'devices'? Valid: devices")
        #expect(UnknownNameError(kind: .value(for: "fail-on"), name: "warn", valid: ["error", "warning"]).description
            == "unknown value for fail-on 'warn'; did you mean 'warning'? Valid: error, warning")
        #expect(NameKind.textStyle(platform: "tvos").description == "tvos text style")
        #expect(NameKind.textStyle(platform: nil).description == "text style")
        #expect(NameKind.contentSizeCategory(platform: "watchOS").description == "watchOS content size category")
        #expect(NameKind.deviceOrGroup.description == "device or group")
        #expect(NameKind.windowMode.description == "window mode")
        #expect(NameKind.fontWeight.description == "weight")
    }

    @Test func aSetTooLongToListIsSummedUpWithoutTheList() {
        let error = UnknownNameError(kind: .catalogKey, name: "onboarding.skp", valid: ["onboarding.skip", "settings.title"])
        #expect(error.summary == "unknown key 'onboarding.skp'; did you mean 'onboarding.skip'?")
        #expect(UnknownNameError(kind: .catalogKey, name: "zzz", valid: ["onboarding.skip"]).summary == "unknown key 'zzz'.")
    }
}
