import TypeFitDevices
import TypeFitDynamicType

/// One situation a rule is shown with, SwiftLint-style: the sentence people read, the case that
/// makes it (a key with a text and a `typefit:` hint, or a catalog fragment) and the exact message
/// the finding carries. Tests/TypeFitCheckTests/RuleExampleTests.swift runs every example of
/// every rule through the check, in the generated test font (TypeFitTest.ttf: upem 1000, a line
/// is the point size; space 250, A–Z 600, a–z 500, .notdef 700), so what `typefit rules` and the
/// SARIF rule help print is proven. The figures in messages are that font's.
public struct RuleExample: Sendable, Equatable {
    /// The sentence `typefit rules` and the SARIF rule help print.
    public let sentence: String
    public let input: Input
    /// The message of the (first) finding of the rule the case yields; nil: it yields none.
    public let message: String?
    /// The messages of the findings after the first, in order: a key given twice is told at both lines.
    public var furtherMessages: [String] = []
    /// The message when U+13000 (an Egyptian hieroglyph, outside the BMP, which the test font lacks,
    /// so it is one .notdef of 700 units) is put before every text of the case; nil: no finding.
    /// Catches offsets counted in UTF-16 units where characters were meant, as SwiftLint's
    /// emoji-prefixed examples do.
    public let astralMessage: String?

    public var triggers: Bool { message != nil }

    /// What the example checks: one key laid out in an element, or a catalog fragment linted.
    public enum Input: Sendable, Equatable {
        /// One key in a String Catalog, measured.
        case cell(CellInput)
        /// The members of a String Catalog's `"strings"` object (source language `en`), linted.
        case catalog(String)
        /// A Swift source file and a String Catalog's `"strings"` members: the source pass reads the
        /// one, the check the other.
        case sourced(swift: String, catalog: String)
        /// The text of an `en.lproj/Localizable.strings` file, linted.
        case strings(String)
        /// One `.stringsdict` key with width variants, measured.
        case widthVariants(WidthVariantsInput)
    }

    /// A `.stringsdict` key "example" in `en.lproj`, whose `NSStringVariableWidthRuleType` gives a
    /// text per declared width, drawn in an element (a `.stringsdict` has no comments: the element is
    /// given to the check as a layout rule for the key), checked in the default environment.
    public struct WidthVariantsInput: Sendable, Equatable {
        /// The element in hint syntax: `label lines=1 width=300`.
        public let element: String
        /// Each variant's declared width and text, in file order.
        public let variants: [WidthVariant]
    }

    /// One text of a `.stringsdict` width variant and the width it is declared for.
    public struct WidthVariant: Sendable, Equatable, Encodable {
        public let width: Int
        public let text: String
    }

    /// A layout case: one key whose comment carries `typefit: <element>`, checked in one environment.
    public struct CellInput: Sendable, Equatable {
        /// The element in catalog-comment hint syntax: `label lines=2 width=45 font=10`.
        public let element: String
        public let text: String
        /// The source-language text the rule compares with (locale-overflow); nil: `text` is the source.
        public let source: String?
        public let category: ContentSizeCategory
        public let device: String
        public let orientation: Orientation
    }

    /// The environment examples are measured in unless they say otherwise: iPhone SE (1st
    /// generation) in portrait, 320 pt wide with 16-pt margins (288 pt between them).
    public static let device = "iphone-se-1"

    /// A layout case. `triggers` is the finding's message; `astral` the message with U+13000 put
    /// first (required when it triggers: the width of the prefix changes figures).
    public init(_ sentence: String, element: String, text: String, source: String? = nil,
                category: ContentSizeCategory = .large, device: String = RuleExample.device,
                orientation: Orientation = .portrait, triggers message: String? = nil, astral: String? = nil) {
        self.sentence = sentence
        self.input = .cell(CellInput(element: element, text: text, source: source, category: category, device: device,
                                     orientation: orientation))
        self.message = message
        self.astralMessage = astral
    }

    /// A catalog case. Catalog messages name the key, the locale and the specifiers, never the
    /// text, so the astral prefix leaves them as they are.
    public init(_ sentence: String, catalog strings: String, triggers message: String? = nil) {
        self.init(sentence, catalog: strings, triggers: message, astral: message)
    }

    /// A catalog case whose keys are measured (their comments carry `typefit:` hints): the
    /// astral prefix changes the figures, as for a layout case.
    public init(_ sentence: String, catalog strings: String, triggers message: String?, astral: String?) {
        self.sentence = sentence
        self.input = .catalog(strings)
        self.message = message
        self.astralMessage = astral
    }

    /// A `.strings` case: what only that format can say (a key given twice). The messages name
    /// keys and lines, never the text.
    public init(_ sentence: String, strings file: String, triggers message: String? = nil, then further: [String] = []) {
        self.sentence = sentence
        self.input = .strings(file)
        self.message = message
        self.astralMessage = message
        self.furtherMessages = further
    }

    /// A source case: a Swift file and the catalog its keys are looked up in. The finding names
    /// the key, not the text, so the astral prefix leaves the message as it is.
    public init(_ sentence: String, swift: String, catalog strings: String, triggers message: String? = nil) {
        self.sentence = sentence
        self.input = .sourced(swift: swift, catalog: strings)
        self.message = message
        self.astralMessage = message
    }

    /// A width-variant case: the declared widths and texts are measured in `element` (widths in the
    /// default unit, ems of its font); `astral` as for a layout case.
    public init(_ sentence: String, element: String, widthVariants variants: KeyValuePairs<Int, String>,
                triggers message: String? = nil, astral: String? = nil) {
        self.sentence = sentence
        self.input = .widthVariants(WidthVariantsInput(element: element,
                                                       variants: variants.map { WidthVariant(width: $0.key, text: $0.value) }))
        self.message = message
        self.astralMessage = astral
    }

    public var cell: CellInput? {
        if case .cell(let cell) = input { return cell }
        return nil
    }

    public var catalog: String? {
        switch input {
        case .catalog(let strings), .sourced(_, let strings): strings
        case .cell, .strings, .widthVariants: nil
        }
    }

    /// The key of a width-variant case.
    public var widthVariants: WidthVariantsInput? {
        if case .widthVariants(let input) = input { return input }
        return nil
    }

    /// The Swift file of a source case.
    public var swift: String? {
        if case .sourced(let swift, _) = input { return swift }
        return nil
    }
}
