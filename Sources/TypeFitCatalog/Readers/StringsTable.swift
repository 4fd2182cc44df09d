import TypeFitDiagnostics

/// A `.strings` file read in whichever form it is written. Foundation reads a strings table as
/// a property list (swift-corelibs-foundation `Sources/CoreFoundation/CFBundle_Strings.c`,
/// `_copyStringFromTable`, calls `CFPropertyListCreateWithData`), and `CFPropertyList.c`'s
/// `_CFPropertyListCreateWithData` tries, in order, a binary property list (`bplist0…`), an XML
/// one, then the old-style text (`CFOldStylePList.c`). A file that opens with `<` after white
/// space is XML here: the old-style reader would find no table in it either.
struct StringsTable {
    /// One key as it is written, with its text, or the kind of value it has instead.
    struct Entry {
        let key: String
        let keyAt: SourceLocation
        let value: String
        let valueAt: SourceLocation
        let comment: String?
    }

    var entries: [Entry] = []
    /// Errors in a file that is still read: keys whose value is no text, the place where
    /// Foundation stops reading, escapes read otherwise than meant.
    var problems: [InputProblem] = []

    /// Reads `raw`, the file's bytes. A table Foundation cannot read at all throws, with what
    /// the app shows instead said in the message.
    static func read(_ raw: [UInt8], path: String, locale: String) throws(InputProblem) -> StringsTable {
        let unread = StringsTable.unreadConsequence(path: path, locale: locale)
        if BinaryPlist.isBinary(raw) {
            do {
                return try binary(raw, path: path)
            } catch {
                throw InputProblem(error.message + unread, at: SourceLocation(file: path, line: 1, column: 1))
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try TextDecoding.utf8(raw, path: path).bytes
        } catch {
            throw InputProblem(error.message + unread, at: error.location)
        }
        let lines = LineIndex(file: path, bytes: bytes)
        if looksLikeXML(bytes) {
            do {
                return try xml(bytes, lines: lines)
            } catch {
                throw InputProblem(error.message + unread, at: error.location)
            }
        }
        return try oldStyle(bytes, lines: lines, path: path, locale: locale, unread: unread)
    }

    /// What the app shows when a table cannot be read: `_copyStringFromTable` falls back to an
    /// empty table, and a key that is not found returns the lookup's value argument, else the key
    /// (`CFBundle_Strings.c`; Apple's documentation of `Bundle.localizedString(forKey:value:table:)`).
    static func unreadConsequence(path: String, locale: String) -> String {
        "; Foundation cannot read this table, so in \(locale) the app finds no key of \(LprojLocale.table(ofFile: path)) "
            + "and shows for each the default value its code passes, else the key itself"
    }

    /// What the app shows for the keys after the place Foundation stops reading.
    static func stopConsequence(kept: Int, locale: String, path: String) -> String {
        ": Foundation stops reading the table here, keeping the \(kept) entr\(kept == 1 ? "y" : "ies") before it, so in "
            + "\(locale) the app finds no key of \(LprojLocale.table(ofFile: path)) written after this point and shows for "
            + "each the default value its code passes, else the key itself"
    }

    /// The first byte that is not XML white space is `<`.
    static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        bytes.first { !(($0 == 0x20) || ($0 == 0x09) || ($0 == 0x0A) || ($0 == 0x0D)) } == UInt8(ascii: "<")
    }

    // MARK: Old-style text

    private static func oldStyle(_ bytes: [UInt8], lines: LineIndex, path: String, locale: String,
                                 unread: String) throws(InputProblem) -> StringsTable {
        let outcome: StringsParser.Outcome
        do {
            outcome = try StringsParser.parse(bytes)
        } catch {
            throw InputProblem(error.message + unread, at: lines.location(error.offset))
        }
        var table = StringsTable()
        for pair in outcome.pairs {
            guard let value = pair.value else {
                table.problems.append(nonString(pair.key, kind: pair.valueType, at: lines.location(pair.keyOffset)))
                continue
            }
            table.entries.append(Entry(key: pair.key, keyAt: lines.location(pair.keyOffset), value: value,
                                       valueAt: lines.location(pair.valueOffset), comment: pair.comment))
        }
        for note in outcome.notes { table.problems.append(InputProblem(note.message, at: lines.location(note.offset))) }
        if let stop = outcome.stop {
            table.problems.append(InputProblem(stop.message + stopConsequence(kept: outcome.pairs.count, locale: locale, path: path),
                                               at: lines.location(stop.offset)))
        }
        return table
    }

    /// A key whose value is no text: the table holds it, but a lookup of the key returns that
    /// object, not a string (`_copyStringFromTable` returns the dictionary's value as it is).
    private static func nonString(_ key: String, kind: String, at: SourceLocation) -> InputProblem {
        InputProblem("the value of \"\(key)\" is \(kind), not a string: a strings table holds text, so typefit skips this key",
                     at: at)
    }

    // MARK: XML property list

    /// A `<plist>` (or a bare `<dict>`) of `<key>`/`<string>` pairs, as `CFPropertyList.c`'s
    /// `parseDictTag` reads it: a repeated key keeps its last value; a value of another kind is
    /// an error at its `<key>`'s line and the rest is read; anything that is no property list
    /// fails the whole table. Entities are the XML reader's (no DTD is ever expanded).
    private static func xml(_ bytes: [UInt8], lines: LineIndex) throws(InputProblem) -> StringsTable {
        let root: XMLReader.Element
        do {
            root = try XMLReader.parse(bytes)
        } catch {
            throw InputProblem(error.message, at: lines.location(error.offset))
        }
        var top = root
        if root.name == "plist" {
            let values = root.elements
            guard values.count == 1 else {
                throw InputProblem("<plist> must hold exactly one value, found \(values.count)", at: lines.location(root.offset))
            }
            top = values[0]
        }
        guard top.name == "dict" else {
            throw InputProblem("the property list holds <\(top.name)>, not a <dict> of keys and strings", at: lines.location(top.offset))
        }
        var table = StringsTable()
        let items = top.elements
        var k = 0
        while k < items.count {
            let keyElement = items[k]
            guard keyElement.name == "key" else {
                throw InputProblem("expected <key> in <dict>, found <\(keyElement.name)>", at: lines.location(keyElement.offset))
            }
            guard k + 1 < items.count else {
                throw InputProblem("<key>\(keyElement.text)</key> has no value", at: lines.location(keyElement.offset))
            }
            let value = items[k + 1]
            let keyAt = lines.location(keyElement.offset)
            switch value.name {
            case "string":
                table.entries.append(Entry(key: keyElement.text, keyAt: keyAt, value: value.text,
                                           valueAt: lines.location(value.textOffset), comment: nil))
            case "integer", "real", "true", "false", "date", "data", "array", "dict":
                table.problems.append(nonString(keyElement.text, kind: "<\(value.name)>", at: keyAt))
            default:
                throw InputProblem("unknown property list element <\(value.name)>", at: lines.location(value.offset))
            }
            k += 2
        }
        return table
    }

    // MARK: Binary property list

    private static func binary(_ raw: [UInt8], path: String) throws(BinaryPlist.Failure) -> StringsTable {
        let at = SourceLocation(file: path, line: 1, column: 1)
        var table = StringsTable()
        for entry in try BinaryPlist.dictionary(raw) {
            guard case .string(let key) = entry.key else {
                if case .other(let kind) = entry.key {
                    table.problems.append(InputProblem("a key of the table is \(kind), not a string: typefit skips it", at: at))
                }
                continue
            }
            switch entry.value {
            case .string(let value):
                table.entries.append(Entry(key: key, keyAt: at, value: value, valueAt: at, comment: nil))
            case .other(let kind):
                table.problems.append(nonString(key, kind: kind, at: at))
            }
        }
        return table
    }
}
