import TypeFitCatalog
import TypeFitConfig
import TypeFitDiagnostics

/// Strings tables the system shows rather than the app's views: `InfoPlist` (the home-screen
/// name, permission alerts), Siri intent definitions, App Shortcuts, a Settings bundle's
/// tables — and App Store listing text, which no device draws.
enum SystemStringTable: Equatable {
    case infoPlist
    /// The strings of an `.intentdefinition`: named `Intents`, or a table whose keys are all
    /// Xcode's intent-definition ids (`x7Kq2p`, `Rb4tZe-9mWq1L`).
    case intents(byName: Bool)
    case appShortcuts
    /// A table inside `Settings.bundle`: the titles the Settings app shows for the app's preferences.
    case settingsBundle
    /// A table named `AppStore`: the listing's name, description and keywords, kept beside the
    /// app's strings by some projects' convention, not a table Apple defines.
    case appStore

    /// The system table `table` is, given its keys and the path of one of its files; nil for the
    /// app's own tables.
    static func kind(of table: String, keys: [String], path: String?) -> SystemStringTable? {
        if let path, path.contains("Settings.bundle/") { return .settingsBundle }
        switch table.lowercased() {
        // `infoPlist.strings`, as an app may name it in some locales: a case-insensitive disk makes it the same table.
        case "infoplist": return .infoPlist
        case "intents": return .intents(byName: true)
        case "appshortcuts": return .appShortcuts
        case "appstore": return .appStore
        case "localizable": return nil
        default:
            guard !keys.isEmpty, keys.allSatisfy(isIntentID) else { return nil }
            // Random ids mix cases and digits; a table of plain six-letter words is not one.
            let mixed = keys.filter { $0.contains { $0.isNumber || $0.isUppercase } }.count
            return mixed * 2 > keys.count ? .intents(byName: false) : nil
        }
    }

    /// `x7Kq2p`, `Rb4tZe-9mWq1L`: six ASCII letters or digits, dash-joined.
    static func isIntentID(_ key: String) -> Bool {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in part.count == 6 && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// What the system does with `key` of this table, found at `location`.
    func use(of key: String, table: String, at location: SourceLocation, displayNameAlongside: Bool) -> FoundUse {
        switch self {
        case .infoPlist:
            switch InfoPlistKeys.role(of: key, displayNameAlongside: displayNameAlongside,
                                      folder: LprojLocale.tableHome(ofFile: location.file)) {
            case .drawn(let settings, let pattern, let grade):
                return .use(SourceUse(key: key, table: table, settings: settings, location: location, pattern: pattern, grade: grade))
            case .notDrawn(let reason, let pattern):
                return .use(SourceUse(key: key, table: table, kind: .notDrawn, settings: ElementSettings(), location: location,
                                      pattern: pattern, grade: .a, reason: reason))
            case .unknown:
                return .unresolved(UnresolvedUse(key: key, location: location,
                                                 expression: "\(table) \"\(key)\" (no Info.plist key: a value the Info.plist names)"))
            }
        case .intents(let byName):
            return .use(SourceUse(key: key, table: table, kind: .notDrawn, settings: ElementSettings(), location: location,
                                  pattern: "intent definition", grade: byName ? .a : .b,
                                  reason: "a Siri intent definition string: Siri, Shortcuts and widget configuration show it, not the app"))
        case .appShortcuts:
            return .use(SourceUse(key: key, table: table, kind: .notDrawn, settings: ElementSettings(), location: location,
                                  pattern: "App Shortcuts", grade: .a,
                                  reason: "an App Shortcuts phrase or title: Siri, Spotlight and Shortcuts show it, not the app"))
        case .settingsBundle:
            // A preference's title or a group's: which one only the bundle's plist says, so a row (C).
            return .use(SourceUse(key: key, table: table, settings: ElementSettings(element: .cell), location: location,
                                  pattern: "Settings.bundle", grade: .c))
        case .appStore:
            return .use(SourceUse(key: key, table: table, kind: .notDrawn, settings: ElementSettings(), location: location,
                                  pattern: "App Store listing", grade: .b,
                                  reason: "App Store listing text (a table named AppStore): the App Store shows it, not the app"))
        }
    }
}

/// The uses of the system tables: from their `.strings` files (one use per key and per folder
/// holding the table, placed in the development language's file: `Base.lproj`, then `en.lproj`,
/// then the first by path), then from the catalogs for keys no file gave (a String Catalog such
/// as `InfoPlist.xcstrings`, placed where the catalog writes the key).
enum SystemStrings {
    static func read(_ texts: [SourceText], keys: KeyIndex, keysByTable: [String: [String]],
                     interfaceBuilderTables: Set<String>) -> SourceLayout {
        var layout = SourceLayout()
        var groups: [String: (table: String, kind: SystemStringTable, texts: [SourceText])] = [:]
        for text in texts where text.path.hasSuffix(".strings") {
            let table = InterfaceBuilderSources.table(of: text.path)
            guard !interfaceBuilderTables.contains(table),
                  let kind = SystemStringTable.kind(of: table, keys: keysByTable[table] ?? [], path: text.path) else { continue }
            let group = LprojLocale.tableHome(ofFile: text.path) + "/" + table.lowercased()
            groups[group, default: (table, kind, [])].texts.append(text)
        }
        var covered: Set<String> = []
        for name in groups.keys.sorted() {
            guard let group = groups[name] else { continue }
            var first: [(key: String, table: String, location: SourceLocation)] = []
            var seen: Set<String> = []
            for text in group.texts.sorted(by: developmentFirst) {
                let table = InterfaceBuilderSources.table(of: text.path)
                let catalog: Catalog
                do {
                    catalog = try StringsReader.read(bytes: text.bytes, path: text.path,
                                                     locale: LprojLocale.locale(ofFile: text.path) ?? "en")
                } catch {
                    layout.problems.append(error)
                    continue
                }
                // Per table as spelled: `infoPlist` and `InfoPlist` are two catalogs to the loader.
                for entry in catalog.entries
                where keys.tables(of: entry.key).contains(table) && seen.insert(table + "\u{0}" + entry.key).inserted {
                    first.append((entry.key, table, entry.location))
                }
            }
            let displayName = first.contains { $0.key == "CFBundleDisplayName" }
            for (key, table, location) in first {
                layout.add(group.kind.use(of: key, table: table, at: location, displayNameAlongside: displayName))
                covered.insert(table + "\u{0}" + key)
            }
        }
        for (table, tableKeys) in keysByTable.sorted(by: { $0.key < $1.key }) where !interfaceBuilderTables.contains(table) {
            let path = tableKeys.first.flatMap { keys.place(of: $0, in: table)?.file }
            guard let kind = SystemStringTable.kind(of: table, keys: tableKeys, path: path) else { continue }
            let displayName = keys.place(of: "CFBundleDisplayName", in: table)
            for key in tableKeys where !covered.contains(table + "\u{0}" + key) {
                guard let place = keys.place(of: key, in: table) else { continue }
                layout.add(kind.use(of: key, table: table, at: place, displayNameAlongside: displayName?.file == place.file))
            }
        }
        return layout
    }

    /// `Base.lproj`, then `en.lproj`, then by path: the file whose lines a use points at.
    private static func developmentFirst(_ a: SourceText, _ b: SourceText) -> Bool {
        func rank(_ text: SourceText) -> Int {
            switch LprojLocale.locale(ofFile: text.path) {
            case "Base": 0
            case "en": 1
            default: 2
            }
        }
        return (rank(a), a.path) < (rank(b), b.path)
    }
}
