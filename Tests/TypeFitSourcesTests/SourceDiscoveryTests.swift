import Foundation
import Testing
import TypeFitConfig
@testable import TypeFitSources

/// What the source walk reads as the app's own source, and what it leaves out and why: test
/// targets, others' code, build products and macOS-only files are never a use of a key.
@Suite struct SourceDiscoveryTests {
    /// A folder with `files` (path → text), removed by the caller.
    static func tree(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-sources-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    static let view = "import SwiftUI\nstruct V: View { var body: some View { Text(\"greeting\") } }\n"

    @Test func testTargetsOthersCodeAndBuildProductsAreLeftOutWithTheirCounts() throws {
        let root = try Self.tree([
            "LICENSE": "MIT",  // the project's own licence: its folder is read
            "App/Main.swift": Self.view,
            "App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
            "Pods/Lib/A.swift": Self.view, "Pods/Lib/B.swift": Self.view,
            "Carthage/Checkouts/C.swift": Self.view,
            "DerivedData/SourcePackages/checkouts/D.swift": Self.view,
            "SourcePackages/checkouts/E.swift": Self.view,
            "Vendor/F.swift": Self.view, "vendor/G.swift": Self.view, "ThirdParty/H.swift": Self.view,
            "third_party/I.swift": Self.view, "3rdParty/J.swift": Self.view,
            "App/Copied/LICENSE.md": "BSD", "App/Copied/K.swift": Self.view, "App/Copied/Sub/L.swift": Self.view,
            "Tests/M.swift": Self.view, "AppTests/N.swift": Self.view, "AppUITests/O.swift": Self.view,
            "AppSpecs/P.swift": Self.view, "build/Q.swift": Self.view,
            "Export/fr.xcloc/Source Contents/App/R.swift": Self.view,
            ".build/checkouts/S.swift": Self.view,  // hidden: never walked, never counted
            "App/Docs/README.md": "not source",
            // The app's own screens about licences are not licence files.
            "App/About/LicenseView.swift": Self.view, "App/Settings.bundle/Licenses.plist": "<plist/>",
            "App/Settings.bundle/en.lproj/Root.strings": "\"a\" = \"b\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = SourceDiscovery.find([root])
        #expect(found.files.map(\.path) == [root + "/App/About/LicenseView.swift", root + "/App/Main.swift",
                                            root + "/App/Settings.bundle/en.lproj/Root.strings",
                                            root + "/App/en.lproj/Localizable.strings"])
        let leftOut = Dictionary(uniqueKeysWithValues: found.leftOut.map { (String($0.path.dropFirst(root.count + 1)), $0) })
        let expected: [String: (LeftOutSource.Reason, Int)] = [
            "Pods": (.thirdParty, 2), "Carthage": (.thirdParty, 1), "DerivedData": (.buildProducts, 1),
            "SourcePackages": (.thirdParty, 1), "Vendor": (.thirdParty, 1), "vendor": (.thirdParty, 1),
            "ThirdParty": (.thirdParty, 1), "third_party": (.thirdParty, 1), "3rdParty": (.thirdParty, 1),
            "App/Copied": (.thirdParty, 2), "Tests": (.tests, 1), "AppTests": (.tests, 1), "AppUITests": (.tests, 1),
            "AppSpecs": (.tests, 1), "build": (.buildProducts, 1), "Export/fr.xcloc": (.exports, 1),
        ]
        #expect(Set(leftOut.keys) == Set(expected.keys))
        for (path, (reason, files)) in expected {
            #expect(leftOut[path]?.reason == reason && leftOut[path]?.files == files && leftOut[path]?.isFolder == true, "\(path)")
        }
    }

    @Test func licenceFilesAreToldFromFilesAboutLicences() {
        for name in ["LICENSE", "License.md", "LICENCE.txt", "COPYING", "COPYING.LESSER", "LICENSE-MIT", "license_apache"] {
            #expect(SourceFolders.isLicence(name), "\(name)")
        }
        for name in ["LicenseView.swift", "Licenses.plist", "Licensing.swift", "LICENSE.swift", "README.md"] {
            #expect(!SourceFolders.isLicence(name), "\(name)")
        }
    }

    @Test func aFolderGivenOnPurposeIsReadEvenWhenItsNameSaysOtherwise() throws {
        let root = try Self.tree(["Vendor/LICENSE": "MIT", "Vendor/A.swift": Self.view])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = SourceDiscovery.find([root + "/Vendor"])
        #expect(found.files.map(\.path) == [root + "/Vendor/A.swift"] && found.leftOut.isEmpty)
    }

    /// Info.plists as Xcode's app templates write them: an iOS app's says `LSRequiresIPhoneOS`, a
    /// macOS app's `LSMinimumSystemVersion` (Apple, Information Property List).
    static func infoPlist(_ keys: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>CFBundleName</key><string>App</string>\n" + keys + "</dict>\n</plist>\n"
    }
    static let iOSInfo = infoPlist("<key>LSRequiresIPhoneOS</key><true/>\n")
    static let macInfo = infoPlist("<key>LSMinimumSystemVersion</key><string>$(MACOSX_DEPLOYMENT_TARGET)</string>\n")

    @Test func theFilesOfAMacOSTargetsFolderAreReadAsAnotherPlatformsCode() throws {
        let root = try Self.tree([
            "Platform/Shared/Row.swift": Self.view,
            "Platform/iOS/Info.plist": Self.iOSInfo, "Platform/iOS/Main.swift": Self.view,
            "Platform/macOS/Info.plist": Self.macInfo, "Platform/macOS/Settings.swift": Self.view,
            "Platform/macOS/Display/Window.swift": Self.view, "Platform/macOS/Display/Helper.m": "@implementation H\n@end\n",
            // Both keys: a Mac Catalyst or multiplatform app's plist is not a macOS-only target.
            "Both/Info.plist": Self.infoPlist("<key>LSMinimumSystemVersion</key><string>13.0</string>\n"
                                              + "<key>UIDeviceFamily</key><array><integer>1</integer></array>\n"),
            "Both/View.swift": Self.view,
            // A macOS app extension runs in its app: its plist says nothing of its own.
            "Extension/Info.plist": Self.infoPlist("<key>LSMinimumSystemVersion</key><string>13.0</string>\n"
                                                   + "<key>NSExtension</key><dict></dict>\n"),
            "Extension/Provider.swift": Self.view,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = SourceDiscovery.find([root])
        let other = found.files.filter(\.otherPlatform).map { String($0.path.dropFirst(root.count + 1)) }
        #expect(other == ["Platform/macOS/Display/Helper.m", "Platform/macOS/Display/Window.swift", "Platform/macOS/Settings.swift"])
        #expect(found.files.count == 7 && found.leftOut.isEmpty)
        // The plists are still read for the app's platforms.
        #expect(found.projectFiles.contains(root + "/Platform/macOS/Info.plist"))
        // The root given on purpose is read as it is, whatever its plist says.
        let given = SourceDiscovery.find([root + "/Platform/macOS"])
        #expect(given.files.count == 3 && given.files.allSatisfy { !$0.otherPlatform })
    }

    @Test func aKeyDrawnOnlyByTheMacOSTargetIsSetAsideNotUnusedNorPlaced() throws {
        let root = try Self.tree([
            "iOS/Info.plist": Self.iOSInfo,
            "iOS/Main.swift": "import SwiftUI\nstruct A: View { var body: some View { Text(\"shared\") } }\n",
            "macOS/Info.plist": Self.macInfo,
            "macOS/Settings.swift": "import SwiftUI\nstruct B: View { var body: some View {\n"
                + "  VStack { Text(\"shared\"); Text(\"mac-only\") }\n} }\n",
            "macOS/Legacy.m": "@implementation L\n- (void)f { self.t.stringValue = NSLocalizedString(@\"mac-objc\", nil); }\n@end\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let layout = SourceScanner.scan([root], keys: KeyIndex(tables: ["shared": ["Localizable"], "mac-only": ["Localizable"],
                                                                        "mac-objc": ["Localizable"]]))
        #expect(layout.uses.map(\.key) == ["shared"])
        #expect(layout.uses.allSatisfy { $0.location.file.hasSuffix("iOS/Main.swift") })
        #expect(layout.setAsideKeys == ["shared", "mac-only", "mac-objc"])
        #expect(layout.setAside == 3)
    }

    @Test func testFilesAndMacOSOnlyFilesAreLeftOutByTheirImports() throws {
        let root = try Self.tree([
            "App/Main.swift": Self.view,
            "App/Unit.swift": "//\n// Unit.swift\n//\n\n@testable import App\nimport XCTest\n\nfinal class T: XCTestCase {}\n",
            "App/New.swift": "/* header\n   spanning lines */\nimport Testing\n@Test func f() {}\n",
            "App/Mac.swift": "import AppKit\n\nfinal class W: NSWindowController {}\n",
            "App/Cocoa.swift": "import Foundation\nimport Cocoa\nlet x = 1\n",
            // AppKit only under #if: the rest of the file may be built for iOS.
            "App/Shared.swift": "import Foundation\n#if os(macOS)\nimport AppKit\n#endif\nlet y = 2\n",
            // AppKit with SwiftUI: multiplatform UI.
            "App/Both.swift": "import SwiftUI\nimport AppKit\nlet z = 3\n",
            // An import module whose name only starts like XCTest's is not XCTest.
            "App/Overlay.swift": "import XCTestDynamicOverlay\nlet w = 4\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = SourceDiscovery.find([root])
        #expect(found.files.map { ($0.path as NSString).lastPathComponent }
                == ["Both.swift", "Main.swift", "Overlay.swift", "Shared.swift"])
        let reasons = Dictionary(uniqueKeysWithValues: found.leftOut.map { (($0.path as NSString).lastPathComponent, $0.reason) })
        #expect(reasons == ["Unit.swift": .tests, "New.swift": .tests, "Mac.swift": .macOS, "Cocoa.swift": .macOS])
        #expect(found.leftOut.allSatisfy { $0.files == 1 && !$0.isFolder })
    }

    @Test func objectiveCImportsAreReadTheSameWay() {
        func reason(_ text: String) -> LeftOutSource.Reason? { SourceImports.parse(text).leftOutReason }
        #expect(reason("#import <Cocoa/Cocoa.h>\n@interface A : NSObject\n@end\n") == .macOS)
        #expect(reason("@import AppKit;\n@interface A : NSObject\n@end\n") == .macOS)
        #expect(reason("#import <XCTest/XCTest.h>\n#import \"App.h\"\n@interface T : XCTestCase\n@end\n") == .tests)
        #expect(reason("#import <UIKit/UIKit.h>\n#import <AppKit/AppKit.h>\n") == nil)
        // An include guard puts every import under #ifndef: nothing is decided from conditional imports.
        #expect(reason("#ifndef A_H\n#define A_H\n#import <Cocoa/Cocoa.h>\n#endif\n") == nil)
    }

    @Test func importsAfterTheFirstDeclarationAreNotLookedFor() {
        let imports = SourceImports.parse("import Foundation\nstruct S {}\nimport AppKit\n")
        #expect(imports.all == ["Foundation"] && imports.leftOutReason == nil)
        #expect(SourceImports.parse("@_spi(X) @preconcurrency import struct Foundation.Date\n").all == ["Foundation"])
        #expect(SourceImports.parse("public import UIKit // the app's\n").unconditional == ["UIKit"])
    }

    @Test func projectFilesOutsideTheLeftOutFoldersAreFound() throws {
        let root = try Self.tree([
            "Package.swift": "// swift-tools-version:5.9\n",
            "App.xcodeproj/project.pbxproj": "{}",
            "App/Info.plist": "<plist/>", "App/Widget-Info.plist": "<plist/>",
            "Pods/Lib/Info.plist": "<plist/>", "AppTests/Info.plist": "<plist/>",
            "Packages/Kit/Package.swift": "// a dependency's manifest, not the project's",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(SourceScanner.projectFiles(in: [root]) == [
            root + "/App.xcodeproj/project.pbxproj", root + "/App/Info.plist", root + "/App/Widget-Info.plist",
            root + "/Package.swift",
        ])
    }

    @Test func leftOutFilesAreNeverUses() throws {
        let root = try Self.tree([
            "App/Main.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"shown\") } }\n",
            "AppTests/T.swift": "import SwiftUI\nstruct T: View { var body: some View { Text(\"tested\") } }\n",
            "App/Mac.swift": "import AppKit\nfunc f(_ l: NSTextField) { l.stringValue = NSLocalizedString(\"mac\", comment: \"\") }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let keys = KeyIndex(tables: ["shown": ["Localizable"], "tested": ["Localizable"], "mac": ["Localizable"]])
        let layout = SourceScanner.scan([root], keys: keys)
        #expect(Set(layout.uses.map(\.key)) == ["shown"])
        #expect(layout.files == ["swift": 1])
        #expect(layout.leftOut.map(\.reason) == [.macOS, .tests])
    }
}
