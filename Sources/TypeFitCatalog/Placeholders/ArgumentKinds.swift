/// What kind of value a call-site argument is, as far as its literal, its declared type or its
/// name tell; each kind has its own sample (`ArgumentSamples`).
package enum ArgumentKind: Hashable, Sendable {
    /// A string literal: measured as written.
    case literal(String)
    /// A number literal: measured as written.
    case number(String)
    case date
    /// A byte count, shown as `ByteCountFormatter` writes it.
    case byteCount
    /// A device's model name.
    case deviceModel
    /// The kind of device, as `UIDevice.model` names it ("iPhone", "iPad").
    case deviceClass
    case languageName
    case regionName
    /// A person's or an account's name: the long personal name.
    case personName
    /// An app's version or build number.
    case version
    /// A whole number shown as text (`count.humanized()`, `String(count)`, an `Int` given to
    /// `%@`): measured as the widest number a `%d` is.
    case count
    /// A number with a fraction shown as text: a number formatter's output, an amount, a balance
    /// or a price. Measured as the widest number of `maxDigits` digits written with two fraction digits.
    case decimal
    /// A literal with interpolations: its text with each interpolated value's kind (nil: the
    /// default `%@` sample), joined.
    case composed([ComposedPart])
    /// A short code: a currency or ticker symbol, a language or country code.
    case shortCode
    /// One of the app's own localized texts, by their keys (`CallSiteArgument.keys`): measured
    /// as the widest of them in the locale.
    case localizedText([String])
}

/// A piece of a `composed` argument.
package enum ComposedPart: Hashable, Sendable {
    case text(String)
    /// An interpolated value's kind; nil when nothing says (the default `%@` sample).
    case value(ArgumentKind?)
}

/// Which kind a call-site argument is: a literal is itself (unless it is itself a format, passed
/// on to be formatted again); else a documented member of a platform type, its declared type, or
/// the words of its name decide, by the tables below. The name rules are an **estimate** (a `size` may be a
/// font size, a `model` a view model): a team that knows better sets `placeholders.samples` or
/// `placeholders.keys`, which win over anything read at the call site.
package enum ArgumentKinds {
    /// How an argument's kind was found, for a finding to say: "call-site literal at App/Upload.swift:42:31",
    /// "call-site type Date at App/Feed.swift:9:20", "call-site name fileSize at App/Upload.swift:42:31",
    /// "call-site the widest of the 4 texts title holds at App/Poll.swift:12:40". Every origin ends
    /// with the place, so a report can name its file as it names the others (`ReportPaths`).
    package struct Clue: Hashable, Sendable {
        package var kind: ArgumentKind
        package var origin: String
    }

    /// Members of platform types whose values Apple documents: `UIDevice.model` and
    /// `localizedModel` are "iPhone", "iPod touch", "iPad"
    /// (developer.apple.com/documentation/uikit/uidevice/model), not a model's marketing name.
    static let members: [String: ArgumentKind] = ["UIDevice.model": .deviceClass, "UIDevice.localizedModel": .deviceClass]

    /// A name of several words that is one of `members`' own (`localizedModel`) most likely holds
    /// that member's value, passed on (`state.localizedModel`); a one-word name (`model`) says less
    /// and goes by `words`.
    static let memberNames: [String: ArgumentKind] = {
        var names: [String: ArgumentKind] = [:]
        for (member, kind) in members {
            guard let name = member.split(separator: ".").last.map(String.init), words(of: name).count > 1 else { continue }
            names[name] = kind
        }
        return names
    }()

    /// Declared types that say what a value is. A formatter's type stands for what it writes
    /// (`formatter.string(from: d)` with `formatter: DateFormatter`).
    static let types: [String: ArgumentKind] = [
        "Date": .date, "NSDate": .date, "DateComponents": .date, "DateFormatter": .date, "ISO8601DateFormatter": .date,
        "ByteCountFormatter": .byteCount, "Measurement<UnitInformationStorage>": .byteCount,
        "Locale": .languageName, "Locale.Language": .languageName, "Locale.Region": .regionName,
        "PersonNameComponents": .personName, "UIDevice": .deviceModel,
        "NumberFormatter": .decimal,
    ]

    /// Number types: a whole number or one with a fraction, unless its name says more
    /// (`fileSize: Int64` is a byte count).
    static let numberTypes: [String: ArgumentKind] = [
        "Int": .count, "Int64": .count, "Int32": .count, "UInt": .count, "UInt64": .count, "NSInteger": .count,
        "NSUInteger": .count,
        "Double": .decimal, "Float": .decimal, "CGFloat": .decimal, "Decimal": .decimal, "NSDecimalNumber": .decimal,
        "NSNumber": .decimal,
    ]

    /// Words of a name, each with its kind, in order of precedence: `deviceName` is a device's,
    /// `languageName` a language's, not a person's. `compound`: the word may also be part of one
    /// lowercase word (`username`, `filesize`); `date` may not (`update`).
    static let words: [(word: String, kind: ArgumentKind, compound: Bool)] = [
        ("date", .date, false),
        // `count` alone or as a last word (`unreadCount`), never inside one (`account`).
        ("count", .count, false),
        // A code, not a name: `tokenSymbol`, `currencyCode`, `countryCode` (before `country`).
        ("symbol", .shortCode, false), ("ticker", .shortCode, false), ("code", .shortCode, false),
        // Money words: a value, not a name (`balance`, `amountText`, `totalPrice`).
        ("amount", .decimal, true), ("balance", .decimal, true), ("price", .decimal, true),
        ("version", .version, true), ("build", .version, false),
        ("bytes", .byteCount, true), ("byte", .byteCount, false), ("size", .byteCount, true),
        ("device", .deviceModel, true), ("model", .deviceModel, true),
        ("language", .languageName, true), ("locale", .languageName, true),
        ("region", .regionName, true), ("country", .regionName, true),
        ("name", .personName, true), ("user", .personName, true), ("author", .personName, true),
        ("account", .personName, true), ("sender", .personName, true), ("owner", .personName, true),
        ("recipient", .personName, true), ("contact", .personName, true), ("member", .personName, true),
        ("person", .personName, true),
    ]

    /// The kind of `argument` and how it was found; nil when nothing about it says (an expression
    /// of a type and name no table knows: the default sample).
    package static func clue(_ argument: CallSiteArgument) -> Clue? {
        let place = argument.location.description
        if let literal = argument.literal {
            // `String(format: f, "%1$@")` hands a specifier on to a later format: not what is shown.
            guard FormatParser.placeholders(in: literal).allSatisfy({ $0.kind == .percent }) else { return nil }
            return Clue(kind: .literal(literal), origin: "call-site literal at \(place)")
        }
        if let number = argument.number { return Clue(kind: .number(number), origin: "call-site literal at \(place)") }
        if let keys = argument.keys, !keys.isEmpty {
            let texts = keys.count == 1 ? "the text of '\(keys[0])'" : "the widest of the \(keys.count) texts"
            return Clue(kind: .localizedText(keys), origin: "call-site \(texts) \(argument.name ?? "it") holds at \(place)")
        }
        if let parts = argument.parts {
            let kinds = parts.map { part -> ComposedPart in
                switch part {
                case .text(let text): return .text(text)
                case .value(let value): return .value(clue(value)?.kind)
                }
            }
            // Only what some part says beats the default: `"\(title)"` alone stays a title.
            let says = kinds.contains {
                switch $0 {
                case .text: true
                case .value(let kind): kind != nil
                }
            }
            if says {
                return Clue(kind: .composed(kinds), origin: "call-site interpolation at \(place)")
            }
            return nil
        }
        if let owner = argument.owner, let name = argument.name, let kind = members[normalized(owner) + "." + name] {
            return Clue(kind: kind, origin: "call-site member \(normalized(owner)).\(name) at \(place)")
        }
        if let type = argument.type, let kind = kind(ofType: normalized(type)) {
            return Clue(kind: kind, origin: "call-site type \(type) at \(place)")
        }
        if let name = argument.name, let kind = memberNames[name] ?? kind(ofName: name) {
            return Clue(kind: kind, origin: "call-site name \(name) at \(place)")
        }
        if let type = argument.type, let kind = numberTypes[normalized(type)] {
            return Clue(kind: kind, origin: "call-site type \(type) at \(place)")
        }
        return nil
    }

    /// The kinds of a call site's arguments by position, those measured otherwise than the
    /// default only: two uses of a key with the same kinds are measured with the same samples. A
    /// person's name is the default object sample, so it is left out as no clue is.
    package static func kinds(_ arguments: [CallSiteArgument]?) -> [Int: ArgumentKind] {
        var kinds: [Int: ArgumentKind] = [:]
        for argument in arguments ?? [] where kinds[argument.position] == nil {
            if let clue = clue(argument), clue.kind != .personName { kinds[argument.position] = clue.kind }
        }
        return kinds
    }

    /// The kind a declared type says, by `types`. An app's own formatter named after Foundation's
    /// (`CoinNumberFormatter`, `ShortDateFormatter`: Cocoa's convention names a formatter for what
    /// it formats, like its `NumberFormatter` and `DateFormatter` subclasses) writes what the one
    /// its name ends with writes.
    static func kind(ofType type: String) -> ArgumentKind? {
        if let kind = types[type] { return kind }
        guard type.hasSuffix("Formatter") else { return nil }
        let named = types.keys.filter { $0.hasSuffix("Formatter") && type.hasSuffix($0) }.max { $0.count < $1.count }
        return named.flatMap { types[$0] }
    }

    /// The kind the words of a name say, by `words`.
    package static func kind(ofName name: String) -> ArgumentKind? {
        let parts = words(of: name)
        for entry in words {
            for part in parts where part == entry.word
                || entry.compound && part.count > entry.word.count && (part.hasPrefix(entry.word) || part.hasSuffix(entry.word)) {
                return entry.kind
            }
        }
        return nil
    }

    /// `fileSize` → file, size; `user_name` → user, name; `URLString` → url, string.
    static func words(of name: String) -> [String] {
        var parts: [String] = []
        var current = ""
        let scalars = Array(name.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            let upper = scalar.properties.isUppercase
            let nextLower = i + 1 < scalars.count && scalars[i + 1].properties.isLowercase
            let previousUpper = i > 0 && scalars[i - 1].properties.isUppercase
            if scalar == "_" || scalar == "$" {
                if !current.isEmpty { parts.append(current) }
                current = ""
                continue
            }
            // A new word at a capital after a lowercase letter, or at the last capital of a run before lowercase.
            if upper, !current.isEmpty, !previousUpper || nextLower {
                parts.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { parts.append(current) }
        return parts.map { $0.lowercased() }
    }

    /// A type as the table spells it: no spaces, no optional marks, no `Foundation.` prefix.
    static func normalized(_ type: String) -> String {
        var text = String(type.filter { !$0.isWhitespace })
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        if text.hasPrefix("Foundation.") { text.removeFirst("Foundation.".count) }
        return text
    }
}
