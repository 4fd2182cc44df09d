import ArgumentParser
import Foundation
import TypeFit

/// The project's `.typefit.yml` and baseline as `check` and `serve` read them.
enum ProjectConfiguration {
    /// The config at `path`, else `.typefit.yml` here or in a parent folder, else the defaults.
    static func load(_ path: String?) throws -> CheckConfiguration {
        guard let path = path ?? ConfigReader.find(from: FileManager.default.currentDirectoryPath) else {
            return CheckConfiguration()
        }
        do {
            return try ConfigReader.read(file: path, ruleIDs: RuleRegistry.ids)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The baseline: `given` on the command line (as written), else the config's (relative to it).
    static func baseline(_ configuration: CheckConfiguration, given: String? = nil) throws -> Baseline? {
        guard let path = given ?? configuration.baseline else { return nil }
        let resolved = given == nil ? configuration.resolve(path) : path
        do { return try Baseline.read(resolved) } catch { throw CommandFailure("\(error)") }
    }
}
