/// The names of the types a source file declares, read from its tokens (``SourceLexer``):
/// Swift `class|struct|enum|protocol|actor|typealias NAME`; Objective-C `@interface NAME`,
/// `@protocol NAME` and `NS_ENUM(…, NAME)` (and its kin). Left out on purpose: Swift `extension`,
/// Objective-C categories and class extensions (`@interface NSString (Extras)`) and forward
/// declarations (`@protocol P;`, `@class C;`), which name a type declared elsewhere (often Apple's).
enum TypeDeclarations {
    static func names(in bytes: [UInt8], language: SourceLexer.Language) -> [String] {
        let code = SourceLexer.tokens(bytes, language: language).filter { $0.kind != .comment }
        func text(_ token: SourceLexer.Token) -> String {
            String(decoding: bytes[token.start..<token.end], as: UTF8.self)
        }
        func isSymbol(_ index: Int, _ symbol: UInt8) -> Bool {
            index >= 0 && index < code.count && code[index].kind == .symbol && bytes[code[index].start] == symbol
        }
        func identifier(_ index: Int) -> String? {
            index >= 0 && index < code.count && code[index].kind == .identifier ? text(code[index]) : nil
        }
        var names: [String] = []
        for index in code.indices where code[index].kind == .identifier {
            // Most identifiers are no introducer: tell from the first byte and the length before
            // making a String (a corpus has millions of identifiers).
            let length = code[index].end - code[index].start
            guard length <= 14, introducerStarts.contains(bytes[code[index].start]) else { continue }
            let word = text(code[index])
            switch language {
            case .swift:
                // Not `.enum` (a member) nor `import struct Module.Name` (someone else's type).
                guard swiftIntroducers.contains(word), !isSymbol(index - 1, 0x2E), identifier(index - 1) != "import",
                      let name = identifier(index + 1), !swiftKeywords.contains(name),
                      SourceLexer.isIdentifierStart(bytes[code[index + 1].start]) else { continue }
                names.append(name)
            case .c:
                if (word == "interface" || word == "protocol"), isSymbol(index - 1, 0x40),
                   let name = identifier(index + 1),
                   !isSymbol(index + 2, 0x28), !isSymbol(index + 2, 0x3B), !isSymbol(index + 2, 0x2C) {
                    names.append(name)
                } else if enumMacros.contains(word), isSymbol(index + 1, 0x28) {
                    // NS_ENUM(NSInteger, Name): the name follows the first comma.
                    var next = index + 2
                    while next < code.count, !isSymbol(next, 0x2C), !isSymbol(next, 0x29) { next += 1 }
                    if isSymbol(next, 0x2C), let name = identifier(next + 1) { names.append(name) }
                }
            }
        }
        return names
    }

    /// The first letters of the Swift introducers, `interface`, `protocol` and the enum macros.
    private static let introducerStarts: Set<UInt8> = Set("csepatiNC".utf8)
    private static let swiftIntroducers: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    /// What follows `class` in `class func`, `class var`, …: never a type's name.
    private static let swiftKeywords: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "public", "private", "fileprivate",
        "internal", "open", "static", "dynamic", "nonisolated", "required", "convenience", "in", "case",
    ]
    private static let enumMacros: Set<String> = [
        "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "CF_ENUM", "CF_OPTIONS", "CF_CLOSED_ENUM",
    ]
}
