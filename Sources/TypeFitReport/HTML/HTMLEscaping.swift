/// Escaping for text that came from outside (catalog keys and texts, file paths, device names):
/// every such string goes through here before it enters the document, in text and in
/// attributes alike, so a translation can never open a tag, end an attribute or start a script.
public enum HTML {
    /// Escapes `&`, `<`, `>`, `"` and `'`, and replaces the control characters and
    /// noncharacters HTML forbids with U+FFFD, so the result is safe inside element content
    /// and inside single- or double-quoted attribute values.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                out.unicodeScalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }

    /// C0/C1 controls other than tab, line feed and carriage return, and the noncharacters: a
    /// parser reports them as errors and browsers differ on what they show.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 { return v != 0x09 && v != 0x0A && v != 0x0D }
        if v >= 0x7F && v <= 0x9F { return true }
        if v >= 0xFDD0 && v <= 0xFDEF { return true }
        return v & 0xFFFE == 0xFFFE
    }
}
