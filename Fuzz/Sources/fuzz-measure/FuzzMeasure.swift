import FuzzSupport
import TypeFit

/// The platform's fonts (Inter and Noto), opened once: shaping, bidi and line breaking are what
/// this harness reaches, through every script the default stack covers.
nonisolated(unsafe) let engine: TextEngine? = try? TextEngine()

/// Locales whose break rules, fonts or direction differ.
let locales = ["en", "ar", "he", "th", "ja", "hi", "de", "zh-Hans", "ru", "ko", "my", "km", "ur", "fa", "bn", "ta"]

/// libFuzzer entry point for the shaping core: arbitrary UTF-16 (lone surrogates included) in a
/// locale, direction, size, width and line limit picked by the first bytes. FriBidi 1.0.8 crashed
/// on deep isolates found by hand; this looks for the next input like that.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let engine, size >= 4 else { return 0 }
    let bytes = FuzzSupport.bytes(data, size)
    let locale = LocaleTag(locales[Int(bytes[0]) % locales.count])
    let direction = TextDirection.allCases[Int(bytes[1]) % TextDirection.allCases.count]
    let pointSize = [11.0, 17, 34, 53][Int(bytes[2]) & 3]
    let width: Double? = bytes[2] & 4 == 0 ? nil : Double(20 + Int(bytes[3]) * 3)
    let maxLines: Int? = bytes[2] & 8 == 0 ? nil : Int(bytes[3] & 3)
    var units: [UInt16] = []
    var i = 4
    while i + 1 < size {
        units.append(UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8)
        i += 2
    }
    do {
        let prepared = try engine.prepare(utf16: units, locale: locale, weight: .regular, direction: direction)
        let m = try engine.measure(prepared, size: pointSize, width: width, maxLines: maxLines)
        FuzzSupport.require(m.width.isFinite && m.width >= 0 && m.height.isFinite && m.height >= 0, "width \(m.width) height \(m.height)")
        FuzzSupport.require(m.lineWidths.count == m.lines && m.lineTexts.count == m.lines, "\(m.lines) lines, \(m.lineWidths.count) widths")
        if let maxLines, maxLines > 0 { FuzzSupport.require(m.lines <= maxLines, "\(m.lines) lines over a limit of \(maxLines)") }
    } catch {
        FuzzSupport.require(!"\(error)".isEmpty, "an error without a message")
    }
    return 0
}

@_cdecl("fuzz_measure_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in data.map { fuzz($0, size) } ?? 0 }
}
