import FuzzSupport
import TypeFit

/// libFuzzer entry point for the `.stringsdict` reader (XML property list).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzSupport.bytes(data, size)
    let path = "fuzz/ru.lproj/Localizable.stringsdict"
    do {
        let catalog = try StringsdictReader.read(bytes: bytes, path: path, locale: "ru")
        FuzzSupport.exercise(catalog, path: path, bytes: bytes)
    } catch {
        FuzzSupport.check(error, path: path, bytes: bytes)
    }
    return 0
}

/// SwiftPM points `main` at `<module>_main` on Linux; this one starts libFuzzer's driver.
@_cdecl("fuzz_stringsdict_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in data.map { fuzz($0, size) } ?? 0 }
}
