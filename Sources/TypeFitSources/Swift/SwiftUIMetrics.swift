/// Widths SwiftUI gives the views around a text on iOS, as `ProposedWidth` uses them. Apple
/// documents the stack algorithm, not these figures: each is cited or marked an estimate (C).
enum SwiftUIMetrics {
    /// `HStack(spacing: nil)`: "the stack … choose[s] a default distance for each pair of subviews"
    /// (developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)); 8 pt
    /// between most views on iOS is what is commonly measured (fatbobman.com, "What Does
    /// spacing = nil Mean in SwiftUI?"; grade C).
    static let defaultSpacing: Double = 8
    /// `Spacer(minLength: nil)`: the system spacing (developer.apple.com/documentation/swiftui/spacer/minlength),
    /// taken as `defaultSpacing` (C). A spacer's own spacing to its neighbours is taken as 0 (C):
    /// its minimum length is the gap.
    static let spacerMinimum: Double = 8
    /// `.padding()` / `.padding(.horizontal)` with no length: "a system-calculated default amount"
    /// (developer.apple.com/documentation/swiftui/view/padding(_:_:)), 16 pt on iOS as commonly
    /// measured (C).
    static let defaultPadding: Double = 16
    /// A `Toggle`'s switch: `UISwitch`'s intrinsic 51 pt, and the 12 pt between it and the label
    /// that typefit's toggle row already uses (layout-from-source §4; C).
    static let switchWidth: Double = 51
    static let switchSpacing: Double = 12
    /// A `Stepper`'s control: `UIStepper`'s intrinsic 94 pt (C, commonly measured).
    static let stepperWidth: Double = 94
    /// An SF Symbol at a font of `size` points: about 1.2 em wide for a typical symbol at the
    /// medium scale (C; symbols differ, from a chevron's 0.6 em to a wide glyph's 1.5 em).
    static func symbolWidth(fontSize size: Double) -> Double { (size * 1.2 * 10).rounded() / 10 }
    /// The body size at Large (17 pt, Apple's Dynamic Type table): the font a symbol or icon is
    /// drawn at when the chain names none.
    static let bodySize: Double = 17
    /// A `Label`'s spacing between its icon and its title (C: the stack's default spacing).
    static let labelSpacing: Double = 8
    /// A vertical `Divider` in an `HStack`: a hairline, taken as 1 pt (C).
    static let dividerWidth: Double = 1
}
