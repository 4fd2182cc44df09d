import CYaml
import TypeFitDiagnostics

/// Checks a config's shape on libyaml's event stream before Yams builds a tree of it.
///
/// Yams composes recursively and hashes every mapping key, and an alias stands for a whole copy
/// of what it names: ten aliases each repeating the one before ("billion laughs") make a 200-byte
/// file stand for 10^10 values, which Yams' duplicate-key check or `ConfigNode.convert` would walk
/// until memory runs out. Events come from libyaml's iterative parser, so counting them costs one
/// linear pass and no recursion. Syntax errors are left to Yams, which reports them.
enum YAMLLimits {
    /// Deeper than any config needs (the deepest real one is 5), shallow enough for any stack.
    static let maxDepth = 64
    /// Values after expanding aliases; a large config has a few hundred.
    static let maxValues = 100_000

    private struct Open {
        var anchor: String?
        var size = 1
        var height = 1
    }

    static func check(_ text: String, file: String) throws(InputProblem) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        // libyaml reads the buffer in place, so the whole walk happens inside the closure.
        try Array(text.utf8).withUnsafeBufferPointer { (buffer) throws(InputProblem) in
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            try walk(&parser, file: file)
        }
    }

    private static func walk(_ parser: inout yaml_parser_t, file: String) throws(InputProblem) {
        var stack: [Open] = []
        var anchors: [String: (size: Int, height: Int)] = [:]
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1, column = Int(event.start_mark.column) + 1
            func fail(_ message: String) -> InputProblem {
                InputProblem(message, at: SourceLocation(file: file, line: line, column: column))
            }
            // Adds a finished value (scalar, alias or closed collection) to the one holding it.
            func add(size: Int, height: Int) throws(InputProblem) {
                guard let last = stack.indices.last else { return }
                stack[last].size += size
                stack[last].height = max(stack[last].height, height + 1)
                guard stack[last].size <= maxValues else {
                    throw fail("the config has more than \(maxValues) values (each alias counts as a copy of what it names)")
                }
            }
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                anchors = [:]
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard stack.count < maxDepth else { throw fail("nested more than \(maxDepth) levels deep") }
                let anchor = event.type == YAML_SEQUENCE_START_EVENT
                    ? name(event.data.sequence_start.anchor) : name(event.data.mapping_start.anchor)
                stack.append(Open(anchor: anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let done = stack.popLast() else { break }
                if let anchor = done.anchor { anchors[anchor] = (done.size, done.height) }
                try add(size: done.size, height: done.height)
            case YAML_SCALAR_EVENT:
                guard stack.count < maxDepth else { throw fail("nested more than \(maxDepth) levels deep") }
                if let anchor = name(event.data.scalar.anchor) { anchors[anchor] = (1, 1) }
                try add(size: 1, height: 1)
            case YAML_ALIAS_EVENT:
                // An unknown alias is Yams' error to report; count it as one value until then.
                let target = name(event.data.alias.anchor).flatMap { anchors[$0] } ?? (1, 1)
                guard stack.count + target.height <= maxDepth else {
                    throw fail("nested more than \(maxDepth) levels deep (through an alias)")
                }
                try add(size: target.size, height: target.height)
            case YAML_STREAM_END_EVENT:
                return
            default:
                break
            }
        }
        // libyaml looks ahead through a flow collection to find out whether it is a key, and so
        // meets its own limit of 1000 levels before the first event; say it the same way.
        if let problem = parser.problem.map({ String(cString: $0) }), problem.hasPrefix("Maximum nesting level") {
            throw InputProblem("nested more than \(maxDepth) levels deep",
                              at: SourceLocation(file: file, line: Int(parser.problem_mark.line) + 1,
                                                 column: Int(parser.problem_mark.column) + 1))
        }
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
