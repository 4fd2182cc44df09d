import TypeFitCatalog
import TypeFitCheck
import TypeFitDiagnostics

/// Budgets as XLIFF 1.2, the format translation tools exchange: on each `<trans-unit>` whose key
/// has a budget, `maxwidth` in `size-unit="pixel"` (pixels at @1x: one pixel per point), the
/// `font` attribute (`family;size;weight`, XLIFF 1.2 §2.5.2, which Weblate reads into its font
/// flags), for a box of several lines Weblate's `weblate-flags="max-size:W:L"` (which it reads
/// after `maxwidth`, so the line count wins), and a `<note from="typefit">` with the box, the
/// size and device it is tightest at, the font, and the room in characters of the file's target
/// language (an estimate). A box with no line limit gets no `maxwidth`.
///
/// A catalog read from XLIFF is copied through: each of its `<file>` elements whole, every unit
/// kept, the attributes put on the units' start tags (rewritten from their parsed attributes,
/// other attributes kept) and the note after their `<target>`. Any other catalog becomes one
/// `<file>` per target locale, its units named as Xcode names them (`XLIFFWriter.unitID`).
package enum BudgetXLIFF {
    /// `catalogs` are the project's; `sourceLocale` and `includes` are the configuration's
    /// (a catalog's source locale, whether a locale is checked). Throws when an XLIFF input can no
    /// longer be read.
    package static func text(_ report: BudgetReport, catalogs: [Catalog], sourceLocale: (Catalog) -> String,
                             includes: (String) -> Bool) throws(InputProblem) -> String {
        var budgets: [String: KeyBudget] = [:]
        for budget in report.tightestByKey { budgets[budget.catalog + "\u{0}" + budget.key] = budget }
        var namespaces: [(name: String, value: String)] = []
        var files: [String] = []
        var copied: Set<String> = []
        for catalog in catalogs {
            if catalog.format == .xliff {
                guard let path = catalog.files.first, copied.insert(path).inserted else { continue }
                let (declared, elements) = try copiedFiles(path, budgets: budgets)
                for namespace in declared where !namespaces.contains(where: { $0.name == namespace.name }) {
                    namespaces.append(namespace)
                }
                files += elements
            } else {
                files += generatedFiles(catalog, source: sourceLocale(catalog), includes: includes, budgets: budgets)
            }
        }
        let declarations = namespaces.map { " \($0.name)=\"\(XMLText.attribute($0.value))\"" }.joined()
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\"\(declarations) version=\"1.2\">\n"
            + files.joined() + "</xliff>\n"
    }

    // MARK: - XLIFF in: copied through

    /// The `<file>` elements of the XLIFF at `path`, each as its bytes with the budgets put on its
    /// units, and the namespace prefixes its root declares (its files may use them).
    static func copiedFiles(_ path: String, budgets: [String: KeyBudget]) throws(InputProblem)
        -> (namespaces: [(name: String, value: String)], files: [String]) {
        let bytes = try FileBytes.read(path)
        let root: XMLReader.Element
        do { root = try XMLReader.parse(bytes) } catch {
            throw InputProblem(error.message, at: LineIndex(file: path, bytes: bytes).location(error.offset))
        }
        let namespaces = root.attributes.filter { $0.name.hasPrefix("xmlns:") }
        var files: [String] = []
        for file in root.elements where file.name == "file" {
            let original = file.attribute("original") ?? ""
            let target = file.attribute("target-language")
            var edits: [(range: Range<Int>, text: String)] = []
            for unit in units(in: file) {
                guard let id = unit.attribute("id"), let (key, variant, _) = try? XLIFFUnitID.split(id, original: original),
                      let budget = budgets[original + "\u{0}" + key] else { continue }
                let attributes = unit.attributes.filter { !["maxwidth", "size-unit", "font", "weblate-flags"].contains($0.name) }
                    + budgetAttributes(budget.box, flags: unit.attribute("weblate-flags"))
                edits.append((unit.offset..<unit.contentOffset,
                              "<trans-unit" + attributes.map { " \($0.name)=\"\(XMLText.attribute($0.value))\"" }.joined() + ">"))
                // After <source>, <seg-source> and <target>, where XLIFF 1.2 puts a unit's notes.
                guard let last = unit.elements.filter({ ["source", "seg-source", "target"].contains($0.name) }).last else { continue }
                let note = "<note from=\"typefit\">\(XMLText.escaped(note(budget, locale: target, variant: variant)))</note>"
                edits.append((last.endOffset..<last.endOffset, indentation(before: last.offset, in: bytes) + note))
            }
            // From the white space the <file> starts its line with.
            var out = String(indentation(before: file.offset, in: bytes).dropFirst())
            var at = file.offset
            for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
                out += String(decoding: bytes[at..<edit.range.lowerBound], as: UTF8.self) + edit.text
                at = edit.range.upperBound
            }
            files.append(out + String(decoding: bytes[at..<file.endOffset], as: UTF8.self) + "\n")
        }
        return (namespaces, files)
    }

    /// Trans-units anywhere in a `<file>` (inside `<group>`s and `<bin-unit>`s too), in document order.
    static func units(in element: XMLReader.Element) -> [XMLReader.Element] {
        element.elements.flatMap { $0.name == "trans-unit" ? [$0] : units(in: $0) }
    }

    /// A line break and the white space that starts the line of `offset`, when only white space
    /// comes before it there; else a line break alone.
    static func indentation(before offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return "\n" }
        return "\n" + String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    // MARK: - Other formats in: one <file> per target locale

    static func generatedFiles(_ catalog: Catalog, source: String, includes: (String) -> Bool,
                               budgets: [String: KeyBudget]) -> [String] {
        let targets = catalog.locales.filter { $0 != source && $0 != "Base" && includes($0) }
        let original = catalog.files.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? catalog.name
        let stringsdict = original.hasSuffix(".stringsdict")
        return (targets.isEmpty ? [nil] : targets.map(Optional.some)).map { target in
            var out = "  <file original=\"\(XMLText.attribute(original))\" source-language=\"\(XMLText.attribute(source))\""
                + (target.map { " target-language=\"\(XMLText.attribute($0))\"" } ?? "") + " datatype=\"plaintext\">\n"
                + "    <header>\n      <tool tool-id=\"typefit\" tool-name=\"typefit budget\"/>\n    </header>\n    <body>\n"
            for entry in catalog.entries {
                let budget = budgets[catalog.name + "\u{0}" + entry.key]
                for value in entry.values(for: source) where !value.isFallback {
                    guard let id = XLIFFWriter.unitID(entry.key, value.path, stringsdict: stringsdict) else { continue }
                    let attributes = [("id", id), ("xml:space", "preserve")] + (budget.map { budgetAttributes($0.box, flags: nil) } ?? [])
                    out += "      <trans-unit" + attributes.map { " \($0.0)=\"\(XMLText.attribute($0.1))\"" }.joined() + ">\n"
                    out += "        <source>\(XMLText.escaped(value.text))</source>\n"
                    if let target, let translated = entry.values(for: target).first(where: { $0.path == value.path && !$0.isFallback }) {
                        out += "        <target state=\"translated\">\(XMLText.escaped(translated.text))</target>\n"
                    }
                    if let comment = entry.comment { out += "        <note from=\"developer\">\(XMLText.escaped(comment))</note>\n" }
                    if let budget {
                        out += "        <note from=\"typefit\">"
                            + XMLText.escaped(note(budget, locale: target ?? source, variant: value.path)) + "</note>\n"
                    }
                    out += "      </trans-unit>\n"
                }
            }
            return out + "    </body>\n  </file>\n"
        }
    }

    // MARK: - What a unit is given

    /// `maxwidth`, `size-unit`, `font` and, for a box of several lines, `weblate-flags` (the unit's
    /// own `flags` kept before it). A box with no line limit gets the font alone.
    static func budgetAttributes(_ box: BudgetBox, flags: String?) -> [(name: String, value: String)] {
        let limits = ToolLimits(box)
        var attributes: [(name: String, value: String)] = []
        if limits.lines > 0 {
            attributes.append(("maxwidth", String(limits.maxWidth)))
            attributes.append(("size-unit", "pixel"))
        }
        attributes.append(("font", "\(box.font.family);\(limits.fontSize);\(limits.weight)"))
        let lines = limits.lines > 1 ? "max-size:\(limits.maxWidth):\(limits.lines)" : nil
        let merged = [flags, lines].compactMap { $0 }.filter { !$0.isEmpty }
        if !merged.isEmpty { attributes.append(("weblate-flags", merged.joined(separator: ","))) }
        return attributes
    }

    /// "typefit budget: 240 pt × 2 lines (240 pixels at @1x, one pixel per point) at AX3 on iPhone SE
    /// (3rd generation), portrait, full screen; Inter 53 pt semibold. de: at most ≈ 31 characters
    /// (an estimate); this text leaves 12 pt (≈ 2 characters)."
    static func note(_ budget: KeyBudget, locale: String?, variant: VariationPath) -> String {
        let box = budget.box
        let limits = ToolLimits(box)
        let lines = box.lines == 0 ? "no line limit (any text fits)" : "\(box.lines) line\(box.lines == 1 ? "" : "s")"
        var out = "typefit budget: \(Format.points(box.width)) pt × \(lines)"
        if box.lines > 0 {
            out += " (maxwidth \(limits.maxWidth) pixels at @1x, one pixel per point, with the font at \(limits.fontSize) pt)"
        }
        out += " at \(box.category) on \(box.deviceName), \(box.orientation), \(box.window); "
            + "\(box.font.family) \(Format.points(box.font.size)) pt \(box.font.weight)."
        let texts = budget.texts.filter { $0.locale == locale }
        guard let locale, let first = texts.first else { return out }
        var said: [String] = []
        if let most = first.maxCharacters { said.append("at most ≈ \(most) characters (an estimate)") }
        let own = texts.filter { measured(variant, $0.variant) }
        if let worst = own.min(by: { ($0.room ?? .infinity) < ($1.room ?? .infinity) }), let room = worst.room {
            let characters = worst.roomCharacters.map { " (≈ \(abs($0)) character\(abs($0) == 1 ? "" : "s"))" } ?? ""
            said.append(room >= -0.05 ? "this text leaves \(Format.points(room)) pt\(characters)"
                                      : "this text is \(Format.points(-room)) pt too long\(characters)")
        }
        return said.isEmpty ? out : out + " \(locale): " + said.joined(separator: "; ") + "."
    }

    /// Whether a text measured as `measured` (`plural=one`, `base [count=few]`) is the unit of
    /// `path`: the same variant, one of its expansions, or for a `.stringsdict` substitution's
    /// branch (`substitution=count/plural=few`), an expansion that chose that branch.
    static func measured(_ path: VariationPath, _ measured: String) -> Bool {
        if let name = path.substitution, let plural = path.substitutionPlural {
            guard let open = measured.firstIndex(of: "["), measured.hasSuffix("]") else { return false }
            let choices = measured[measured.index(after: open)..<measured.index(before: measured.endIndex)].split(separator: ",")
            return choices.contains { $0 == "\(name)=\(plural.rawValue)" }
        }
        let variant = path.description
        return measured == variant || measured.hasPrefix(variant + " [")
    }
}
