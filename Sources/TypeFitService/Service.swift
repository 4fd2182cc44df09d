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
import TypeFitProject
import TypeFitReport

/// The measurement service without HTTP: request bodies in, JSON documents or an `APIError` out.
/// It answers through one `Project` (fonts, configuration, catalogs and baseline loaded once),
/// whose text engine caches and check engines every request shares; it adds the limits a
/// public service needs (sizes, time, queue) and its metrics.
public final class TypeFitService: Sendable {
    public let limits: ServiceLimits
    public let project: Project
    package let metrics = ServiceMetrics()
    public let version: String
    /// Two lanes, so that fits (one key, the quick requests) never wait behind catalog checks.
    let fitJobs: JobQueue
    let checkJobs: JobQueue

    public init(project: Project, limits: ServiceLimits = ServiceLimits(), version: String = "") {
        self.limits = limits
        self.project = project
        self.version = version
        self.fitJobs = JobQueue(lane: "fit", slots: limits.concurrentFits, waitLimit: limits.queuedFits, metrics: metrics)
        self.checkJobs = JobQueue(lane: "check", slots: limits.concurrentJobs, waitLimit: limits.queuedJobs, background: true,
                                  metrics: metrics)
    }

    public var configuration: CheckConfiguration { project.configuration }
    /// Environments of the project's full check (0 if the configuration cannot be laid out, which
    /// the first check then reports).
    public var environmentCount: Int { (try? project.environmentCount()) ?? 0 }
    public var projectKeyCount: Int { project.keyCount }

    // MARK: - /v1/measure

    public func measure(body: [UInt8]) throws(APIError) -> String {
        let request = try StrictJSON.decode(MeasureDocument.self, from: body, limits: limits)
        try TextLimits.check(request.text, field: "text", limits: limits)
        let weight = try request.weight.map { (name: String) throws(APIError) in
            try Self.named(name, .fontWeight, field: "weight", FontWeight.allCases.map { ($0.rawValue, $0) })
        }
        let direction = try request.direction.map { (name: String) throws(APIError) in
            try Self.named(name, .direction, field: "direction", TextDirection.allCases.map { ($0.rawValue, $0) })
        } ?? .natural
        let strategy = try request.lineBreakStrategy.map { (name: String) throws(APIError) in
            try Self.named(name, .value(for: "lineBreakStrategy"), field: "lineBreakStrategy",
                           LineBreakStrategy.allCases.map { ($0.rawValue, $0) })
        } ?? .standard
        let query = MeasureQuery(text: Array(request.text.utf16), locale: request.locale ?? "en", size: request.size,
                                 style: request.style, category: request.category, weight: weight, width: request.width,
                                 maxLines: request.maxLines, leading: request.leading, direction: direction,
                                 lineBreakStrategy: strategy)
        let result: TextMeasurement
        do { result = try project.measure(query) } catch { throw APIError(error) }
        return try encoded(result)
    }

    // MARK: - /v1/fit

    public func fit(body: [UInt8]) async throws(APIError) -> String {
        try await fit(reading: { body })
    }

    /// A fit whose body is read once the fit lane has taken it (a full lane refuses it unread).
    public func fit(reading body: () async throws(APIError) -> [UInt8]) async throws(APIError) -> String {
        try await fitJobs.run(timeLimit: limits.timeLimit, input: body) { [self] (body: [UInt8], shouldStop) throws(APIError) in
            try fitNow(body, shouldStop: shouldStop)
        }
    }

    private func fitNow(_ body: [UInt8], shouldStop: @escaping @Sendable () -> Bool) throws(APIError) -> String {
        let request = try StrictJSON.decode(FitDocument.self, from: body, limits: limits)
        try TextLimits.check(request.key, field: "key", limits: limits)
        try TextLimits.check(request.text, field: "text", limits: limits, allowEmpty: true)
        if let source = request.source { try TextLimits.check(source, field: "source", limits: limits, allowEmpty: true) }
        if let comment = request.comment { try TextLimits.check(comment, field: "comment", limits: limits, allowEmpty: true) }
        let path = try request.variant.map { (text: String) throws(APIError) in
            guard let path = VariationPath(parsing: text) else {
                throw APIError.invalid("'\(text)' is not a variant; write base, plural=one, device=ipad/plural=other, "
                                           + "substitution=count/plural=few or width=20", field: "variant")
            }
            return path
        } ?? .base
        let fit = FitRequest(key: request.key, locale: request.locale, text: request.text, source: request.source,
                             comment: request.comment, variant: path)
        let catalog: Catalog
        let narrowing: Narrowing
        let room: DraftRoom
        do {
            catalog = try project.fitCatalog(fit)
            narrowing = try Narrowing.parse(sizes: request.sizes, devices: request.devices)
            room = try project.draftRoom(fit, narrowing: narrowing)
        } catch {
            throw APIError(error)
        }
        let rooms = try roomJSON(room, draw: request.draw ?? false)
        guard request.check ?? true else {
            struct RoomOnly: Encodable {
                let key: String
                let locale: String
                let variant: String
                let room: [DraftRoomJSON]
                let problems: [InputProblem]
            }
            return try encoded(RoomOnly(key: request.key, locale: request.locale, variant: path.description, room: rooms,
                                        problems: room.problems))
        }
        // The question is whether this translation fits: the source's own findings stay out.
        return try report([catalog], narrowing, shouldStop: shouldStop, onlyLocale: request.locale, room: rooms)
    }

    /// The room of each use as `/v1/fit` answers it, with the draft (its first text) drawn in the
    /// use's box when `draw`.
    private func roomJSON(_ room: DraftRoom, draw: Bool) throws(APIError) -> [DraftRoomJSON] {
        let locale = room.locale
        var rooms: [DraftRoomJSON] = []
        for use in room.uses {
            var drawing: String?
            if draw, let draft = use.budget.texts.first(where: { $0.locale == locale }) {
                do {
                    drawing = try DraftDrawing.svg(draft.text, locale: locale, in: use, engine: project.text)
                } catch {
                    throw APIError(422, .invalidText, "the draft cannot be drawn: \(error)", field: "text")
                }
            }
            rooms.append(DraftRoomJSON(budget: use.budget, drawing: drawing))
        }
        return rooms
    }

    // MARK: - /v1/check

    public func check(body: [UInt8]) async throws(APIError) -> String {
        try await check(reading: { body })
    }

    /// A check whose body is read once the check lane has taken it: a burst of uploads beyond
    /// the lane's slots and wait list is refused before a byte of it is read, and parsing,
    /// checking and writing the report all happen off the threads that answer /v1/measure.
    public func check(reading body: () async throws(APIError) -> [UInt8]) async throws(APIError) -> String {
        try await checkJobs.run(timeLimit: limits.timeLimit, input: body) { [self] (body: [UInt8], shouldStop) throws(APIError) in
            try checkNow(body, shouldStop: shouldStop)
        }
    }

    private func checkNow(_ body: [UInt8], shouldStop: @escaping @Sendable () -> Bool) throws(APIError) -> String {
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
            do throws(ProjectError) { _ = try MeasureQuery.locale(tag) } catch { throw APIError(error) }
            return tag
        }
        var catalogs: [Catalog]
        do throws(InputProblem) {
            catalogs = try project.readCatalog(bytes: bytes, name: request.name, format: format, locale: fileLocale)
        } catch {
            throw APIError(422, .invalidCatalog, error.message, field: "content", location: error.location)
        }
        if let wanted = request.locales {
            for tag in wanted {
                do { _ = try MeasureQuery.locale(tag, field: .locales) } catch { throw APIError(error) }
            }
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
        let narrowing: Narrowing
        do { narrowing = try Narrowing.parse(sizes: request.sizes, devices: request.devices) } catch { throw APIError(error) }
        return try report(catalogs, narrowing, shouldStop: shouldStop)
    }

    // MARK: - listings

    /// `GET /v1/keys`: the keys `/v1/fit` knows, with their source texts, translations and uses.
    /// The first listing makes the tightest box of every key, so it runs in the fit lane, off
    /// the threads that answer quick requests; later ones reuse the boxes.
    public func keys() async throws(APIError) -> String {
        try await fitJobs.run(timeLimit: limits.timeLimit, input: { () async throws(APIError) in () }) { [self] (_: Void, _) throws(APIError) in
            let listing: KeyListing
            do throws(ProjectError) { listing = try project.keyListing() } catch { throw APIError(error) }
            return try encoded(listing)
        }
    }

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
                                  projectKeys: projectKeyCount))
    }

    /// `/readyz`: whether new requests are welcome (not while the server drains for shutdown).
    public func readiness(draining: Bool) throws(APIError) -> String {
        struct Readiness: Encodable { let status: String }
        return try encoded(Readiness(status: draining ? "draining" : "ready"))
    }

    // MARK: - shared steps

    /// Checks under the limits and renders the JSON report (on a job lane's thread).
    private func report(_ catalogs: [Catalog], _ narrowing: Narrowing, shouldStop: @escaping @Sendable () -> Bool,
                        onlyLocale: String? = nil, room: [DraftRoomJSON]? = nil) throws(APIError) -> String {
        let values = project.textCount(catalogs)
        let environments: Int
        do { environments = try project.environmentCount(narrowing) } catch { throw APIError(error) }
        let (cells, overflow) = values.multipliedReportingOverflow(by: environments)
        guard !overflow, cells <= limits.maxCells else {
            throw APIError(422, .matrixTooLarge,
                           "this would lay out \(Format.count(values)) texts × \(Format.count(environments)) "
                               + "environments = \(overflow ? "more than \(Format.count(Int.max))" : Format.count(cells)) cells; "
                               + "the limit is \(Format.count(limits.maxCells)) (the server's --max-cells). "
                               + "Narrow it with 'locales', 'sizes' or 'devices'")
        }
        var report: CheckReport
        do { report = try project.check(catalogs, narrowing: narrowing, version: version, shouldStop: shouldStop) } catch {
            throw APIError(error)
        }
        // Past the deadline the report holds only the keys done by then; the lane answers 503.
        if shouldStop() { return "" }
        if let onlyLocale { report.findings.removeAll { $0.locale != onlyLocale } }
        metrics.laidOut(cells: report.statistics.cells)
        do {
            // The service's answer keeps the report's first shape: its API (openapi.yaml) is a contract.
            if let room { return try JSONReporterV1().render(report, room: room) }
            return try JSONReporterV1().render(report)
        } catch {
            throw APIError.internalError
        }
    }

    private func encoded<T: Encodable>(_ value: T) throws(APIError) -> String {
        do { return try jsonText(value) } catch { throw APIError.internalError }
    }

    /// The value `name` stands for among `values`, or the one unknown-name refusal.
    static func named<T>(_ name: String, _ kind: NameKind, field: String, _ values: [(String, T)]) throws(APIError) -> T {
        if let match = values.first(where: { $0.0 == name.lowercased() }) { return match.1 }
        let error = UnknownNameError(kind: kind, name: String(name.prefix(64)), valid: values.map(\.0))
        throw APIError.unknownName(error.description, field: field)
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
}
