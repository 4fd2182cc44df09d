import TypeFitCatalog
import TypeFitDiagnostics

/// What the source text of a key is held to by the project's target languages: its length in
/// characters (which picks the band of `TranslationExpansion`) and how much longer each target
/// language is expected to be. Set on the cells of a key's source text only.
package struct SourceHeadroom: Sendable, Equatable {
    package struct Target: Sendable, Equatable {
        package var locale: String
        package var ratio: TranslationExpansion.Ratio
    }

    package var characters: Int
    package var targets: [Target]

    /// The source `text`'s targets: the project's `locales` but its own `sourceLocale` and those
    /// that already have a translation of the key (`translated`), which the check measures itself.
    /// Nil when none is left.
    package static func of(_ text: String, sourceLocale: String, locales: [String], translated: Set<String>,
                           expansion: TranslationExpansion) -> SourceHeadroom? {
        let characters = TranslationExpansion.characters(text)
        let targets = locales.filter { $0 != sourceLocale && !translated.contains($0) }.map {
            Target(locale: $0, ratio: expansion.ratio($0, sourceCharacters: characters))
        }
        return targets.isEmpty || characters == 0 ? nil : SourceHeadroom(characters: characters, targets: targets)
    }
}

/// The source text fits, but leaves less room than the project's target languages that have no
/// translation of it yet need: the overflow a translation will bring, seen on the pull request
/// that adds the source string. A language that has one is measured by the check itself.
package struct SourceHeadroomRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "source-headroom", name: "Source headroom",
        summary: "The source text fits, but leaves less room than the project's untranslated target languages need.",
        help: """
            Judged on the source language only, where its text fits, for each target language of the project \
            that has no translation of the key yet (one that has is measured as it is): it is expected to be \
            longer by the project's own translations of source texts of similar length (IBM's bands: up to 10 \
            characters, 11–20, 21–30, 31–50, 51–70, over 70; from 5 translated keys in the band, else over every \
            length), or, for a language with fewer, by the published expectation for the band (W3C, "Text size \
            in translation", quoting IBM: 100 % more up to 10 characters down to 30 % more over 70). A one-line \
            box must hold the text that much wider (after any shrinking the element allows); a box of N lines, \
            N lines' worth of it (word breaks not counted: an estimate). The languages that would not fit are \
            named. Shorten the source, or give the element room before it is translated.
            """,
        defaultSeverity: .warning,
        // Test font (RuleExample), 10 pt: "Save" = 6 + 3 × 5 = 21 pt, 4 characters. The project's other
        // key is translated into German; "example" is not: German is a target language with one key,
        // too few to measure, so the published 200 % for up to 10 characters applies: 42 pt. With
        // U+13000 put first: 28 pt, 5 characters, 56 pt.
        triggeringExamples: [
            RuleExample("\"Save\" (21 pt) fits a 1-line 30 pt button; German, not translated yet, is expected at 200 %: 42 pt.",
                        catalog: Self.example(hint: "button lines=1 width=30 font=10"),
                        triggers: "the source leaves 9 pt of its 30 pt box; de would need 42 pt "
                            + "(200 %, published for up to 10 characters)",
                        astral: "the source leaves 2 pt of its 30 pt box; de would need 56 pt "
                            + "(200 %, published for up to 10 characters)"),
        ],
        nonTriggeringExamples: [
            RuleExample("\"Save\" in a 1-line 100 pt button leaves room for 200 %.",
                        catalog: Self.example(hint: "button lines=1 width=100 font=10")),
            RuleExample("A label with no line limit grows with its text.",
                        catalog: Self.example(hint: "multiline-label lines=0 width=30 font=10")),
            RuleExample("German has a translation of the key: the check measures it instead.",
                        catalog: Self.example(hint: "button lines=1 width=30 font=10", translated: true)),
        ])

    /// Two keys of a String Catalog: "example", "Save" in English with `hint` (and "Sichern" in
    /// German when `translated`), and "other", translated into German.
    private static func example(hint: String, translated: Bool = false) -> String {
        func unit(_ text: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(text)"}}"# }
        let german = translated ? #", "de": \#(unit("Sichern"))"# : ""
        return #""example": {"comment": "typefit: \#(hint)", "localizations": {"en": \#(unit("Save"))\#(german)}}, "#
            + #""other": {"comment": "typefit: label width=300 font=10", "localizations": {"en": \#(unit("Open")), "de": \#(unit("Öffnen"))}}"#
    }

    /// It judges the source's fitting cells only, which the pipeline makes for the source text
    /// alone (`SourceHeadroom` set): no translation needs them.
    package static func judgesFittingCells(widthVariant: Bool) -> Bool { false }

    package func evaluate(_ cell: Cell) -> Violation? {
        guard let headroom = cell.headroom, cell.problem == nil, cell.layoutKnown else { return nil }
        let geometry = cell.geometry
        // What the box holds, in points of one line of text: its line width (a one-line text
        // shrunk as far as the element allows), once per line shown.
        guard geometry.lineLimit > 0 else { return nil }
        let capacity = Double(geometry.lineLimit) * geometry.lineWidth
        let need = geometry.lineLimit == 1 ? cell.naturalWidth : cell.text.lineWidths.reduce(0, +)
        var short: [Short] = []
        for target in headroom.targets {
            let projected = need * Double(target.ratio.percent) / 100
            if projected > capacity + FitProblem.epsilon { short.append(Short(target: target, need: projected)) }
        }
        short.sort { $0.need != $1.need ? $0.need > $1.need : $0.target.locale < $1.target.locale }
        guard let worst = short.first else { return nil }
        let found = Shortfall(band: TranslationExpansion.Band(characters: headroom.characters), lines: geometry.lineLimit,
                              wrap: geometry.lineWidth, capacity: capacity, need: need, short: short)
        let measured = found.lines == 1 ? Figures(width: worst.need) : Figures(lines: found.linesNeeded(worst.need))
        let available = found.lines == 1 ? Figures(width: capacity) : Figures(lines: found.lines)
        return Violation(message: found.message, measured: measured, available: available, overflow: worst.need - capacity)
    }

    /// A target language the box is short for, and what it would need (points of one line).
    struct Short: Sendable {
        var target: SourceHeadroom.Target
        var need: Double
    }

    /// The figures of a finding, written into its message only when asked for.
    struct Shortfall: Sendable {
        var band: TranslationExpansion.Band
        var lines: Int
        var wrap: Double
        var capacity: Double
        var need: Double
        /// Longest need first.
        var short: [Short]

        func linesNeeded(_ points: Double) -> Int { Int((points / max(wrap, FitProblem.epsilon)).rounded(.up)) }

        var message: String {
            let box = lines == 1 ? "\(Format.points(capacity)) pt box" : "\(lines) lines of \(Format.points(wrap)) pt"
            var named: [String] = []
            for item in short.prefix(3) {
                let figure = lines == 1 ? "\(Format.points(item.need)) pt" : "\(linesNeeded(item.need)) lines"
                let origin = item.target.ratio.isMeasured ? "in this project" : "published for \(band.description)"
                named.append("\(item.target.locale) would need \(figure) (\(item.target.ratio.percent) %, \(origin))")
            }
            let more = short.count > 3 ? " and \(short.count - 3) more" : ""
            return "the source leaves \(Format.points(capacity - need)) pt of its \(box); "
                + named.joined(separator: ", ") + more
        }
    }
}
