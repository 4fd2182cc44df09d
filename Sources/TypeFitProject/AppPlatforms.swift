import Foundation
import TypeFitCatalog
import TypeFitConfig
import TypeFitDevices
import TypeFitDiagnostics

/// The platforms an app is built for and what said so: the config's `platforms:`, else the app's
/// Xcode project, Info.plists and, for a package, its manifest (`PlatformEvidence`).
public struct AppPlatforms: Sendable, Equatable {
    /// iOS and iPadOS for an app on iPhone and iPad; iOS alone for an iPhone-only app; macOS…
    public var platforms: [AppPlatform]
    /// What said so, one entry per setting or key, in the order read.
    public var evidence: [Evidence]
    /// Whether the config's `platforms:` said so.
    public var configured: Bool

    /// One setting or key and the platforms it says the app runs on.
    public struct Evidence: Sendable, Equatable {
        /// `TARGETED_DEVICE_FAMILY = 1 (target Foo)`, `UIDeviceFamily = [2]`, `platforms: [ios]`.
        public var setting: String
        public var location: SourceLocation
        /// The platforms it says the app is built for.
        public var platforms: Set<AppPlatform>
        /// Whether it says which of iPhone and iPad an iOS app runs on (`TARGETED_DEVICE_FAMILY`,
        /// `UIDeviceFamily`); else it speaks of the system only, and `platforms` holds both.
        public var choosesDevices: Bool
    }

    public init(platforms: [AppPlatform], evidence: [Evidence], configured: Bool) {
        self.platforms = platforms
        self.evidence = evidence
        self.configured = configured
    }

    /// The platforms the evidence adds up to; nil when none of it speaks (nothing to go by).
    ///
    /// The systems are every app's: an iOS app with a macOS target too is an iOS app (and a macOS
    /// one). Which of iPhone and iPad an iOS app runs on comes from the evidence that says so; when
    /// none does, both.
    init?(detected evidence: [Evidence]) {
        guard !evidence.isEmpty else { return nil }
        let mobile: Set<AppPlatform> = [.iOS, .iPadOS]
        var platforms = Set(evidence.flatMap(\.platforms)).subtracting(mobile)
        if evidence.contains(where: { !$0.platforms.isDisjoint(with: mobile) }) {
            let chosen = Set(evidence.filter(\.choosesDevices).flatMap(\.platforms)).intersection(mobile)
            platforms.formUnion(chosen.isEmpty ? mobile : chosen)
        }
        self.init(platforms: platforms.sorted(), evidence: evidence, configured: false)
    }

    /// The evidence a message cites for `platform`: what chose its devices, else what named its system.
    public func evidence(for platform: AppPlatform) -> Evidence? {
        evidence.first { $0.platforms.contains(platform) && $0.choosesDevices } ?? evidence.first { $0.platforms.contains(platform) }
    }

    /// The device families an app of these platforms is laid out on: iPhones for iOS, iPads for
    /// iPadOS; Apple Watch and Apple TV only for an app with neither (a watchOS or tvOS app);
    /// none for a macOS or visionOS app, whose windows typefit has no geometry for.
    public var deviceFamilies: [DeviceFamily] {
        let mobile = platforms.filter { $0 == .iOS || $0 == .iPadOS }.compactMap(\.deviceFamily)
        return mobile.isEmpty ? platforms.compactMap(\.deviceFamily) : mobile
    }
}

/// The oldest iOS and iPadOS release an app runs on (its deployment target) and what said so.
public struct MinimumSystem: Sendable, Equatable {
    /// `16`, `15.4`: as the setting writes it.
    public var version: String
    /// The major release: devices whose newest release is older never run the app (`SystemSupport`).
    public var major: Int
    /// `IPHONEOS_DEPLOYMENT_TARGET = 16.0 (target App)`, `platforms: .iOS(.v16)`.
    public var setting: String
    public var location: SourceLocation
}

/// Reads what the app's project files say about its platforms (Apple's documented meanings):
///
/// - `project.pbxproj`, each application target's build configurations (the project's settings
///   where the target sets none): `SUPPORTED_PLATFORMS` (the SDKs the target may be built with),
///   else `SDKROOT` (the base SDK: `iphoneos`, `macosx`, `appletvos`, `watchos`, `xros`), and
///   `TARGETED_DEVICE_FAMILY` (“comma-separated list of integers corresponding to device families
///   supported by this target”: 1 iPhone and iPod touch, 2 iPad; Apple, Build Setting Reference);
/// - an app's `Info.plist` (not an extension's): `LSRequiresIPhoneOS`, `UIDeviceFamily`,
///   `CFBundleSupportedPlatforms` (`iPhoneOS`, `MacOSX`…, as CoreFoundation's CFBundle names
///   them), `WKApplication`/`WKWatchKitApp` (watchOS), and `LSMinimumSystemVersion` (macOS) when
///   no iOS key is there too — an iOS app that runs on a Mac carries it as well (Apple,
///   `LSMinimumSystemVersion`: “11 if your iPad or iPhone app … can run on a Mac with Apple silicon”);
/// - `Package.swift` at the top of the project, when it has no Xcode project: `platforms:`.
///
/// A file that cannot be read is a problem at its line; the rest is still read.
enum PlatformEvidence {
    static func read(_ files: [String]) -> (evidence: [AppPlatforms.Evidence], problems: [InputProblem]) {
        var evidence: [AppPlatforms.Evidence] = []
        var problems: [InputProblem] = []
        let projects = files.filter { $0.hasSuffix("/project.pbxproj") }
        for file in files {
            let bytes: [UInt8]
            do { bytes = try FileBytes.read(file, limit: 32 << 20) } catch {
                problems.append(error)
                continue
            }
            do {
                if file.hasSuffix("/project.pbxproj") {
                    let (found, notes) = try project(file, bytes)
                    evidence += found
                    problems += notes
                } else if file.hasSuffix("Info.plist") {
                    evidence += try infoPlist(file, bytes)
                } else if file.hasSuffix("Package.swift"), projects.isEmpty {
                    evidence += manifest(file, bytes)
                }
            } catch {
                problems.append(error)
            }
        }
        return (evidence, problems)
    }

    /// The systems an SDK name stands for (`iphoneos17.0` is `iphoneos`), the simulators' with their devices'.
    static func system(sdk name: String) -> Set<AppPlatform>? {
        let lower = name.lowercased()
        if lower.hasPrefix("iphone") { return [.iOS, .iPadOS] }
        if lower.hasPrefix("macosx") { return [.macOS] }
        if lower.hasPrefix("appletv") { return [.tvOS] }
        if lower.hasPrefix("watch") { return [.watchOS] }
        if lower.hasPrefix("xr") { return [.visionOS] }
        return nil
    }

    /// 1 iPhone and iPod touch, 2 iPad: the device families Apple documents for iOS apps.
    static func family(_ number: String) -> AppPlatform? {
        switch number.trimmingCharacters(in: .whitespaces) {
        case "1": .iOS
        case "2": .iPadOS
        default: nil
        }
    }

    static func project(_ file: String, _ bytes: [UInt8]) throws(InputProblem) -> ([AppPlatforms.Evidence], [InputProblem]) {
        var evidence: [AppPlatforms.Evidence] = []
        var notes: [InputProblem] = []
        for target in try XcodeTarget.read(projectFile: file, bytes: bytes) where target.isApplication {
            let named = " (target \(target.name))"
            var systems: Set<AppPlatform> = []
            var systemSetting: XcodeTarget.Value?
            var systemName = "SUPPORTED_PLATFORMS"
            for value in target.settings["SUPPORTED_PLATFORMS"] ?? [] {
                let known = value.value.split(separator: " ").compactMap { system(sdk: String($0)) }
                systems.formUnion(known.flatMap { $0 })
                systemSetting = systemSetting ?? value
            }
            if systems.isEmpty {
                systemName = "SDKROOT"
                for value in target.settings["SDKROOT"] ?? [] {
                    guard let found = system(sdk: value.value) else {
                        notes.append(InputProblem("SDKROOT = \(value.value)\(named) names no SDK typefit knows (iphoneos, macosx, "
                                                  + "appletvos, watchos, xros): not used to tell the app's platforms",
                                                  at: value.location))
                        continue
                    }
                    systems.formUnion(found)
                    systemSetting = systemSetting ?? value
                }
            }
            var families: Set<AppPlatform> = []
            var familySetting: XcodeTarget.Value?
            if systems.isEmpty || systems.contains(.iOS) {
                for value in target.settings["TARGETED_DEVICE_FAMILY"] ?? [] {
                    let found = value.value.split(separator: ",").compactMap { family(String($0)) }
                    families.formUnion(found)
                    if !found.isEmpty { familySetting = familySetting ?? value }
                }
            }
            if let familySetting, !families.isEmpty {
                evidence.append(.init(setting: "TARGETED_DEVICE_FAMILY = \(familySetting.value)\(named)",
                                      location: familySetting.location, platforms: families, choosesDevices: true))
                systems.subtract([.iOS, .iPadOS])
            }
            if let systemSetting, !systems.isEmpty {
                evidence.append(.init(setting: "\(systemName) = \(systemSetting.value)\(named)", location: systemSetting.location,
                                      platforms: systems, choosesDevices: false))
            }
        }
        return (evidence, notes)
    }

    static func infoPlist(_ file: String, _ bytes: [UInt8]) throws(InputProblem) -> [AppPlatforms.Evidence] {
        let info = try BundleInfo.read(file: file, bytes: bytes)
        guard !info.isExtension else { return [] }
        var evidence: [AppPlatforms.Evidence] = []
        func add(_ key: String, _ platforms: Set<AppPlatform>, choosesDevices: Bool = false) {
            guard let entry = info.entries[key], !platforms.isEmpty else { return }
            let value = entry.values.count == 1 && !["UIDeviceFamily", "CFBundleSupportedPlatforms"].contains(key)
                ? entry.values[0] : "[" + entry.values.joined(separator: ", ") + "]"
            evidence.append(.init(setting: "\(key) = \(value)", location: entry.location, platforms: platforms,
                                  choosesDevices: choosesDevices))
        }
        let families = Set(info.entries["UIDeviceFamily"]?.values.compactMap(family) ?? [])
        add("UIDeviceFamily", families, choosesDevices: true)
        if ["true", "YES"].contains(info.entries["LSRequiresIPhoneOS"]?.values.first ?? "") { add("LSRequiresIPhoneOS", [.iOS, .iPadOS]) }
        let platforms = Set((info.entries["CFBundleSupportedPlatforms"]?.values ?? []).compactMap { system(sdk: $0) }.flatMap { $0 })
        add("CFBundleSupportedPlatforms", platforms)
        for key in ["WKApplication", "WKWatchKitApp"] where info.entries[key]?.values == ["true"] { add(key, [.watchOS]) }
        if evidence.isEmpty, info.entries["LSMinimumSystemVersion"] != nil { add("LSMinimumSystemVersion", [.macOS]) }
        return evidence
    }

    /// The orientations an app's Info.plist supports on iPhone and on iPad: the `~iphone` or `~ipad`
    /// form of `UISupportedInterfaceOrientations`, else the plain key (Apple, Information Property
    /// List: UISupportedInterfaceOrientations); portrait for `UIInterfaceOrientationPortrait` and
    /// `…PortraitUpsideDown`, landscape for `…LandscapeLeft` and `…LandscapeRight`. An extension's
    /// plist says nothing of the app's; several apps' plists are joined. A kind the plists are
    /// silent on is left out (typefit then checks both).
    static func orientations(_ files: [String]) -> [DeviceFamily: [Orientation]] {
        var found: [DeviceFamily: Set<Orientation>] = [:]
        for file in files where file.hasSuffix("Info.plist") {
            guard let bytes = try? FileBytes.read(file, limit: 32 << 20),
                  let info = try? BundleInfo.read(file: file, bytes: bytes), !info.isExtension, !info.isMacApplication else { continue }
            for (family, suffix) in [(DeviceFamily.iPhone, "~iphone"), (.iPad, "~ipad")] {
                guard let entry = info.entries["UISupportedInterfaceOrientations" + suffix] ?? info.entries["UISupportedInterfaceOrientations"]
                else { continue }
                let orientations = entry.values.compactMap { value -> Orientation? in
                    if value.hasPrefix("UIInterfaceOrientationPortrait") { return .portrait }
                    if value.hasPrefix("UIInterfaceOrientationLandscape") { return .landscape }
                    return nil
                }
                guard !orientations.isEmpty else { continue }
                found[family, default: []].formUnion(orientations)
            }
        }
        return found.mapValues { set in Orientation.allCases.filter(set.contains) }
    }

    /// The app's deployment target for iOS and iPadOS:
    ///
    /// - with an Xcode project, its application targets' `IPHONEOS_DEPLOYMENT_TARGET` (“the
    ///   minimum version of iOS that the product runs on”, Apple, Build Setting Reference), the
    ///   lowest where targets or configurations differ: no device the app may run on is left out;
    /// - without one, the local packages' `platforms:` (`manifests`): an app cannot be built for an
    ///   older system than a package it links names (Xcode stops: “The package product … requires
    ///   minimum platform version 16.0 for the iOS platform”), so the highest `.iOS` minimum among
    ///   them. Packages are the app's own here: vendored ones are left out of the walk.
    ///
    /// Nil when nothing says (every device is checked). Files that cannot be read are skipped:
    /// `read` reports them.
    static func minimumSystem(projectFiles: [String], manifests: [String]) -> MinimumSystem? {
        var lowest: MinimumSystem?
        for file in projectFiles where file.hasSuffix("/project.pbxproj") {
            guard let bytes = try? FileBytes.read(file, limit: 32 << 20),
                  let targets = try? XcodeTarget.read(projectFile: file, bytes: bytes) else { continue }
            for target in targets where target.isApplication {
                for value in target.settings["IPHONEOS_DEPLOYMENT_TARGET"] ?? [] {
                    guard let major = majorRelease(value.value) else { continue }
                    if lowest.map({ major < $0.major }) ?? true {
                        lowest = MinimumSystem(version: value.value, major: major,
                                               setting: "IPHONEOS_DEPLOYMENT_TARGET = \(value.value) (target \(target.name))",
                                               location: value.location)
                    }
                }
            }
        }
        if projectFiles.contains(where: { $0.hasSuffix("/project.pbxproj") }) { return lowest }
        var highest: MinimumSystem?
        for file in manifests {
            guard let bytes = try? FileBytes.read(file, limit: 4 << 20),
                  let platforms = PackageManifest.minimums(file: file, bytes: bytes) else { continue }
            for platform in platforms where platform.name == "iOS" {
                guard let version = platform.version, let major = majorRelease(version) else { continue }
                if highest.map({ major > $0.major }) ?? true {
                    highest = MinimumSystem(version: version, major: major, setting: "platforms: .iOS(\(version))",
                                            location: platform.location)
                }
            }
        }
        return highest
    }

    /// `16.0` → 16; nil for what is not a version.
    static func majorRelease(_ version: String) -> Int? {
        version.split(separator: ".").first.flatMap { Int($0) }
    }

    static func manifest(_ file: String, _ bytes: [UInt8]) -> [AppPlatforms.Evidence] {
        guard let named = PackageManifest.platforms(file: file, bytes: bytes) else { return [] }
        let systems: [String: Set<AppPlatform>] = ["iOS": [.iOS, .iPadOS], "macOS": [.macOS], "tvOS": [.tvOS],
                                                   "watchOS": [.watchOS], "visionOS": [.visionOS]]
        return named.compactMap { platform in
            systems[platform.name].map { .init(setting: "platforms: .\(platform.name)", location: platform.location,
                                               platforms: $0, choosesDevices: false) }
        }
    }
}
