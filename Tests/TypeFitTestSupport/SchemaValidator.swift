import Foundation

/// Validates JSON against a JSON schema with Python's `jsonschema` (the reference implementation
/// of JSON Schema; `scripts/install-deps.sh --test-tools` installs it). A missing validator is a
/// failure, not a skip: CI must really validate.
public enum SchemaValidator {
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// Reads all of standard input first, so the test never writes into a closed pipe.
    private static let script = """
        import json, sys
        document = json.loads(sys.stdin.buffer.read().decode("utf-8"))
        try:
            import jsonschema
        except ImportError:
            print("python3 has no jsonschema module: run scripts/install-deps.sh --test-tools")
            sys.exit(3)
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        validator = jsonschema.validators.validator_for(schema)
        validator.check_schema(schema)
        for error in sorted(validator(schema).iter_errors(document), key=lambda e: list(map(str, e.path))):
            print("/".join(map(str, error.path)) + ": " + error.message)
        """

    /// The python3 on PATH may be a pyenv or Homebrew one without the module while the system's
    /// (where Debian's python3-jsonschema goes) has it, so each is tried.
    private static let interpreters: [[String]] = [["/usr/bin/env", "python3"], ["/usr/bin/python3"]]

    /// The schema's complaints; empty when the document is valid.
    public static func errors(in json: String, schema: URL) throws -> [String] {
        var complaints: [String] = []
        for interpreter in interpreters where FileManager.default.isExecutableFile(atPath: interpreter[0]) {
            let (status, printed) = try run(interpreter, json: json, schema: schema)
            if status == 0 { return printed.split(separator: "\n").map(String.init) }
            complaints.append("\(interpreter.joined(separator: " ")): \(printed)")
        }
        throw Unavailable(description: complaints.joined(separator: "\n"))
    }

    private static func run(_ interpreter: [String], json: String, schema: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter[0])
        process.arguments = Array(interpreter.dropFirst()) + ["-c", script, schema.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { throw Unavailable(description: "cannot run python3: \(error)") }
        input.fileHandleForWriting.write(Data(json.utf8))
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed)
    }
}
