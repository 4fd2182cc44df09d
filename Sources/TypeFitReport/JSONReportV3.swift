import Foundation
import TypeFitCheck
import TypeFitDiagnostics

/// The shapes of the JSON report's version 3: version 2 (`JSONReportV2`: each scene, device and
/// list of devices once) with what every finding still repeated written once or not at all:
///
/// - the sizes of `bySize` whose occurrences are the same but for the size are one entry, whose
///   `categories` lists them;
/// - an occurrence's `message` is absent when it is the finding's, and is `messageNumbers` when it
///   is the finding's with other numbers in it;
/// - widths, heights, overflows and point sizes are rounded to 0.01 pt;
/// - how the key is used (its catalog, source text, element, style, box and the source's view) is
///   an index into the document's `uses`;
/// - `fingerprint` and `categories` are absent where they are what the schema says they default to.
///
/// Each omission is undone by the rule the schema states (`schema/report-v3.schema.json`), and a
/// value that does not follow the rule is written out, so the reader loses nothing but the
/// digits past 0.01 pt.
enum JSONReportV3 {
    /// Points are written to this many decimals.
    static let decimals = 2

    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let factor = 100.0
        return (value * factor).rounded() / factor
    }

    static func rounded(_ figures: Figures) -> Figures {
        Figures(width: figures.width.map(rounded), height: figures.height.map(rounded), lines: figures.lines)
    }

    /// One or more sizes of a finding that happen alike: the same scene, figures and message.
    struct Occurrence: Encodable, Equatable {
        var available: Figures
        var categories: [String]
        var measured: Figures
        var message: String?
        var messageNumbers: [String]?
        var overflow: Double
        var pointSize: Double
        var scene: Int

        /// Equal but for the sizes they stand for.
        func isAlike(_ other: Occurrence) -> Bool {
            var a = self, b = other
            a.categories = []
            b.categories = []
            return a == b
        }
    }

    /// How a key is used where the finding is: what it is checked as and where the source draws
    /// it. Findings of the key in every locale share it.
    struct Use: Encodable {
        var catalog: String
        var sourceText: String?
        var element: String?
        var elementFrom: String?
        var textStyle: String?
        var weight: String?
        var lineBreakStrategy: String?
        var widthFrom: String?
        var box: String?
        var view: SourceView?
    }

    /// A finding: the model's identity and text fields, then its sizes, its devices and its use
    /// by reference. `JSONReportV3Tests` checks that every field the model encodes is written here
    /// or held by a use.
    struct Finding: Encodable {
        var finding: TypeFitCheck.Finding
        var bySize: [Occurrence]
        /// An index into `bySize`: the worst occurrence is that entry at its first size. Or, for a
        /// worst occurrence that is none of them (never one typefit makes), the occurrence itself.
        var worst: Worst?
        var devices: Int
        var use: Int
        /// Nil: the categories of `bySize`, in order.
        var categories: [String]?
        /// Nil: `rule|file|key|locale|variant`.
        var fingerprint: String?

        typealias Worst = WorstOccurrence<Occurrence>

        private enum Keys: String, CodingKey {
            case rule, severity, message, key, locale, variant, file, line, column, text, samples, faces, worst
            case bySize, environments, devices, categories, firstBreaks, fingerprint, use
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            let f = finding
            try c.encode(f.rule, forKey: .rule)
            try c.encode(f.severity, forKey: .severity)
            try c.encode(f.message, forKey: .message)
            try c.encode(f.key, forKey: .key)
            try c.encodeIfPresent(f.locale, forKey: .locale)
            try c.encodeIfPresent(f.variant, forKey: .variant)
            try c.encode(f.file, forKey: .file)
            try c.encode(f.line, forKey: .line)
            try c.encode(f.column, forKey: .column)
            try c.encodeIfPresent(f.text, forKey: .text)
            try c.encodeIfPresent(f.samples, forKey: .samples)
            try c.encode(f.faces, forKey: .faces)
            try c.encodeIfPresent(worst, forKey: .worst)
            try c.encode(bySize, forKey: .bySize)
            try c.encode(f.environments, forKey: .environments)
            try c.encode(devices, forKey: .devices)
            try c.encodeIfPresent(categories, forKey: .categories)
            try c.encodeIfPresent(f.firstBreaks, forKey: .firstBreaks)
            try c.encodeIfPresent(fingerprint, forKey: .fingerprint)
            try c.encode(use, forKey: .use)
        }

        /// The fingerprint typefit gives a finding drawn in one place (`CheckContext.fingerprint`).
        static func defaultFingerprint(_ f: TypeFitCheck.Finding) -> String {
            [f.rule, f.file, f.key, f.locale ?? "", f.variant ?? ""].joined(separator: "|")
        }
    }

    /// The document's tables: version 2's scenes, devices and lists of devices, and the uses.
    struct Tables {
        var v2 = JSONReportV2.Tables()
        private(set) var uses: [Use] = []
        private var useIndex: [Data: Int] = [:]
        private let encoder = jsonLineEncoder()

        mutating func finding(_ finding: TypeFitCheck.Finding) throws -> Finding {
            var bySize: [Occurrence] = []
            for model in finding.bySize {
                let occurrence = self.occurrence(model, findingMessage: finding.message)
                if let last = bySize.last, last.isAlike(occurrence) {
                    bySize[bySize.count - 1].categories += occurrence.categories
                } else {
                    bySize.append(occurrence)
                }
            }
            var worst: Finding.Worst?
            if let model = finding.worst {
                let reference = occurrence(model, findingMessage: finding.message)
                // Of sizes that are alike, the smallest is the worst (typefit's choice on a tie).
                let index = bySize.firstIndex { $0.isAlike(reference) && $0.categories.first == model.category }
                worst = index.map(Finding.Worst.index) ?? .occurrence(reference)
            }
            let categories = bySize.flatMap(\.categories) == finding.categories ? nil : finding.categories
            let fingerprint = finding.fingerprint == Finding.defaultFingerprint(finding) ? nil : finding.fingerprint
            let use = Use(catalog: finding.catalog, sourceText: finding.sourceText, element: finding.element,
                          elementFrom: finding.elementFrom, textStyle: finding.textStyle, weight: finding.weight,
                          lineBreakStrategy: finding.lineBreakStrategy, widthFrom: finding.widthFrom, box: finding.box,
                          view: finding.view)
            return Finding(finding: finding, bySize: bySize, worst: worst, devices: v2.deviceSet(finding.devices),
                           use: try index(of: use), categories: categories, fingerprint: fingerprint)
        }

        private mutating func occurrence(_ model: TypeFitCheck.Occurrence, findingMessage: String) -> Occurrence {
            let scene = v2.occurrence(model).scene
            var message: String? = model.message
            var numbers: [String]?
            if model.message == findingMessage {
                message = nil
            } else if let found = MessageNumbers.replacing(findingMessage, toGive: model.message) {
                message = nil
                numbers = found
            }
            return Occurrence(available: JSONReportV3.rounded(model.available), categories: [model.category],
                              measured: JSONReportV3.rounded(model.measured), message: message, messageNumbers: numbers,
                              overflow: JSONReportV3.rounded(model.overflow), pointSize: JSONReportV3.rounded(model.pointSize),
                              scene: scene)
        }

        private mutating func index(of use: Use) throws -> Int {
            let bytes = try encoder.encode(use)
            if let known = useIndex[bytes] { return known }
            uses.append(use)
            useIndex[bytes] = uses.count - 1
            return uses.count - 1
        }
    }
}

/// The numbers in a message: runs of ASCII digits, each with an optional `.` and more digits.
/// An occurrence's message that is the finding's with other numbers in the same places is
/// written as those numbers (`messageNumbers`): "text is 318 pt wide in a 288 pt box" and
/// "text is 291.5 pt wide in a 288 pt box" differ only in ["318", "288"] → ["291.5", "288"].
enum MessageNumbers {
    /// The message cut into its words (between numbers; one more than the numbers) and numbers.
    static func split(_ message: String) -> (words: [Substring], numbers: [Substring]) {
        let scalars = message.unicodeScalars
        var words: [Substring] = []
        var numbers: [Substring] = []
        var wordStart = scalars.startIndex
        var i = scalars.startIndex
        func isDigit(_ index: String.UnicodeScalarView.Index) -> Bool {
            index < scalars.endIndex && ("0"..."9").contains(scalars[index])
        }
        while i < scalars.endIndex {
            guard isDigit(i) else {
                i = scalars.index(after: i)
                continue
            }
            let start = i
            while isDigit(i) { i = scalars.index(after: i) }
            if i < scalars.endIndex, scalars[i] == ".", isDigit(scalars.index(after: i)) {
                i = scalars.index(after: i)
                while isDigit(i) { i = scalars.index(after: i) }
            }
            words.append(Substring(scalars[wordStart..<start]))
            numbers.append(Substring(scalars[start..<i]))
            wordStart = i
        }
        words.append(Substring(scalars[wordStart..<scalars.endIndex]))
        return (words, numbers)
    }

    /// The numbers that, put in place of `template`'s numbers in order, give `message`; nil when
    /// the two differ in more than their numbers.
    static func replacing(_ template: String, toGive message: String) -> [String]? {
        let a = split(template), b = split(message)
        guard a.words == b.words, !b.numbers.isEmpty else { return nil }
        return b.numbers.map(String.init)
    }

    /// `template` with its numbers replaced by `numbers` in order (what a reader does).
    static func filling(_ template: String, with numbers: [String]) -> String? {
        let parts = split(template)
        guard parts.numbers.count == numbers.count else { return nil }
        var out = ""
        for (index, word) in parts.words.enumerated() {
            out += word
            if index < numbers.count { out += numbers[index] }
        }
        return out
    }
}
