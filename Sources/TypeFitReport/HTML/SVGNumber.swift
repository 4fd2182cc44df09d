/// Numbers written into SVG attributes. Formatted by integer arithmetic so the bytes do not
/// depend on the C locale, Foundation's formatter or the platform's shortest-float printing:
/// the same report must give the same file on every machine.
enum SVGNumber {
    /// `value` rounded to `places` decimals, trailing zeros and "-0" dropped: 6, 6.5, 0.008301.
    static func format(_ value: Double, places: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        // Drawings are a few thousand points at most; anything past this is clamped, not trapped on.
        let limit = 1e12
        let scaled = min(max((value * factor).rounded(), -limit), limit)
        guard scaled != 0 else { return "0" }
        let magnitude = Int64(abs(scaled))
        let unit = Int64(factor)
        var text = String(magnitude / unit)
        var fraction = magnitude % unit
        if fraction != 0 {
            var digits = places
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let written = String(fraction)
            text += "." + String(repeating: "0", count: digits - written.count) + written
        }
        return (scaled < 0 ? "-" : "") + text
    }
}
