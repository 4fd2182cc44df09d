import Foundation
import Testing
import TypeFitTestSupport

/// The JSON report's three shapes as `typefit check` writes them: version 1 and the other formats
/// byte for byte what they were (Tests/Fixtures/ReportsBefore), and each version valid by its
/// committed JSON Schema and not by the other's (check-jsonschema, as in ConfigSchemaCLITests).
@Suite struct ReportShapesCLITests {
    static let repository = ConfigSchemaCLITests.repository
    static let before = repository.appendingPathComponent("Tests/Fixtures/ReportsBefore")

    /// The project the fixtures were written from (their SOURCE.md): the engine's catalog, copied,
    /// on one iPhone at two sizes.
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-shapes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: OneDevice.projectCatalog),
                                         to: folder.appendingPathComponent("Engine.xcstrings"))
        let yaml = """
            catalogs: [Engine.xcstrings]
            devices: [iphone-se-1]
            orientations: [portrait]
            windows: [full]
            sizes: [large, AX1]
            fonts: {files: ["\(TestFont.path)"], tracking: none}
            layout:
              default: {element: label, lines: 1, width: 100, font: "10"}

            """
        try Data(yaml.utf8).write(to: folder.appendingPathComponent(".typefit.yml"))
        return folder
    }

    /// The run's time, the one field that differs between runs, as the fixtures have it.
    static func withoutTime(_ text: String) throws -> String {
        text.replacing(try Regex(#""seconds" : [0-9.e+-]+"#), with: #""seconds" : 0"#)
    }

    @Test(arguments: [("json-v1", "report.json"), ("sarif", "report.sarif"), ("github", "report.github")])
    func formatsWriteWhatTheyWroteBefore(format: String, fixture: String) throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRunner.run(["check", "--no-progress", "--format", format], in: folder)
        #expect(run.status == 1, "\(run.stderr)")
        let expected = try String(contentsOf: Self.before.appendingPathComponent(fixture), encoding: .utf8)
        let printed = try Self.withoutTime(run.stdout)
        let first = zip(printed.split(separator: "\n"), expected.split(separator: "\n")).first { $0 != $1 }
        #expect(printed == expected, "first different line: \(first.map { "\($0.0) ≠ \($0.1)" } ?? "length")")
    }

    @Test func eachVersionValidatesByItsSchemaAndNotTheOther() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let v3 = folder.appendingPathComponent("out/report-v3.json").path
        let v2 = folder.appendingPathComponent("out/report-v2.json").path
        let v1 = folder.appendingPathComponent("out/report-v1.json").path
        let run = try CLIRunner.run(["check", "--no-progress", "--format", "xcode", "--report", "json=\(v3)",
                                     "--report", "json-v2=\(v2)", "--report", "json-v1=\(v1)"], in: folder)
        #expect(run.status == 1, "\(run.stderr)")
        let schemas = Self.repository.appendingPathComponent("schema")
        let schema3 = schemas.appendingPathComponent("report-v3.schema.json").path
        let schema2 = schemas.appendingPathComponent("report-v2.schema.json").path
        let schema1 = schemas.appendingPathComponent("report-v1.schema.json").path
        let meta = try ConfigSchemaCLITests.checkJSONSchema(["--check-metaschema", schema1, schema2, schema3])
        #expect(meta.valid, "\(meta.output)")
        let good3 = try ConfigSchemaCLITests.checkJSONSchema(["--schemafile", schema3, v3])
        #expect(good3.valid && good3.output.contains("ok -- validation done"), "\(good3.output)")
        let good2 = try ConfigSchemaCLITests.checkJSONSchema(["--schemafile", schema2, v2])
        #expect(good2.valid && good2.output.contains("ok -- validation done"), "\(good2.output)")
        let good1 = try ConfigSchemaCLITests.checkJSONSchema(["--schemafile", schema1, v1])
        #expect(good1.valid, "\(good1.output)")
        for (schema, others) in [(schema3, [v2, v1]), (schema2, [v3, v1]), (schema1, [v3, v2])] {
            for other in others {
                #expect(try !ConfigSchemaCLITests.checkJSONSchema(["--schemafile", schema, other]).valid, "\(other)")
            }
        }
        let third = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: v3)))
            as? [String: Any])
        #expect(third["formatVersion"] as? Int == 3)
        #expect((third["scenes"] as? [[String: Any]])?.count == 3)

        // Six findings, ten sizes, three scenes: the 100-pt label at x 16, the same mirrored for
        // Hebrew (x 320 − 16 − 100 = 204), and the key whose hint makes it 45 pt wide on 2 lines.
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: v2)))
            as? [String: Any])
        #expect(document["formatVersion"] as? Int == 2)
        let scenes = try #require(document["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["boxX"] as? Double } == [16, 204, 16])
        #expect(scenes.map { $0["direction"] as? String } == ["ltr", "rtl", "ltr"])
        #expect(scenes.map { $0["lineLimit"] as? Int } == [1, 1, 2])
        #expect(document["devices"] as? [String: [String: String]] == ["iphone-se-1": ["name": "iPhone SE (1st generation)"]])
        #expect(document["deviceSets"] as? [[String]] == [["iphone-se-1"], []])
        let findings = try #require((document["report"] as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["key"] ?? "") \($0["locale"] ?? "")" }
                == ["button.save de", "title.long de", "title.long de", "title.long en", "title.long he", "body.hinted de"])
        #expect(findings.map { ($0["bySize"] as? [[String: Any]] ?? []).map { $0["scene"] as? Int } }
                == [[0, 0], [0, 0], [], [0, 0], [1, 1], [2, 2]])
        #expect(findings.map { $0["devices"] as? Int } == [0, 0, 1, 0, 0, 0])
    }
}
