import Testing
import TypeFitConfig
import TypeFitDiagnostics
@testable import TypeFitSources

/// `InfoPlist` keys: what the system shows for each, from the key's name.
@Suite struct InfoPlistStringsTests {
    let en = "App/en.lproj/InfoPlist.strings"

    func infoPlist(_ keys: [String]) -> [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0, ["InfoPlist"]) })
    }

    @Test func eachKeyOfATableAsTheSystemShowsIt() {
        let text = """
            /* Bundle display name */
            "CFBundleDisplayName" = "DuckDuckGo";
            "CFBundleName" = "DuckDuckGo";
            "NSCameraUsageDescription" = "Allows you to upload photographs and videos";
            "NSHumanReadableCopyright" = "© Duck Duck Go, Inc.";
            "NSUserActivityTypes" = "OpenTabIntent";
            "NewPostShortcutItemTitle" = "New Post";
            "Search Passwords" = "Search Passwords";
            "NotInTheCatalogs" = "x";
            """
        let keys = ["CFBundleDisplayName", "CFBundleName", "NSCameraUsageDescription", "NSHumanReadableCopyright",
                    "NSUserActivityTypes", "NewPostShortcutItemTitle", "Search Passwords"]
        let layout = IBSnippet.read([(en, text)], keys: infoPlist(keys))
        func at(_ line: Int) -> TypeFitDiagnostics.SourceLocation { IBSnippet.at(en, line, 1) }
        #expect(layout.uses == [
            SourceUse(key: "CFBundleDisplayName", table: "InfoPlist", settings: ElementSettings(element: .homeScreenName, lines: 1),
                      location: at(2), pattern: "Info.plist CFBundleDisplayName", grade: .a),
            SourceUse(key: "CFBundleName", table: "InfoPlist", kind: .notDrawn, settings: ElementSettings(), location: at(3),
                      pattern: "Info.plist CFBundleName", grade: .a,
                      reason: "the home screen shows CFBundleDisplayName, which this table also localizes"),
            SourceUse(key: "NSCameraUsageDescription", table: "InfoPlist", settings: ElementSettings(element: .alertMessage, lines: 0),
                      location: at(4), pattern: "Info.plist NSCameraUsageDescription", grade: .a),
            SourceUse(key: "NSHumanReadableCopyright", table: "InfoPlist", kind: .notDrawn, settings: ElementSettings(), location: at(5),
                      pattern: "Info.plist NSHumanReadableCopyright", grade: .a,
                      reason: "a copyright notice: macOS shows it in About panels; iOS does not draw it"),
            SourceUse(key: "NSUserActivityTypes", table: "InfoPlist", kind: .notDrawn, settings: ElementSettings(), location: at(6),
                      pattern: "Info.plist NSUserActivityTypes", grade: .a, reason: "user activity type identifiers: not shown"),
            SourceUse(key: "NewPostShortcutItemTitle", table: "InfoPlist", settings: ElementSettings(element: .menuItem),
                      location: at(7), pattern: "Info.plist UIApplicationShortcutItemTitle", grade: .c),
        ])
        // A key that names no Info.plist key is a value the Info.plist names: only the plist says where it goes.
        #expect(layout.unresolved == [UnresolvedUse(key: "Search Passwords", location: at(8),
                                                    expression: "InfoPlist \"Search Passwords\" (no Info.plist key: a value the Info.plist names)")])
    }

    @Test func everyUsageDescriptionIsAPermissionAlertMessage() {
        let text = "\"NSLocationAlwaysAndWhenInUseUsageDescription\" = \"Finds networks near you\";\n\"NFCReaderUsageDescription\" = \"Reads tags\";\n"
        let layout = IBSnippet.read([(en, text)], keys: infoPlist(["NFCReaderUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription"]))
        #expect(layout.uses.map(\.settings) == [ElementSettings(element: .alertMessage, lines: 0), ElementSettings(element: .alertMessage, lines: 0)])
        #expect(layout.uses.map(\.location.line) == [1, 2])
    }

    @Test func theBundleNameAloneIsTheHomeScreenNameByConvention() {
        // Shown only while the Info.plist sets no CFBundleDisplayName, which this table cannot tell.
        let layout = IBSnippet.read([("Core/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"DuckDuckGo\";\n")],
                                    keys: infoPlist(["CFBundleName"]))
        #expect(layout.uses == [SourceUse(key: "CFBundleName", table: "InfoPlist", settings: ElementSettings(element: .homeScreenName, lines: 1),
                                          location: IBSnippet.at("Core/en.lproj/InfoPlist.strings", 1, 1),
                                          pattern: "Info.plist CFBundleName", grade: .c)])
    }

    /// DuckDuckGo's `AutofillCredentialProvider`, `ShareExtension`, `Widgets`, `OpenAction`: an app
    /// extension's name is not under a home-screen icon; the app's own target still is.
    @Test func anAppExtensionsNameIsNotTheHomeScreens() {
        let files = [("DuckDuckGo/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"DuckDuckGo\";\n"),
                     ("AutofillCredentialProvider/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Autofill\";\n"),
                     ("ShareExtension/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Share\";\n"),
                     ("Widgets/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Widgets\";\n")]
        let layout = IBSnippet.read(files, keys: infoPlist(["CFBundleDisplayName", "CFBundleName"]))
        #expect(layout.uses.map { "\($0.location.file) \($0.kind.rawValue) \($0.settings.element?.rawValue ?? "-")" }.sorted() == [
            "AutofillCredentialProvider/en.lproj/InfoPlist.strings not-drawn -",
            "DuckDuckGo/en.lproj/InfoPlist.strings drawn home-screen-name",
            "ShareExtension/en.lproj/InfoPlist.strings not-drawn -",
            "Widgets/en.lproj/InfoPlist.strings not-drawn -",
        ])
        #expect(layout.uses.first { $0.location.file.hasPrefix("Widgets") }?.pattern == "Info.plist CFBundleDisplayName (app extension)")
    }

    @Test func eachFolderOfTheTableIsAUsePlacedInTheDevelopmentLanguage() {
        // de sorts before en, but the use points at en; a key only de has points at de; two targets, two uses.
        let files = [
            ("App/de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"App\";\n\"NSFaceIDUsageDescription\" = \"Entsperren\";\n"),
            ("App/en.lproj/InfoPlist.strings", "\n\"CFBundleDisplayName\" = \"App\";\n"),
            ("Share/Base.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Share\";\n"),
        ]
        let layout = IBSnippet.read(files, keys: infoPlist(["CFBundleDisplayName", "NSFaceIDUsageDescription"]))
        #expect(layout.uses.map(\.key) == ["CFBundleDisplayName", "NSFaceIDUsageDescription", "CFBundleDisplayName"])
        #expect(layout.uses.map(\.location) == [IBSnippet.at("App/en.lproj/InfoPlist.strings", 2, 1),
                                                IBSnippet.at("App/de.lproj/InfoPlist.strings", 2, 1),
                                                IBSnippet.at("Share/Base.lproj/InfoPlist.strings", 1, 1)])
    }

    @Test func aStringCatalogsKeysArePlacedWhereTheCatalogWritesThem() {
        // InfoPlist.xcstrings: no strings file, the key's place in the catalog.
        let place = IBSnippet.at("geteduroam/InfoPlist.xcstrings", 4, 5)
        let layout = IBSnippet.read([], keys: infoPlist(["CFBundleName"]), places: ["InfoPlist": ["CFBundleName": place]])
        #expect(layout.uses == [SourceUse(key: "CFBundleName", table: "InfoPlist", settings: ElementSettings(element: .homeScreenName, lines: 1),
                                          location: place, pattern: "Info.plist CFBundleName", grade: .c)])
    }

    @Test func aLowercaseInfoPlistTableIsRecognisedAsItself() {
        // Mastodon's Base.lproj/infoPlist.strings: a case-insensitive disk builds it as InfoPlist.strings.
        let file = "Mastodon/Resources/Base.lproj/infoPlist.strings"
        let layout = IBSnippet.read([(file, "\"NSCameraUsageDescription\" = \"Used to take photo\";\n")],
                                    keys: ["NSCameraUsageDescription": ["infoPlist"]])
        #expect(layout.uses.map(\.table) == ["infoPlist"])
        #expect(layout.uses.map(\.settings.element) == [.alertMessage])
    }
}
