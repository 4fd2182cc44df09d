import TypeFitConfig

/// What making a text into an attributed string does to the font it is drawn in. A font in the
/// attributes (`NSFontAttributeName: [UIFont systemFontOfSize:15]`, `.font: UIFont.systemFont(ofSize: 15)`)
/// is the font the characters are drawn in wherever the attributed string is set — a label's
/// `attributedText`, a button's `setAttributedTitle(_:for:)` — not the view's own `font` (Apple,
/// `UILabel.attributedText`: "assigning a new value updates the values in the font, textColor,
/// and other style-related properties so that they reflect the style information starting at
/// location 0 in the attributed string"). Attributes without a font leave the view's font in
/// effect (UIKit draws the characters with no font attribute in the view's font: observed
/// behaviour, not a documented rule). Shared by the Swift and the Objective-C passes.
enum AttributedFont: Sendable, Hashable {
    /// The attributes set this font; nil: a font the pass cannot read (an app helper), which
    /// still replaces the view's font.
    case font(FontReading?)
    /// The characters are taken out of an attributed string (`[attributed string]`): the
    /// attributes, and their font, stay behind.
    case plain

    /// The font the text carries after one more step: the step's own change, else what it carried.
    static func after(_ carried: AttributedFont?, step: AttributedFont?) -> AttributedFont? {
        step ?? carried
    }

    /// A drawn text in the attributes' font: the view's font, its weight and whether they were
    /// read from the source are replaced by the attributes'.
    static func restyled(_ landing: Landing, _ change: AttributedFont?) -> Landing {
        guard case .drawn(var placement) = landing, case .font(let reading) = change else { return landing }
        placement.settings.style = reading?.style
        placement.settings.font = reading?.font
        placement.settings.weight = reading?.weight
        placement.read.subtract([.font, .weight])
        reading?.apply(to: &placement.settings, read: &placement.read)
        return .drawn(placement)
    }
}
