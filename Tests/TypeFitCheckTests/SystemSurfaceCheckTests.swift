import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitDevices
@testable import TypeFitSources
import TypeFitTestSupport

/// Texts the system draws for the app, from the source to the finding, in the test font (upem
/// 1000; a–z 500, space 250): placed in the system's box, checked only on the devices that have
/// the surface, and told with the surface's box in words.
@Suite struct SystemSurfaceCheckTests {
    static let text = Result { try TestFont.onlyEngine() }

    static func catalog(_ key: String, _ value: String, comment: String? = nil) throws -> Catalog {
        let note = comment.map { "\"comment\": \"\($0)\", " } ?? ""
        let json = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\"\(key)\": {\(note)\"localizations\": "
            + "{\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}}}}}"
        return try XCStringsReader.read(bytes: Array(json.utf8), path: "Example.xcstrings")
    }

    static func configuration(_ devices: [String]) throws -> CheckConfiguration {
        var configuration = CheckConfiguration()
        configuration.devices = try DeviceCatalog().devices(matching: devices)
        configuration.orientations = [.portrait]
        configuration.windows = [.full]
        configuration.categories = [.large]
        return configuration
    }

    /// `content.title = …` is the banner's title: one line, Subheadline (15 pt at Large) semibold.
    /// On the 320-pt iPhone SE the banner's text column is 320 − 16 − 64 − 28⅔ = 211⅓ pt; thirty
    /// letters and five spaces are 30 × 7.5 + 5 × 3.75 = 243.75 pt: 32.4 pt cut. On iPad the
    /// column is 556 − 64 − 39 = 453 pt: it fits.
    @Test func aTooLongNotificationTitleIsTruncated() throws {
        let catalog = try Self.catalog("notify.title", "aaaaa aaaaa aaaaa aaaaa aaaaa aaaaa")
        let swift = """
            func schedule() {
                let content = UNMutableNotificationContent()
                content.title = NSLocalizedString("notify.title", comment: "")
            }
            """
        let sources = SourceScanner.scan(swift: swift, path: "Example.swift", keys: KeyIndex(catalogs: [catalog]))
        let report = try CheckEngine(configuration: Self.configuration(["iphone-se-1", "ipad-pro-11"]), text: Self.text.get(),
                                     sources: sources).run(catalogs: [catalog])
        let found = report.findings.filter { $0.rule == "truncated-width" }
        #expect(found.map(\.message) == ["text is 243.8 pt wide in a 211.3 pt box (32.4 pt cut off)"])
        #expect(found.first?.element == "notification-title")
        #expect(found.first?.devices == ["iphone-se-1"])
        // Every term of the banner's box is an estimate: a warning, not an error.
        #expect(found.first?.severity == .warning)
        #expect(found.first?.box == "the notification banner's title, one line: a 211.3-pt box (the banner: the screen's "
            + "portrait width less 8 pt a side, the app icon's column 64 pt, 28.7 pt kept at the trailing end for the time; "
            + "estimated)")
    }

    /// A key command's row is 216 pt in the iPad's shortcut overlay (320 − 32 − 72), Body (17 pt):
    /// "aaaaa aaaaa aaaaa aaaaa aaaaa" is 25 × 8.5 + 4 × 4.25 = 229.5 pt. An iPhone has no overlay:
    /// the same key checked on iPhone alone gives nothing.
    @Test func aKeyCommandIsCheckedOnIPadOnly() throws {
        let catalog = try Self.catalog("key.find", "aaaaa aaaaa aaaaa aaaaa aaaaa", comment: "typefit: key-command")
        let pad = try CheckEngine(configuration: Self.configuration(["ipad-pro-11"]), text: Self.text.get()).run(catalogs: [catalog])
        #expect(pad.findings.filter { $0.rule == "truncated-width" }.map(\.message)
            == ["text is 229.5 pt wide in a 216 pt box (13.5 pt cut off)"])
        let phone = try CheckEngine(configuration: Self.configuration(["iphone-se-1"]), text: Self.text.get()).run(catalogs: [catalog])
        #expect(phone.findings.filter { ["truncated-width", "clipped", "margin"].contains($0.rule) }.isEmpty)
    }

    /// A width the team gives the surface (a hint's or a rule's `width`) is no estimate: the cut is
    /// an error as in the app's own elements. 243.75 pt (as above) in a 200-pt box: 43.75 pt cut.
    @Test func aSurfaceWhoseWidthTheTeamGivesIsAnError() throws {
        let catalog = try Self.catalog("notify.title", "aaaaa aaaaa aaaaa aaaaa aaaaa aaaaa", comment: "typefit: notification-title width=200")
        let report = try CheckEngine(configuration: Self.configuration(["iphone-se-1"]), text: Self.text.get()).run(catalogs: [catalog])
        let found = report.findings.filter { $0.rule == "truncated-width" }
        #expect(found.map(\.message) == ["text is 243.8 pt wide in a 200 pt box (43.8 pt cut off)"])
        #expect(found.first?.severity == .error)
    }
}
