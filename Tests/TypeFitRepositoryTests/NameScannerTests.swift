import Foundation
import Testing

/// The scanners and rules behind ``CorpusNamesTests``, on tiny inputs whose answers are read off by
/// hand, so that test cannot pass because a scanner finds nothing.
struct NameScannerTests {
    private func declared(_ source: String, _ language: SourceLexer.Language = .swift) -> [String] {
        TypeDeclarations.names(in: Array(source.utf8), language: language)
    }

    @Test func swiftDeclarationsOutsideCommentsAndStrings() {
        let source = #"""
            @MainActor public final class FeedHeaderView: UIView {}
            struct Row { enum Kind {} }
            protocol RowDelegate: AnyObject {}
            actor Loader {}
            typealias Handler = () -> Void
            // class InLineComment
            /* outer /* nested */ class InNestedComment */
            let a = "class InString \(names["struct InInterpolation"]) enum InStringAfter"
            let b = #"struct InRawString "quoted" "#
            let c = """
                class InMultiline
                """
            struct AfterStrings {}
            """#
        #expect(declared(source) == ["FeedHeaderView", "Row", "Kind", "RowDelegate", "Loader", "Handler", "AfterStrings"])
    }

    @Test func swiftUsesOfTheKeywordsThatDeclareNothing() {
        let source = """
            class func make() {}
            class var shared: Int { 0 }
            import struct Module.Imported
            extension Extended {}
            let kind = Mirror.DisplayStyle.enum
            protocol P: class {}
            """
        #expect(declared(source) == ["P"])
    }

    @Test func objectiveCDeclarations() {
        let source = """
            @class ForwardClass;
            @protocol ForwardProtocol;
            @interface NSString (Extras)
            @end
            @interface ObservationCell ()
            @end
            @interface ObservationCell : UITableViewCell <TaxonDelegate>
            @end
            @protocol TaxonDelegate <NSObject>
            @end
            typedef NS_ENUM(NSInteger, UploadState) { UploadStateIdle };
            // @interface InComment : NSObject
            NSString *s = @"@interface InString : NSObject";
            char q = '"'; @interface AfterCharacter : NSObject
            """
        #expect(declared(source, .c) == ["ObservationCell", "TaxonDelegate", "UploadState", "AfterCharacter"])
    }

    @Test func distinctiveTypeNames() {
        for name in ["PickServerEmptyStateView", "AppTab", "APIError", "Settings_Previews", "iNatModel"] {
            #expect(NameRules.isDistinctiveType(name), "\(name)")
        }
        for name in ["Section", "Constants", "Notification", "Accessibility", "JSON", "L10n", "A11y", "UILabel",
                     "NSAttributedString", "CGFloat", "TextField", "ProgressView", "ContentView", "ViewModel", "ID", "URL"] {
            #expect(!NameRules.isDistinctiveType(name), "\(name)")
        }
        #expect(NameRules.words(in: "APIError") == 2)
        #expect(NameRules.words(in: "PickServerEmptyStateView") == 5)
        #expect(NameRules.words(in: "About_View_Previews") == 3)
        #expect(NameRules.words(in: "L10n") == 1)
    }

    @Test func distinctiveKeys() {
        for key in ["settings.title", "a.wallet.token", "episode_played", "swipe-actions", "addCustomToken", "Zzc-4t-QhT.text"] {
            #expect(NameRules.isDistinctiveKey(key), "\(key)")
        }
        // English text, too short, a space, Apple's Info.plist keys, separators not between letters.
        for key in ["Cancel", "Log In", "Are you sure?", "a.b.c", "timeline-new-posts %lld", "CFBundleDisplayName",
                    "NSCameraUsageDescription", "%1$@ – %2$@", "0.0.0.0", "Allow access", "example.com", "HealthKit",
                    "action.done", "Notifications", "1234567890.12"] {
            #expect(!NameRules.isDistinctiveKey(key), "\(key)")
        }
    }

    @Test func catalogKeysOfEachFormat() throws {
        let utf16 = try #require("/* c */\n\"greeting.title\" = \"Hi\";\nplain = \"x\";\n".data(using: .utf16))
        #expect(CatalogKeys.keys(of: utf16, extension: "strings")?.sorted() == ["greeting.title", "plain"])
        let xml = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files.count</key><dict/></dict></plist>
            """.utf8)
        #expect(CatalogKeys.keys(of: xml, extension: "stringsdict") == ["files.count"])
        let json = Data(#"{"sourceLanguage":"en","strings":{"a.b.c.d":{},"Done":{}},"version":"1.0"}"#.utf8)
        #expect(CatalogKeys.keys(of: json, extension: "xcstrings")?.sorted() == ["Done", "a.b.c.d"])
        let xliff = Data("""
            <trans-unit id="one.two" xml:space="preserve"><source>x</source></trans-unit>
            <trans-unit xml:space='preserve' id='Tom &amp; Jerry&#10;'>
            """.utf8)
        #expect(CatalogKeys.keys(of: xliff, extension: "xliff") == ["one.two", "Tom & Jerry\n"])
        #expect(CatalogKeys.keys(of: Data("\"unterminated = ;".utf8), extension: "strings") == nil)
    }

    private let names = CorpusNames(
        apps: [CorpusApp(folder: "owner-Mastodon", names: ["Mastodon"]), CorpusApp(folder: "vm-UTM", names: [], exactNames: ["UTM"])],
        types: ["FeedHeaderView": ["owner-app"]], keys: ["greeting.title": ["owner-app", "other-app"]])

    private func hits(_ source: String, _ language: SourceLexer.Language? = .swift) -> [String] {
        NameSearch.hits(in: Array(source.utf8), file: "Sources/A.swift", language: language, names: names).map(\.message)
    }

    @Test func searchReportsEachKindWithItsLine() {
        let source = """
            // A header (`FeedHeaderView`) draws
            let key = "greeting.title.short"
            // as Mastodon does, in MastodonSDK; not mastodons
            let vm = "UTM"  // not utm
            """
        #expect(hits(source) == [
            "Sources/A.swift:1: names type 'FeedHeaderView' (from owner-app)",
            "Sources/A.swift:2: names key 'greeting.title' (from owner-app, other-app)",
            "Sources/A.swift:3: names app 'Mastodon' (from owner-Mastodon)",
            "Sources/A.swift:4: names app 'UTM' (from vm-UTM)",
        ])
    }

    @Test func searchNegativeCases() {
        let source = """
            let greeting = greeting.title  // code, not text
            // mygreeting.titles, FeedHeaderViews, UTMost
            let name = "FeedHeaderViewModel"
            """
        #expect(hits(source) == [])
        // A file that is not source code is all text: the key counts there.
        #expect(hits("greeting.title = x", nil) == ["Sources/A.swift:1: names key 'greeting.title' (from owner-app, other-app)"])
    }

    /// Every file under the folder is searched, named from the base: a DocC article as text, a C
    /// header as C (its comment counts, its code's key-like string too).
    @Test func searchUnderAFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let docc = base.appendingPathComponent("Sources/Lib/Lib.docc")
        let shim = base.appendingPathComponent("Sources/CShim/include")
        try FileManager.default.createDirectory(at: docc, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: shim, withIntermediateDirectories: true)
        try Data("# Lib\n\nReads an app such as Mastodon.\n".utf8).write(to: docc.appendingPathComponent("Lib.md"))
        try Data("/* FeedHeaderView */\nconst char *k = \"greeting.title\";\n".utf8).write(to: shim.appendingPathComponent("shim.h"))
        try Data("let clean = 1\n".utf8).write(to: base.appendingPathComponent("Sources/Lib/Clean.swift"))
        #expect(NameSearch.hits(under: base.appendingPathComponent("Sources"), relativeTo: base, names: names).map(\.message) == [
            "Sources/CShim/include/shim.h:1: names type 'FeedHeaderView' (from owner-app)",
            "Sources/CShim/include/shim.h:2: names key 'greeting.title' (from owner-app, other-app)",
            "Sources/Lib/Lib.docc/Lib.md:3: names app 'Mastodon' (from owner-Mastodon)",
        ])
    }

    /// From a corpus of one app to the hits: its distinctive type and key are found, its common ones
    /// (a one-word type, an English-text key, a short key) are not, even where `Sources/` says them.
    @Test func commonNamesOfAnAppAreNotHits() throws {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: corpus) }
        let folder = corpus.appendingPathComponent("owner-app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("struct Section {}\nfinal class FeedHeaderView: UIView {}\n".utf8)
            .write(to: folder.appendingPathComponent("Views.swift"))
        try Data("\"Cancel\" = \"Abbrechen\";\n\"tab.home\" = \"Start\";\n\"greeting.title\" = \"Hallo\";\n".utf8)
            .write(to: folder.appendingPathComponent("Localizable.strings"))
        let read = CorpusNames.read(corpus: corpus.path, apps: [CorpusApp(folder: "owner-app", names: ["OwnerApp"])])
        let source = """
            // A Section header's Cancel button ("tab.home").
            let title = "greeting.title"  // drawn by FeedHeaderView
            """
        #expect(NameSearch.hits(in: Array(source.utf8), file: "Sources/A.swift", language: .swift, names: read).map(\.message) == [
            "Sources/A.swift:2: names type 'FeedHeaderView' (from owner-app)",
            "Sources/A.swift:2: names key 'greeting.title' (from owner-app)",
        ])
    }

    /// Names that three apps share are dropped as a convention; one app's are kept.
    @Test func conventionNamesAreDropped() throws {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: corpus) }
        for app in ["a", "b", "c"] {
            let folder = corpus.appendingPathComponent(app)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let own = app == "a" ? "struct OnlyInA {}\n" : ""
            try Data((own + "enum ErrorKind {}\n").utf8).write(to: folder.appendingPathComponent("Types.swift"))
            try Data(#"{"strings":{"shared.key.name":{},"\#(app).own.key.name":{}}}"#.utf8)
                .write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        }
        let apps = ["a", "b", "c"].map { CorpusApp(folder: $0, names: []) }
        let read = CorpusNames.read(corpus: corpus.path, apps: apps)
        #expect(read.types == ["OnlyInA": ["a"]])
        #expect(read.keys == ["a.own.key.name": ["a"], "b.own.key.name": ["b"], "c.own.key.name": ["c"]])
        #expect(read.sourceFiles == 3 && read.catalogFiles == 3 && read.unreadable.isEmpty)
    }
}
