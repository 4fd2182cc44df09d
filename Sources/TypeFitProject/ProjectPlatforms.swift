import TypeFitCheck
import TypeFitConfig
import TypeFitDevices
import TypeFitDiagnostics
import TypeFitSources

extension Project {
    /// The app's platforms — the config's `platforms:`, else what the project files under `folders`
    /// say — and, unless the config's `devices:` or `--devices` chose the devices, the devices they
    /// stand for: an iPhone-only app is checked on iPhones, an iPad-only one on iPads. Throws when
    /// the app runs on nothing typefit has screens for (a macOS app) and no `devices:` asks for
    /// some anyway. Project files that cannot be read are returned as problems.
    static func choosePlatforms(_ configuration: inout CheckConfiguration, folders: [String], projectFolder: String)
        throws(ProjectError) -> (found: AppPlatforms?, choice: CheckReport.DeviceChoice?, problems: [InputProblem]) {
        var problems: [InputProblem] = []
        let platforms: AppPlatforms?
        let files = SourceScanner.projectAndManifestFiles(in: folders)
        if let configured = configuration.platforms {
            let location = configuration.platformsLocation ?? SourceLocation(file: configuration.file ?? ".typefit.yml", line: 0, column: 0)
            let setting = "platforms: [" + configured.map(\.rawValue).joined(separator: ", ") + "]"
            platforms = AppPlatforms(platforms: configured.sorted(),
                                     evidence: [.init(setting: setting, location: location, platforms: Set(configured), choosesDevices: true)],
                                     configured: true)
        } else {
            let read = PlatformEvidence.read(files.projectFiles)
            problems = read.problems
            platforms = AppPlatforms(detected: read.evidence)
        }
        // An iPhone app that runs in portrait only is not checked in landscape on iPhones.
        if !configuration.orientationsDeclared {
            configuration.familyOrientations = PlatformEvidence.orientations(files.projectFiles)
        }
        guard !configuration.devicesDeclared else { return (platforms, nil, problems) }
        var choice: CheckReport.DeviceChoice?
        if let platforms {
            let families = platforms.deviceFamilies
            guard !families.isEmpty else { throw .invalid(notChecked(platforms, projectFolder: projectFolder)) }
            let chosen = DeviceCatalog().devices.filter { families.contains($0.family) }
            // An app on iPhones and iPads is checked on the default devices, as before; nothing to say.
            if Set(chosen.map(\.id)) != Set(configuration.devices.map(\.id)) {
                configuration.devices = chosen
                let cited = families.lazy.compactMap { family in
                    AppPlatform.allCases.first { $0.deviceFamily == family }.flatMap { platforms.evidence(for: $0) }
                }.first ?? platforms.evidence.first
                choice = CheckReport.DeviceChoice(
                    families: families.map(\.rawValue), platforms: platforms.platforms.map(\.rawValue),
                    setting: cited?.setting ?? "", file: cited?.location.file ?? "", line: cited?.location.line ?? 0)
            }
        }
        // A device that cannot run the app's deployment target never shows its screens.
        if let minimum = PlatformEvidence.minimumSystem(projectFiles: files.projectFiles, manifests: files.packageManifests) {
            let older = configuration.devices.filter { !SystemSupport.runs($0, major: minimum.major) }
            if !older.isEmpty, older.count < configuration.devices.count {
                let ids = Set(older.map(\.id))
                configuration.devices.removeAll { ids.contains($0.id) }
                var families: [String] = []
                for device in configuration.devices where !families.contains(device.family.rawValue) { families.append(device.family.rawValue) }
                var made = choice ?? CheckReport.DeviceChoice(families: families, platforms: platforms?.platforms.map(\.rawValue) ?? [],
                                                              setting: "", file: "", line: 0)
                made.minimumSystem = .init(system: "iOS \(minimum.version)", setting: minimum.setting, file: minimum.location.file,
                                           line: minimum.location.line, leftOut: older.map(\.id))
                choice = made
            }
        }
        return (platforms, choice, problems)
    }

    /// One line: the app is not checked, what said it is built for no platform typefit lays out, and
    /// how to ask otherwise.
    static func notChecked(_ platforms: AppPlatforms, projectFolder: String) -> String {
        let names = platforms.platforms.map(\.displayName).joined(separator: " and ")
        let cited = platforms.platforms.lazy.compactMap { platforms.evidence(for: $0) }.first
        let because = cited.map { " (\($0.setting), \(shortPath($0.location.file, in: projectFolder)):\($0.location.line))" } ?? ""
        if platforms.configured {
            return "platforms: [\(platforms.platforms.map(\.rawValue).joined(separator: ", "))]\(because) names no platform "
                + "typefit lays text out for (ios, ipados, watchos, tvos): add one, or set devices: to check on those screens anyway"
        }
        return "not checked: this is a \(names) app\(because), and typefit lays text out on iPhone, iPad, Apple Watch and "
            + "Apple TV screens only; set platforms: in .typefit.yml (e.g. platforms: [ios, ipados]) or devices: to check it "
            + "on those screens anyway"
    }

    /// A path inside the project's folder relative to it, else as it is.
    static func shortPath(_ path: String, in folder: String) -> String {
        let absolute = ProjectFolder.absolute(path)
        return ProjectFolder.isInside(absolute, folder) ? String(absolute.dropFirst(folder == "/" ? 1 : folder.count + 1)) : path
    }
}
