import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDiagnostics
@testable import TypeFitProject
import TypeFitTestSupport

// A project on disk: a `.typefit.yml` in a fresh folder naming the check engine's fixture catalog
// and the generated test font (upem 1000; space 250, A–Z 600, a–z 500; a line is the point size),
// one iPhone SE environment, every key a one-line label at a fixed 10 pt in a 100-pt box, no
// tracking. Widths by hand at 10 pt: "Save" = 6 + 3 × 5 = 21; "Speichern und schliessen" =
// 6 + 8 × 5 + 2.5 + 3 × 5 + 2.5 + 10 × 5 = 116.
@Suite struct ProjectTests {
    static let testFont = TestFont.path
    static let catalog = OneDevice.projectCatalog

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Screens"), withIntermediateDirectories: true)
        try write(config())
    }

    func config(sourceLocale: String? = nil) -> String {
        """
        catalogs: [\(Self.catalog)]
        \(sourceLocale.map { "source-locale: \($0)" } ?? "")
        devices: [iphone-se-1]
        orientations: [portrait]
        windows: [full]
        sizes: [Large]
        fonts: {files: [\(Self.testFont)], tracking: none}
        layout:
          default: {element: label, font: 10, lines: 1, width: 100}
        """
    }

    func write(_ config: String) throws {
        try Data(config.utf8).write(to: folder.appendingPathComponent(".typefit.yml"))
    }

    func options(_ change: (inout Project.Options) -> Void = { _ in }) -> Project.Options {
        var options = Project.Options()
        options.directory = folder.appendingPathComponent("App/Screens").path
        change(&options)
        return options
    }

    func load(_ change: (inout Project.Options) -> Void = { _ in }) throws -> Project {
        try Project.load(options(change))
    }

    @Test func loadsTheConfigFoundAboveTheFolderAndChecksItsCatalogs() throws {
        let project = try load()
        #expect(project.configuration.file?.hasSuffix("/.typefit.yml") == true)
        #expect(project.configuration.devices.map(\.id) == ["iphone-se-1"])
        #expect(project.catalogs.map(\.name) == [Self.catalog] && project.problems.isEmpty && project.keyCount == 3)
        let report = try project.check()
        #expect(report.findings.filter { $0.worst != nil }.map { "\($0.rule) \($0.key) \($0.locale ?? "")" } == [
            "locale-overflow button.save de",
            "truncated-width title.long de",
            "truncated-width title.long en",
            "truncated-width title.long he",
            "locale-overflow body.hinted de",
        ])
        #expect(report.statistics.environments == 1)
    }

    /// Two targets, each with its own `InfoPlist` table naming the bundle (an app and its share
    /// extension): each table's key is drawn where that table says, never at the other target's
    /// line. Both names (26 letters, over 150 pt at 12 pt in the test font) are cut on the home screen.
    @Test func eachTargetsInfoPlistTableIsItsOwnUse() throws {
        let root = folder.appendingPathComponent("Targets")
        for (target, name) in [("App", "Wolfeschlegelsteinhausenapp"), ("Share", "Wolfeschlegelsteinhausenext")] {
            let lproj = root.appendingPathComponent("\(target)/en.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"CFBundleDisplayName\" = \"\(name)\";\n".utf8).write(to: lproj.appendingPathComponent("InfoPlist.strings"))
            // The source pass runs where the app has Swift (or Interface Builder) files.
            try Data("import UIKit\n".utf8).write(to: root.appendingPathComponent("\(target)/\(target).swift"))
        }
        let project = try load {
            $0.catalogs = .paths([root.path])
            $0.sources = .paths([root.path])
        }
        let findings = try project.check().findings.filter { $0.rule == "truncated-width" }
        #expect(findings.count == 2)
        for finding in findings {
            #expect(finding.view?.location.file == finding.file, "\(finding.file) drawn at \(finding.view?.location.file ?? "-")")
        }
    }

    @Test func optionsOverrideTheConfig() throws {
        let project = try load {
            $0.locales = ["de"]
            $0.narrowing = Narrowing(categories: [.ax5])
            $0.failOn = .never
        }
        #expect(project.configuration.locales == ["de"] && project.configuration.categories == [.ax5])
        #expect(project.configuration.failOn == .never)
        #expect(try load { $0.locales = ["all"] }.configuration.locales == nil)
    }

    @Test func aCatalogThatCannotBeFoundIsAProblemNotAnError() throws {
        let project = try load { $0.catalogs = .paths([folder.appendingPathComponent("Missing.xcstrings").path]) }
        #expect(project.catalogs.isEmpty && project.problems.count == 1)
        #expect(try project.check().problems == project.problems)
    }

    @Test func aBrokenConfigNamesItsPlace() throws {
        try write("devices: [iphone-sx]\n")
        let error = refusal { () throws(ProjectError) in _ = try Project.load(options()) }
        #expect(error?.description.hasPrefix(folder.appendingPathComponent(".typefit.yml").path + ":1:10: ") == true)
        #expect(error?.description.contains("iphone-sx") == true)
    }

    @Test func fitsOneTranslationInTheKeysElement() throws {
        let project = try load()
        let report = try project.fit(FitRequest(key: "button.save", locale: "de", text: "Speichern und schliessen"))
        #expect(report.findings.map(\.message)
            == ["translation is 116 pt wide in a 100 pt box (16 pt cut off); the source fits (21 pt)"])
        #expect(try project.fit(FitRequest(key: "button.save", locale: "de", text: "Sichern")).findings.isEmpty)
    }

    @Test func fitRefusesWhatItCannotAnswer() throws {
        let project = try load()
        let unknownKey = refusal { () throws(ProjectError) in _ = try project.fitCatalog(FitRequest(key: "button.sav", locale: "de", text: "x")) }
        #expect(unknownKey?.field == .key && unknownKey?.description == "unknown key 'button.sav'; "
            + "did you mean 'button.save'? The project's catalogs have 3 keys; give 'source' with the source-language "
            + "text to check it anyway.")
        let plural = VariationPath(parsing: "plural=one") ?? .base
        let unknownVariant = refusal { () throws(ProjectError) in
            _ = try project.fitCatalog(FitRequest(key: "button.save", locale: "de", text: "x", variant: plural))
        }
        #expect(unknownVariant?.field == .variant)
        let notALocale = refusal { () throws(ProjectError) in _ = try project.fitCatalog(FitRequest(key: "button.save", locale: "d e", text: "x")) }
        guard case .invalidField(.locale, .notALocale, _)? = notALocale else { Issue.record("\(String(describing: notALocale))"); return }
    }

    /// One rule for the source locale, in the check and in fit alike: the config's
    /// `source-locale` (the language the layout was designed in) wins over the catalog's.
    @Test func theConfigsSourceLocaleWinsInFitAsInTheCheck() throws {
        try write(config(sourceLocale: "de"))
        let project = try load()
        let catalog = try project.fitCatalog(FitRequest(key: "button.save", locale: "en", text: "Save"))
        #expect(catalog.sourceLanguage == "de")
        #expect(catalog.entries.first?.values(for: "de").map(\.text) == ["Speichern und schliessen"])
        // Compared with the 116-pt German source, the 21-pt English text is no overflow.
        #expect(try project.fit(FitRequest(key: "button.save", locale: "en", text: "Save")).findings.isEmpty)
    }

    /// Issue #29: a stray one-locale table listed first (`de.lproj/Stray.strings`, no English of
    /// its own) does not give a key its source text or catalog: the table that has the key in the
    /// source locale does. The unknown-key message counts keys as the check does, per table (3 in
    /// the fixture catalog + 1 in the stray table = 4; counted once per name it would say 3).
    @Test func aStrayOneLocaleTableDoesNotWinTheKeyInFit() throws {
        let stray = folder.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: stray, withIntermediateDirectories: true)
        try Data("\"button.save\" = \"Ablegen\";\n".utf8).write(to: stray.appendingPathComponent("Stray.strings"))
        try write(config().replacingOccurrences(of: "catalogs: [\(Self.catalog)]",
                                                with: "catalogs: [\(stray.path)/Stray.strings, \(Self.catalog)]"))
        let project = try load()
        #expect(project.catalogs.count == 2 && project.catalogs.first?.name.hasSuffix("Stray.strings") == true)
        #expect(project.keyCount == 4)
        let catalog = try project.fitCatalog(FitRequest(key: "button.save", locale: "de", text: "Sichern"))
        #expect(catalog.name == project.catalogs.last?.name)
        #expect(catalog.entries.first?.values(for: "en").map(\.text) == ["Save"])
        let unknownKey = refusal { () throws(ProjectError) in _ = try project.fitCatalog(FitRequest(key: "nothing", locale: "de", text: "x")) }
        #expect(unknownKey?.description.contains("The project's catalogs have 4 keys;") == true)
    }

    @Test func measuresInTheProjectsFonts() throws {
        let project = try load()
        #expect(try project.measure(MeasureQuery(text: "Save", size: 10)).width == 21)
        // Body at AX5 is 53 pt (Apple's Dynamic Type table): 2.1 em × 53 = 111.3 pt.
        let large = try project.measure(MeasureQuery(text: "Save", style: "body", category: "AX5"))
        #expect(abs(large.width - 111.3) < 0.0001 && large.size == 53)
        let style = refusal { () throws(ProjectError) in _ = try project.measure(MeasureQuery(text: "Save", style: "bdy")) }
        guard case .invalidField(.style, .unknownName, let message)? = style else { Issue.record("\(String(describing: style))"); return }
        #expect(message.contains("'body'"))
        let noSize = refusal { () throws(ProjectError) in _ = try project.measure(MeasureQuery(text: "Save")) }
        guard case .invalidField(.size, .missing, _)? = noSize else { Issue.record("\(String(describing: noSize))"); return }
        let negative = refusal { () throws(ProjectError) in _ = try project.measure(MeasureQuery(text: "Save", size: -1)) }
        guard case .invalidField(.size, .invalidValue, _)? = negative else { Issue.record("\(String(describing: negative))"); return }
    }
}

/// The error `body` throws; a test issue when it throws none.
func refusal(_ body: () throws(ProjectError) -> Void) -> ProjectError? {
    do {
        try body()
        Issue.record("expected a ProjectError")
        return nil
    } catch {
        return error
    }
}

/// `typefit layout`'s document from a project whose source pass found: one key drawn (grade A),
/// one drawn only through a link (grade C, below `min-grade: B`), one only as an accessibility
/// label, one only in a call the pass could not place, one only in macOS code, and one nowhere.
@Suite struct LayoutReportTests {
    static func project() throws -> Project {
        func entry(_ key: String) -> CatalogEntry {
            let place = TypeFitDiagnostics.SourceLocation(file: "L.xcstrings", line: 1, column: 1)
            return CatalogEntry(key: key, location: place,
                                localizations: ["en": [CatalogValue(key: key, locale: "en", text: key, location: place)]])
        }
        let keys = ["save", "tab.title", "close", "field.name", "mac.only", "stale"]
        let catalog = Catalog(format: .xcstrings, name: "App/Localizable.xcstrings", files: ["App/Localizable.xcstrings"],
                              sourceLanguage: "en", entries: keys.map(entry), locales: ["en"])
        let view = TypeFitDiagnostics.SourceLocation(file: "App/View.swift", line: 12, column: 5)
        var sources = SourceLayout(
            uses: [
                SourceUse(key: "save", settings: ElementSettings(element: .button, style: .headline, lines: 0),
                          location: view, pattern: "SwiftUI Button", grade: .a, read: [.font]),
                SourceUse(key: "tab.title", settings: ElementSettings(element: .tabBarItem), location: view,
                          pattern: "SwiftUI Label → .tabItem", grade: .c,
                          via: [TypeFitDiagnostics.SourceLocation(file: "App/Tab.swift", line: 4, column: 9)]),
                SourceUse(key: "close", kind: .notDrawn, settings: ElementSettings(), location: view,
                          pattern: "SwiftUI .accessibilityLabel", grade: .a, reason: "accessibility label"),
            ],
            unresolved: [UnresolvedUse(key: "field.name", location: view, expression: "FormField(title: \"field.name\")",
                                       suggestion: SourceWrapper(call: "FormField(title:)", argument: "title", element: .textField))],
            files: ["swift": 2], setAside: 1)
        sources.setAsideKeys = ["mac.only"]
        var configuration = CheckConfiguration()
        configuration.sources.minimumGrade = .b
        return try Project(configuration: configuration, text: try TestFont.engine(), catalogs: [catalog], sources: sources)
    }

    @Test func everyKeyHasAStatusAndItsUses() throws {
        let report = try Self.project().layoutReport()
        #expect(report.keys.map { "\($0.key) \($0.status.rawValue)" }
            == ["save placed", "tab.title unresolved", "close not-drawn", "field.name unresolved", "mac.only set-aside",
                "stale unused"])
        let save = try #require(report.keys.first?.uses.first)
        #expect(save.element == "button" && save.style == "headline" && save.lines == 0 && save.file == "App/View.swift"
            && save.line == 12 && save.pattern == "SwiftUI Button" && save.grade == "A" && save.checked)
        let tab = try #require(report.keys[1].uses.first)
        #expect(tab.grade == "C" && !tab.checked && tab.via == ["App/Tab.swift:4:9"])
        #expect(report.keys[2].uses.first?.element == nil && report.keys[2].uses.first?.reason == "accessibility label")
        #expect(report.unresolved.map(\.suggestion)
            == [#"{call: "FormField(title:)", argument: title, element: text-field}"#])
        let s = report.summary
        #expect(s.keys == 6 && s.placed == 1 && s.notDrawn == 1 && s.unresolved == 2 && s.unused == 1 && s.setAsideKeys == 1
            && s.setAside == 1)
        // The font is read at the use; the line limit is SwiftUI's default written in, not read.
        #expect(s.fontFromSource == 1 && s.linesFromSource == 0 && s.widthFromSource == 0 && s.files == ["swift": 2])
        #expect(save.read == ["font"])
    }

    /// A use's call-site arguments are in the document, each with its position and place; a use
    /// without any has no field.
    @Test func theCallSiteArgumentsOfAUse() throws {
        let place = TypeFitDiagnostics.SourceLocation(file: "App/Upload.swift", line: 4, column: 86)
        var use = SourceUse(key: "upload %@", settings: ElementSettings(element: .label), location: place,
                            pattern: "UIKit label.text", grade: .b)
        use.arguments = [CallSiteArgument(position: 1, literal: "5 MiB", location: place)]
        let json = try JSONEncoder().encode(Project.reported(use, checked: true))
        let object = try #require(JSONSerialization.jsonObject(with: json) as? [String: Any])
        let arguments = try #require(object["arguments"] as? [[String: Any]])
        #expect(arguments.count == 1 && arguments[0]["position"] as? Int == 1 && arguments[0]["literal"] as? String == "5 MiB")
        let location = try #require(arguments[0]["location"] as? [String: Any])
        #expect(location["file"] as? String == "App/Upload.swift" && location["line"] as? Int == 4 && location["column"] as? Int == 86)
        // The files are named as the report names every other file, the parts' too; a part is
        // `{"text"}` or `{"value": argument}`.
        let absolute = TypeFitDiagnostics.SourceLocation(file: "/repo/App/Upload.swift", line: 4, column: 86)
        var composed = CallSiteArgument(position: 1, location: absolute)
        composed.parts = [.text("("), .value(CallSiteArgument(position: 1, name: "count", location: absolute)), .text(")")]
        use.arguments = [composed]
        let named = try JSONEncoder().encode(Project.reported(use, checked: true) { $0.replacingOccurrences(of: "/repo/", with: "") })
        let namedObject = try #require(JSONSerialization.jsonObject(with: named) as? [String: Any])
        let first = try #require((namedObject["arguments"] as? [[String: Any]])?.first)
        #expect((first["location"] as? [String: Any])?["file"] as? String == "App/Upload.swift")
        let parts = try #require(first["parts"] as? [[String: Any]])
        #expect(parts.count == 3 && parts[0]["text"] as? String == "(" && parts[2]["text"] as? String == ")")
        let value = try #require(parts[1]["value"] as? [String: Any])
        #expect(value["name"] as? String == "count" && (value["location"] as? [String: Any])?["file"] as? String == "App/Upload.swift")
        use.arguments = nil
        let without = try JSONEncoder().encode(Project.reported(use, checked: true))
        #expect(try #require(JSONSerialization.jsonObject(with: without) as? [String: Any])["arguments"] == nil)
    }
}
