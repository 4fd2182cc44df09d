import TypeFitDiagnostics
import TypeFitLocale

/// A string ready to measure: every placeholder replaced by its worst-case sample.
package struct ExpandedText: Hashable, Sendable {
    package var text: String
    /// The value the text was built from (its location is where findings point).
    package var value: CatalogValue
    /// For strings with `%#@name@` substitutions: the plural category chosen for each.
    package var substitutionChoices: [String: PluralCategory]
    /// Where the text measured is written: the chosen form of the first substitution (by name), else the value.
    package var location: SourceLocation
    /// What each placeholder was replaced with, in text order (those of substitution forms in
    /// their place), each distinct pair once.
    package var samples: [PlaceholderSample] = []
}

/// Replaces placeholders with worst-case samples. For each placeholder, the first that answers:
/// the configuration's sample for the key or the specifier (`config`), what the app passes where it
/// uses the key (`CallSiteArgument`, through `ArgumentKinds`), the default.
package struct PlaceholderExpander: Sendable {
    package var samples: PlaceholderSamples
    package var numbers: NumberSamples
    package var argumentSamples: ArgumentSamples
    /// The catalogs' texts of the keys call-site arguments hold (`ArgumentKind.localizedText`);
    /// empty until the check reads the catalogs.
    package var localizedTexts = LocalizedTexts()

    /// Longest padding a field width or precision may produce (`%999999999d` asks for a
    /// gigabyte). Any width past this is already wider than every screen, so the finding is the same.
    package static let maxPadding = 1_000

    /// Once an expansion is this long (UTF-8 bytes), the remaining placeholders stay as written.
    /// No UI text comes near it, and without the cap a 64 KB catalog repeating a 30 KB
    /// substitution thousands of times would expand to gigabytes.
    package static let maxExpansion = 100_000

    package init(samples: PlaceholderSamples = .init(), numbers: NumberSamples = .shared,
                 argumentSamples: ArgumentSamples = .shared) {
        self.samples = samples
        self.numbers = numbers
        self.argumentSamples = argumentSamples
    }

    /// Expands one text. Numbers take the widest value of `category` (or of any category);
    /// `%#@name@` is replaced by `substitute(name)` when it answers, else left as written.
    package func expand(_ text: String, key: String, locale: LocaleTag, category: PluralCategory? = nil,
                        substitute: (String) -> String? = { _ in nil }) -> String {
        var recorded = SampleLog()
        return expand(text, samples: samples.forKey(key), locale: locale, category: category, arguments: CallSite(),
                      recording: &recorded) { name in substitute(name).map { ($0, SampleLog()) } }
    }

    /// The same, with the samples used appended to `recording`; `substitute` answers with the
    /// form's text and the samples in it.
    private func expand(_ text: String, samples: PlaceholderSamples, locale: LocaleTag, category: PluralCategory?,
                        arguments: CallSite, recording: inout SampleLog,
                        substitute: (String) -> (String, SampleLog)?) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var last = 0
        for p in FormatParser.placeholders(in: text) {
            out.append(contentsOf: bytes[last..<p.range.lowerBound])
            if out.count >= PlaceholderExpander.maxExpansion {
                out.append(contentsOf: bytes[p.range])
            } else if p.kind == .substitution {
                if let name = p.substitutionName, let (form, inner) = substitute(name) {
                    out.append(contentsOf: Array(form.utf8))
                    for sample in inner.samples { recording.add(sample) }
                } else {
                    out.append(contentsOf: bytes[p.range])
                }
            } else {
                let (text, origin) = sample(for: p, samples: samples, locale: locale, category: category,
                                            argument: arguments.argument(for: p))
                out.append(contentsOf: Array(text.utf8))
                if let kind = Self.kind(of: p.kind) {
                    recording.add(PlaceholderSample(placeholder: p.spelling, sample: text, kind: kind, origin: origin))
                }
            }
            last = p.range.upperBound
        }
        out.append(contentsOf: bytes[last...])
        return String(decoding: out, as: UTF8.self)
    }

    /// The sample for one placeholder of `key` (`%#@name@` answered by `substitute`).
    package func sample(for p: FormatPlaceholder, key: String, locale: LocaleTag, category: PluralCategory?,
                        substitute: (String) -> String? = { _ in nil }) -> String {
        if p.kind == .substitution { return p.substitutionName.flatMap(substitute) ?? p.spelling }
        return sample(for: p, samples: samples.forKey(key), locale: locale, category: category, argument: nil).text
    }

    /// What a finding calls a placeholder's sample; nil for those that are not one (`%%`, `%#@name@`).
    private static func kind(of kind: PlaceholderKind) -> PlaceholderSample.Kind? {
        switch kind {
        case .signedInteger, .unsignedInteger, .floatingPoint: .number
        case .object, .cString: .text
        case .character: .character
        case .pointer: .pointer
        case .substitution, .percent: nil
        }
    }

    /// `samples` are those of the key (`PlaceholderSamples.forKey`); `argument` what the call site
    /// passes for the placeholder. With the sample's origin.
    private func sample(for p: FormatPlaceholder, samples: PlaceholderSamples, locale: LocaleTag,
                        category: PluralCategory?, argument: CallSiteArgument?) -> (text: String, origin: String) {
        if let configured = samples.override(for: p) { return (padded(configured, p), PlaceholderSample.configOrigin) }
        if let argument, let (text, origin) = callSiteSample(for: p, argument, samples: samples, locale: locale) {
            return (padded(text, p), origin)
        }
        return (defaultSample(for: p, samples: samples, locale: locale, category: category), PlaceholderSample.defaultOrigin)
    }

    /// The sample the call site's argument says, when its kind has one for this specifier: a
    /// number only for a number literal, a `%@` or `%s` for every kind.
    private func callSiteSample(for p: FormatPlaceholder, _ argument: CallSiteArgument, samples: PlaceholderSamples,
                                locale: LocaleTag) -> (String, String)? {
        guard let clue = ArgumentKinds.clue(argument) else { return nil }
        switch clue.kind {
        case .localizedText(let keys):
            guard p.kind == .object || p.kind == .cString else { return nil }
            return localizedTexts.widest(keys, locale: locale).map { ($0, clue.origin) }
        case .composed(let parts):
            guard p.kind == .object || p.kind == .cString else { return nil }
            let text = parts.map { part in
                switch part {
                case .text(let text): return text
                case .value(.localizedText(let keys)?): return localizedTexts.widest(keys, locale: locale) ?? samples.object
                case .value(let kind?): return argumentSamples.sample(kind, locale: locale, samples: samples) ?? samples.object
                case .value(nil): return samples.object
                }
            }.joined()
            return (text, clue.origin)
        default:
            break
        }
        switch (p.kind, clue.kind) {
        case (.object, _), (.cString, _), (.signedInteger, .number), (.unsignedInteger, .number), (.floatingPoint, .number):
            return argumentSamples.sample(clue.kind, locale: locale, samples: samples).map { ($0, clue.origin) }
        default:
            return nil
        }
    }

    private func defaultSample(for p: FormatPlaceholder, samples: PlaceholderSamples, locale: LocaleTag,
                               category: PluralCategory?) -> String {
        let digits = samples.maxDigits
        let max = NumberSamples.largest(digits: digits)
        let text: String
        switch p.kind {
        case .percent: return "%"
        case .substitution: return p.spelling
        case .object, .cString: text = samples.object
        case .character: text = samples.character
        case .pointer: text = "0x7ffee4c0a9f8"
        case .signedInteger:
            text = numbers.sample(locale: locale, category: category, maxDigits: digits)
        case .unsignedInteger:
            let last = p.conversion.last
            if last == "x" || last == "X" {
                text = String(max, radix: 16, uppercase: last == "X")
            } else if last == "o" || last == "O" {
                text = String(max, radix: 8)
            } else {
                text = numbers.sample(locale: locale, category: category, maxDigits: digits)
            }
        case .floatingPoint:
            let last = p.conversion.last
            let fraction = min(p.precision ?? 6, PlaceholderExpander.maxPadding)
            if last == "e" || last == "E" || last == "a" || last == "A" {
                // Scientific notation is written with ASCII digits by printf; the exponent is the bound's.
                let exponent = digits - 1
                text = "9." + String(repeating: "9", count: fraction) + (last == "E" ? "E+" : "e+")
                    + (exponent < 10 ? "0" : "") + String(exponent)
            } else if last == "g" || last == "G" {
                text = numbers.sample(locale: locale, category: category, fractionDigits: 0, maxDigits: digits)
            } else {
                text = numbers.sample(locale: locale, category: category, fractionDigits: min(fraction, 12), maxDigits: digits)
            }
        }
        return padded(text, p)
    }

    private func padded(_ text: String, _ p: FormatPlaceholder) -> String {
        guard let width = p.width else { return text }
        let missing = min(width, PlaceholderExpander.maxPadding) - text.unicodeScalars.count
        guard missing > 0 else { return text }
        let pad = String(repeating: " ", count: missing)
        return p.flags.contains("-") ? text + pad : pad + text
    }

    /// Every full text a value can show: for a value with `%#@name@` substitutions, one text per
    /// combination of the substitutions' plural forms in the same locale (and device); for a
    /// value that is itself a substitution form, nothing (it is measured inside its string).
    /// `locale` overrides the value's own (use it for `Base`). `arguments`: what the call site passes
    /// for the key's format arguments, by position; a substitution form's own specifiers take one
    /// only when they name its position (`%2$@`), since its `%arg` counts from the form.
    package func expand(_ value: CatalogValue, in entry: CatalogEntry, locale: LocaleTag? = nil,
                        arguments: [CallSiteArgument] = []) -> [ExpandedText] {
        guard value.path.substitution == nil else { return [] }
        let tag = locale ?? value.localeTag
        let names = FormatParser.placeholders(in: value.text).compactMap(\.substitutionName)
        var forms: [String: [CatalogValue]] = [:]
        for other in entry.values(for: value.locale) where other.path.device == value.path.device {
            if let name = other.path.substitution, names.contains(name) { forms[name, default: []].append(other) }
        }
        var combinations: [[String: CatalogValue]] = [[:]]
        for name in Set(names).sorted() {
            guard let options = forms[name], !options.isEmpty else { continue }
            // Cap the product: two substitutions of six forms each are 36 texts, enough.
            combinations = combinations.flatMap { partial in options.map { partial.merging([name: $0]) { a, _ in a } } }
                .prefix(256).map { $0 }
        }
        let keyed = samples.forKey(value.key)
        let passed = CallSite(arguments)
        var positional = passed
        positional.positionalOnly = true
        return combinations.map { choice in
            var recorded = SampleLog()
            let text = expand(value.text, samples: keyed, locale: tag, category: value.pluralCategory, arguments: passed,
                              recording: &recorded) { name in
                guard let form = choice[name] else { return nil }
                var inner = SampleLog()
                let text = expand(form.resolvedFormatText, samples: keyed, locale: tag,
                                  category: form.path.substitutionPlural, arguments: positional, recording: &inner) { _ in nil }
                return (text, inner)
            }
            var choices: [String: PluralCategory] = [:]
            for (name, form) in choice { choices[name] = form.path.substitutionPlural }
            let measured = choice.keys.sorted().first.flatMap { choice[$0]?.location } ?? value.location
            return ExpandedText(text: text, value: value, substitutionChoices: choices, location: measured,
                                samples: recorded.samples)
        }
    }
}

/// A call site's arguments by position, as one expansion looks them up.
private struct CallSite {
    private var byPosition: [Int: CallSiteArgument] = [:]
    /// Only specifiers that name their position take an argument (those of a substitution form).
    var positionalOnly = false

    init(_ arguments: [CallSiteArgument] = []) {
        for argument in arguments where byPosition[argument.position] == nil { byPosition[argument.position] = argument }
    }

    func argument(for p: FormatPlaceholder) -> CallSiteArgument? {
        guard !byPosition.isEmpty, let position = p.argument, !positionalOnly || p.isPositional else { return nil }
        return byPosition[position]
    }
}

/// The samples of one expansion in text order, each distinct one once (a string repeating
/// `%d` a thousand times measured one sample).
private struct SampleLog {
    private(set) var samples: [PlaceholderSample] = []
    private var seen: Set<PlaceholderSample> = []

    mutating func add(_ sample: PlaceholderSample) {
        if seen.insert(sample).inserted { samples.append(sample) }
    }
}
