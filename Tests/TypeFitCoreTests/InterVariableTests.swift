import Foundation
import Testing
@testable import TypeFitCore
import TypeFitTestSupport

/// The default face for SF Pro's role on Linux: Inter 4.1's variable face, `opsz` = the point
/// size (clamped to the axis, 14–32) and `wght` = the weight, as SF Pro's variable font is drawn.
/// Expected advances are hb-shape's on the installed file, at 1/64 font unit as typefit shapes
/// (unitsPerEm 2048 × 64 = 131072), summed:
///   hb-shape --font-size=131072 --variations=opsz=SIZE,wght=WEIGHT --no-glyph-names \
///     '/usr/local/share/fonts/inter-variable/Inter[opsz,wght].ttf' 'AVATAR Typo, WAVE'
/// (HarfBuzz 6.0.0; it clamps opsz=12 to 14 and opsz=53 to 32 itself). Tracking is off
/// (`DefaultFonts.engine()`) except where the HIG table is added by hand.
@Suite struct InterVariableTests {
    let engine: TextEngine
    static let text = "AVATAR Typo, WAVE"
    static let scale = 131072.0

    init() throws { engine = try DefaultFonts.engine() }

    @Test(arguments: [(12.0, 1283328.0, 14.0), (17, 1265643, 17), (20, 1248213, 20), (28, 1201543, 28),
                      (53, 1178112, 32)])
    func opticalSizeFollowsThePointSize(size: Double, advances: Double, opsz: Double) throws {
        let m = try engine.measure(Self.text, size: size)
        #expect(abs(m.width - advances * size / Self.scale) < 0.001, "\(size) pt: \(m.width)")
        #expect(m.fonts.map { URL(fileURLWithPath: $0.file).lastPathComponent } == ["Inter[opsz,wght].ttf"])
        #expect(m.fonts.first?.opticalSize == opsz)
        #expect(m.fonts.first?.weight == 400)
        #expect(m.warnings.isEmpty)
    }

    @Test func aSizeBetweenWholePointsIsNotRoundedToHalfPoints() throws {
        // opsz=20.29: 1246714 units; a half-point bucket (20.5) would give 1245308.
        let m = try engine.measure(Self.text, size: 20.29)
        #expect(abs(m.width - 1246714 * 20.29 / Self.scale) < 0.001, "\(m.width)")
        #expect(m.fonts.first?.opticalSize == 20.29)
    }

    @Test(arguments: [(FontWeight.medium, 17.0, 1283952.0), (.semibold, 17, 1302068), (.bold, 28, 1262449)])
    func weightsGoThroughTheWeightAxis(weight: FontWeight, size: Double, advances: Double) throws {
        // opsz=17,wght=500 / opsz=17,wght=600 / opsz=28,wght=700.
        let m = try engine.measure(Self.text, size: size, weight: weight)
        #expect(abs(m.width - advances * size / Self.scale) < 0.001, "\(weight) at \(size) pt: \(m.width)")
        #expect(m.fonts.first?.weight == weight.value)
        #expect(m.fonts.first?.requestedWeight == nil)
        #expect(m.warnings.isEmpty)
    }

    @Test func higTrackingStillApplies() throws {
        // Inter has no trak table, so it is tracked like SF Pro (HIG): −26/1000 em at 17 pt,
        // +14/1000 em at 28 pt, per grapheme cluster. "Settings saved" is 14 clusters;
        // hb-shape (as above) 'Settings saved': opsz=17 897344 units, opsz=28 848768 units.
        // 17 pt: 897344 × 17 / 131072 = 116.385254; − 14 × 0.442 = 110.197254.
        // 28 pt: 848768 × 28 / 131072 = 181.316406; + 14 × 0.392 = 186.804406.
        let tracked = TextEngine(fonts: try FontStack(profile: .openSubstitutes, tracking: .auto))
        #expect(abs(try tracked.measure("Settings saved", size: 17).width - 110.197254) < 0.001)
        #expect(abs(try tracked.measure("Settings saved", size: 28).width - 186.804406) < 0.001)
    }

    @Test func theStaticCutsStandInWithANoteWhenTheVariableFaceIsMissing() throws {
        let stack = try FontStack(profile: FontProfile.openSubstitutes.withoutVariableFaces, tracking: .none)
        #expect(stack.defaultFaceNote == nil)
        // The same profile as shipped, on a folder holding only the static files.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-static-inter-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Inter-Regular.otf", "InterDisplay-Regular.otf"] {
            let source = try #require(FontLocator.system.path(named: name))
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path,
                                                       withDestinationPath: source)
        }
        let fallback = try FontStack(profile: .openSubstitutes, tracking: .none,
                                     locator: FontLocator(directories: [folder.path]))
        let note = try #require(fallback.defaultFaceNote)
        #expect(note.hasPrefix("Inter's variable face (Inter[opsz,wght].ttf) is not installed"))
        #expect(note.contains("make deps"))
        let m = try TextEngine(fonts: fallback).measure(Self.text, size: 17)
        #expect(m.fonts.map(\.name) == ["Inter-Regular"])
        #expect(m.warnings == [note])
        // hb-expectations.json, latin-kerning: Inter-Regular.otf 27156 units of 2816.
        #expect(abs(m.width - 27156 * 17 / 2816) < 0.001)
        #expect(try TextEngine(fonts: fallback).measure(Self.text, size: 20).fonts.map(\.name) == ["InterDisplay-Regular"])
    }
}
