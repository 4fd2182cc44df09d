/// How tracking is decided for the whole stack.
public enum TrackingMode: String, Sendable, CaseIterable, Codable {
    /// The font's `trak` table when present, else the family's table from the profile.
    case auto
    /// No tracking at all (to compare with engines that ignore it, such as Pango).
    case none
    /// Only the font's own `trak` table.
    case font
    /// Apple's HIG SF Pro table for every face, whatever the font says.
    case hig
}
