import Dispatch
import Synchronization
import TypeFitDiagnostics
/// Options for turning files into catalogs.
public struct CatalogLoadOptions: Sendable {
    /// The locale of a `.strings`/`.stringsdict` file that is not in a `*.lproj` folder.
    public var defaultLocale: String
    /// The development language of `.lproj` tables; nil: the `developmentRegion` of an Xcode
    /// project found with the catalogs, else `en`, else `Base`, else the first locale (a guess,
    /// which the catalog's `sourceLanguageBasis` says).
    public var developmentLanguage: String?
    /// How large one file may be, in bytes and in keys.
    public var limits: CatalogLimits

    public init(defaultLocale: String = "en", developmentLanguage: String? = nil, limits: CatalogLimits = CatalogLimits()) {
        self.defaultLocale = defaultLocale
        self.developmentLanguage = developmentLanguage
        self.limits = limits
    }
}

/// What `CatalogLoader.load` found: the catalogs it could read and an error for each file it could
/// not, and for each problem in a file it read only in part (`Catalog.problems`).
public struct CatalogLoadResult: Sendable {
    public var catalogs: [Catalog]
    public var errors: [InputProblem]
    /// Every file that was read successfully.
    public var files: [String]
    /// XLIFF `<file>`s read as Xcode's exports of a catalog read directly (their `original`, e.g.
    /// `App/Localizable.xcstrings`): left out, but for the locales that catalog lacks, added to it.
    public var exportsSkipped: [String] = []
}

/// Discovery + reading + grouping: the entry point for the check engine and the CLI.
public enum CatalogLoader {
    /// Finds and reads every catalog under `paths`. Files of one table in sibling `*.lproj` folders
    /// (and XLIFF `<file>`s with the same `original` from several exports) become one catalog
    /// with all their locales. A file that fails is reported in `errors`; the rest are still read.
    public static func load(_ paths: [String], options given: CatalogLoadOptions = .init()) -> CatalogLoadResult {
        let found = CatalogDiscovery.findWithProjects(paths)
        var errors = found.errors
        let options = given
        var region: (language: String, project: String)?
        if options.developmentLanguage == nil {
            region = found.projects.lazy.compactMap { project in
                XcodeProject.developmentRegion(ofProjectFile: project).map { ($0, project) }
            }.first
        }
        var pieces: [(identity: String, catalog: Catalog)] = []
        var files: [String] = []
        // Files are read on every core (an app has one table per locale and module), then taken
        // in discovery order, so the result does not depend on which read finished first.
        let reads = Mutex<[Result<[Catalog], InputProblem>?]>(Array(repeating: nil, count: found.files.count))
        DispatchQueue.concurrentPerform(iterations: found.files.count) { index in
            let result = Result { () throws(InputProblem) -> [Catalog] in try read(found.files[index], options: options) }
            reads.withLock { $0[index] = result }
        }
        for (file, result) in zip(found.files, reads.withLock { $0 }) {
            switch result {
            case .success(let read)?:
                for var catalog in read {
                    errors.append(contentsOf: catalog.problems)
                    catalog.problems = []
                    pieces.append((identity(of: catalog, file: file), catalog))
                }
                files.append(file.path)
            case .failure(let error)?:
                errors.append(error)
            case nil:
                break
            }
        }
        var catalogs = merge(pieces, options: options, region: region)
        var exports: [String] = []
        // An XLIFF `<file>` whose `original` is a catalog read here is Xcode's export of it (an
        // `.xcloc`): checking both would tell every finding twice. Its locales the catalog lacks
        // (a translation done in the export, not yet imported) are added to that catalog.
        for export in catalogs where export.format == .xliff {
            guard let at = catalogs.firstIndex(where: { $0.format != .xliff && $0.isOriginal(of: export) }) else { continue }
            catalogs[at].add(localesOf: export)
            exports.append(export.name)
        }
        let exported = Set(exports)
        catalogs.removeAll { $0.format == .xliff && exported.contains($0.name) }
        var result = CatalogLoadResult(catalogs: catalogs, errors: errors, files: files)
        result.exportsSkipped = exports
        return result
    }

    /// Reads one file into its catalogs (one per XLIFF `<file>`, else one).
    package static func read(_ file: DiscoveredFile, options: CatalogLoadOptions = .init()) throws(InputProblem) -> [Catalog] {
        try read(bytes: FileBytes.read(file.path, limit: options.limits.fileBytes), name: file.path, format: file.format,
                 options: options)
    }

    /// Reads a catalog held in memory. `name` stands for its path in locations and picks the
    /// locale of a `.strings`/`.stringsdict` from its `*.lproj` folder; nothing is opened. A file
    /// past `options.limits` is refused whole, naming the limit.
    public static func read(bytes: [UInt8], name: String, format: CatalogFormat, locale: String? = nil,
                            options: CatalogLoadOptions = .init()) throws(InputProblem) -> [Catalog] {
        try options.limits.checkBytes(bytes.count, in: name)
        let fileLocale = locale ?? LprojLocale.locale(ofFile: name) ?? options.defaultLocale
        let catalogs: [Catalog]
        switch format {
        case .xcstrings: catalogs = [try XCStringsReader.read(bytes: bytes, path: name)]
        case .strings: catalogs = [try StringsReader.read(bytes: bytes, path: name, locale: fileLocale)]
        case .stringsdict: catalogs = [try StringsdictReader.read(bytes: bytes, path: name, locale: fileLocale)]
        case .xliff: catalogs = try XLIFFReader.read(bytes: bytes, path: name)
        }
        try options.limits.checkKeys(catalogs.reduce(0) { $0 + $1.entries.count }, in: name)
        return catalogs
    }

    private static func identity(of catalog: Catalog, file: DiscoveredFile) -> String {
        switch file.format {
        case .xcstrings: return "xcstrings|" + file.path
        case .strings, .stringsdict:
            return "\(file.format.rawValue)|\(LprojLocale.tableHome(ofFile: file.path))|\(LprojLocale.table(ofFile: file.path))"
        case .xliff:
            // `X/de.xcloc/Localized Contents/de.xliff` and `X/fr.xcloc/...` are exports of one project.
            var home = LprojLocale.tableHome(ofFile: file.path)
            if home.hasSuffix("/Localized Contents") { home = String(home.dropLast("/Localized Contents".count)) }
            if home.hasSuffix(".xcloc"), let slash = home.lastIndex(of: "/") { home = String(home[..<slash]) }
            return "xliff|\(home)|\(catalog.name)"
        }
    }

    private static func merge(_ pieces: [(identity: String, catalog: Catalog)], options: CatalogLoadOptions,
                              region: (language: String, project: String)?) -> [Catalog] {
        var order: [String] = []
        var groups: [String: [Catalog]] = [:]
        for piece in pieces {
            if groups[piece.identity] == nil { order.append(piece.identity) }
            groups[piece.identity, default: []].append(piece.catalog)
        }
        return order.compactMap { id in
            guard let group = groups[id], let first = group.first else { return nil }
            return group.count == 1 && first.format != .strings && first.format != .stringsdict
                ? first : merged(group, options: options, region: region)
        }
    }

    private static func merged(_ group: [Catalog], options: CatalogLoadOptions,
                               region: (language: String, project: String)?) -> Catalog? {
        guard let first = group.first else { return nil }
        var locales: Set<String> = []
        var entries: [CatalogEntry] = []
        var index: [String: Int] = [:]
        for catalog in group {
            locales.formUnion(catalog.locales)
            for entry in catalog.entries {
                let at: Int
                if let known = index[entry.key] { at = known } else {
                    at = entries.count
                    index[entry.key] = at
                    var fresh = entry
                    fresh.localizations = [:]
                    entries.append(fresh)
                }
                if entries[at].comment == nil { entries[at].comment = entry.comment }
                for (locale, values) in entry.localizations {
                    let own = values.filter { !$0.isFallback }
                    if !own.isEmpty, entries[at].localizations[locale]?.isEmpty ?? true {
                        entries[at].localizations[locale] = own
                    }
                }
            }
        }
        var source = first.sourceLanguage
        var basis = SourceLanguageBasis.declared
        if first.format == .strings || first.format == .stringsdict {
            if let given = options.developmentLanguage, locales.contains(given) {
                source = given
            } else if let region, locales.contains(region.language) {
                source = region.language
                basis = .developmentRegion(project: region.project)
            } else {
                // With neither en nor Base, Xcode's default development language, even with no table of
                // its own (its text is in the code or Info.plist): taking a translation as the source
                // would compare every other locale with it and never report its own cuts as the design's.
                source = locales.contains("Base") && !locales.contains("en") ? "Base" : "en"
                basis = .guessed
            }
        }
        var name = first.name
        if first.format == .strings || first.format == .stringsdict, let path = first.files.first {
            let home = LprojLocale.tableHome(ofFile: path)
            let file = path.split(separator: "/").last.map(String.init) ?? path
            name = LprojLocale.locale(ofFile: path) == nil ? path : "\(home)/*.lproj/\(file)"
        }
        var catalog = Catalog(format: first.format, name: name, files: group.flatMap(\.files),
                              sourceLanguage: source, version: first.version, entries: entries,
                              locales: Catalog.orderedLocales(locales, source: source))
        catalog.repeatedKeys = group.flatMap(\.repeatedKeys)
        catalog.sourceLanguageBasis = basis
        catalog.fillFallbacks()
        return catalog
    }
}

extension Catalog {
    /// Whether this catalog's file is the one an XLIFF `<file original="…">` was exported from.
    func isOriginal(of export: Catalog) -> Bool {
        files.contains { $0 == export.name || $0.hasSuffix("/" + export.name) }
    }

    /// Adds the locales of `export` this catalog has none of, key by key (keys it lacks are
    /// stale in the export and left out), with their values where the export writes them.
    mutating func add(localesOf export: Catalog) {
        let missing = export.locales.filter { !locales.contains($0) }
        guard !missing.isEmpty else { return }
        var index: [String: Int] = [:]
        for (at, entry) in entries.enumerated() { index[entry.key] = at }
        var updated = entries
        for entry in export.entries {
            guard let at = index[entry.key] else { continue }
            for locale in missing { if let values = entry.localizations[locale] { updated[at].localizations[locale] = values } }
        }
        entries = updated
        locales += missing
        files += export.files
    }
}
