import Foundation
import Testing
import TypeFitCheck
import TypeFitDevices
import TypeFitDiagnostics
import TypeFitLayout
@testable import TypeFitProject
import TypeFitTestSupport

/// The app's platforms, read from its Xcode project, Info.plists and package manifest as Apple
/// documents them, and what they decide: an iPhone-only app (`TARGETED_DEVICE_FAMILY = 1`,
/// `UIDeviceFamily = [1]`) is checked on iPhones, an iPad-only one on iPads, a macOS-only one not at
/// all, unless the config's `platforms:` or `devices:` says otherwise.
@Suite struct AppPlatformsTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-platforms-\(UUID().uuidString)")
        try write("""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "greeting" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } } } } } }
            """, "App/Localizable.xcstrings")
        try config("")
    }

    func write(_ text: String, _ path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A config with the test font and one size, and `extra` lines; no `devices:` unless `extra` says.
    func config(_ extra: String) throws {
        try write("""
            catalogs: [App]
            sizes: [Large]
            fonts: {files: [\(TestFont.path)], tracking: none}
            \(extra)
            """, ".typefit.yml")
    }

    /// An Xcode project whose app target `App` sets `settings` and whose project sets `SDKROOT = sdk`.
    func xcodeProject(_ settings: String, sdk: String = "iphoneos", name: String = "App") throws {
        try write("""
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tT = {isa = PBXNativeTarget; buildConfigurationList = L1; name = \(name);
            \t\t\tproductType = "com.apple.product-type.application"; };
            \t\tP = {isa = PBXProject; buildConfigurationList = L2; targets = (T); };
            \t\tC1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {
            \t\t\t\(settings)
            \t\t}; };
            \t\tC2 = {isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = \(sdk); }; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            \t};
            \trootObject = P;
            }
            """, "\(name).xcodeproj/project.pbxproj")
    }

    func infoPlist(_ body: String, _ path: String = "App/Info.plist") throws {
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """, path)
    }

    func load(_ change: (inout Project.Options) -> Void = { _ in }) throws(ProjectError) -> Project {
        var options = Project.Options(configFile: folder.appendingPathComponent(".typefit.yml").path)
        change(&options)
        return try Project.load(options)
    }

    static let catalog = DeviceCatalog()
    static func families(_ project: Project) -> Set<DeviceFamily> { Set(project.configuration.devices.map(\.family)) }

    @Test func anIPhoneOnlyAppIsCheckedOnIPhones() throws {
        try xcodeProject("TARGETED_DEVICE_FAMILY = 1;")
        let project = try load()
        #expect(project.platforms?.platforms == [.iOS])
        #expect(project.configuration.devices.map(\.id) == Self.catalog.devices.filter { $0.family == .iPhone }.map(\.id))
        let choice = try #require(project.deviceChoice)
        #expect(choice.families == ["iphone"] && choice.platforms == ["ios"])
        #expect(choice.setting == "TARGETED_DEVICE_FAMILY = 1 (target App)" && choice.line == 8)
        #expect(choice.file.hasSuffix("App.xcodeproj/project.pbxproj"))
        #expect(try project.check().deviceChoice == choice)
    }

    @Test func anIPadOnlyAppByItsInfoPlistIsCheckedOnIPads() throws {
        try infoPlist("<key>LSRequiresIPhoneOS</key><true/>\n<key>UIDeviceFamily</key><array><integer>2</integer></array>")
        let project = try load()
        #expect(project.platforms?.platforms == [.iPadOS])
        #expect(Self.families(project) == [.iPad])
        #expect(project.deviceChoice?.setting == "UIDeviceFamily = [2]" && project.deviceChoice?.line == 5)
    }

    /// `UISupportedInterfaceOrientations` lists portrait only (Apple's keys, the upside-down one
    /// too) and `~ipad` all four: iPhones are checked in portrait only, iPads in both. The config's
    /// `orientations:` wins over the plist; a plist without the key narrows nothing.
    @Test func theInfoPlistsOrientationsPerKindOfDevice() throws {
        try infoPlist("""
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string></array>
            <key>UISupportedInterfaceOrientations~ipad</key>
            <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
            """)
        let project = try load()
        #expect(project.configuration.familyOrientations == [.iPhone: [.portrait], .iPad: [.portrait, .landscape]])
        let c = project.configuration
        let matrix = LayoutEnvironment.matrix(devices: c.devices, orientations: c.orientations,
                                              familyOrientations: c.familyOrientations, windows: [.full])
        let iPhoneScenes = matrix.filter { $0.device.family == .iPhone }
        #expect(!iPhoneScenes.isEmpty && iPhoneScenes.allSatisfy { $0.orientation == .portrait })
        #expect(matrix.contains { $0.device.family == .iPad && $0.orientation == .landscape })
        // Without the plist's say, iPhones are checked in landscape too.
        #expect(LayoutEnvironment.matrix(devices: c.devices, windows: [.full])
            .contains { $0.device.family == .iPhone && $0.orientation == .landscape })

        try config("orientations: [portrait, landscape]")
        let declared = try load()
        #expect(declared.configuration.familyOrientations.isEmpty)

        try config("")
        try infoPlist("<key>LSRequiresIPhoneOS</key><true/>")
        #expect(try load().configuration.familyOrientations.isEmpty)
    }

    @Test func anAppOnIPhoneAndIPadKeepsEveryDeviceAndSaysNothing() throws {
        try xcodeProject("TARGETED_DEVICE_FAMILY = \"1,2\";")
        let project = try load()
        #expect(project.platforms?.platforms == [.iOS, .iPadOS])
        #expect(project.configuration.devices.map(\.id) == Self.catalog.defaultDevices.map(\.id))
        #expect(project.deviceChoice == nil)
    }

    /// An iOS SDK target that says nothing about device families is not taken for an iPhone app.
    @Test func anIOSTargetWithoutDeviceFamiliesRunsOnBoth() throws {
        try xcodeProject("PRODUCT_NAME = App;")
        let project = try load()
        #expect(project.platforms?.platforms == [.iOS, .iPadOS] && project.deviceChoice == nil)
    }

    @Test func anIOSAppWithAMacOSTargetToo() throws {
        try xcodeProject("TARGETED_DEVICE_FAMILY = 1;")
        try xcodeProject("COMBINE_HIDPI_IMAGES = YES;", sdk: "macosx", name: "Mac")
        let project = try load()
        #expect(project.platforms?.platforms == [.iOS, .macOS])
        #expect(Self.families(project) == [.iPhone])
    }

    @Test func aMacOSOnlyAppIsNotCheckedAndTheMessageSaysWhy() throws {
        try xcodeProject("COMBINE_HIDPI_IMAGES = YES;", sdk: "macosx")
        let error = refusal { () throws(ProjectError) in _ = try load() }
        let message = error?.description ?? ""
        #expect(message.contains("macOS app (SDKROOT = macosx (target App), App.xcodeproj/project.pbxproj:10)"), "\(message)")
        #expect(message.contains("platforms:") && !message.contains("\n"))
    }

    @Test func aMacOSInfoPlistAloneSaysMacOSButNotBesideAnIOSKey() throws {
        try infoPlist("<key>LSMinimumSystemVersion</key><string>13.0</string>")
        #expect(refusal { () throws(ProjectError) in _ = try load() }?.description.contains("LSMinimumSystemVersion = 13.0") == true)
        // An iOS app that runs on a Mac carries LSMinimumSystemVersion too.
        try infoPlist("<key>LSRequiresIPhoneOS</key><true/>\n<key>LSMinimumSystemVersion</key><string>11.0</string>")
        #expect(try load().platforms?.platforms == [.iOS, .iPadOS])
    }

    @Test func theConfigsPlatformsWinOverTheProjects() throws {
        try xcodeProject("COMBINE_HIDPI_IMAGES = YES;", sdk: "macosx")
        try config("platforms: [ios]")
        let project = try load()
        #expect(project.platforms?.configured == true && project.platforms?.platforms == [.iOS])
        #expect(Self.families(project) == [.iPhone])
        #expect(project.deviceChoice?.setting == "platforms: [ios]" && project.deviceChoice?.line == 4)
        try config("platforms: [macos]")
        #expect(refusal { () throws(ProjectError) in _ = try load() }?.description.hasPrefix("platforms: [macos]") == true)
    }

    @Test func devicesFromTheConfigOrTheCommandLineAreKept() throws {
        try xcodeProject("TARGETED_DEVICE_FAMILY = 1;")
        try config("devices: [ipad-air-11]")
        let configured = try load()
        #expect(configured.configuration.devices.map(\.id) == ["ipad-air-11"] && configured.deviceChoice == nil)
        try config("")
        let narrowed = try load { $0.narrowing = try! Narrowing.parse(sizes: nil, devices: ["all-ipads"]) }
        #expect(Self.families(narrowed) == [.iPad] && narrowed.deviceChoice == nil)
        // A macOS app with devices: is checked on them: the config asked.
        try xcodeProject("COMBINE_HIDPI_IMAGES = YES;", sdk: "macosx")
        try config("devices: [iphone-se-3]")
        #expect(try load().configuration.devices.map(\.id) == ["iphone-se-3"])
    }

    @Test func anUnknownSDKIsAWarningAndDecidesNothing() throws {
        try xcodeProject("PRODUCT_NAME = App;", sdk: "plan9os")
        let project = try load()
        #expect(project.platforms == nil && project.deviceChoice == nil)
        #expect(project.warnings.contains { $0.message.contains("SDKROOT = plan9os (target App) names no SDK") && $0.location.line == 10 })
    }

    @Test func aMalformedProjectFileIsAWarningAtItsLineAndTheRunGoesOn() throws {
        try write("{\n  objects = {\n    T = {isa = PBXNativeTarget\n  };\n}\n", "Broken.xcodeproj/project.pbxproj")
        try infoPlist("<key>UIDeviceFamily</key><array><integer>1</integer></array>")
        let project = try load()
        let warning = try #require(project.warnings.first { $0.location.file.hasSuffix("Broken.xcodeproj/project.pbxproj") })
        #expect(warning.location.line == 4 && warning.message.hasPrefix("not an Xcode project file: expected ';'"))
        #expect(project.platforms?.platforms == [.iOS] && project.keyCount == 1)
    }

    @Test func aPackagesManifestSpeaksOnlyWhenThereIsNoXcodeProject() throws {
        try write("let package = Package(name: \"App\", platforms: [.macOS(.v14)])\n", "Package.swift")
        #expect(refusal { () throws(ProjectError) in _ = try load() }?.description.contains("platforms: .macOS") == true)
        try write("let package = Package(name: \"App\", platforms: [.iOS(.v17), .macOS(.v14)])\n", "Package.swift")
        #expect(try load().platforms?.platforms == [.iOS, .iPadOS, .macOS])
        try xcodeProject("TARGETED_DEVICE_FAMILY = 2;")
        #expect(try load().platforms?.platforms == [.iPadOS])
    }

    @Test func testTargetsAndVendoredFoldersSayNothingAboutTheApp() throws {
        try infoPlist("<key>LSMinimumSystemVersion</key><string>13.0</string>", "AppTests/Info.plist")
        try infoPlist("<key>LSMinimumSystemVersion</key><string>13.0</string>", "Pods/Lib/Info.plist")
        try infoPlist("<key>NSExtension</key><dict/><key>LSMinimumSystemVersion</key><string>13.0</string>", "Widget/Info.plist")
        let project = try load()
        #expect(project.platforms == nil && project.configuration.devices.map(\.id) == Self.catalog.defaultDevices.map(\.id))
    }

    /// Local packages the app links name iOS 15 and iOS 16 (`.iOS(.v16)`): the app cannot be built for
    /// less than 16. Apple's compatibility lists: iOS 16 left out iPhone 6s, 6s Plus, 7, 7 Plus, SE (1st
    /// generation) and iPod touch (7th generation); iPhone 6 and 6 Plus stopped at iOS 12; iPadOS 16 left
    /// out iPad Air 2 (the catalog's 9.7-inch Air). The 7.9-inch mini entry also stands for the 5th
    /// generation, which runs iPadOS 26: kept. Every family stays, so only the system is said.
    @Test func devicesThatCannotRunTheAppsOldestSystemAreLeftOut() throws {
        try write("let package = Package(name: \"Core\", platforms: [.iOS(.v15)])\n", "Packages/Core/Package.swift")
        try write("let package = Package(\n  name: \"UI\",\n  platforms: [.iOS(.v16), .macOS(.v13)])\n", "Packages/UI/Package.swift")
        let project = try load()
        let choice = try #require(project.deviceChoice)
        let minimum = try #require(choice.minimumSystem)
        #expect(choice.setting == "" && minimum.system == "iOS 16" && minimum.setting == "platforms: .iOS(16)")
        #expect(minimum.file.hasSuffix("Packages/UI/Package.swift") && minimum.line == 3)
        #expect(Set(minimum.leftOut) == ["iphone-6", "iphone-6-plus", "iphone-6s", "iphone-6s-plus", "iphone-7", "iphone-7-plus",
                                         "iphone-se-1", "ipod-touch-7", "ipad-air-9-7"])
        let ids = Set(project.configuration.devices.map(\.id))
        #expect(ids.isDisjoint(with: minimum.leftOut))
        #expect(["iphone-8", "iphone-x", "iphone-se-2", "ipad-pro-9-7", "ipad-mini-7-9"].allSatisfy(ids.contains))
        #expect(ids.count == Self.catalog.defaultDevices.count - 9)
        #expect(minimum.phrase.hasPrefix("not checked on 9 devices that cannot run iOS 16 ("))
        #expect(try project.check().deviceChoice == choice)
    }

    /// With an Xcode project, its app target's `IPHONEOS_DEPLOYMENT_TARGET` says, whatever a package
    /// names. 17.0: iOS 17 also left out iPhone 8, 8 Plus and X; iPadOS 17 iPad Pro 9.7-inch (the
    /// 12.9-inch entry of the 1st and 2nd generations runs what the 2nd runs, iPadOS 17: kept).
    /// Devices the config names are kept, whatever the app's system.
    @Test func theXcodeProjectsDeploymentTargetSays() throws {
        try write("let package = Package(name: \"UI\", platforms: [.iOS(.v18)])\n", "Packages/UI/Package.swift")
        try xcodeProject("IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
        let minimum = try #require(try load().deviceChoice?.minimumSystem)
        #expect(minimum.setting == "IPHONEOS_DEPLOYMENT_TARGET = 17.0 (target App)" && minimum.system == "iOS 17.0")
        #expect(Set(minimum.leftOut) == ["iphone-6", "iphone-6-plus", "iphone-6s", "iphone-6s-plus", "iphone-7", "iphone-7-plus",
                                         "iphone-se-1", "ipod-touch-7", "iphone-8", "iphone-8-plus", "iphone-x",
                                         "ipad-air-9-7", "ipad-pro-9-7"])
        try config("devices: [iphone-se-1, iphone-16]")
        let configured = try load()
        #expect(configured.configuration.devices.map(\.id) == ["iphone-se-1", "iphone-16"] && configured.deviceChoice == nil)
    }
}
