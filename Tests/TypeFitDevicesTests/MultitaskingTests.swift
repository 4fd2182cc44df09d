import Testing
@testable import TypeFitDevices

private struct SplitRow: Sendable, CustomStringConvertible {
    let id: String
    let land: (Double, Double, Double)
    let port: (Double, Double)
    let slideLand: ScreenSize, slidePort: ScreenSize
    let halfRegular: Bool
    var description: String { id }
}

/// apple-facts §6 table, one representative device per row. Size classes (§6): 1/3 and Slide Over compact;
/// 1/2 landscape regular on 12.9" only; 2/3 landscape regular; all portrait splits compact.
private let rows: [SplitRow] = [
    SplitRow(id: "ipad-pro-12-9", land: (375, 678, 981), port: (375, 639), slideLand: .init(width: 375, height: 976),
             slidePort: .init(width: 375, height: 1318), halfRegular: true),
    SplitRow(id: "ipad-pro-11", land: (375, 592, 809), port: (320, 504), slideLand: .init(width: 375, height: 786),
             slidePort: .init(width: 320, height: 1146), halfRegular: false),
    SplitRow(id: "ipad-air-10-9", land: (375, 585, 795), port: (320, 490),
             slideLand: .init(width: 375, height: 772), slidePort: .init(width: 320, height: 1132), halfRegular: false),
    SplitRow(id: "ipad-pro-10-5", land: (320, 551, 782), port: (320, 504),
             slideLand: .init(width: 320, height: 794), slidePort: .init(width: 320, height: 1072), halfRegular: false),
    SplitRow(id: "ipad-10-2", land: (320, 535, 750), port: (320, 480), slideLand: .init(width: 320, height: 770),
             slidePort: .init(width: 320, height: 1040), halfRegular: false),
    SplitRow(id: "ipad-9-7", land: (320, 507, 694), port: (320, 438), slideLand: .init(width: 320, height: 728),
             slidePort: .init(width: 320, height: 984), halfRegular: false),
    // Other models the §6 rows name ("12.9\" all gens", "10.5\" Pro/Air 3", "9.7\" / mini 7.9\"").
    SplitRow(id: "ipad-pro-12-9-gen2", land: (375, 678, 981), port: (375, 639),
             slideLand: .init(width: 375, height: 976), slidePort: .init(width: 375, height: 1318), halfRegular: true),
    SplitRow(id: "ipad-air-10-5", land: (320, 551, 782), port: (320, 504),
             slideLand: .init(width: 320, height: 794), slidePort: .init(width: 320, height: 1072), halfRegular: false),
    SplitRow(id: "ipad-pro-9-7", land: (320, 507, 694), port: (320, 438), slideLand: .init(width: 320, height: 728),
             slidePort: .init(width: 320, height: 984), halfRegular: false),
    SplitRow(id: "ipad-air-9-7", land: (320, 507, 694), port: (320, 438), slideLand: .init(width: 320, height: 728),
             slidePort: .init(width: 320, height: 984), halfRegular: false),
    SplitRow(id: "ipad-mini-7-9", land: (320, 507, 694), port: (320, 438), slideLand: .init(width: 320, height: 728),
             slidePort: .init(width: 320, height: 984), halfRegular: false),
]

@Test(arguments: rows)
private func splitViewRow(_ row: SplitRow) throws {
    let device = try DeviceCatalog().device(named: row.id)
    let height = device.screenSize(.landscape).height
    let third = try device.window(.landscape, .third)
    #expect(third.size == ScreenSize(width: row.land.0, height: height))
    #expect(third.sizeClasses.horizontal == .compact)
    let half = try device.window(.landscape, .half)
    #expect(half.size.width == row.land.1)
    #expect(half.sizeClasses.horizontal == (row.halfRegular ? .regular : .compact))
    let twoThirds = try device.window(.landscape, .twoThirds)
    #expect(twoThirds.size.width == row.land.2)
    #expect(twoThirds.sizeClasses.horizontal == .regular)
    let portThird = try device.window(.portrait, .third)
    #expect(portThird.size.width == row.port.0 && portThird.sizeClasses.horizontal == .compact)
    let portTwoThirds = try device.window(.portrait, .twoThirds)
    #expect(portTwoThirds.size.width == row.port.1 && portTwoThirds.sizeClasses.horizontal == .compact)
    #expect(try device.window(.landscape, .slideOver).size == row.slideLand)
    #expect(try device.window(.portrait, .slideOver).size == row.slidePort)
    #expect(try device.window(.portrait, .slideOver).sizeClasses.horizontal == .compact)
}

@Test func twelveNineLandscapeThirdIsCompact375() throws {
    // Issue 3 worked example: 12.9" iPad landscape 1/3 split is compact width, 375 pt (§6).
    let window = try DeviceCatalog().device(named: "ipad-pro-12-9").window(.landscape, .third)
    #expect(window.size.width == 375)
    #expect(window.sizeClasses == SizeClasses(.compact, .regular))
}

@Test func derivedSplitWidthsFollowTheRules() throws {
    // §6 "derived — UNVERIFIED": 11" M4 land. 375/600/825, port. 320/504; 13" M4 land. 375/683/991, port 2/3 647;
    // mini 8.3" 1/2 ≈ 561.5, 2/3 ≈ 803, port. 2/3 = 414.
    let catalog = DeviceCatalog()
    let m4 = try catalog.device(named: "ipad-pro-11-m4")
    #expect(try m4.window(.landscape, .half).size.width == 600)
    #expect(try m4.window(.landscape, .twoThirds).size.width == 825)
    #expect(try m4.window(.portrait, .twoThirds).size.width == 504)
    let pro13 = try catalog.device(named: "ipad-pro-13-m4")
    #expect(try pro13.window(.landscape, .half).size.width == 683)
    #expect(try pro13.window(.landscape, .twoThirds).size.width == 991)
    #expect(try pro13.window(.portrait, .twoThirds).size.width == 647)
    let mini = try catalog.device(named: "ipad-mini-8-3")
    #expect(try mini.window(.landscape, .half).size.width == 561.5)
    #expect(try mini.window(.landscape, .twoThirds).size.width == 803)
    #expect(try mini.window(.portrait, .twoThirds).size.width == 414)
    #expect(try mini.window(.landscape, .third).confidence == .c)
}

@Test func splitModesNeedAnIPad() throws {
    let phone = try DeviceCatalog().device(named: "iphone-16")
    #expect(throws: WindowModeError.self) { try phone.window(.portrait, .half) }
    let pad = try DeviceCatalog().device(named: "ipad-pro-11")
    #expect(throws: WindowModeError.self) { try pad.window(.portrait, .half) }
}

@Test func freeFormWidths() throws {
    let pad = try DeviceCatalog().device(named: "ipad-pro-13-m4")
    let window = try pad.window(.landscape, .width(700))
    #expect(window.size == ScreenSize(width: 700, height: 1032))
    #expect(window.sizeClasses.horizontal == .regular) // 700 ≥ 678
    #expect(try pad.window(.landscape, .width(600)).sizeClasses.horizontal == .compact)
    #expect(throws: WindowModeError.self) { try pad.window(.landscape, .width(2000)) }
    let sweep = pad.freeFormWidths(.landscape, step: 100)
    #expect(sweep.first == 320 && sweep.last == 1376)
    #expect(sweep.contains(683) && sweep.contains(420))
    #expect(sweep == sweep.sorted())
}

@Test func windowModeParsing() {
    #expect(WindowMode(parsing: "two-thirds") == .twoThirds)
    #expect(WindowMode(parsing: "1/3") == .third)
    #expect(WindowMode(parsing: "700pt") == .width(700))
    #expect(WindowMode(parsing: "wide") == nil)
    #expect(WindowMode.width(561.5).description == "561.5pt")
}
