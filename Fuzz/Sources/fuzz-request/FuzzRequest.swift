import FuzzSupport
import TypeFit


/// The service as `typefit serve` runs it with no config: every iPhone and iPad, the platform's fonts.
nonisolated(unsafe) let service: TypeFitService? = {
    guard let text = try? TextEngine() else { return nil }
    return try? TypeFitService(configuration: CheckConfiguration(), text: text)
}()

/// libFuzzer entry point for /v1/measure's request body: whatever arrives is either measured or
/// refused with a 4xx carrying a code and a message — never a crash, never a 5xx.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let service else { return 0 }
    do {
        let answer = try service.measure(body: FuzzSupport.bytes(data, size))
        FuzzSupport.require(answer.hasPrefix("{"), "an answer that is not a JSON object")
    } catch {
        FuzzSupport.require((400..<500).contains(error.status), "status \(error.status) for a request: \(error.message)")
        FuzzSupport.require(!error.code.rawValue.isEmpty && !error.message.isEmpty, "an error without a code or message")
    }
    return 0
}

@_cdecl("fuzz_request_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in data.map { fuzz($0, size) } ?? 0 }
}
