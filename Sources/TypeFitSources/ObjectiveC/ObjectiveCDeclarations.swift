import TypeFitDiagnostics

/// One `@interface`, class extension, category or `@implementation` of a class.
struct ObjectiveCClassPart: Sendable {
    var name: String
    var superclass: String?
    /// `@interface Name (Category)`, `@implementation Name (Category)` or a class extension `()`.
    var isCategory = false
    var isImplementation = false
    var properties: [ObjectiveCProperty] = []
    /// Instance variables, by name, with their types.
    var ivars: [ObjectiveCParameter] = []
    /// `@synthesize title = _myTitle;`: property → its instance variable.
    var synthesized: [String: String] = [:]
    /// Selectors declared or implemented, with their return types.
    var methods: [String: String?] = [:]
}

struct ObjectiveCProperty: Sendable {
    var name: String
    var type: String?
    var getter: String?
    var setter: String?
}

/// A body the uses are read from: a method, a C function, or a function-like macro (whose body
/// is the value it returns).
struct ObjectiveCFunction: Sendable {
    enum Kind: Sendable, Equatable {
        case method(className: String, isClassMethod: Bool)
        case function
        case macro
    }

    var kind: Kind
    /// The selector of a method (`showMessage:animated:`), the name of a function or macro.
    var name: String
    var parameters: [ObjectiveCParameter]
    var returnType: String?
    var body: [ObjectiveCStatement]
    /// The token it starts at (its `-`, `+` or return type).
    var token: Int

    /// How links name it: `Class.selector`, `function()`.
    var id: String {
        switch kind {
        case .method(let className, _): Self.methodID(className, name)
        case .function, .macro: name + "()"
        }
    }

    static func methodID(_ className: String, _ selector: String) -> String { className + "." + selector }

    var className: String? {
        if case .method(let name, _) = kind { return name }
        return nil
    }
}

/// An object-like macro, `#define TITLE NSLocalizedString(@"Title", nil)`: its body, read from
/// its definition's own tokens (a key in it is used where the macro is).
struct ObjectiveCMacro: Sendable {
    var name: String
    var body: ObjectiveCExpr
}

/// What one Objective-C file holds, read before its uses are.
struct ObjectiveCFile: Sendable {
    var path: String
    var tokens: [ObjectiveCToken] = []
    var classes: [ObjectiveCClassPart] = []
    var functions: [ObjectiveCFunction] = []
    /// Function-like macros, read with the tokens of their own definitions (`macroTokens`):
    /// their bodies are read for what they localize, not for uses.
    var macros: [ObjectiveCFunction] = []
    var macroTokens: [String: [ObjectiveCToken]] = [:]
    var objectMacros: [ObjectiveCMacro] = []
    var problems: [InputProblem] = []
    var setAside: [ObjectiveCToken] = []
    var bytes: [UInt8] = []

    func location(of token: Int) -> SourceLocation {
        guard token >= 0, token < tokens.count else { return SourceLocation(file: path, line: 1, column: 1) }
        return SourceLocation(file: path, line: tokens[token].line, column: tokens[token].column)
    }

    /// The source of tokens `first...last` on one line: whitespace runs become one space, and
    /// past 120 characters it is cut with an ellipsis (as `SyntaxText.oneLine`).
    func text(_ first: Int, _ last: Int) -> String {
        guard first >= 0, first <= last, last < tokens.count else { return "" }
        let start = tokens[first].offset, end = min(tokens[last].end, start + 4096, bytes.count)
        guard start < end else { return "" }
        var out = ""
        var lastWasSpace = false
        for ch in String(decoding: bytes[start..<end], as: UTF8.self) {
            if ch.isWhitespace || ch.isNewline {
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
            } else {
                out.append(ch)
                lastWasSpace = false
            }
            if out.count > 120 { break }
        }
        return out.count > 120 ? String(out.prefix(119)) + "…" : out
    }
}

/// Reads a file's declarations: `@interface` and `@implementation` blocks with their superclass,
/// properties, instance variables and methods, C functions, and `#define` macros; the bodies of
/// methods, functions and function-like macros are parsed for the uses to be read from.
enum ObjectiveCDeclarations {
    /// `otherPlatform`: the file is built for a platform the check does not cover
    /// (`SourceFile.otherPlatform`), so all of it is set aside, as a `#if` branch for that platform is.
    static func read(path: String, bytes: [UInt8], otherPlatform: Bool = false) -> ObjectiveCFile {
        var list = ObjectiveCTokenizer.tokenize(bytes)
        if otherPlatform {
            list.setAside = list.tokens + list.setAside
            list.tokens = []
        }
        var file = ObjectiveCFile(path: path, tokens: list.tokens, setAside: list.setAside, bytes: bytes)
        file.problems = list.problems.map { InputProblem($0.message, at: SourceLocation(file: path, line: $0.line, column: $0.column)) }
        var reader = Reader(tokens: list.tokens)
        reader.run()
        file.classes = reader.classes
        file.functions = reader.functions
        for (message, token) in reader.problems { file.problems.append(InputProblem(message, at: file.location(of: token))) }
        for directive in list.tokens where directive.kind == .directive {
            Self.macro(directive, into: &file)
        }
        return file
    }

    /// `#define NAME(a, b) body` (a function whose value is its body) or `#define NAME body`.
    private static func macro(_ directive: ObjectiveCToken, into file: inout ObjectiveCFile) {
        let tokens = ObjectiveCTokenizer.tokenize(Array(directive.text.utf8)).tokens
        guard tokens.count >= 3, tokens[0].isName("define"), tokens[1].kind == .identifier else { return }
        let name = tokens[1].text
        var start = 2
        var parameters: [ObjectiveCParameter]?
        if tokens[2].is("("), tokens[2].offset == tokens[1].end {
            var names: [ObjectiveCParameter] = []
            var i = 3
            while i < tokens.count, !tokens[i].is(")") {
                if tokens[i].kind == .identifier { names.append(ObjectiveCParameter(name: tokens[i].text, type: nil)) }
                i += 1
            }
            parameters = names
            start = i + 1
        }
        guard start < tokens.count else { return }
        var parser = ObjectiveCParser(tokens: tokens, from: start, to: tokens.count)
        guard let body = try? parser.expression(depth: 1, comma: true), parser.position == tokens.count else { return }
        if let parameters {
            file.macros.append(ObjectiveCFunction(kind: .macro, name: name, parameters: parameters, returnType: nil,
                                                     body: [.returns(body, at: body.first)], token: -1))
            file.macroTokens[name] = tokens
        } else {
            file.objectMacros.append(ObjectiveCMacro(name: name, body: body))
        }
    }
}

/// The top-level walk of one file's tokens.
private struct Reader {
    let tokens: [ObjectiveCToken]
    var position = 0
    var classes: [ObjectiveCClassPart] = []
    var functions: [ObjectiveCFunction] = []
    var problems: [(String, Int)] = []
    /// The class part being read (an index into `classes`), and whether it is an implementation.
    private var container: Int?
    private var inProtocol = false
    private var implementation = false

    init(tokens: [ObjectiveCToken]) { self.tokens = tokens }

    private func at(_ text: String, _ ahead: Int = 0) -> Bool {
        position + ahead < tokens.count && tokens[position + ahead].is(text)
    }

    private var current: ObjectiveCToken? { position < tokens.count ? tokens[position] : nil }

    mutating func run() {
        while let token = current {
            switch token.kind {
            case .atKeyword:
                switch token.text {
                case "interface", "implementation": openClass(implementation: token.text == "implementation")
                case "protocol": openProtocol()
                case "end":
                    container = nil
                    inProtocol = false
                    position += 1
                case "property": property()
                case "synthesize": synthesize()
                case "class", "import", "compatibility_alias", "dynamic": skipToSemicolon()
                default: position += 1
                }
            case .punctuation where (token.text == "-" || token.text == "+") && (container != nil || inProtocol) && startsLine(position):
                method(isClassMethod: token.text == "+")
            case .identifier:
                cDeclaration()
            default:
                position += 1
            }
        }
    }

    /// True when the token is the first on its line: a method starts a line, a minus sign in an
    /// expression at the top level (an enum's value) rarely does.
    private func startsLine(_ index: Int) -> Bool {
        index == 0 || tokens[index - 1].line < tokens[index].line || tokens[index - 1].is(";") || tokens[index - 1].is("}")
    }

    private mutating func skipToSemicolon() {
        while let token = current {
            position += 1
            if token.is(";") { return }
            if token.kind == .atKeyword && token.text == "end" {
                position -= 1
                return
            }
        }
    }

    // MARK: Classes

    private mutating func openClass(implementation: Bool) {
        position += 1
        guard let name = current, name.kind == .identifier else { return }
        position += 1
        if at("<") { skipAngles() }
        var part = ObjectiveCClassPart(name: name.text)
        if at(":"), position + 1 < tokens.count, tokens[position + 1].kind == .identifier {
            part.superclass = tokens[position + 1].text
            position += 2
        } else if at("(") {
            part.isCategory = true
            while let token = current, !token.is(")"), !token.is(";"), token.kind != .atKeyword { position += 1 }
            position += 1
        }
        part.isImplementation = implementation
        if at("<") { skipAngles() }
        if at("{") { part.ivars = instanceVariables() }
        classes.append(part)
        container = classes.count - 1
        self.implementation = implementation
        inProtocol = false
    }

    private mutating func openProtocol() {
        position += 1
        guard current?.kind == .identifier else { return }
        position += 1
        if at(";") || at(",") {  // `@protocol A, B;`: a forward declaration
            skipToSemicolon()
            return
        }
        if at("<") { skipAngles() }
        container = nil
        inProtocol = true
    }

    private mutating func skipAngles() {
        var depth = 0
        while let token = current {
            if token.is("<") { depth += 1 } else if token.is(">") { depth -= 1 } else if token.is(">>") { depth -= 2 }
            position += 1
            if depth <= 0 { return }
            if token.is(";") || token.is("{") { return }
        }
    }

    /// `{ UILabel *_label; IBOutlet UIButton *button; @private … }`.
    private mutating func instanceVariables() -> [ObjectiveCParameter] {
        let close = matchingBrace(from: position)
        position += 1
        var ivars: [ObjectiveCParameter] = []
        var words: [ObjectiveCToken] = []
        while position < close {
            let token = tokens[position]
            if token.is(";") {
                ivars += Self.declarators(words)
                words.removeAll()
            } else if token.kind != .atKeyword {
                words.append(token)
            }
            position += 1
        }
        position = min(close + 1, tokens.count)
        return ivars
    }

    /// The names a C declaration's words declare, each with the type: `UILabel *a, *b` → a, b.
    static func declarators(_ words: [ObjectiveCToken]) -> [ObjectiveCParameter] {
        // A block: `void (^handler)(BOOL)`.
        if let caret = words.firstIndex(where: { $0.is("^") }), caret + 1 < words.count, words[caret + 1].kind == .identifier {
            return [ObjectiveCParameter(name: words[caret + 1].text, type: nil)]
        }
        var segments: [[ObjectiveCToken]] = [[]]
        var depth = 0
        for word in words {
            if word.is("(") || word.is("<") { depth += 1 }
            if word.is(")") || word.is(">") { depth -= 1 }
            if word.is(","), depth == 0 {
                segments.append([])
                continue
            }
            segments[segments.count - 1].append(word)
        }
        var type: String?
        var out: [ObjectiveCParameter] = []
        for (index, segment) in segments.enumerated() {
            // The name is the last word outside parentheses and brackets (`NS_AVAILABLE(…)` and
            // `[4]` after it are not names).
            var depth = 0
            var name: Int?
            for (i, word) in segment.enumerated() {
                if word.is("(") || word.is("[") { depth += 1 }
                if word.is(")") || word.is("]") { depth -= 1 }
                if depth == 0, word.kind == .identifier, !ObjectiveCParser.qualifiers.contains(word.text),
                   !(i + 1 < segment.count && segment[i + 1].is("(")) {
                    name = i
                }
            }
            guard let name else { continue }
            if index == 0 { type = ObjectiveCTypes.name(segment[..<name]) }
            out.append(ObjectiveCParameter(name: segment[name].text, type: type))
        }
        return out
    }

    /// `@property (nonatomic, getter=isOn) IBOutlet UILabel *label;`.
    private mutating func property() {
        position += 1
        var getter: String?, setter: String?
        if at("(") {
            let close = matchingParen(from: position)
            var i = position + 1
            while i < close {
                if tokens[i].isName("getter"), i + 2 < close, tokens[i + 1].is("=") { getter = tokens[i + 2].text }
                if tokens[i].isName("setter"), i + 2 < close, tokens[i + 1].is("=") { setter = tokens[i + 2].text + ":" }
                i += 1
            }
            position = close + 1
        }
        var words: [ObjectiveCToken] = []
        while let token = current, !token.is(";"), !(token.kind == .atKeyword) {
            words.append(token)
            position += 1
        }
        if at(";") { position += 1 }
        guard let container else { return }
        for declared in Self.declarators(words) {
            classes[container].properties.append(ObjectiveCProperty(name: declared.name, type: declared.type, getter: getter,
                                                                    setter: setter))
        }
    }

    /// `@synthesize a = _b, c;`.
    private mutating func synthesize() {
        position += 1
        while let token = current, !token.is(";"), token.kind != .atKeyword {
            if token.kind == .identifier, let container {
                if at("=", 1), position + 2 < tokens.count {
                    classes[container].synthesized[token.text] = tokens[position + 2].text
                    position += 3
                    continue
                }
                classes[container].synthesized[token.text] = token.text
            }
            position += 1
        }
        if at(";") { position += 1 }
    }

    // MARK: Methods

    /// `- (NSString *)titleForRow:(NSInteger)row section:(NSInteger)section { … }` or its declaration.
    private mutating func method(isClassMethod: Bool) {
        let start = position
        position += 1
        var returnType: String?
        if at("(") {
            let close = matchingParen(from: position)
            returnType = ObjectiveCTypes.name(tokens[(position + 1)..<max(position + 1, close)])
            position = close + 1
        }
        var selector = ""
        var parameters: [ObjectiveCParameter] = []
        while let token = current {
            var label = ""
            if token.kind == .identifier {
                label = token.text
                if !at(":", 1) {
                    if selector.isEmpty {
                        selector = label
                        position += 1
                    }
                    break
                }
                position += 1
            }
            guard at(":") else { break }
            position += 1
            var type: String?
            if at("(") {
                let close = matchingParen(from: position)
                type = ObjectiveCTypes.name(tokens[(position + 1)..<max(position + 1, close)])
                position = close + 1
            }
            guard let name = current, name.kind == .identifier else { break }
            position += 1
            selector += label + ":"
            parameters.append(ObjectiveCParameter(name: name.text, type: type))
        }
        // Attributes and availability macros up to the `;` or the body.
        while let token = current, !token.is(";"), !token.is("{") {
            if token.kind == .atKeyword || (token.is("-") || token.is("+")) && startsLine(position) { break }
            if token.is("(") || token.is("[") {
                position = matchingParen(from: position) + 1
                continue
            }
            position += 1
        }
        guard !selector.isEmpty, let container = container else {
            if at(";") { position += 1 }
            if inProtocol, at("{") { position = matchingBrace(from: position) + 1 }
            return
        }
        let className = classes[container].name
        if classes[container].methods[selector] == nil { classes[container].methods[selector] = .some(returnType) }
        if at(";") {
            position += 1
            guard implementation, at("{") else { return }
        }
        guard at("{") else { return }
        let body = parseBody()
        functions.append(ObjectiveCFunction(kind: .method(className: className, isClassMethod: isClassMethod), name: selector,
                                            parameters: parameters, returnType: returnType, body: body, token: start))
    }

    // MARK: C

    /// A C declaration at the top level: a function definition is read; a prototype, a variable,
    /// a `typedef` or an enum is skipped.
    private mutating func cDeclaration() {
        let start = position
        var i = position
        while i < tokens.count, tokens[i].kind == .identifier || tokens[i].is("*") || tokens[i].is("::") { i += 1 }
        if i < tokens.count, tokens[i].is("("), i - 1 > start, tokens[i - 1].kind == .identifier,
           !tokens[start].isName("typedef") {
            let close = matchingParen(from: i)
            var k = close + 1
            // Attributes between the parameters and the body: `__attribute__((…))`, `NS_RETURNS_RETAINED`.
            while k < tokens.count, tokens[k].kind == .identifier {
                k += 1
                if k < tokens.count, tokens[k].is("(") { k = matchingParen(from: k) + 1 }
            }
            if k < tokens.count, tokens[k].is("{") {
                let name = tokens[i - 1].text
                let returnType = ObjectiveCTypes.name(tokens[start..<(i - 1)])
                let parameters = Self.parameters(Array(tokens[(i + 1)..<max(i + 1, close)]))
                position = k
                let body = parseBody()
                functions.append(ObjectiveCFunction(kind: .function, name: name, parameters: parameters, returnType: returnType,
                                                    body: body, token: start))
                return
            }
        }
        // Anything else runs to its `;`, braces included (`typedef NS_ENUM(…) { … };`), but stops
        // before a method or `@end` so a macro written without `;` does not swallow them.
        while let token = current {
            if token.kind == .atKeyword, ["end", "implementation", "interface", "protocol"].contains(token.text) { return }
            if (token.is("-") || token.is("+")) && position > start && startsLine(position) && at("(", 1) { return }
            if token.is("{") {
                position = matchingBrace(from: position) + 1
                continue
            }
            position += 1
            if token.is(";") { return }
        }
    }

    /// `NSString *key, NSString *table` → key, table.
    static func parameters(_ words: [ObjectiveCToken]) -> [ObjectiveCParameter] {
        var out: [ObjectiveCParameter] = []
        var segment: [ObjectiveCToken] = []
        func flush() {
            if let name = segment.last(where: { $0.kind == .identifier }), segment.count > 1 || name.text != "void" {
                let type = ObjectiveCTypes.name(segment.prefix { $0.offset < name.offset })
                out.append(ObjectiveCParameter(name: name.text, type: type))
            }
            segment.removeAll()
        }
        var depth = 0
        for word in words {
            if word.is("(") { depth += 1 }
            if word.is(")") { depth -= 1 }
            if word.is(","), depth == 0 { flush() } else { segment.append(word) }
        }
        flush()
        return out
    }

    // MARK: Bodies

    /// The statements of the body whose `{` is at `position`; `position` ends past its `}`.
    private mutating func parseBody() -> [ObjectiveCStatement] {
        let open = position
        let close = matchingBrace(from: open)
        if close >= tokens.count || !tokens[close].is("}") {
            problems.append(("unbalanced braces: this '{' is not closed before the end of its class or file; its body was read up to there",
                             open))
        }
        var parser = ObjectiveCParser(tokens: tokens, from: open + 1, to: close)
        var body: [ObjectiveCStatement] = []
        while parser.current != nil {
            let start = parser.position
            do {
                body += try parser.nextStatement(depth: 1)
            } catch {
                problems.append(("nesting deeper than \(ObjectiveCParser.depthLimit) levels: the rest of this statement was not read",
                                 error.token))
                parser.position = max(error.token, start + 1)
                while let token = parser.current, !token.is(";") { parser.position += 1 }
                parser.position += 1
            }
        }
        for (message, token) in parser.problems { problems.append((message, token)) }
        position = min(close + 1, tokens.count)
        return body
    }

    /// The `}` matching the `{` at `open`; a body never holds `@end` or `@implementation`, so an
    /// unclosed one ends before them (or at the end of the file, `tokens.count`).
    private func matchingBrace(from open: Int) -> Int {
        var depth = 0
        var i = open
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .punctuation {
                if token.text == "{" || token.text == "@{" {
                    depth += 1
                } else if token.text == "}" {
                    depth -= 1
                    if depth == 0 { return i }
                }
            } else if token.kind == .atKeyword, ["end", "implementation", "interface"].contains(token.text) {
                return i
            }
            i += 1
        }
        return tokens.count
    }

    /// The `)` (or `]`) matching the opener at `open`, or the last token.
    private func matchingParen(from open: Int) -> Int {
        let opener = tokens[open].text
        let closer = opener == "[" ? "]" : ")"
        var depth = 0
        var i = open
        while i < tokens.count {
            if tokens[i].is(opener) { depth += 1 }
            if tokens[i].is(closer) {
                depth -= 1
                if depth == 0 { return i }
            }
            // Declarations hold no `;` or `{` inside parentheses: one left open ends before them.
            if tokens[i].is(";") || tokens[i].is("{") { return i - 1 }
            i += 1
        }
        return tokens.count - 1
    }
}
