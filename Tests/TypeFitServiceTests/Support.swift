import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitProject
@testable import TypeFitService
import TypeFitTestSupport

/// The service over the generated test font and the check engine's fixture catalog as the
/// project, in TypeFitTestSupport's one-device set-up (one iPhone SE environment, every element a
/// 10-pt label in a 100-pt box) — the set-up of Tests/TypeFitCheckTests/EngineTests, whose widths
/// are worked by hand.
enum ServiceFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
    static let projectCatalog = OneDevice.projectCatalog
    static let malformed = root.appendingPathComponent("Tests/TypeFitCatalogTests/Fixtures/malformed").path

    static func service(_ limits: ServiceLimits = ServiceLimits(),
                        configuration: CheckConfiguration = OneDevice.configuration()) throws -> TypeFitService {
        let project = CatalogLoader.load([projectCatalog])
        #expect(project.errors.isEmpty)
        return TypeFitService(project: try Project(configuration: configuration, text: try TestFont.engine(),
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
