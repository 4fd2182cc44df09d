import Foundation
import Synchronization
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDevices
import TypeFitDiagnostics
import TypeFitDynamicType
import TypeFitLayout
import TypeFitLocale
import TypeFitReport

/// The measurement service without HTTP: request bodies in, JSON documents or an `APIError` out.
/// Fonts, the configuration, the project's catalogs and the check matrix are loaded once; the
/// text engine's caches and the check engines' layout tables are shared by every request.
public final class TypeFitService: Sendable {
    public let limits: ServiceLimits
    public let configuration: CheckConfiguration
    public let metrics = ServiceMetrics()
    public let version: String
    let text: TextEngine
    let engine: CheckEngine
    let baseline: Baseline?
    /// The project's catalogs by key, for /v1/fit's source text and comment.
    let project: [String: (catalog: Catalog, entry: CatalogEntry)]
    let jobs: JobQueue
    /// Engines for requests that narrow sizes or devices, by (sizes, devices).
    private let narrowed = Mutex<[String: CheckEngine]>([:])

    public init(configuration: CheckConfiguration, text: TextEngine, projectCatalogs: [Catalog] = [],
                baseline: Baseline? = nil, limits: ServiceLimits = ServiceLimits(), version: String = "") throws {
        self.limits = limits
        self.configuration = configuration
        self.text = text
        self.version = version
        self.engine = try CheckEngine(configuration: configuration, text: text)
        self.baseline = baseline
        var project: [String: (catalog: Catalog, entry: CatalogEntry)] = [:]
        for catalog in projectCatalogs {
            for entry in catalog.entries where project[entry.key] == nil { project[entry.key] = (catalog, entry) }
        }
        self.project = project
        self.jobs = JobQueue(slots: limits.concurrentJobs, waitLimit: limits.queuedJobs, metrics: metrics)
    }

    public var environmentCount: Int { engine.environmentCount }
    public var projectKeyCount: Int { project.count }

    // MARK: - /v1/measure

    public func measure(body: [UInt8]) throws(APIError) -> String {
        let request = try StrictJSON.decode(MeasureDocument.self, from: body, limits: limits)
        try TextLimits.check(request.text, field: "text", limits: limits)
        let locale = try Self.locale(request.locale ?? "en", field: "locale")
        let font: (size: Double, weight: FontWeight)
        do {
            let weight = try request.weight.map { (name: String) throws(APIError) in
                try Self.named(name, .fontWeight, FontWeight.allCases.map { ($0.rawValue, $0) })
            }
            font = try FontChoice(size: request.size, style: request.style, category: request.category, weight: weight).resolve()
        } catch let error as APIError {
            throw error
        } catch let error as UnknownNameError {
            throw APIError.unknownName(error.description, field: Self.field(of: error.kind))
        } catch {
            throw APIError.invalid("give 'size' (points) or 'style' (and 'category')", field: "size")
        }
        let direction = try request.direction.map { (name: String) throws(APIError) in
            try Self.named(name, .direction, TextDirection.allCases.map { ($0.rawValue, $0) })
        } ?? .natural
        do {
            let prepared = try text.prepare(utf16: Array(request.text.utf16), locale: locale, weight: font.weight, direction: direction)
            let result = try text.measure(prepared, size: font.size, width: request.width, maxLines: request.maxLines,
                                          leading: request.leading)
            return try jsonText(result)
        } catch let error as MeasureError {
            throw APIError(422, .invalidValue, error.description, field: Self.field(of: error))
        } catch {
            throw APIError(422, .invalidText, "\(error)", field: "text")
        }
    }

    // MARK: - /v1/fit

    public func fit(body: [UInt8]) async throws(APIError) -> String {
        let started = ContinuousClock.now
        let request = try StrictJSON.decode(FitDocument.self, from: body, limits: limits)
        try TextLimits.check(request.key, field: "key", limits: limits)
        try TextLimits.check(request.text, field: "text", limits: limits, allowEmpty: true)
        if let source = request.source { try TextLimits.check(source, field: "source", limits: limits, allowEmpty: true) }
        if let comment = request.comment { try TextLimits.check(comment, field: "comment", limits: limits, allowEmpty: true) }
        let locale = try Self.locale(request.locale, field: "locale").identifier
        guard configuration.includes(request.locale) else {
            throw APIError(422, .localeNotChecked,
                           "the project's configuration does not check '\(request.locale)' (locales: "
                               + (configuration.locales ?? []).joined(separator: ", ") + ")", field: "locale")
        }
        let path = try request.variant.map { (text: String) throws(APIError) in
            guard let path = VariationPath(parsing: text) else {
                throw APIError.invalid("'\(text)' is not a variant; write base, plural=one, device=ipad/plural=other, "
                                           + "substitution=count/plural=few or width=20", field: "variant")
            }
            return path
        } ?? .base

        let known = project[request.key]
        let sourceLocale = known?.catalog.sourceLanguage ?? configuration.sourceLocale ?? "en"
        let sourceText: String
        if let given = request.source {
            sourceText = given
        } else if let value = known?.entry.values(for: sourceLocale).first(where: { $0.path == path }) {
            sourceText = value.text
        } else if let known {
            throw APIError(422, .unknownVariant,
                           "'\(request.key)' has no \(path) variant in \(known.catalog.name); give 'source' or one of: "
                               + known.entry.values(for: sourceLocale).map(\.path.description).joined(separator: ", "),
                           field: "variant")
        } else {
            let nearest = NameSuggestion.nearest(to: request.key, in: Array(project.keys)).map { " Did you mean '\($0)'?" } ?? ""
            throw APIError(422, .unknownKey,
                           "'\(request.key)' is not in the project's catalogs (\(project.count) keys); give 'source' "
                               + "with the source-language text to check it anyway.\(nearest)", field: "key")
        }

        let location = known?.entry.location ?? SourceLocation(file: "request", line: 1, column: 1)
        var localizations = [sourceLocale: [CatalogValue(key: request.key, locale: sourceLocale, path: path, text: sourceText,
                                                         location: location)]]
        if locale != sourceLocale {
            localizations[locale] = [CatalogValue(key: request.key, locale: locale, path: path, text: request.text,
                                                  location: location)]
        }
        let entry = CatalogEntry(key: request.key, comment: request.comment ?? known?.entry.comment, location: location,
                                 localizations: localizations)
        let catalog = Catalog(format: known?.catalog.format ?? .xcstrings, name: known?.catalog.name ?? "request",
                              files: [location.file], sourceLanguage: sourceLocale, entries: [entry],
                              locales: locale == sourceLocale ? [sourceLocale] : [sourceLocale, locale])
        let engine = try self.engine(sizes: request.sizes, devices: request.devices)
        // The question is whether this translation fits: the source's own findings stay out.
        return try await run(engine, [catalog], started: started, onlyLocale: locale)
    }

    // MARK: - /v1/check

    public func check(body: [UInt8]) async throws(APIError) -> String {
        let started = ContinuousClock.now
        let request = try StrictJSON.decode(CheckDocument.self, from: body, limits: limits)
        let format = try Self.catalogFormat(of: request.name)
        let bytes: [UInt8]
        switch (request.content, request.contentBase64) {
        case (let text?, nil): bytes = Array(text.utf8)
        case (nil, let encoded?):
            guard let data = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters) else {
                throw APIError.invalid("'contentBase64' is not base64", field: "contentBase64")
            }
            bytes = Array(data)
        default:
            throw APIError.invalid("give exactly one of 'content' (text) and 'contentBase64' (bytes)", field: "content")
        }
        let fileLocale = try request.locale.map { (tag: String) throws(APIError) in
            _ = try Self.locale(tag, field: "locale")
            return tag
        }
        var catalogs: [Catalog]
        do {
            catalogs = try CatalogLoader.read(bytes: bytes, name: request.name, format: format, locale: fileLocale,
                                              options: CatalogLoadOptions(defaultLocale: configuration.sourceLocale ?? "en"))
        } catch {
            throw APIError(422, .invalidCatalog, error.message, field: "content", location: error.location)
        }
        if let wanted = request.locales {
            for tag in wanted { _ = try Self.locale(tag, field: "locales") }
            let keep = Set(wanted.map { $0.lowercased() })
            catalogs = catalogs.map { catalog in
                var narrowed = catalog
                let kept: (String) -> Bool = { $0 == catalog.sourceLanguage || keep.contains($0.lowercased()) }
                narrowed.locales = catalog.locales.filter(kept)
                for i in narrowed.entries.indices { narrowed.entries[i].localizations = narrowed.entries[i].localizations.filter { kept($0.key) } }
                return narrowed
            }
        }
        for catalog in catalogs {
            for entry in catalog.entries {
                try TextLimits.check(entry.key, field: "key", limits: limits, location: entry.location, allowEmpty: true)
                for locale in catalog.locales where configuration.includes(locale) {
                    for value in entry.values(for: locale) where !value.isFallback {
                        try TextLimits.check(value.text, field: "content", limits: limits, location: value.location,
                                             allowEmpty: true)
                    }
                }
            }
        }
        let engine = try self.engine(sizes: request.sizes, devices: request.devices)
        return try await run(engine, catalogs, started: started)
    }

    // MARK: - listings

    public func devices() throws(APIError) -> String {
        let catalog = DeviceCatalog()
        return try encoded(DeviceListJSON(group: "all", devices: catalog.devices, catalog: catalog))
    }

    public func styles() throws(APIError) -> String {
        try encoded(StylesJSON(platform: .ios))
    }

    public func health() throws(APIError) -> String {
        struct Health: Encodable {
            let status = "ok"
            let version: String
            let configuration: String?
            let environments: Int
            let projectKeys: Int
        }
        return try encoded(Health(version: version, configuration: configuration.file, environments: environmentCount,
                                  projectKeys: project.count))
    }

    // MARK: - shared steps

    /// Runs a check job under the limits and renders the JSON report.
    private func run(_ engine: CheckEngine, _ catalogs: [Catalog], started: ContinuousClock.Instant,
                     onlyLocale: String? = nil) async throws(APIError) -> String {
        let values = catalogs.reduce(0) { sum, catalog in
            sum + catalog.locales.filter(configuration.includes).reduce(0) { inner, locale in
                inner + catalog.entries.reduce(0) { $0 + $1.values(for: locale).count }
            }
        }
        let (cells, overflow) = values.multipliedReportingOverflow(by: engine.environmentCount)
        guard !overflow, cells <= limits.maxCells else {
            throw APIError(422, .matrixTooLarge,
                           "this would lay out \(Format.count(values)) texts × \(Format.count(engine.environmentCount)) "
                               + "environments = \(overflow ? "more than \(Format.count(Int.max))" : Format.count(cells)) cells; "
                               + "the limit is \(Format.count(limits.maxCells)) (the server's --max-cells). "
                               + "Narrow it with 'locales', 'sizes' or 'devices'")
        }
        let baseline = self.baseline
        let version = self.version
        var report = try await jobs.run(deadline: started + limits.timeLimit, timeLimit: limits.timeLimit) { shouldStop in
            engine.run(catalogs: catalogs, baseline: baseline, version: version, shouldStop: shouldStop)
        }
        if let onlyLocale { report.findings.removeAll { $0.locale != onlyLocale } }
        metrics.laidOut(cells: report.statistics.cells)
        do {
            return try JSONReporter().render(report)
        } catch {
            throw APIError.internalError
        }
    }

    /// The configured engine, or one over fewer sizes or devices (cached: building the
    /// environments costs more than a small check).
    private func engine(sizes: [String]?, devices: [String]?) throws(APIError) -> CheckEngine {
        guard sizes != nil || devices != nil else { return engine }
        var narrowedConfiguration = configuration
        if let sizes {
            do {
                narrowedConfiguration.categories = try SizeSyntax.parse(list: sizes)
            } catch {
                throw APIError.unknownName("\(error) (sizes take: \(SizeSyntax.forms.joined(separator: ", ")))", field: "sizes")
            }
            guard !narrowedConfiguration.categories.isEmpty else { throw APIError.invalid("'sizes' is empty", field: "sizes") }
        }
        if let devices {
            guard !devices.isEmpty else { throw APIError.invalid("'devices' is empty", field: "devices") }
            for name in devices {
                do { _ = try DeviceCatalog().devices(matching: name) } catch {
                    throw APIError.unknownName("\(error)", field: "devices")
                }
            }
            narrowedConfiguration.devices = devices
        }
        let key = narrowedConfiguration.categories.map(\.rawValue).joined(separator: ",") + "|" + narrowedConfiguration.devices.joined(separator: ",")
        if let cached = narrowed.withLock({ $0[key] }) { return cached }
        let made: CheckEngine
        do {
            made = try CheckEngine(configuration: narrowedConfiguration, text: text)
        } catch {
            throw APIError.unknownName("\(error)", field: "devices")
        }
        narrowed.withLock { cache in
            if cache.count >= 32 { cache.removeAll() }
            cache[key] = made
        }
        return made
    }

    private func encoded<T: Encodable>(_ value: T) throws(APIError) -> String {
        do { return try jsonText(value) } catch { throw APIError.internalError }
    }

    static func locale(_ tag: String, field: String) throws(APIError) -> LocaleTag {
        guard tag.unicodeScalars.count <= 64, tag.unicodeScalars.allSatisfy({ $0.isASCII }), LocaleTag.isWellFormed(tag) else {
            throw APIError(422, .invalidLocale, "'\(tag.prefix(64))' is not a locale: use a BCP 47 tag such as en, de-CH, zh-Hans",
                           field: field)
        }
        return LocaleTag(tag)
    }

    static func named<T>(_ name: String, _ kind: NameKind, _ values: [(String, T)]) throws(APIError) -> T {
        if let match = values.first(where: { $0.0 == name.lowercased() }) { return match.1 }
        let error = UnknownNameError(kind: kind, name: String(name.prefix(64)), valid: values.map(\.0))
        throw APIError.unknownName(error.description, field: field(of: kind))
    }

    /// The request field that names a thing of this kind.
    private static func field(of kind: NameKind) -> String {
        switch kind {
        case .textStyle: "style"
        case .contentSizeCategory: "category"
        case .fontWeight: "weight"
        case .direction: "direction"
        case .device, .deviceOrGroup: "devices"
        // No request field takes names of these kinds (an unknown field is named by StrictJSON).
        case .field, .platform, .windowMode, .orientation, .element, .accessory, .setting, .rule, .reportFormat, .key, .value:
            "body"
        }
    }

    /// The reader for a file name; the name itself is never opened.
    static func catalogFormat(of name: String) throws(APIError) -> CatalogFormat {
        guard !name.isEmpty, name.utf8.count <= 255, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw APIError.invalid("'name' must be a file name of at most 255 bytes with no control characters", field: "name")
        }
        let ext = name.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        guard name.contains("."), let format = CatalogFormat(pathExtension: ext) else {
            throw APIError(422, .unsupportedFormat,
                           "'\(name)' is not a catalog name: end it in .xcstrings, .strings, .stringsdict or .xliff", field: "name")
        }
        return format
    }

    private static func field(of error: MeasureError) -> String {
        switch error {
        case .invalidSize: return "size"
        case .invalidWidth: return "width"
        case .invalidMaxLines: return "maxLines"
        case .invalidLeading: return "leading"
        case .text: return "text"
        }
    }
}
