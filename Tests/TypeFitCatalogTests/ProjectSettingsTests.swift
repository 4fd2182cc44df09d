import Foundation
import Testing
@testable import TypeFitCatalog
import TypeFitDiagnostics

/// Reading the settings that say where an app runs: an Xcode project's build settings (a target's
/// over its project's), an Info.plist's keys, a package manifest's `platforms:`.
@Suite struct ProjectSettingsTests {
    /// A project file as Xcode writes one: an app target whose Debug configuration sets only what
    /// `targetSettings` says, in a project whose Debug configuration sets `SDKROOT = iphoneos`, and a
    /// unit-test target. Line numbers below are counted in this text.
    static func project(targetSettings: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tT1 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L1;
        \t\t\tname = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tT2 /* AppTests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L1;
        \t\t\tname = AppTests;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        \t\tP /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = L2;
        \t\t\ttargets = (T1, T2, );
        \t\t};
        \t\tC1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\t\(targetSettings)
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tC2 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
        \t};
        \trootObject = P;
        }
        """
    }

    static func targets(_ text: String) throws(InputProblem) -> [XcodeTarget] {
        try XcodeTarget.read(projectFile: "App.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
    }

    @Test func aTargetTakesTheProjectsSettingWhereItSetsNone() throws {
        let targets = try Self.targets(Self.project(targetSettings: "TARGETED_DEVICE_FAMILY = 1;"))
        #expect(targets.map(\.name) == ["App", "AppTests"])
        let app = try #require(targets.first)
        #expect(app.isApplication && !targets[1].isApplication)
        // SDKROOT is the project's (line 33), TARGETED_DEVICE_FAMILY the target's (line 26).
        #expect(app.settings["SDKROOT"] == [.init(value: "iphoneos",
                                                  location: SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 33, column: 15))])
        #expect(app.settings["TARGETED_DEVICE_FAMILY"]?.map(\.value) == ["1"])
        #expect(app.settings["TARGETED_DEVICE_FAMILY"]?.first?.location.line == 26)
    }

    @Test func aTargetsOwnSettingWinsAndQuotedListsAreRead() throws {
        let app = try #require(try Self.targets(Self.project(targetSettings:
            #"SDKROOT = macosx; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; TARGETED_DEVICE_FAMILY = "1,2";"#)).first)
        #expect(app.settings["SDKROOT"]?.map(\.value) == ["macosx"])
        #expect(app.settings["SUPPORTED_PLATFORMS"]?.map(\.value) == ["iphoneos iphonesimulator macosx"])
        #expect(app.settings["TARGETED_DEVICE_FAMILY"]?.map(\.value) == ["1,2"])
    }

    @Test func aMalformedProjectFileIsAProblemAtItsLine() {
        // Line 26 lacks the ';' after its value: the parser meets `}` on line 27.
        let text = Self.project(targetSettings: "TARGETED_DEVICE_FAMILY = 1")
        var problem: InputProblem?
        do { _ = try Self.targets(text) } catch { problem = error }
        #expect(problem?.location.file == "App.xcodeproj/project.pbxproj")
        #expect(problem?.location.line == 27)
        #expect(problem?.message.contains("expected ';' after the value of TARGETED_DEVICE_FAMILY") == true)
    }

    @Test func nestingIsBoundedAndUnterminatedTextIsRefused() {
        let deep = String(repeating: "(", count: OldStylePlist.maxDepth + 10)
        #expect(throws: OldStylePlist.Failure.self) { try OldStylePlist.parse(Array(deep.utf8)) }
        #expect(throws: OldStylePlist.Failure.self) { try OldStylePlist.parse(Array("{ a = \"b; }".utf8)) }
        #expect(throws: OldStylePlist.Failure.self) { try OldStylePlist.parse(Array("{ a = b; } x".utf8)) }
        let notAProject = InputProblemCatcher.catching { () throws(InputProblem) in _ = try Self.targets("{ archiveVersion = 1; }") }
        #expect(notAProject?.message.contains("no objects dictionary") == true)
    }

    static let info = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>App</string>
        \t<key>LSRequiresIPhoneOS</key>
        \t<true/>
        \t<key>UIDeviceFamily</key>
        \t<array>
        \t\t<integer>2</integer>
        \t</array>
        </dict>
        </plist>
        """

    @Test func anInfoPlistsPlatformKeysAreReadWithTheirLines() throws {
        let info = try BundleInfo.read(file: "App/Info.plist", bytes: Array(Self.info.utf8))
        #expect(info.entries["LSRequiresIPhoneOS"] == .init(values: ["true"], location: SourceLocation(file: "App/Info.plist", line: 7, column: 2)))
        #expect(info.entries["UIDeviceFamily"]?.values == ["2"] && info.entries["UIDeviceFamily"]?.location.line == 9)
        #expect(info.entries["CFBundleName"] == nil && !info.isExtension)
        let widget = Self.info.replacingOccurrences(of: "<key>CFBundleName</key>", with: "<key>NSExtension</key><dict/><key>X</key>")
        #expect(try BundleInfo.read(file: "W/Info.plist", bytes: Array(widget.utf8)).isExtension)
    }

    @Test func anInfoPlistThatIsNotOneIsAProblemAtItsLine() {
        let broken = Self.info.replacingOccurrences(of: "</array>", with: "")
        let problem = InputProblemCatcher.catching { () throws(InputProblem) in _ = try BundleInfo.read(file: "App/Info.plist", bytes: Array(broken.utf8)) }
        #expect(problem?.location.file == "App/Info.plist" && problem?.message.hasPrefix("not a property list") == true)
        let binary = InputProblemCatcher.catching { () throws(InputProblem) in _ = try BundleInfo.read(file: "B/Info.plist", bytes: Array("bplist00".utf8)) }
        #expect(binary?.message.contains("binary property list") == true)
    }

    @Test func aManifestsPlatformsAreReadWithoutCommentedOnes() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [
                    .iOS(.v17),
                    // .macOS(.v14),
                    .watchOS("10.0"),
                ],
                products: [.library(name: "App", targets: ["App"])]
            )
            """
        let platforms = try #require(PackageManifest.platforms(file: "Package.swift", bytes: Array(manifest.utf8)))
        #expect(platforms.map(\.name) == ["iOS", "watchOS"])
        #expect(platforms.map(\.location.line) == [7, 9])
        #expect(PackageManifest.platforms(file: "Package.swift", bytes: Array("let package = Package(name: \"A\")".utf8)) == nil)
        // The version each names: `.v17` is 17, a string is as written.
        #expect(PackageManifest.minimums(file: "Package.swift", bytes: Array(manifest.utf8))?.map(\.version) == ["17", "10.0"])
        let minor = "let package = Package(name: \"A\", platforms: [.iOS(.v15_4), .macOS(\"13.1\"), .tvOS(.custom)])"
        #expect(PackageManifest.minimums(file: "Package.swift", bytes: Array(minor.utf8))?.map(\.version) == ["15.4", "13.1", nil])
    }
}

/// The problem a throwing read ends with, if any.
enum InputProblemCatcher {
    static func catching(_ body: () throws(InputProblem) -> Void) -> InputProblem? {
        do { try body() } catch { return error }
        return nil
    }
}
