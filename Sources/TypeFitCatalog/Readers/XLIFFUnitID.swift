import TypeFitLocale

/// Xcode writes variations into trans-unit ids. Two schemes exist:
/// String Catalogs (Xcode 15+): `key|==|device.iphone.plural.one`, `key|==|substitutions.name.plural.few`;
/// `.stringsdict` (older exports): `/key:dict/NSStringLocalizedFormatKey:dict/:string`,
/// `/key:dict/variable:dict/one:dict/:string`.
package enum XLIFFUnitID {
    /// A plural branch whose name is not a CLDR category: the value would silently lose its
    /// branch and read as the plain string, so the reader reports it instead.
    package struct UnknownPluralCategory: Error {
        package let name: String
    }

    package static func split(_ id: String, original: String) throws(UnknownPluralCategory) -> (key: String, path: VariationPath, substitution: String?) {
        if let range = id.range(of: "|==|") {
            let key = String(id[..<range.lowerBound])
            let parts = id[range.upperBound...].split(separator: ".").map(String.init)
            var path = VariationPath()
            var k = 0
            while k + 1 < parts.count {
                switch parts[k] {
                case "plural":
                    guard let category = PluralCategory(rawValue: parts[k + 1]) else {
                        throw UnknownPluralCategory(name: parts[k + 1])
                    }
                    if path.substitution != nil { path.substitutionPlural = category } else { path.plural = category }
                    k += 2
                case "device": path.device = parts[k + 1]; k += 2
                case "substitutions": path.substitution = parts[k + 1]; k += 2
                default: k += 1
                }
            }
            return (key, path, path.substitution)
        }
        if original.hasSuffix(".stringsdict"), id.hasPrefix("/"), id.hasSuffix(":string") {
            let parts = id.split(separator: "/").map { part -> String in
                var s = String(part)
                for suffix in [":dict", ":string"] where s.hasSuffix(suffix) { s.removeLast(suffix.count) }
                return s
            }.filter { !$0.isEmpty }
            guard let key = parts.first else { return (id, .base, nil) }
            var path = VariationPath()
            if parts.count >= 3, parts[1] != "NSStringLocalizedFormatKey" {
                if parts[1] == "NSStringDeviceSpecificRuleType" {
                    path.device = parts[2]
                } else if parts[1] == "NSStringVariableWidthRuleType" {
                    path.width = Int(parts[2])
                } else {
                    let category = PluralCategory(rawValue: parts[2])
                    // The variable's own settings (NSStringFormatValueTypeKey…) are not plural branches.
                    if category == nil, !parts[2].hasPrefix("NSString") { throw UnknownPluralCategory(name: parts[2]) }
                    path.substitution = parts[1]
                    path.substitutionPlural = category
                }
            }
            return (key, path, path.substitution)
        }
        return (id, .base, nil)
    }
}
