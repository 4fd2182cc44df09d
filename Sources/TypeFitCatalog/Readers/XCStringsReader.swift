import TypeFitDiagnostics
import TypeFitLocale

/// Reads Xcode String Catalogs (`.xcstrings`, versions 1.0 and 1.1) with the location of every value.
package enum XCStringsReader {
    /// The devices Xcode offers in `variations.device`.
    static let devices: Set<String> = ["iphone", "ipod", "ipad", "mac", "applewatch", "appletv", "applevision", "other"]

    package static func read(path: String) throws(InputProblem) -> Catalog {
        try read(bytes: FileBytes.read(path), path: path)
    }

    package static func read(bytes: [UInt8], path: String) throws(InputProblem) -> Catalog {
        let lines = LineIndex(file: path, bytes: bytes)
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw InputProblem(error.message, at: lines.location(error.offset))
        }
        var reader = Walker(lines: lines)
        return try reader.catalog(root, path: path)
    }

    private struct Walker {
        let lines: LineIndex

        func fail(_ message: String, _ node: JSONNode) -> InputProblem {
            InputProblem(message, at: lines.location(node.offset))
        }

        func object(_ node: JSONNode, _ what: String) throws(InputProblem) -> [JSONMember] {
            guard let m = node.members else { throw fail("\(what) must be an object, found \(node.typeName)", node) }
            return m
        }

        func string(_ node: JSONNode, _ what: String) throws(InputProblem) -> String {
            guard let s = node.stringValue else { throw fail("\(what) must be a string, found \(node.typeName)", node) }
            return s
        }

        mutating func catalog(_ root: JSONNode, path: String) throws(InputProblem) -> Catalog {
            let top = try object(root, "the catalog")
            var sourceLanguage = "en"
            var version: String?
            var stringsNode: JSONNode?
            for member in top {
                switch member.key {
                case "sourceLanguage": sourceLanguage = try string(member.value, "\"sourceLanguage\"")
                case "version":
                    version = try string(member.value, "\"version\"")
                case "strings": stringsNode = member.value
                default: continue
                }
            }
            if let version, !(version == "1" || version.hasPrefix("1.")) {
                throw fail("unsupported String Catalog version \"\(version)\" (typefit reads 1.x)",
                           top.first { $0.key == "version" }?.value ?? root)
            }
            guard let stringsNode else { throw fail("the catalog has no \"strings\" object", root) }
            var locales: Set<String> = [sourceLanguage]
            var entries: [CatalogEntry] = []
            let members = try object(stringsNode, "\"strings\"")
            entries.reserveCapacity(members.count)
            for member in members {
                entries.append(try entry(member, sourceLanguage: sourceLanguage, locales: &locales))
            }
            var catalog = Catalog(format: .xcstrings, name: path, files: [path], sourceLanguage: sourceLanguage,
                                  version: version, entries: entries,
                                  locales: Catalog.orderedLocales(locales, source: sourceLanguage))
            catalog.fillFallbacks()
            return catalog
        }

        func entry(_ member: JSONMember, sourceLanguage: String, locales: inout Set<String>) throws(InputProblem) -> CatalogEntry {
            let keyLocation = lines.location(member.keyOffset)
            var entry = CatalogEntry(key: member.key, location: keyLocation)
            for field in try object(member.value, "the entry for \"\(member.key)\"") {
                switch field.key {
                case "comment": entry.comment = try string(field.value, "\"comment\"")
                case "extractionState":
                    let raw = try string(field.value, "\"extractionState\"")
                    entry.extractionState = ExtractionState(rawValue: raw) ?? .other
                case "shouldTranslate":
                    guard case .bool(let flag, _) = field.value else {
                        throw fail("\"shouldTranslate\" must be a boolean, found \(field.value.typeName)", field.value)
                    }
                    entry.shouldTranslate = flag
                case "localizations":
                    for localization in try object(field.value, "\"localizations\"") {
                        locales.insert(localization.key)
                        var values: [CatalogValue] = []
                        try self.localization(localization.value, key: member.key, locale: localization.key,
                                              path: .base, into: &values)
                        entry.localizations[localization.key] = values
                    }
                default: continue
                }
            }
            // A key without a source-language value is its own source text (Xcode shows the key).
            if entry.localizations[sourceLanguage]?.isEmpty ?? true {
                entry.localizations[sourceLanguage] = [CatalogValue(key: member.key, locale: sourceLanguage,
                                                                    text: member.key, location: keyLocation)]
            }
            return entry
        }

        /// One localization or variation node: a `stringUnit`, `variations` or `substitutions`, in any mix.
        func localization(_ node: JSONNode, key: String, locale: String, path: VariationPath,
                          substitution: SubstitutionInfo? = nil, into values: inout [CatalogValue]) throws(InputProblem) {
            for field in try object(node, "a localization of \"\(key)\"") {
                switch field.key {
                case "stringUnit":
                    values.append(try stringUnit(field.value, key: key, locale: locale, path: path, substitution: substitution))
                case "variations":
                    for kind in try object(field.value, "\"variations\"") {
                        for branch in try object(kind.value, "\"\(kind.key)\" variations") {
                            var next = path
                            switch kind.key {
                            case "plural":
                                guard let category = PluralCategory(rawValue: branch.key) else {
                                    throw InputProblem("unknown plural category \"\(branch.key)\"", at: lines.location(branch.keyOffset))
                                }
                                if substitution != nil { next.substitutionPlural = category } else { next.plural = category }
                            case "device":
                                next.device = branch.key
                            default:
                                throw InputProblem("unknown variation kind \"\(kind.key)\"", at: lines.location(kind.keyOffset))
                            }
                            try localization(branch.value, key: key, locale: locale, path: next,
                                             substitution: substitution, into: &values)
                        }
                    }
                case "substitutions":
                    for sub in try object(field.value, "\"substitutions\"") {
                        var info = SubstitutionInfo(name: sub.key)
                        for attribute in try object(sub.value, "the substitution \"\(sub.key)\"") {
                            switch attribute.key {
                            case "argNum":
                                guard case .number(let n, _) = attribute.value, let argNum = Int(n) else {
                                    throw fail("\"argNum\" must be an integer, found \(attribute.value.typeName)", attribute.value)
                                }
                                info.argNum = argNum
                            case "formatSpecifier": info.formatSpecifier = try string(attribute.value, "\"formatSpecifier\"")
                            default: continue
                            }
                        }
                        var next = path
                        next.substitution = sub.key
                        try localization(sub.value, key: key, locale: locale, path: next, substitution: info, into: &values)
                    }
                default: continue
                }
            }
        }

        func stringUnit(_ node: JSONNode, key: String, locale: String, path: VariationPath,
                        substitution: SubstitutionInfo?) throws(InputProblem) -> CatalogValue {
            var state: TranslationState?
            var text: String?
            var textOffset = node.offset
            for field in try object(node, "\"stringUnit\"") {
                switch field.key {
                case "state":
                    let raw = try string(field.value, "\"state\"")
                    guard let parsed = TranslationState(catalogValue: raw) else {
                        throw fail("unknown state \"\(raw)\"", field.value)
                    }
                    state = parsed
                case "value":
                    text = try string(field.value, "\"value\"")
                    textOffset = field.value.offset
                default: continue
                }
            }
            guard let text else { throw fail("\"stringUnit\" has no \"value\"", node) }
            return CatalogValue(key: key, locale: locale, path: path, text: text, state: state,
                                substitution: substitution, location: lines.location(textOffset))
        }
    }
}
