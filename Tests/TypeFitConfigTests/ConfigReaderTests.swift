import Foundation
import Testing
import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitCore
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout
@testable import TypeFitConfig
import TypeFitTestSupport

private let rules = ["clipped", "truncated-width", "locale-overflow", "readable-width", "margin", "touch-target",
                     "missing-glyphs", "untranslated"]

private func parse(_ yaml: String) throws(InputProblem) -> CheckConfiguration {
    try ConfigReader.parse(yaml, file: "app/.typefit.yml", baseDirectory: "app", ruleIDs: rules)
}

private func failure(_ yaml: String) -> InputProblem? {
    do { _ = try parse(yaml); return nil } catch { return error }
}

@Suite struct ConfigReaderTests {
    @Test func anEmptyFileGivesTheDefaults() throws {
        let config = try parse("")
        // Every iPhone, then every iPad (the groups all-iphones and all-ipads), resolved to devices.
        let families = config.devices.map(\.family)
        #expect(families.first == .iPhone && families.last == .iPad && families == families.sorted { $0 == .iPhone && $1 != .iPhone })
        #expect(config.devices.count == DeviceCatalog().devices.filter { [.iPhone, .iPad].contains($0.family) }.count)
        #expect(config.devices.contains { $0.id == "iphone-se-1" } && config.devices.contains { $0.id == "ipad-pro-13-m4" })
        #expect(config.categories == ContentSizeCategory.allCases)
        #expect(config.windows.count == 5 && config.failOn == .warning)
        #expect(config.defaults.spec == ElementSpec(.label, width: .margins, lineLimit: 1))
    }

    @Test func theDemoConfigReads() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Corpus/.typefit.yml").standardizedFileURL.path
        let config = try ConfigReader.read(file: path, ruleIDs: rules)
        #expect(config.catalogs == ["DemoApp"])
        #expect(config.resolve("DemoApp").hasSuffix("Corpus/DemoApp"))
        #expect(config.failOn == .error)
        #expect(config.severities["touch-target"] == .on(.note))
        let (settings, line) = config.settings(forKey: "tab.explore")
        #expect(settings.spec.kind == .tabBarItem(tabs: 5) && line != nil)
        #expect(config.settings(forKey: "nav.explore.title").settings.element == .largeTitle)
        #expect(config.settings(forKey: "nav.downloads.title").settings.element == .navigationTitle)
        #expect(config.settings(forKey: "no.such.key").settings == config.defaults)
    }

    @Test func sizesTakeNamesRangesAndLists() throws {
        #expect(try parse("sizes: Large...AX3").categories == [.large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3])
        #expect(try parse("sizes: [xSmall, AX5]").categories == [.xSmall, .ax5])
        #expect(try parse("sizes: accessibility").categories.count == 5)
        let error = failure("locales: all\nsizes: AX3...Large\n")
        #expect(error?.location.line == 2 && error?.message.contains("larger to smaller") == true)
        #expect(failure("sizes: Huge")?.message.contains("Huge") == true)
    }

    @Test func unknownKeysNameTheirLineAndTheValidChoices() {
        let error = failure("catalogs: [App]\ndevise: [all-iphones]\n")
        #expect(error?.location.line == 2 && error?.location.column == 1)
        #expect(error?.message.contains("did you mean 'devices'?") == true)
        #expect(error?.message.contains("Valid: catalogs, source-locale") == true)
        #expect(error?.description.hasPrefix("app/.typefit.yml:2:1: error: unknown key") == true)
    }

    @Test func unknownNamesAreRefusedWithSuggestions() {
        #expect(failure("devices: [iphone-se-9]")?.message.contains("iphone-se-") == true)
        let element = failure("layout:\n  elements:\n    - key: a\n      element: buton\n")
        #expect(element?.location.line == 4 && element?.message.contains("did you mean 'button'?") == true)
        let rule = failure("rules:\n  clipt: off\n")
        #expect(rule?.location.line == 2 && rule?.message.contains("did you mean 'clipped'?") == true)
        let severity = failure("rules:\n  clipped: fatal\n")
        #expect(severity?.message.contains("Valid: error, warning, note, off") == true)
        #expect(failure("windows: [quarter]")?.message.contains("Valid: full, split") == true)
        #expect(failure("fail-on: sometimes")?.message.contains("error, warning, note, never") == true)
    }

    @Test func wrongTypesAndBrokenYAMLSayWhere() {
        #expect(failure("devices:\n  a: b\n")?.message == "devices must be a value or a list, not a mapping")
        let yaml = failure("catalogs: [App\nlocales: all\n")
        #expect(yaml?.message.hasPrefix("invalid YAML") == true && (yaml?.location.line ?? 0) >= 1)
        let twice = failure("locales: all\nlocales: [de]\n")
        #expect(twice?.location.line == 2 && twice?.message == "'locales' is given twice (first on line 1)")
        #expect(failure("layout:\n  elements:\n    - element: label\n")?.message.contains("needs one of key") == true)
        #expect(failure("layout:\n  elements:\n    - regex: '(['\n")?.message.contains("not a valid regular expression") == true)
        #expect(failure("layout:\n  elements:\n    - key: a\n      lines: -1\n")?.message == "lines must be 0 (no limit) to 1000, not '-1'")
    }

    @Test func layoutRulesMatchExactGlobAndRegexFirstMatchWins() throws {
        let config = try parse("""
            layout:
              default: {lines: 2}
              elements:
                - key: settings.title
                  element: large-title
                - glob: "settings.*"
                  element: cell
                  accessory: disclosure
                - regex: 'button\\.(ok|cancel)'
                  element: button
                  width: columns 2 spacing 12
                  font: {size: 15, relative-to: body, max-size: 28}
            """)
        #expect(config.settings(forKey: "settings.title").settings.element == .largeTitle)
        let cell = config.settings(forKey: "settings.wifi")
        #expect(cell.settings.spec.kind == .cell(accessory: .disclosureIndicator) && cell.ruleLine == 6)
        // `layout.default` is for keys no rule matches (issue #14 part 1): the cell keeps its own
        // line limit (0), as the check does; the default's 2 lines are for the rest.
        #expect(cell.settings.lines == nil && cell.settings.spec.lineLimit == nil)
        #expect(config.settings(forKey: "other").settings.lines == 2)
        let button = config.settings(forKey: "button.ok").settings
        #expect(button.width == .columns(2, spacing: 12))
        #expect(button.font == CustomFont(size: 15, relativeTo: .body, maximumSize: 28))
        #expect(config.settings(forKey: "button.okay").ruleLine == nil)  // a regex must match the whole key
    }

    @Test func frameworksDecideTheDefaultsOfDeclaredElements() throws {
        let config = try parse("""
            frameworks: [SwiftUI, uikit, swiftui]
            layout:
              elements:
                - {glob: "text.*", element: label}
                - {glob: "button.*", element: button}
                - {glob: "uikit.*", element: multiline-label, framework: uikit}
                - {glob: "styled.*", element: label, framework: uikit, style: headline}
            """)
        #expect(config.frameworks == [.swiftui, .uikit])
        // SwiftUI: Text has no line limit, a Button wraps its label.
        #expect(config.settings(forKey: "text.a").settings.lines == 0)
        #expect(config.settings(forKey: "button.a").settings.resolvedButtonStyle == .configuration)
        // UIKit: UILabel's default font is 17 pt, fixed; a declared style is kept.
        #expect(config.settings(forKey: "uikit.a").settings.font == CustomFont(size: 17, relativeTo: nil))
        #expect(config.settings(forKey: "uikit.a").settings.lines == nil)
        let styled = config.settings(forKey: "styled.a").settings
        #expect(styled.font == nil && styled.style == .headline && styled.lines == nil)
        // The guess for keys nothing speaks about: a SwiftUI Text wraps.
        #expect(config.settings(forKey: "other").settings.lines == 0)
        #expect(try parse("frameworks: uikit").frameworks == [.uikit])
        #expect(try parse("").settings(forKey: "other").settings.lines == 1)

        let unknown = failure("frameworks:\n  - swiftui\n  - qt\n")
        #expect(unknown?.location.line == 3 && unknown?.message.contains("swiftui and/or uikit") == true
            && unknown?.message.contains("not 'qt'") == true)
        let setting = failure("layout: {elements: [{glob: a, framework: swing}]}")
        #expect(setting?.message.contains("framework must be one of swiftui, uikit, not 'swing'") == true)
    }

    @Test func lineBreakStrategyPerElement() throws {
        let config = try parse("""
            layout:
              default: {line-break-strategy: push-out}
              elements:
                - {glob: "rich.*", line-break-strategy: NONE}
                - {glob: "ko.*", line-break-strategy: hangul-word-priority}
                - {glob: "field.*", element: text-field}
                - {glob: "std.*", element: button, line-break-strategy: standard}
            """)
        #expect(config.settings(forKey: "rich.a").settings.resolvedLineBreakStrategy == .greedy)
        #expect(config.settings(forKey: "ko.a").settings.resolvedLineBreakStrategy == .hangulWordPriority)
        #expect(config.settings(forKey: "std.a").settings.resolvedLineBreakStrategy == .standard)
        #expect(config.settings(forKey: "other").settings.resolvedLineBreakStrategy == .pushOut)
        // Unstated: UILabel's standard, and none for a text field's placeholder (the field editor's).
        #expect(try parse("").settings(forKey: "other").settings.resolvedLineBreakStrategy == .standard)
        #expect(ElementSettings(element: .textField).resolvedLineBreakStrategy == .greedy)
        #expect(ElementSettings(element: .alertMessage).resolvedLineBreakStrategy == .standard)
        // How lines are chosen says nothing about where the box is, as `disable` does not.
        #expect(!ElementSettings(lineBreakStrategy: .greedy).describesLayout())
        #expect(ElementSettings(lines: 0, lineBreakStrategy: .greedy).describesLayout())
        let wrong = failure("layout: {elements: [{glob: a, line-break-strategy: pretty}]}")
        #expect(wrong?.message.contains(
            "line-break-strategy must be one of standard, push-out, hangul-word-priority, none, not 'pretty'") == true)
    }

    /// An action sheet's elements and the alert-style settings: `ipad-style` and `other-style` name a
    /// style (`alert` or `action-sheet`) and reach the layout element; any other value is an error.
    @Test func actionSheetElementsAndAlertStyles() throws {
        let config = try parse("""
            layout:
              elements:
                - {glob: "sheet.*", element: action-sheet-button, ipad-style: alert}
                - {glob: "maybe.*", element: alert-title, other-style: Action-Sheet}
            """)
        let sheet = config.settings(forKey: "sheet.a").settings
        #expect(sheet.element == .actionSheetButton && sheet.iPadStyle == .alert && sheet.otherStyle == nil)
        #expect(sheet.spec.kind == .actionSheetButton && sheet.spec.iPadStyle == .alert)
        let maybe = config.settings(forKey: "maybe.a").settings
        #expect(maybe.spec.kind == .alertTitle && maybe.spec.otherStyle == .actionSheet)
        #expect(ElementSettings(element: .actionSheetMessage).spec.kind == .actionSheetMessage)
        let wrong = failure("layout: {elements: [{glob: a, other-style: popover}]}")
        #expect(wrong?.message.contains("other-style must be one of alert, action-sheet, not 'popover'") == true)
        #expect(failure("layout: {elements: [{glob: a, ipad-style: sheet}]}")?.message.contains("ipad-style must be one of") == true)
    }

    @Test func suppressionsAndBaseline() throws {
        let config = try parse("""
            suppress:
              - rule: truncated-width
                glob: "legal.*"
                locale: [th, de]
                reason: legal text scrolls
            baseline: typefit-baseline.json
            """)
        let s = try #require(config.suppressions.first)
        #expect(s.matches(rule: "truncated-width", key: "legal.terms", locale: "de"))
        #expect(!s.matches(rule: "truncated-width", key: "legal.terms", locale: "fr"))
        #expect(!s.matches(rule: "clipped", key: "legal.terms", locale: "de"))
        #expect(config.resolve(config.baseline ?? "") == "app/typefit-baseline.json")
        #expect(failure("suppress:\n  - reason: no\n")?.message.contains("at least one of rule") == true)
    }

    @Test func configIsFoundUpward() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-find-\(UUID().uuidString)")
        let deep = root.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("locales: [de]\n".utf8).write(to: root.appendingPathComponent("a/.typefit.yml"))
        #expect(ConfigReader.find(from: deep.path)?.hasSuffix("a/.typefit.yml") == true)
        #expect(ConfigReader.find(from: root.path) == nil || ConfigReader.find(from: root.path)?.hasPrefix(root.path) == false)
    }
}

@Suite struct LayoutHintTests {
    @Test func hintsNameAnElementAndSettings() throws {
        let hint = try #require(LayoutHint.parse(comment: "Start button.\ntypefit: button lines=1 width=120", ruleIDs: rules))
        let settings = try hint.get()
        #expect(settings.element == .button && settings.lines == 1 && settings.width == .fixed(120))
        let cell = try LayoutHint.parse(comment: "typefit: cell accessory=disclosure width=50%:readable", ruleIDs: rules)?.get()
        #expect(cell?.accessory == .disclosureIndicator && cell?.width == .fraction(0.5, of: .readable))
        #expect(try LayoutHint.parse(comment: "typefit: ignore", ruleIDs: rules)?.get().disabledRules == ["all"])
        #expect(try LayoutHint.parse(comment: "typefit: disable=touch-target,margin", ruleIDs: rules)?.get().disabledRules
                == ["touch-target", "margin"])
        #expect(LayoutHint.parse(comment: "A plain comment.", ruleIDs: rules) == nil)
    }

    @Test func badHintsSayWhatIsWrong() {
        guard case .failure(let error)? = LayoutHint.parse(comment: "typefit: buton lines=1", ruleIDs: rules) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.message.contains("did you mean 'button'?"))
        guard case .failure(let lines)? = LayoutHint.parse(comment: "typefit: label lines=many", ruleIDs: rules) else {
            Issue.record("expected a failure")
            return
        }
        #expect(lines.message.hasSuffix("lines must be 0 (no limit) to 1000, not 'many'"))
        guard case .failure(let rule)? = LayoutHint.parse(comment: "typefit: disable=clippd", ruleIDs: rules) else {
            Issue.record("expected a failure")
            return
        }
        #expect(rule.message.contains("did you mean 'clipped'?"))
    }
}

@Suite struct PatternTests {
    @Test func globs() {
        #expect(KeyPattern.glob("tab.*").matches("tab.explore"))
        #expect(!KeyPattern.glob("tab.*").matches("nav.tab.explore"))
        #expect(KeyPattern.glob("nav.*.title").matches("nav.explore.title"))
        #expect(KeyPattern.glob("a?c").matches("abc") && !KeyPattern.glob("a?c").matches("abbc"))
        #expect(KeyPattern.glob("row[0-9]").matches("row7") && !KeyPattern.glob("row[!0-9]").matches("row7"))
        // Many stars on a long key stay fast (no exponential backtracking).
        let key = String(repeating: "a", count: 10_000) + "b"
        #expect(!KeyPattern.glob(String(repeating: "*a", count: 50) + "c").matches(key))
    }

    @Test func widthSyntax() {
        #expect(WidthSyntax.parse("120") == .fixed(120))
        #expect(WidthSyntax.parse("120pt") == .fixed(120))
        #expect(WidthSyntax.parse("50%") == .fraction(0.5, of: .margins))
        #expect(WidthSyntax.parse("50% of safe-area") == .fraction(0.5, of: .safeArea))
        #expect(WidthSyntax.parse("columns 3") == .columns(3, spacing: 8))
        #expect(WidthSyntax.parse("readable") == .readable)
        #expect(WidthSyntax.parse("wide") == nil && WidthSyntax.parse("-5") == nil && WidthSyntax.parse("150%") == nil)
    }

    /// A solved width's spelling reads back as the same box: `margins - 103`, `50% window - 20`.
    @Test func widthExpressions() {
        let row = WidthSyntax.parse("margins - 103")
        guard case .solved(let solved)? = row else { Issue.record("not an expression: \(String(describing: row))"); return }
        #expect(solved.container == .margins && solved.share == 1 && solved.offset == -103)
        #expect(WidthSyntax.spelling(.solved(solved)) == "margins - 103")
        let half = BoxWidth(container: .window, share: 0.5, terms: [WidthTerm(points: -20, what: "half the spacing")],
                            minimum: 44)
        #expect(WidthSyntax.spelling(.solved(half)) == "50% window - 20 min 44")
        guard case .solved(let back)? = WidthSyntax.parse("50% window - 20 min 44") else { Issue.record("no parse"); return }
        #expect(back.container == .window && back.share == 0.5 && back.offset == -20 && back.minimum == 44)
        #expect(WidthSyntax.parse("margins - wide") == nil && WidthSyntax.parse("margins - 103 tall") == nil)
        #expect(WidthSyntax.parse("margins -") == nil && WidthSyntax.parse("rows - 10") == nil)
    }
}

/// `fonts.files`: font files only, named as such; relative to the config; each opened when the
/// config is read, so a bad one is an error at its entry with the path it resolved to.
@Suite struct FontFilePolicyTests {
    static let testFont = TestFont.path

    @Test func entriesMustNameFontFiles() {
        let passwd = failure("fonts:\n  files:\n    - ../Fonts/Inter.ttf\n    - ../../../../etc/passwd\n")
        #expect(passwd?.description == "app/.typefit.yml:4:7: error: fonts.files: '../../../../etc/passwd' is not a font "
                + "file (give a .ttf, .otf, .ttc or .otc file)")
        let shadow = failure("fonts: {files: /etc/shadow}")
        #expect(shadow?.description == "app/.typefit.yml:1:16: error: fonts.files: '/etc/shadow' is not a font file "
                + "(give a .ttf, .otf, .ttc or .otc file)")
        #expect(failure("fonts: {files: [Fonts/evil.ttf.sh]}")?.location.line == 1)
        #expect(failure("fonts: {files: [Fonts/ttf]}")?.location.line == 1)
    }

    @Test func fontFilesInsideOrOutsideTheProjectAreTaken() throws {
        // `parse` opens nothing: these need not exist here.
        let config = try parse("fonts: {files: [../Fonts/Inter.ttf, /Library/Fonts/SF-Pro.OTF, ~/Fonts/NotoSansCJK.ttc, a.otc]}")
        #expect(config.fontFiles == ["../Fonts/Inter.ttf", "/Library/Fonts/SF-Pro.OTF", "~/Fonts/NotoSansCJK.ttc", "a.otc"])
        #expect(config.resolve("../Fonts/Inter.ttf") == "app/../Fonts/Inter.ttf")
    }

    /// project/config/.typefit.yml naming `yaml`'s files; project/Fonts/TypeFitTest.ttf; a text file
    /// project/config/evil.ttf; a folder project/config/folder.ttf.
    static func read(_ files: String) throws -> (result: Result<CheckConfiguration, InputProblem>, folder: URL) {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-fonts-\(UUID().uuidString)")
        let config = project.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("folder.ttf"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: testFont, toPath: project.appendingPathComponent("Fonts/TypeFitTest.ttf").path)
        try Data("root:x:0:0:root:/root:/bin/bash\n".utf8).write(to: config.appendingPathComponent("evil.ttf"))
        let file = config.appendingPathComponent(".typefit.yml")
        try Data("devices: [iphone-se-1]\nfonts:\n  files:\n    - \(files)\n".utf8).write(to: file)
        do {
            return (.success(try ConfigReader.read(file: file.path, ruleIDs: rules)), project)
        } catch {
            return (.failure(error), project)
        }
    }

    @Test func aRelativeFontFileOutsideTheConfigFolderIsRead() throws {
        let (result, project) = try Self.read("../Fonts/TypeFitTest.ttf")
        defer { try? FileManager.default.removeItem(at: project) }
        let config = try result.get()
        #expect(config.fontFiles == ["../Fonts/TypeFitTest.ttf"])
        let resolved = config.resolve(config.fontFiles[0])
        #expect(URL(fileURLWithPath: resolved).standardizedFileURL.path
                == project.appendingPathComponent("Fonts/TypeFitTest.ttf").standardizedFileURL.path)
        #expect(try FontFace(path: resolved).postScriptName == "TypeFitTest-Regular")
    }

    @Test(arguments: [
        ("Fonts/Missing.otf", "font file not found: CONFIG/Fonts/Missing.otf"),
        ("evil.ttf", "not a usable font file: CONFIG/evil.ttf (unknown file format)"),
        ("folder.ttf", "not a usable font file: CONFIG/folder.ttf (a folder, not a file)"),
    ])
    func aFontFileThatCannotBeUsedIsAnErrorAtItsEntry(_ entry: String, _ message: String) throws {
        let (result, project) = try Self.read(entry)
        defer { try? FileManager.default.removeItem(at: project) }
        let folder = project.appendingPathComponent("config").path
        guard case .failure(let error) = result else {
            Issue.record("expected an error for \(entry)")
            return
        }
        #expect(error.description == "\(folder)/.typefit.yml:4:7: error: fonts.files: "
                + message.replacingOccurrences(of: "CONFIG", with: folder))
    }
}
