import TypeFitDiagnostics
/// Reads XLIFF 1.2 as Xcode exports it (also the `.xliff` inside an `.xcloc` bundle). Each
/// `<file original="…">` becomes one catalog holding the source and the target language.
package enum XLIFFReader {
    package static func read(path: String) throws(InputProblem) -> [Catalog] {
        try read(bytes: FileBytes.read(path), path: path)
    }

    package static func read(bytes: [UInt8], path: String) throws(InputProblem) -> [Catalog] {
        let lines = LineIndex(file: path, bytes: bytes)
        let root: XMLReader.Element
        do {
            root = try XMLReader.parse(bytes)
        } catch {
            throw InputProblem(error.message, at: lines.location(error.offset))
        }
        guard root.name == "xliff" else {
            throw InputProblem("the root element must be <xliff>, found <\(root.name)>", at: lines.location(root.offset))
        }
        if let version = root.attribute("version"), version != "1.2" {
            throw InputProblem("unsupported XLIFF version \"\(version)\" (typefit reads 1.2)", at: lines.location(root.offset))
        }
        var catalogs: [Catalog] = []
        for file in root.elements where file.name == "file" {
            catalogs.append(try catalog(file, path: path, lines: lines))
        }
        return catalogs
    }

    private static func catalog(_ file: XMLReader.Element, path: String, lines: LineIndex) throws(InputProblem) -> Catalog {
        guard let original = file.attribute("original") else {
            throw InputProblem("<file> has no original attribute", at: lines.location(file.offset))
        }
        guard let source = file.attribute("source-language") else {
            throw InputProblem("<file> has no source-language attribute", at: lines.location(file.offset))
        }
        let target = file.attribute("target-language")
        var entries: [CatalogEntry] = []
        var index: [String: Int] = [:]
        var seenIDs: Set<String> = []
        for unit in units(in: file) {
            guard let id = unit.attribute("id") else {
                throw InputProblem("<trans-unit> has no id", at: lines.location(unit.offset))
            }
            guard seenIDs.insert(id).inserted else {
                throw InputProblem("duplicate trans-unit id \"\(id)\"", at: lines.location(unit.offset))
            }
            guard let sourceElement = unit.first("source") else {
                throw InputProblem("<trans-unit id=\"\(id)\"> has no <source>", at: lines.location(unit.offset))
            }
            let key: String, path: VariationPath, substitutionName: String?
            do {
                (key, path, substitutionName) = try XLIFFUnitID.split(id, original: original)
            } catch {
                throw InputProblem("unknown plural category \"\(error.name)\" in trans-unit id \"\(id)\"",
                                   at: lines.location(unit.offset))
            }
            let substitution = substitutionName.map { SubstitutionInfo(name: $0) }
            if index[key] == nil {
                index[key] = entries.count
                let note = unit.first("note")?.text
                entries.append(CatalogEntry(key: key, comment: note?.isEmpty == false ? note : nil,
                                            location: lines.location(unit.offset)))
            }
            guard let at = index[key] else { continue }
            let targetElement = unit.first("target")
            // A development-language export (target = source) holds the source's own reviewed text in <target>.
            if target != source || targetElement == nil {
                entries[at].localizations[source, default: []].append(
                    CatalogValue(key: key, locale: source, path: path, text: sourceElement.text, substitution: substitution,
                                 location: lines.location(sourceElement.textOffset)))
            }
            if let target, let targetElement {
                let state = targetElement.attribute("state").flatMap(TranslationState.init(catalogValue:))
                entries[at].localizations[target, default: []].append(
                    CatalogValue(key: key, locale: target, path: path, text: targetElement.text, state: state,
                                 substitution: substitution, location: lines.location(targetElement.textOffset)))
            }
            if unit.attribute("translate") == "no" { entries[at].shouldTranslate = false }
        }
        var locales: Set<String> = [source]
        if let target { locales.insert(target) }
        var catalog = Catalog(format: .xliff, name: original, files: [path], sourceLanguage: source, entries: entries,
                              locales: Catalog.orderedLocales(locales, source: source))
        catalog.fillFallbacks()
        return catalog
    }

    /// Trans-units anywhere under `<body>`, including inside `<group>`s.
    private static func units(in element: XMLReader.Element) -> [XMLReader.Element] {
        var out: [XMLReader.Element] = []
        var stack: [XMLReader.Element] = [element]
        while let e = stack.popLast() {
            for child in e.elements.reversed() {
                if child.name == "trans-unit" { out.append(child) } else { stack.append(child) }
            }
        }
        // The stack visits children last-first; restore document order.
        return out.sorted { $0.offset < $1.offset }
    }
}
