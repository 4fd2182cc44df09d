import Foundation
import TypeFitTestSupport

extension SchemaValidator {
    /// A schema from this target's Fixtures folder (sarif-schema-2.1.0.json).
    static func fixture(_ name: String) throws -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            throw Unavailable(description: "fixture \(name) is missing")
        }
        return url
    }
}
