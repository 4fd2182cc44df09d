import FuzzSourceSupport

/// libFuzzer entry point for the source pass on one Objective-C file (`FuzzSources`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzSources.scan(FuzzSources.bytes(data, size), as: "Input.m")
    return 0
}

/// SwiftPM points `main` at `<module>_main` on Linux; this one starts libFuzzer's driver.
@_cdecl("fuzz_objc_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSources.run(argc, argv) { data, size in data.map { fuzz($0, size) } ?? 0 }
}
