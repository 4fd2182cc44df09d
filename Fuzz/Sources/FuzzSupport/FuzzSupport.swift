import CLibFuzzer
import TypeFit

/// What every harness runs on a reader's answer, as production does on every catalog: the lint,
/// the placeholder parser and expander, the summary and the comment hints. Each `require` is a
/// property that holds for any input; breaking one aborts, so libFuzzer keeps the input.
public enum FuzzSupport {
    /// The rules a config may name; computed once, since `RuleRegistry.ids` builds the list anew.
    public static let ruleIDs: [String] = RuleRegistry.ids

    /// Runs libFuzzer's driver with the harness's entry point; called from the harness's `main`.
    public static func run(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                           _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
        var argc = argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return LLVMFuzzerRunDriver(&argc, &argv, callback)
    }

    /// The input as an array: the readers take `[UInt8]`, as they do after reading a file.
    public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }

    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz invariant broken: \(message())") }
    }

    /// What a location may point at: a line that exists, a column within the bytes. UTF-16
    /// input decodes to no more lines than it has 0x0A bytes, so the raw bytes bound both.
    public struct Bounds: Sendable {
        public let path: String
        public let lines: Int
        public let bytes: Int

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            self.bytes = bytes.count
        }

        public func require(_ location: SourceLocation, _ what: @autoclosure () -> String) {
            FuzzSupport.require(location.file == path, "\(what()) names file \(location.file), not \(path)")
            FuzzSupport.require(location.line >= 1 && location.line <= lines, "\(what()) at line \(location.line) of \(lines)")
            FuzzSupport.require(location.column >= 1 && location.column <= bytes + 1,
                                "\(what()) at column \(location.column) of \(bytes) bytes")
        }
    }

    public static func check(_ error: InputProblem, path: String, bytes: [UInt8]) {
        require(!error.message.isEmpty, "an error without a message at \(error.location)")
        Bounds(path: path, bytes: bytes).require(error.location, "error '\(error.message)'")
    }

    /// Runs what production runs on a catalog and checks what it returns.
    public static func exercise(_ catalog: Catalog, path: String, bytes: [UInt8]) {
        require(catalog.locales.first == catalog.sourceLanguage, "source language \(catalog.sourceLanguage) is not first in \(catalog.locales)")
        require(Set(catalog.locales).count == catalog.locales.count, "locales repeat: \(catalog.locales)")
        let expander = PlaceholderExpander()
        let english = LocaleTag("en")
        let bounds = Bounds(path: path, bytes: bytes)
        for entry in catalog.entries {
            bounds.require(entry.location, "key \"\(entry.key)\"")
            if let comment = entry.comment { _ = LayoutHint.parse(comment: comment, ruleIDs: ruleIDs) }
            for locale in catalog.locales {
                for value in entry.values(for: locale) {
                    require(value.key == entry.key && value.locale == locale, "value of \(value.key)/\(value.locale) filed under \(entry.key)/\(locale)")
                    bounds.require(value.location, "value of \"\(entry.key)\"")
                    let utf8 = Array(value.text.utf8)
                    for p in FormatParser.placeholders(in: value.text) {
                        require(p.range.lowerBound >= 0 && p.range.upperBound <= utf8.count && !p.range.isEmpty,
                                "placeholder range \(p.range) outside \(utf8.count) bytes")
                        require(String(decoding: utf8[p.range], as: UTF8.self) == p.spelling, "placeholder spelling \(p.spelling)")
                    }
                    _ = FormatParser.placeholders(in: value.resolvedFormatText)
                    // English samples keep the number cache bounded whatever locales the input invents.
                    // An expansion is the text, one substitution form and the capped samples: linear in the file.
                    let bound = 4 * bytes.count + 2 * PlaceholderExpander.maxExpansion + 8 * PlaceholderExpander.maxPadding
                    for expanded in expander.expand(value, in: entry, locale: english) {
                        require(expanded.text.utf8.count <= bound, "an expansion of \(expanded.text.utf8.count) bytes from \(bytes.count)")
                    }
                }
            }
        }
        for finding in CatalogLint.findings(catalog) {
            bounds.require(finding.location, "finding '\(finding.message)'")
        }
        let summary = CatalogSummary(catalog)
        require(summary.keyCount == catalog.entries.count, "summary counts \(summary.keyCount) keys")
        _ = catalog.allValues.count
    }
}
