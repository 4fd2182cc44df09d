/// How lines are chosen among the break opportunities, after UIKit's
/// `NSParagraphStyle.LineBreakStrategy` (docs/geometry.md, "Line breaking", cites Apple's pages).
/// `UILabel.lineBreakStrategy` defaults to `standard`; an `NSParagraphStyle` (attributed text, text
/// views) to none. typefit never hyphenates, which is UIKit's default too (`hyphenationFactor` 0).
public enum LineBreakStrategy: String, Sendable, Hashable, CaseIterable, Codable {
    /// What a `UILabel` and a SwiftUI `Text` do: push-out and Hangul word priority.
    case standard
    /// Orphan avoidance only: a paragraph's last line of a single word takes one more word from
    /// the line before it (`PushOutRule` in LineBreaker.swift gives the exact rule).
    case pushOut = "push-out"
    /// Korean is broken only between words (at spaces), never between Hangul syllables.
    case hangulWordPriority = "hangul-word-priority"
    /// Plain greedy filling on ICU's opportunities (`NSLineBreakStrategyNone`).
    case greedy = "none"

    /// Whether a lone last word is pushed out.
    public var pushesOut: Bool { self == .standard || self == .pushOut }

    /// Whether Korean keeps its words whole.
    public var keepsHangulWords: Bool { self == .standard || self == .hangulWordPriority }

    /// The config and command-line spellings.
    public static var names: [String] { allCases.map(\.rawValue) }
}
