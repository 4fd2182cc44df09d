import CTypeFitICU

/// Dates written the way a locale writes them, from ICU.
package enum DateFormat {
    /// Each instant (seconds since 1970, UTC) as the locale writes a date alone in ICU's long date
    /// style, which is what `DateFormatter.Style.long` and SwiftUI's `Text(_:style: .date)` show
    /// ("September 28, 2026"). Nil for a text longer than 64 code units. Not kept; the caller keeps
    /// what it picks.
    package static func longDates(_ seconds: [Double], locale: LocaleTag) throws -> [String?] {
        let stride = 64
        var texts = [UInt16](repeating: 0, count: seconds.count * stride)
        var lengths = [Int32](repeating: 0, count: seconds.count)
        var status: Int32 = 0
        let millis = seconds.map { $0 * 1000 }
        let result = locale.identifier.withCString {
            tf_format_dates($0, millis, Int32(millis.count), &texts, Int32(stride), &lengths, &status)
        }
        guard result == 0 else { throw ICUError(code: status, operation: "date formatting") }
        return seconds.indices.map { i in
            guard lengths[i] >= 0 else { return nil }
            return String(decoding: texts[i * stride ..< i * stride + Int(lengths[i])], as: UTF16.self)
        }
    }
}
