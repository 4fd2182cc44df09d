/// Writes catalogs as one XLIFF 1.2 document for one target locale, as Xcode exports one: a
/// `<file original="…" source-language="…" target-language="…" datatype="plaintext">` per
/// catalog, a `<trans-unit>` per value of the target locale with the source's text in `<source>`,
/// the target's in `<target state="translated">` and the key's comment in `<note>`.
///
/// Unit ids follow Xcode's schemes (`XLIFFUnitID` reads both): a plain value's id is its key;
/// a variant of a String Catalog key is `key|==|device.iphone.plural.one` or
/// `key|==|substitutions.count.plural.few`; of a `.stringsdict` key,
/// `/key:dict/NSStringLocalizedFormatKey:dict/:string`, `/key:dict/count:dict/one:dict/:string`,
/// `/key:dict/NSStringDeviceSpecificRuleType:dict/ipad:dict/:string` or
/// `/key:dict/NSStringVariableWidthRuleType:dict/20:dict/:string`.
package enum XLIFFWriter {
    package static func text(_ catalogs: [Catalog], locale: String) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">

            """
        for catalog in catalogs {
            let original = catalog.format == .xliff ? catalog.name : catalog.files.first.map(fileName) ?? catalog.name
            out += "  <file original=\"\(XMLText.escaped(original))\" source-language=\"\(XMLText.escaped(catalog.sourceLanguage))\""
                + " target-language=\"\(XMLText.escaped(locale))\" datatype=\"plaintext\">\n"
            out += "    <header>\n      <tool tool-id=\"typefit\" tool-name=\"typefit pseudo\"/>\n    </header>\n    <body>\n"
            let stringsdict = original.hasSuffix(".stringsdict")
            for entry in catalog.entries {
                let source = entry.values(for: catalog.sourceLanguage)
                for value in entry.values(for: locale) where !value.isFallback {
                    guard let id = unitID(entry.key, value.path, stringsdict: stringsdict) else { continue }
                    // A plural category the pseudo-locale added has the source text it was made from.
                    let group = source.filter { $0.pluralCategory != nil && $0.path.pluralGroup == value.path.pluralGroup }
                    let sourceText = (source.first { $0.path == value.path } ?? group.first { $0.pluralCategory == .other }
                        ?? group.last)?.text ?? ""
                    out += "      <trans-unit id=\"\(XMLText.escaped(id))\" xml:space=\"preserve\""
                        + (entry.shouldTranslate ? "" : " translate=\"no\"") + ">\n"
                    out += "        <source>\(XMLText.escaped(sourceText))</source>\n"
                    out += "        <target state=\"translated\">\(XMLText.escaped(value.text))</target>\n"
                    if let comment = entry.comment { out += "        <note>\(XMLText.escaped(comment))</note>\n" }
                    out += "      </trans-unit>\n"
                }
            }
            out += "    </body>\n  </file>\n"
        }
        return out + "</xliff>\n"
    }

    /// The id Xcode gives this variant of `key`; nil for a variant the scheme cannot name (a
    /// width in a String Catalog's scheme).
    package static func unitID(_ key: String, _ path: VariationPath, stringsdict: Bool) -> String? {
        if stringsdict {
            let head = "/\(key):dict/"
            if let width = path.width { return head + "NSStringVariableWidthRuleType:dict/\(width):dict/:string" }
            if let device = path.device, path.substitution == nil, path.plural == nil {
                return head + "NSStringDeviceSpecificRuleType:dict/\(device):dict/:string"
            }
            if path.device == nil, path.plural == nil {
                if let name = path.substitution, let category = path.substitutionPlural {
                    return head + "\(name):dict/\(category.rawValue):dict/:string"
                }
                if path.isBase { return head + "NSStringLocalizedFormatKey:dict/:string" }
            }
        }
        guard path.width == nil else { return nil }
        guard !path.isBase else { return key }
        var parts: [String] = []
        if let device = path.device { parts += ["device", device] }
        if let plural = path.plural { parts += ["plural", plural.rawValue] }
        if let name = path.substitution {
            parts += ["substitutions", name]
            if let plural = path.substitutionPlural { parts += ["plural", plural.rawValue] }
        }
        return key + "|==|" + parts.joined(separator: ".")
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
