import TypeFitCheck

/// The part of SARIF 2.1.0 typefit writes. Optional properties are left out when nil, as the
/// schema wants (it has no nulls).
struct SARIFLog: Encodable {
    var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var results: [Result]
        var properties: RunProperties
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String?
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var defaultConfiguration: Configuration
    }

    /// `multiformatMessageString`, and `message` (which also allows markdown).
    struct Text: Encodable {
        var text: String
        var markdown: String?
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        /// Where the app's source draws the text (the source pass's view).
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var properties: ResultProperties
    }

    struct Location: Encodable {
        /// Set on related locations, which SARIF numbers.
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Text?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level: String
        var message: Text
        var locations: [Location]
    }

    /// What a code-scanning reviewer wants to see next to the message.
    struct ResultProperties: Encodable {
        var catalog: String
        var key: String
        var locale: String?
        var variant: String?
        var text: String?
        /// What the placeholders of `text` were measured as: `%lld = "9,999"`.
        var samples: String?
        var sourceText: String?
        var element: String?
        var device: String?
        var deviceName: String?
        var orientation: String?
        var window: String?
        var category: String?
        var measured: Figures?
        var available: Figures?
        var categories: [String]
        var devices: Int
        var environments: Int
    }

    struct RunProperties: Encodable {
        var suppressed: Int
        var baselined: Int
        var statistics: CheckStatistics
        /// Findings beyond `SARIFReporter.maximumResults`, left out of `results` (the least severe, last).
        var omitted: Int?
    }
}
