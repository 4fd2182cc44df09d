import Testing
import TypeFitDiagnostics
@testable import TypeFitDevices

@Test func groups() throws {
    let catalog = DeviceCatalog()
    #expect(try catalog.devices(matching: "smallest").map(\.id) == ["iphone-se-1", "ipad-mini-8-3"])
    #expect(try catalog.devices(matching: "largest").map(\.id) == ["iphone-17-pro-max", "ipad-pro-13-m4"])
    #expect(try catalog.devices(matching: "all").count == catalog.devices.count)
    #expect(try catalog.devices(matching: "all-iphones").allSatisfy { $0.family == .iPhone })
    #expect(try catalog.devices(matching: "all-ipads").count == 18)
    let widths = try catalog.devices(matching: "iphone-widths").map(\.size.width)
    // Distinct iPhone portrait widths in §7: 320, 375, 390, 393, 402, 414, 420, 428, 430, 440.
    #expect(widths == [320, 375, 390, 393, 402, 414, 420, 428, 430, 440])
    #expect(try catalog.devices(matching: "iphone-se-1, all-tvs,iphone-se-1").map(\.id)
        == ["iphone-se-1", "apple-tv-hd", "apple-tv-4k"])
    for group in catalog.groups { #expect(!group.ids.isEmpty, "\(group.name)") }
}

@Test func lookupIsForgiving() throws {
    #expect(try DeviceCatalog().device(named: "iPhone 16 Pro").id == "iphone-16-pro")
    #expect(try DeviceCatalog().device(named: "IPHONE-SE-1").id == "iphone-se-1")
}

@Test func unknownDeviceSuggestsNearest() {
    do {
        _ = try DeviceCatalog().devices(matching: "iphone-16-prp")
        Issue.record("expected an error")
    } catch let error as UnknownNameError {
        #expect(error.kind == .deviceOrGroup)
        #expect(error.suggestion == "iphone-16-pro")
        #expect(error.valid.contains("all-iphones"))
        #expect(error.description.contains("did you mean 'iphone-16-pro'?"))
    } catch { Issue.record("wrong error \(error)") }
}

@Test func overridesReplaceFigures() throws {
    let overrides = DeviceOverrides(
        devices: ["iphone-17": .init(portraitSafeArea: EdgeInsets(top: 58, bottom: 34))],
        windowRules: WindowRules(regularWidthThreshold: 700))
    let catalog = DeviceCatalog(overrides: overrides)
    let device = try catalog.device(named: "iphone-17")
    #expect(device.safeArea(.portrait).top == 58)
    #expect(device.notes.contains { $0.contains("overridden") })
    #expect(catalog.windowRules.regularWidthThreshold == 700)
    // Untouched devices keep their data.
    #expect(try catalog.device(named: "iphone-16").safeArea(.portrait).top == 59)
}
