/// One token of an Objective-C file, with its place.
struct ObjectiveCToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// A name or a C keyword (`if`, `return`, `self`).
        case identifier
        /// `@interface`, `@end`, `@property`, `@selector`, `@YES`: the text is the name without `@`.
        case atKeyword
        /// `@"…"`, with the literals written next to it joined (`@"a" @"b"`, `@"a" "b"`): `value`
        /// holds the text.
        case string
        /// A C string `"…"`; `value` holds the text.
        case cString
        case character
        case number
        /// An operator or a bracket; `@[`, `@{` and `@(` are one token each.
        case punctuation
        /// A `#define` or `#undef` line, continuation lines joined, without the `#`.
        case directive
    }

    var kind: Kind
    var text: String
    /// The text a string literal stands for, escapes read.
    var value = ""
    /// Byte offsets of the token's first byte and past its last.
    var offset: Int
    var end: Int
    var line: Int
    /// Counted in Unicode scalars from 1, as typefit's locations are.
    var column: Int

    func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
    func isName(_ name: String) -> Bool { kind == .identifier && text == name }
}

/// A file's tokens: those in code built for iOS, those in branches never built for it (counted as
/// set aside), and what could not be read.
struct ObjectiveCTokenList: Sendable {
    var tokens: [ObjectiveCToken] = []
    var setAside: [ObjectiveCToken] = []
    var problems: [(message: String, line: Int, column: Int)] = []
}
