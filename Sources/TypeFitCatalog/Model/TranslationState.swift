/// The review state Xcode keeps per value (`stringUnit.state`, XLIFF `target/@state`).
public enum TranslationState: String, Hashable, Sendable, Codable, CaseIterable {
    case new
    case needsReview = "needs_review"
    case translated
    case stale

    /// Maps Xcode's String Catalog spelling and XLIFF 1.2's state values onto the four states.
    public init?(catalogValue raw: String) {
        switch raw {
        case "new", "needs-translation": self = .new
        case "needs_review", "needs-review-translation", "needs-review-l10n", "needs-review-adaptation",
             "needs-adaptation", "needs-l10n": self = .needsReview
        case "translated", "final", "signed-off": self = .translated
        case "stale": self = .stale
        default: return nil
        }
    }
}
