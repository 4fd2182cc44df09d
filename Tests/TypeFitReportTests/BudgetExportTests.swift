import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitDiagnostics
@testable import TypeFitReport
import TypeFitTestSupport

/// `typefit budget`'s exports of a one-key budget built by hand, with their exact text, and the
/// XLIFF export against the OASIS XLIFF 1.2 transitional schema.
///
/// The budget: "button.save" in a 100-pt one-line box at 10 pt (Large, iPhone SE 1st generation);
/// en "Save" leaves 79 pt (15 characters of 19), de "Speichern und schliessen" lacks 16 pt (4
/// characters of 20); the German is drawn in another family, to show a font group's override.
@Suite struct BudgetExportTests {
    static func box(width: Double = 100, lines: Int = 1, size: Double = 10, weight: String = "regular") -> BudgetBox {
        BudgetBox(width: width, lines: lines, boxWidth: width, minimumScale: nil, category: "large", device: "iphone-se-1",
                  deviceName: "iPhone SE (1st generation)", orientation: "portrait", window: "full", environments: 1,
                  font: BudgetFont(family: "TypeFit Test", file: "TypeFitTest.ttf", size: size, weight: weight))
    }

    static func report(catalog: String = "Budget.xcstrings", key: String = "button.save", box: BudgetBox = box()) -> BudgetReport {
        let texts = [
            TextRoom(locale: "en", variant: "base", text: "Save", isSource: true, linesNeeded: 1, lastLineWidth: 21, used: 21,
                     room: 79, roomCharacters: 15, maxCharacters: 19, family: "TypeFit Test", file: catalog, line: 3),
            TextRoom(locale: "de", variant: "base", text: "Speichern und schliessen", isSource: false, linesNeeded: 1,
                     lastLineWidth: 116, used: 116, room: -16, roomCharacters: -4, maxCharacters: 20, family: "Noto Sans",
                     file: catalog, line: 3),
        ]
        let budget = KeyBudget(key: key, catalog: catalog, table: "Budget", file: catalog, line: 3,
                               element: "label lines=1 width=100", elementFrom: "default", view: nil, layoutKnown: true,
                               box: box, texts: texts)
        var report = BudgetReport(version: "test", budgets: [budget], characterWidths: ["en": 0.525, "de": 11.6 / 24],
                                  environments: 1, problems: [])
        report.fontFiles = ["TypeFit Test": "TypeFitTest.ttf", "Noto Sans": "NotoSans-Regular.ttf"]
        return report
    }

    static let sourceLocation = SourceLocation(file: "/p/Budget.xcstrings", line: 3, column: 5)

    /// The one-key catalog the budget is of, as read from a String Catalog.
    static let catalog: Catalog = {
        let entry = CatalogEntry(key: "button.save", comment: "The save button.", location: sourceLocation, localizations: [
            "en": [CatalogValue(key: "button.save", locale: "en", text: "Save", location: sourceLocation)],
            "de": [CatalogValue(key: "button.save", locale: "de", text: "Speichern und schliessen", location: sourceLocation)],
        ])
        return Catalog(format: .xcstrings, name: "Budget.xcstrings", files: ["/p/Budget.xcstrings"], sourceLanguage: "en",
                       entries: [entry], locales: ["en", "de"])
    }()

    @Test func csvHasARowPerLocaleWithTheMaxLengthColumn() {
        #expect(BudgetCSV.text(Self.report()) == """
            key,table,source,locale,translation,max-width-pt,max-lines,max-length,room-pt,tightest-size,device,variant,font-family,font-size,font-weight\r
            button.save,Budget,Save,en,Save,100,1,19,79,large,iphone-se-1,base,TypeFit Test,10,regular\r
            button.save,Budget,Save,de,Speichern und schliessen,100,1,20,-16,large,iphone-se-1,base,TypeFit Test,10,regular\r

            """)
    }

    @Test func csvQuotesFieldsAsRFC4180Says() {
        #expect(BudgetCSV.field("Say \"hi\", now") == "\"Say \"\"hi\"\", now\"")
        #expect(BudgetCSV.field("two\nlines") == "\"two\nlines\"")
        #expect(BudgetCSV.field(" padded") == "\" padded\"")
        #expect(BudgetCSV.field("plain") == "plain")
    }

    @Test func weblateFlagsNameTheFontGroupAndItsFile() throws {
        #expect(try jsonText(BudgetWeblate.document(Self.report())) == """
            {
              "fontGroups" : [
                {
                  "family" : "TypeFit Test",
                  "file" : "TypeFitTest.ttf",
                  "name" : "TypeFit_Test",
                  "overrides" : [
                    {
                      "family" : "Noto Sans",
                      "file" : "NotoSans-Regular.ttf",
                      "language" : "de"
                    }
                  ]
                }
              ],
              "units" : [
                {
                  "flags" : "max-size:100,font-family:TypeFit_Test,font-size:10,font-weight:normal",
                  "key" : "button.save",
                  "table" : "Budget"
                }
              ]
            }
            """)
    }

    @Test func toolLimitsAreWholeNumbersThatKeepTheRatioAndNeverGrow() {
        // 15.5 pt rounds to 16; the width scales with it: 240 × 16 / 15.5 = 247.7 → 247.
        let limits = ToolLimits(Self.box(width: 240, lines: 3, size: 15.5, weight: "semibold"))
        #expect(limits.fontSize == 16 && limits.maxWidth == 247 && limits.lines == 3 && limits.weight == "bold")
        #expect(limits.weblateFlags == "max-size:247:3,font-family:TypeFit_Test,font-size:16,font-weight:bold")
        #expect(ToolLimits(Self.box(weight: "light")).weight == "light" && ToolLimits(Self.box(weight: "medium")).weight == "normal")
        // No line limit: no max-size, any text fits.
        #expect(ToolLimits(Self.box(lines: 0)).weblateFlags == "font-family:TypeFit_Test,font-size:10,font-weight:normal")
    }

    @Test func xliffOfAStringCatalogIsOneFilePerTargetLocale() throws {
        let text = try BudgetXLIFF.text(Self.report(), catalogs: [Self.catalog], sourceLocale: { _ in "en" }, includes: { _ in true })
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Budget.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <header>
                  <tool tool-id="typefit" tool-name="typefit budget"/>
                </header>
                <body>
                  <trans-unit id="button.save" xml:space="preserve" maxwidth="100" size-unit="pixel" font="TypeFit Test;10;normal">
                    <source>Save</source>
                    <target state="translated">Speichern und schliessen</target>
                    <note from="developer">The save button.</note>
                    <note from="typefit">typefit budget: 100 pt × 1 line (maxwidth 100 pixels at @1x, one pixel per point, with the font at 10 pt) at large on iPhone SE (1st generation), portrait, full; TypeFit Test 10 pt regular. de: at most ≈ 20 characters (an estimate); this text is 16 pt too long (≈ 4 characters).</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """)
        let verdict = try XLIFFSchema.validate(text)
        #expect(verdict.valid, "\(verdict.messages)")
    }

    @Test func aBoxOfSeveralLinesGivesWeblateItsLineCount() {
        let attributes = BudgetXLIFF.budgetAttributes(Self.box(lines: 2), flags: "c-format")
        #expect(attributes.map { "\($0.name)=\($0.value)" }
            == ["maxwidth=100", "size-unit=pixel", "font=TypeFit Test;10;normal", "weblate-flags=c-format,max-size:100:2"])
        // No line limit: the font alone.
        #expect(BudgetXLIFF.budgetAttributes(Self.box(lines: 0), flags: nil).map(\.name) == ["font"])
    }

    /// An Xcode export: a unit with a budget, one without, one inside a `<group>`, a prefix the
    /// root declares.
    static let exported = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:x="urn:example:extension" version="1.2">
          <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242"/>
            </header>
            <body>
              <trans-unit id="button.save" xml:space="preserve" translate="yes">
                <source>Save</source>
                <target state="translated">Speichern und schliessen</target>
                <note>The save button.</note>
              </trans-unit>
              <trans-unit id="Other &amp; more" xml:space="preserve">
                <source>Other &amp; more</source>
                <target state="new"><![CDATA[Andere & mehr]]></target>
              </trans-unit>
              <group id="g1">
                <trans-unit id="grouped" x:flag="kept">
                  <source>In a group</source>
                </trans-unit>
              </group>
            </body>
          </file>
        </xliff>

        """

    static func exportedFile() throws -> (path: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("de.xliff").path
        try Data(exported.utf8).write(to: URL(fileURLWithPath: path))
        return (path, folder)
    }

    @Test func anXLIFFInputIsCopiedThroughWithEveryUnitKept() throws {
        let (path, folder) = try Self.exportedFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = CatalogLoader.load([path])
        #expect(loaded.errors.isEmpty)
        let report = Self.report(catalog: "App/Localizable.xcstrings")
        let text = try BudgetXLIFF.text(report, catalogs: loaded.catalogs, sourceLocale: { _ in "en" }, includes: { _ in true })
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:x="urn:example:extension" version="1.2">
              <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <header>
                  <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242"/>
                </header>
                <body>
                  <trans-unit id="button.save" xml:space="preserve" translate="yes" maxwidth="100" size-unit="pixel" font="TypeFit Test;10;normal">
                    <source>Save</source>
                    <target state="translated">Speichern und schliessen</target>
                    <note from="typefit">typefit budget: 100 pt × 1 line (maxwidth 100 pixels at @1x, one pixel per point, with the font at 10 pt) at large on iPhone SE (1st generation), portrait, full; TypeFit Test 10 pt regular. de: at most ≈ 20 characters (an estimate); this text is 16 pt too long (≈ 4 characters).</note>
                    <note>The save button.</note>
                  </trans-unit>
                  <trans-unit id="Other &amp; more" xml:space="preserve">
                    <source>Other &amp; more</source>
                    <target state="new"><![CDATA[Andere & mehr]]></target>
                  </trans-unit>
                  <group id="g1">
                    <trans-unit id="grouped" x:flag="kept">
                      <source>In a group</source>
                    </trans-unit>
                  </group>
                </body>
              </file>
            </xliff>

            """)
        // Every unit of the input, in its order, read back by typefit's own reader.
        let out = folder.appendingPathComponent("out.xliff")
        try Data(text.utf8).write(to: out)
        let again = CatalogLoader.load([out.path])
        #expect(again.errors.isEmpty)
        #expect(again.catalogs.flatMap { $0.entries.map(\.key) } == loaded.catalogs.flatMap { $0.entries.map(\.key) })
        #expect(again.catalogs.flatMap { $0.entries.map(\.key) } == ["button.save", "Other & more", "grouped"])
        // The input is untouched, and the output is valid XLIFF 1.2.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.exported)
        let verdict = try XLIFFSchema.validate(text)
        #expect(verdict.valid, "\(verdict.messages)")
    }

    @Test func theSchemaCheckRejectsWhatXLIFFDoesNotAllow() throws {
        // Not a verdict by default: a size unit XLIFF 1.2 does not have, and a unit with no <source>.
        let text = try BudgetXLIFF.text(Self.report(), catalogs: [Self.catalog], sourceLocale: { _ in "en" }, includes: { _ in true })
        let furlongs = try XLIFFSchema.validate(text.replacingOccurrences(of: "size-unit=\"pixel\"", with: "size-unit=\"furlong\""))
        #expect(!furlongs.valid && furlongs.messages.contains("size-unit"), "\(furlongs.messages)")
        let sourceless = try XLIFFSchema.validate(text.replacingOccurrences(of: "<source>Save</source>", with: ""))
        #expect(!sourceless.valid)
    }
}
