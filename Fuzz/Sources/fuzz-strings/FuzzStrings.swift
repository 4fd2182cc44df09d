import FuzzSupport
import TypeFit

/// libFuzzer entry point for the `.strings` reader (old-style plist, UTF-8 or UTF-16).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzSupport.bytes(data, size)
    let path = "fuzz/de.lproj/Localizable.strings"
    do {
        let catalog = try StringsReader.read(bytes: bytes, path: path, locale: "de")
        FuzzSupport.exercise(catalog, path: path, bytes: bytes)
    } catch {
        FuzzSupport.check(error, path: path, bytes: bytes)
    }
    return 0
}

/// SwiftPM points `main` at `<module>_main` on Linux; this one starts libFuzzer's driver.
@_cdecl("fuzz_strings_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in data.map { fuzz($0, size) } ?? 0 }
}
