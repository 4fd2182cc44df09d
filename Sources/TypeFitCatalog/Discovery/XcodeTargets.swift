import TypeFitDiagnostics

/// One target of an Xcode project (`project.pbxproj`) and the build settings that say which
/// platforms and devices it is built for. A setting a target leaves out comes from the project's
/// configuration of the same name, as Xcode resolves it (“project-level build settings apply to
/// all targets unless explicitly overridden by the build settings for a specific target”, Apple,
/// Xcode Concepts: Build Settings). Settings from `.xcconfig` files are not read.
package struct XcodeTarget: Sendable, Equatable {
    package var name: String
    /// `com.apple.product-type.application`, `…app-extension`, `…bundle.unit-test`…
    package var productType: String
    /// The values each setting of `XcodeTarget.settingNames` has across the target's build
    /// configurations (Debug, Release…), each distinct value once, where it is written.
    package var settings: [String: [Value]]

    package struct Value: Sendable, Equatable {
        package var value: String
        package var location: SourceLocation
    }

    /// An app (iOS, macOS, watchOS, tvOS, visionOS, App Clip, Messages): not a framework, test
    /// bundle or extension, whose platforms follow the app's.
    package var isApplication: Bool { productType.hasPrefix("com.apple.product-type.application") }

    /// The settings read: the SDK, the platforms the target may be built for, the device families,
    /// and the oldest iOS it runs on.
    package static let settingNames = ["SDKROOT", "SUPPORTED_PLATFORMS", "TARGETED_DEVICE_FAMILY", "SUPPORTS_MACCATALYST",
                                       "IPHONEOS_DEPLOYMENT_TARGET"]

    /// The project file's native targets with their platform settings. Throws a problem at the
    /// line where the file stops being a property list or an Xcode project.
    package static func read(projectFile path: String, bytes: [UInt8]) throws(InputProblem) -> [XcodeTarget] {
        let lines = LineIndex(file: path, bytes: bytes)
        let root: OldStylePlist
        do { root = try OldStylePlist.parse(bytes) } catch {
            throw InputProblem("not an Xcode project file: \(error.message)", at: lines.location(error.offset))
        }
        guard let objects = root["objects"]?.dictionary else {
            throw InputProblem("not an Xcode project file: no objects dictionary", at: lines.location(root.offset))
        }
        var byID: [String: OldStylePlist] = [:]
        for (id, object) in objects where byID[id] == nil { byID[id] = object }

        /// The build settings of each configuration in a configuration list, by configuration name.
        func configurations(_ listID: String?) -> [(name: String, settings: OldStylePlist)] {
            guard let listID, let list = byID[listID], let ids = list["buildConfigurations"]?.array else { return [] }
            return ids.compactMap { item in
                guard let id = item.string, let configuration = byID[id], let settings = configuration["buildSettings"] else { return nil }
                return (configuration["name"]?.string ?? id, settings)
            }
        }
        let project = objects.first { $0.value["isa"]?.string == "PBXProject" }?.value
        let projectConfigurations = configurations(project?["buildConfigurationList"]?.string)

        var targets: [XcodeTarget] = []
        for (_, object) in objects where object["isa"]?.string == "PBXNativeTarget" {
            var target = XcodeTarget(name: object["name"]?.string ?? "", productType: object["productType"]?.string ?? "",
                                     settings: [:])
            for configuration in configurations(object["buildConfigurationList"]?.string) {
                let inherited = projectConfigurations.first { $0.name == configuration.name }?.settings
                for name in settingNames {
                    guard let written = configuration.settings[name] ?? inherited?[name],
                          let value = written.string ?? written.array.map({ $0.compactMap(\.string).joined(separator: " ") })
                    else { continue }
                    var values = target.settings[name] ?? []
                    if !values.contains(where: { $0.value == value }) {
                        values.append(Value(value: value, location: lines.location(written.offset)))
                    }
                    target.settings[name] = values
                }
            }
            targets.append(target)
        }
        return targets.sorted { ($0.name, $0.productType) < ($1.name, $1.productType) }
    }
}
