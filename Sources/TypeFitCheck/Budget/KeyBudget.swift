import TypeFitDiagnostics

/// The room one use of a key gives its text, for the people who write and translate it: the
/// tightest box the element has over the configured matrix, and what each locale's current text
/// leaves or lacks there (`typefit budget`, docs/budget.md). Plain data, as `typefit budget --json`
/// prints it: a published contract (fields are only ever added).
public struct KeyBudget: Sendable, Codable, Equatable {
    public var key: String
    /// The catalog's name (its path for a file read directly, the `<file original>` for XLIFF).
    public var catalog: String
    /// The table the key belongs to (`Localizable`).
    public var table: String
    /// Where the key is written.
    public var file: String
    public var line: Int
    /// The element the use is checked as (`label lines=2 width=240`), and where that came from.
    public var element: String
    public var elementFrom: String
    /// Where the app's source draws it (`file:line`), when the source pass found the use.
    public var view: String?
    /// False when nothing says how the key is drawn and the box is typefit's default guess.
    public var layoutKnown: Bool
    /// The tightest box.
    public var box: BudgetBox
    /// What each text of the key (every checked locale, the source's included, each variant with
    /// its placeholders filled in) leaves or lacks in that box, in catalog locale order.
    public var texts: [TextRoom]

    public init(key: String, catalog: String, table: String, file: String, line: Int, element: String, elementFrom: String,
                view: String?, layoutKnown: Bool, box: BudgetBox, texts: [TextRoom]) {
        self.key = key
        self.catalog = catalog
        self.table = table
        self.file = file
        self.line = line
        self.element = element
        self.elementFrom = elementFrom
        self.view = view
        self.layoutKnown = layoutKnown
        self.box = box
        self.texts = texts
    }
}

/// The box where an element leaves its text the least room over the matrix: the smallest
/// (width × lines) in units of the font's size at each environment, so a 300-pt line at 53 pt
/// (AX5) is tighter than a 200-pt line at 17 pt.
public struct BudgetBox: Sendable, Codable, Equatable {
    /// Points one line of text may take at the font's size: the box's width, divided by the
    /// smallest scale a one-line text may shrink to (`minimumScaleFactor`), since a text that
    /// shrinks to fit is not cut.
    public var width: Double
    /// The lines shown; 0 for no limit (then the text always fits and has no room figure).
    public var lines: Int
    /// The box's own width in points, as drawn.
    public var boxWidth: Double
    /// The smallest scale a one-line text may shrink to, when it may.
    public var minimumScale: Double?
    /// The Dynamic Type size (`AX3`), device id and name, orientation and window of the first
    /// environment with this box.
    public var category: String
    public var device: String
    public var deviceName: String
    public var orientation: String
    public var window: String
    /// How many environments of the matrix give this box (the same line width, lines, font size and
    /// weight: every device and size category that shares it).
    public var environments: Int
    public var font: BudgetFont

    public init(width: Double, lines: Int, boxWidth: Double, minimumScale: Double?, category: String, device: String,
                deviceName: String, orientation: String, window: String, environments: Int, font: BudgetFont) {
        self.width = width
        self.lines = lines
        self.boxWidth = boxWidth
        self.minimumScale = minimumScale
        self.category = category
        self.device = device
        self.deviceName = deviceName
        self.orientation = orientation
        self.window = window
        self.environments = environments
        self.font = font
    }
}

/// The font a box's text is measured in there: the face the source text is drawn in first.
public struct BudgetFont: Sendable, Codable, Equatable {
    /// The family name (`Inter`) and the name of the file it was read from.
    public var family: String
    public var file: String
    /// Points at the box's environment, and the weight (`regular`, `semibold`).
    public var size: Double
    public var weight: String

    public init(family: String, file: String, size: Double, weight: String) {
        self.family = family
        self.file = file
        self.size = size
        self.weight = weight
    }
}

/// One text of a key in its tightest box: how much of the box it takes, and what it leaves or
/// lacks in points and in an estimated number of characters of its locale.
public struct TextRoom: Sendable, Codable, Equatable {
    public var locale: String
    /// `base`, `plural=one`, `device=ipad [count=few]`.
    public var variant: String
    /// The text measured, its placeholders replaced by their samples.
    public var text: String
    public var isSource: Bool
    /// The lines the line breaker gives it at the box's width (1 for a one-line box), and the
    /// width of its last line.
    public var linesNeeded: Int
    public var lastLineWidth: Double
    /// Points of the box it takes: every line before the last counted whole (the line breaker
    /// moved what did not fit onto the next), then the last line's width; on one line, its width.
    public var used: Double
    /// The box's capacity (lines × width) less `used`: negative when the text lacks room. Nil
    /// when the box has no line limit.
    public var room: Double?
    /// `room` in characters of the locale (an estimate: points over the mean advance of the
    /// locale's characters in its own texts at the box's size); nil with `room`.
    public var roomCharacters: Int?
    /// The box's capacity in characters of the locale, estimated the same way: what a
    /// translation tool's character limit would be. Nil when the box has no line limit.
    public var maxCharacters: Int?
    /// The family of the face this text is drawn in first (another script may need another font).
    public var family: String
    /// Where the text is written.
    public var file: String
    public var line: Int

    public init(locale: String, variant: String, text: String, isSource: Bool, linesNeeded: Int, lastLineWidth: Double,
                used: Double, room: Double?, roomCharacters: Int?, maxCharacters: Int?, family: String, file: String,
                line: Int) {
        self.locale = locale
        self.variant = variant
        self.text = text
        self.isSource = isSource
        self.linesNeeded = linesNeeded
        self.lastLineWidth = lastLineWidth
        self.used = used
        self.room = room
        self.roomCharacters = roomCharacters
        self.maxCharacters = maxCharacters
        self.family = family
        self.file = file
        self.line = line
    }
}

/// Every budget of a run, with the inputs that could not be read or measured and the estimate
/// each locale's characters are counted with.
public struct BudgetReport: Sendable, Codable, Equatable {
    public var version: String
    /// One per key and use, in catalog and key order.
    public var budgets: [KeyBudget]
    /// Per locale, the mean advance of its characters in units of the font size (em), measured
    /// over its own texts: the divisor of every character estimate.
    public var characterWidths: [String: Double]
    /// Environments (device × orientation × window × size) each box was chosen among.
    public var environments: Int
    /// Files that could not be read and texts that could not be laid out.
    public var problems: [InputProblem]
    /// The file name of each font family a text is drawn in first (`Inter` → `Inter.ttc`): the
    /// files a translation tool that measures text needs (`typefit fonts` shows where they are).
    public var fontFiles: [String: String] = [:]

    public init(version: String, budgets: [KeyBudget], characterWidths: [String: Double], environments: Int,
                problems: [InputProblem]) {
        self.version = version
        self.budgets = budgets
        self.characterWidths = characterWidths
        self.environments = environments
        self.problems = problems
    }
}
