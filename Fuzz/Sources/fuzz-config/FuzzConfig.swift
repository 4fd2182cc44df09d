import FuzzSupport
import TypeFit

/// libFuzzer entry point for `.typefit.yml` (YAML through Yams, then our validation), and for
/// the `typefit:` comment hints, which share the layout settings' syntax.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzSupport.bytes(data, size)
    // ConfigReader.read refuses a file that is not UTF-8 before parsing; so does the harness.
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let path = "fuzz/.typefit.yml"
    // YAML breaks lines at LF, CR, CR LF, NEL, LS and PS; counting each CR and LF bounds them all.
    let lines = 1 + text.unicodeScalars.reduce(0) { n, c in
        ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(c) ? n + 1 : n
    }
    do {
        let config = try ConfigReader.parse(text, file: path, baseDirectory: "fuzz", ruleIDs: FuzzSupport.ruleIDs)
        // What the check asks of a configuration for every key: the first matching rule wins.
        for key in ["nav.title", "button.save", "Settings %@", ""] {
            _ = config.settings(forKey: key).settings.spec
        }
        for rule in config.elementRules {
            FuzzSupport.require(rule.line >= 1 && rule.line <= lines, "layout rule on line \(rule.line) of \(lines)")
        }
        for path in config.catalogs { _ = config.resolve(path) }
    } catch {
        FuzzSupport.require(!error.message.isEmpty, "a config error without a message")
        let at = error.location
        FuzzSupport.require(at.file == path, "config error names \(at.file)")
        FuzzSupport.require(at.line >= 1 && at.line <= lines + 1 && at.column >= 1,
                            "config error at \(at.line):\(at.column) of \(lines) lines: \(error.message)")
    }
    switch LayoutHint.parse(comment: text, ruleIDs: FuzzSupport.ruleIDs) {
    case .success(let settings)?: _ = settings.spec
    case .failure(let error)?: FuzzSupport.require(!error.message.isEmpty, "a hint error without a message")
    case nil: break
    }
    return 0
}

/// SwiftPM points `main` at `<module>_main` on Linux; this one starts libFuzzer's driver.
@_cdecl("fuzz_config_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in data.map { fuzz($0, size) } ?? 0 }
}
