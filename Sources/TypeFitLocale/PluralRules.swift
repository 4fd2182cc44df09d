import CTypeFitICU

/// A CLDR plural category.
public enum PluralCategory: String, CaseIterable, Sendable, Codable, Comparable {
    case zero, one, two, few, many, other

    public static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// CLDR plural rules of one locale, from ICU.
package struct PluralRules: Sendable {
    package let locale: LocaleTag
    package let ordinal: Bool

    package init(locale: LocaleTag, ordinal: Bool = false) {
        self.locale = locale
        self.ordinal = ordinal
    }

    /// The categories the locale distinguishes, in CLDR order (English: one, other; Arabic: all six).
    package func categories() throws -> [PluralCategory] {
        let text = try ICUAnswers.answer(.init(question: .pluralCategories, locale: locale.identifier, ordinal: ordinal)) {
            try categoriesText()
        }
        return text.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }
    }

    private func categoriesText() throws -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        var status: Int32 = 0
        let n = locale.identifier.withCString {
            tf_plural_categories($0, ordinal ? 1 : 0, &buffer, Int32(buffer.count), &status)
        }
        guard n >= 0 else { throw ICUError(code: status, operation: "plural categories") }
        return String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The category `number` falls in when shown with `fractionDigits` decimals
    /// (in English 1 is "one" but 1.0 is "other").
    package func category(for number: Double, fractionDigits: Int = 0) throws -> PluralCategory {
        let key = ICUAnswers.Question(question: .pluralCategory, locale: locale.identifier, ordinal: ordinal, number: number,
                                      digits: fractionDigits)
        let keyword = try ICUAnswers.answer(key) { try self.keyword(for: number, fractionDigits: fractionDigits) }
        guard let category = PluralCategory(rawValue: keyword) else {
            throw ICUError(code: 0, operation: "plural selection (unknown keyword \(keyword))")
        }
        return category
    }

    private func keyword(for number: Double, fractionDigits: Int) throws -> String {
        var buffer = [CChar](repeating: 0, count: 16)
        var status: Int32 = 0
        let n = locale.identifier.withCString {
            tf_plural_category($0, ordinal ? 1 : 0, number, Int32(clamping: fractionDigits), &buffer,
                               Int32(buffer.count), &status)
        }
        guard n >= 0 else { throw ICUError(code: status, operation: "plural selection") }
        return String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Numbers written the way a locale writes them: its digits, decimal mark and grouping.
package enum NumberFormat {
    /// Each number's cardinal plural category and its text with grouping, as `PluralRules.category`
    /// and `format` give them one by one, from one formatter: choosing a locale's widest sample
    /// asks about hundreds of numbers. Nil for a text longer than 64 code units. Not kept in `ICUAnswers`; the caller keeps what it picks.
    package static func samples(_ numbers: [Double], locale: LocaleTag,
                                fractionDigits: Int = 0) throws -> [(category: PluralCategory, text: String)?] {
        let stride = 64
        var categories = [UInt8](repeating: 0, count: numbers.count)
        var texts = [UInt16](repeating: 0, count: numbers.count * stride)
        var lengths = [Int32](repeating: 0, count: numbers.count)
        var status: Int32 = 0
        let result = locale.identifier.withCString {
            tf_number_samples($0, Int32(clamping: fractionDigits), numbers, Int32(numbers.count), &categories, &texts,
                              Int32(stride), &lengths, &status)
        }
        guard result == 0 else { throw ICUError(code: status, operation: "number formatting") }
        return numbers.indices.map { i in
            guard lengths[i] >= 0, let category = PluralCategory.allCases.dropFirst(Int(categories[i])).first else { return nil }
            return (category, String(decoding: texts[i * stride ..< i * stride + Int(lengths[i])], as: UTF16.self))
        }
    }

    package static func format(_ number: Double, locale: LocaleTag, fractionDigits: Int = 0,
                              grouping: Bool = true) throws -> String {
        let key = ICUAnswers.Question(question: .number, locale: locale.identifier, number: number, digits: fractionDigits,
                                      grouping: grouping)
        return try ICUAnswers.answer(key) { try formatted(number, locale: locale, fractionDigits: fractionDigits, grouping: grouping) }
    }

    private static func formatted(_ number: Double, locale: LocaleTag, fractionDigits: Int, grouping: Bool) throws -> String {
        var buffer = [UInt16](repeating: 0, count: 64)
        var status: Int32 = 0
        var n = call(number, locale, fractionDigits, grouping, &buffer, &status)
        if n > Int32(buffer.count) {
            buffer = [UInt16](repeating: 0, count: Int(n) + 1)
            n = call(number, locale, fractionDigits, grouping, &buffer, &status)
        }
        guard n >= 0 else { throw ICUError(code: status, operation: "number formatting") }
        return String(decoding: buffer.prefix(Int(n)), as: UTF16.self)
    }

    private static func call(_ number: Double, _ locale: LocaleTag, _ fractionDigits: Int, _ grouping: Bool,
                             _ buffer: inout [UInt16], _ status: inout Int32) -> Int32 {
        locale.identifier.withCString {
            tf_format_number($0, number, Int32(clamping: fractionDigits), grouping ? 1 : 0, &buffer,
                             Int32(buffer.count), &status)
        }
    }
}
