/// `POST /v1/measure`: one text in one font, optionally in a width and a line limit.
struct MeasureDocument: RequestDocument {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case text, locale, size, style, category, weight, width, maxLines, leading, direction, lineBreakStrategy
    }

    static var fieldNames: [String] { CodingKeys.allCases.map(\.rawValue) }

    let text: String
    let locale: String?
    let size: Double?
    let style: String?
    let category: String?
    let weight: String?
    let width: Double?
    let maxLines: Int?
    let leading: Double?
    let direction: String?
    let lineBreakStrategy: String?
}

/// `POST /v1/fit`: one translation of one key, checked in the project's layout everywhere.
struct FitDocument: RequestDocument {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case key, locale, text, source, comment, variant, sizes, devices, check, draw
    }

    static var fieldNames: [String] { CodingKeys.allCases.map(\.rawValue) }

    let key: String
    let locale: String
    let text: String
    /// The source-language text; by default the project catalog's.
    let source: String?
    /// The key's comment (it may carry `typefit:` hints); by default the project catalog's.
    let comment: String?
    /// Which variant `text` is (`plural=one`, `device=ipad`); by default the plain string.
    let variant: String?
    let sizes: [String]?
    let devices: [String]?
    /// False: only the draft's room in each use's tightest box, without the check over the whole
    /// matrix (what a page asks on every keystroke); by default true.
    let check: Bool?
    /// True: each use's room carries the draft drawn in its box (an SVG document).
    let draw: Bool?
}

/// `POST /v1/check`: a catalog file's content, checked like `typefit check` checks a file.
struct CheckDocument: RequestDocument {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, content, contentBase64, locale, locales, sizes, devices
    }

    static var fieldNames: [String] { CodingKeys.allCases.map(\.rawValue) }

    /// The file's name: its extension picks the reader, an `xx.lproj/` folder the locale. It is a
    /// label only; the server never opens it.
    let name: String
    let content: String?
    /// The content as base64, for bytes that are not UTF-8 (a UTF-16 `.strings`).
    let contentBase64: String?
    /// The locale of a `.strings` or `.stringsdict` (default: from `name`, else the source locale).
    let locale: String?
    let locales: [String]?
    let sizes: [String]?
    let devices: [String]?
}
