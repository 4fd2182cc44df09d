/// Numbers in messages, spelt one way wherever a message is written.
package enum Format {
    /// "12", "12.5": point figures in findings, one decimal, no trailing ".0".
    package static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : tenths(rounded)
    }

    /// "375", "561.25": points as they were written, every digit kept. Configuration spellings
    /// (`font=15.25pt`, window widths) are read back and become parts of finding identities, so
    /// they must not round as `points` does.
    package static func exactPoints(_ value: Double) -> String {
        if let whole = Int(exactly: value) { return String(whole) }
        return String(value)
    }

    /// "1,048,576": counts in messages, grouped so a limit and a size can be compared at a glance.
    package static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// "64 MB", "512 KB", "1,000,000 bytes": a size as the limits that take one write it (a
    /// kilobyte is 1,024 bytes, a megabyte 1,024 KB), exact.
    package static func bytes(_ value: Int) -> String {
        if value > 0, value % (1 << 30) == 0 { return count(value >> 30) + " GB" }
        if value > 0, value % (1 << 20) == 0 { return count(value >> 20) + " MB" }
        if value > 0, value % (1 << 10) == 0 { return count(value >> 10) + " KB" }
        return count(value) + (value == 1 ? " byte" : " bytes")
    }

    /// "U+00E9", "U+1F600": a code point as Unicode writes it, at least four hex digits.
    package static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func tenths(_ value: Double) -> String {
        let tenths = Int((abs(value) * 10).rounded())
        return (value < 0 ? "-" : "") + "\(tenths / 10).\(tenths % 10)"
    }
}
