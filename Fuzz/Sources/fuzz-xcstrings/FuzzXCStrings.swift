import FuzzSupport
import TypeFit

/// libFuzzer entry point for the String Catalog reader (JSON).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzSupport.bytes(data, size)
    let path = "fuzz/Localizable.xcstrings"
    do {
        let catalog = try XCStringsReader.read(bytes: bytes, path: path)
        FuzzSupport.exercise(catalog, path: path, bytes: bytes)
    } catch {
        FuzzSupport.check(error, path: path, bytes: bytes)
    }
    return 0
}

/// SwiftPM points `main` at `<module>_main` on Linux; this one starts libFuzzer's driver.
@_cdecl("fuzz_xcstrings_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in data.map { fuzz($0, size) } ?? 0 }
}
