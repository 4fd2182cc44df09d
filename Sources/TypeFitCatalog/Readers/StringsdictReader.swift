import TypeFitDiagnostics
import TypeFitLocale

/// Reads `.stringsdict` files: `NSStringLocalizedFormatKey` with `%#@variable@` substitutions
/// whose rules are plural (`NSStringPluralRuleType`), device (`NSStringDeviceSpecificRuleType`)
/// or width (`NSStringVariableWidthRuleType`) variants.
package enum StringsdictReader {
    package static func read(path: String, locale: String? = nil, defaultLocale: String = "en") throws(InputProblem) -> Catalog {
        try read(bytes: FileBytes.read(path), path: path, locale: locale ?? LprojLocale.locale(ofFile: path) ?? defaultLocale)
    }

    package static func read(bytes: [UInt8], path: String, locale: String) throws(InputProblem) -> Catalog {
        let lines = LineIndex(file: path, bytes: bytes)
        let root: PlistValue
        do {
            root = try PlistValue.from(try XMLReader.parse(bytes))
        } catch let error as XMLReader.Failure {
            throw InputProblem(error.message, at: lines.location(error.offset))
        } catch let error as PlistValue.Failure {
            throw InputProblem(error.message, at: lines.location(error.offset))
        } catch {
            throw InputProblem("\(error)", at: lines.location(0))
        }
        let walker = Walker(lines: lines, locale: locale)
        guard case .dict(let keys, _) = root else {
            throw InputProblem("the root of a .stringsdict must be a <dict>, found \(root.typeName)", at: lines.location(root.offset))
        }
        var entries: [CatalogEntry] = []
        for item in keys {
            var values: [CatalogValue] = []
            try walker.rule(item.value, key: item.key, path: .base, into: &values)
            entries.append(CatalogEntry(key: item.key, location: lines.location(item.keyOffset),
                                        localizations: [locale: values]))
        }
        return Catalog(format: .stringsdict, name: path, files: [path], sourceLanguage: locale, entries: entries, locales: [locale])
    }

    private struct Walker {
        let lines: LineIndex
        let locale: String

        func fail(_ message: String, _ offset: Int) -> InputProblem { InputProblem(message, at: lines.location(offset)) }

        func dict(_ v: PlistValue, _ what: String) throws(InputProblem) -> [(key: String, keyOffset: Int, value: PlistValue)] {
            guard case .dict(let pairs, _) = v else { throw fail("\(what) must be a <dict>, found \(v.typeName)", v.offset) }
            return pairs
        }

        func string(_ v: PlistValue, _ what: String) throws(InputProblem) -> (String, Int) {
            guard case .string(let s, let o) = v else { throw fail("\(what) must be a <string>, found \(v.typeName)", v.offset) }
            return (s, o)
        }

        /// A key's dictionary: either a format key with variables, or a device / width rule.
        func rule(_ v: PlistValue, key: String, path: VariationPath, into values: inout [CatalogValue]) throws(InputProblem) {
            let pairs = try dict(v, "the entry for \"\(key)\"")
            if let device = pairs.first(where: { $0.key == "NSStringDeviceSpecificRuleType" }) {
                for branch in try dict(device.value, "NSStringDeviceSpecificRuleType") {
                    var next = path
                    next.device = branch.key
                    if case .dict = branch.value {
                        try rule(branch.value, key: key, path: next, into: &values)
                    } else {
                        let (text, offset) = try string(branch.value, "the \(branch.key) variant of \"\(key)\"")
                        values.append(CatalogValue(key: key, locale: locale, path: next, text: text, location: lines.location(offset)))
                    }
                }
                return
            }
            if let width = pairs.first(where: { $0.key == "NSStringVariableWidthRuleType" }) {
                for branch in try dict(width.value, "NSStringVariableWidthRuleType") {
                    guard let ems = Int(branch.key.trimmedWhitespace) else {
                        throw fail("width variant \"\(branch.key)\" of \"\(key)\" is not a whole number", branch.keyOffset)
                    }
                    var next = path
                    next.width = ems
                    let (text, offset) = try string(branch.value, "the width \(ems) variant of \"\(key)\"")
                    values.append(CatalogValue(key: key, locale: locale, path: next, text: text, location: lines.location(offset)))
                }
                return
            }
            guard let format = pairs.first(where: { $0.key == "NSStringLocalizedFormatKey" }) else {
                throw fail("\"\(key)\" has no NSStringLocalizedFormatKey (nor a device or width rule)", v.offset)
            }
            let (text, offset) = try string(format.value, "NSStringLocalizedFormatKey")
            values.append(CatalogValue(key: key, locale: locale, path: path, text: text, location: lines.location(offset)))
            for variable in pairs where variable.key != "NSStringLocalizedFormatKey" {
                try self.variable(variable.key, variable.value, key: key, path: path, into: &values)
            }
        }

        func variable(_ name: String, _ v: PlistValue, key: String, path: VariationPath,
                      into values: inout [CatalogValue]) throws(InputProblem) {
            let pairs = try dict(v, "the variable \"\(name)\" of \"\(key)\"")
            var type: String?
            var info = SubstitutionInfo(name: name)
            for p in pairs {
                if p.key == "NSStringFormatSpecTypeKey" { type = try string(p.value, "NSStringFormatSpecTypeKey").0 }
                if p.key == "NSStringFormatValueTypeKey" { info.formatSpecifier = try string(p.value, "NSStringFormatValueTypeKey").0 }
            }
            guard type == "NSStringPluralRuleType" else {
                throw fail("the variable \"\(name)\" of \"\(key)\" has NSStringFormatSpecTypeKey \(type.map { "\"\($0)\"" } ?? "missing"); typefit reads NSStringPluralRuleType", v.offset)
            }
            for p in pairs where p.key != "NSStringFormatSpecTypeKey" && p.key != "NSStringFormatValueTypeKey" {
                guard let category = PluralCategory(rawValue: p.key) else {
                    throw fail("unknown plural category \"\(p.key)\" in \"\(name)\"", p.keyOffset)
                }
                var next = path
                next.substitution = name
                next.substitutionPlural = category
                let (text, offset) = try string(p.value, "the \(p.key) form of \"\(name)\"")
                values.append(CatalogValue(key: key, locale: locale, path: next, text: text, substitution: info,
                                           location: lines.location(offset)))
            }
        }
    }
}
