import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDevices
import TypeFitProject
@testable import TypeFitService

/// The service over the generated test font (Fonts/tools/make-test-font.py: upem 1000, a line is
/// the point size; space 250, A–Z 600, a–z 500, digits 550) and the check engine's fixture
/// catalog as the project, in one iPhone SE environment with every element a 10-pt label in a
/// 100-pt box — the set-up of Tests/TypeFitCheckTests/EngineTests, whose widths are worked by hand.
enum ServiceFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
    static let testFont = root.appendingPathComponent("Tests/TypeFitCoreTests/Fixtures/TypeFitTest.ttf").path
    static let projectCatalog = root.appendingPathComponent("Tests/TypeFitCheckTests/Fixtures/Engine.xcstrings").path
    static let malformed = root.appendingPathComponent("Tests/TypeFitCatalogTests/Fixtures/malformed").path

    static func configuration() -> CheckConfiguration {
        var c = CheckConfiguration()
        c.devices = (try? DeviceCatalog().devices(matching: ["iphone-se-1"])) ?? []
        c.orientations = [.portrait]
        c.windows = [.full]
        c.categories = [.large]
        c.defaults = ElementSettings(element: .label, font: CustomFont(size: 10, relativeTo: nil), lines: 1, width: .fixed(100))
        return c
    }

    static func service(_ limits: ServiceLimits = ServiceLimits(), configuration: CheckConfiguration = configuration()) throws -> TypeFitService {
        let project = CatalogLoader.load([projectCatalog])
        #expect(project.errors.isEmpty)
        return TypeFitService(project: try Project(configuration: configuration,
                                                   text: try TextEngine(fontFiles: [testFont], tracking: .none),
                                                   catalogs: project.catalogs),
                              limits: limits, version: "test")
    }
}

/// A JSON request body from a dictionary (the documents the API describes).
func body(_ object: [String: Any]) throws -> [UInt8] {
    Array(try JSONSerialization.data(withJSONObject: object))
}

/// Parses a response document.
func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// Runs `body` and returns the APIError it throws (failing the test when it throws none).
func refusal(_ body: () throws(APIError) -> String) -> APIError? {
    do {
        _ = try body()
        Issue.record("expected a refusal")
        return nil
    } catch {
        return error
    }
}

func refusal(_ body: () async throws(APIError) -> String) async -> APIError? {
    do {
        _ = try await body()
        Issue.record("expected a refusal")
        return nil
    } catch {
        return error
    }
}

/// `body` for use inside a closure that may only throw `APIError`; an object JSONSerialization
/// cannot write becomes an empty body, which the service refuses and the test then fails on.
func bytes(_ object: [String: Any]) -> [UInt8] {
    (try? body(object)) ?? []
}
