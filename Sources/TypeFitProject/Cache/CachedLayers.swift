import Foundation
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitDiagnostics
import TypeFitSources

/// The two layers a check keeps in the run cache, cheapest to check first:
///
/// - `sources`: what the source pass read from the app's files (uses, what it could not place, its
///   problems), keyed by every file it reads (path and bytes), the catalogs' keys it matched them
///   against (key, table, place), the `sources.wrappers` and typefit's version. A changed Swift
///   file, storyboard or strings table, or a key added to a catalog, is a new key: the pass runs.
/// - `check`: the check's report, keyed by the `sources` key (or "no sources"), every catalog file's
///   bytes, the config file's bytes and the command line's overrides, the app's project files
///   (they choose the devices), the baseline's bytes, the fonts (`FontFingerprint`), HarfBuzz's and
///   ICU's versions, the project's folder and repository (paths in fingerprints) and typefit's version.
///
/// Whatever a key leaves out must not change the result; whatever it holds that does not change
/// the result only costs a miss. A file's bytes are read for the key on every run (never its
/// time stamp), so an unchanged run pays one read of each input and no parse.
enum CachedLayers {
    static let sources = "sources"
    static let check = "check"

    /// The source pass through the cache: the result kept for these files, else `read()`, kept.
    static func sourcePass(_ cache: RunCache, files: [String], catalogs: [Catalog], wrappers: [SourceWrapper],
                           read: () -> SourceLayout) -> (layout: SourceLayout, key: [UInt8]) {
        var digest = InputDigest(sources)
        digest.add("typefit", cache.version)
        digest.add("wrappers", encoded: wrappers)
        for catalog in catalogs {
            digest.add("table", catalog.table)
            for entry in catalog.entries {
                digest.add("key", entry.key)
                digest.add("at", "\(entry.location.file):\(entry.location.line):\(entry.location.column)")
            }
        }
        for file in files { digest.add(file: file) }
        let key = digest.digest
        if let kept = cache.read(KeptSourcePass.self, layer: sources, key: key) { return (kept.layout, key) }
        let layout = read()
        cache.write(KeptSourcePass(layout), layer: sources, key: key)
        return (layout, key)
    }
}

/// The part of `SourceLayout` the source pass reads from the files, as the cache keeps it.
/// (`SourceLayout` is not `Codable` itself: its synthesized conformance would have to live in its
/// own file, and the walk's part — counts, files left out — is found again on every run.)
struct KeptSourcePass: Codable {
    var uses: [SourceUse]
    var unresolved: [UnresolvedUse]
    var problems: [InputProblem]
    var setAside: Int
    /// Sorted, so that equal layouts are equal files.
    var setAsideKeys: [String]

    init(_ layout: SourceLayout) {
        uses = layout.uses
        unresolved = layout.unresolved
        problems = layout.problems
        setAside = layout.setAside
        setAsideKeys = layout.setAsideKeys.sorted()
    }

    var layout: SourceLayout {
        var layout = SourceLayout(uses: uses, unresolved: unresolved, problems: problems, setAside: setAside)
        layout.setAsideKeys = Set(setAsideKeys)
        return layout
    }
}

/// A check's report as the cache keeps it, with the font files the check could not open (their
/// warnings are told again on a hit, as the run that found them told them).
struct KeptCheck: Codable {
    var report: CheckReport
    var skippedFonts: [String]
}

extension CachedLayers {
    /// What `load` learnt for the `check` layer: the cache, the options, the `sources` key and
    /// the baseline file.
    struct CheckInputs: Sendable {
        let cache: RunCache
        let options: Project.Options
        let sourcesKey: [UInt8]?
        let baseline: String?
    }

    /// The `check` layer's key: the digest of everything a check of `project` reads besides the
    /// source pass (whose own key stands for it; see the type's comment for the list), and the
    /// report's version.
    static func checkKey(_ inputs: CheckInputs, project: Project, version: String) -> [UInt8] {
        let (cache, options, sourcesKey, baseline) = (inputs.cache, inputs.options, inputs.sourcesKey, inputs.baseline)
        var digest = InputDigest(check)
        digest.add("report-version", version)
        digest.add("typefit", cache.version)
        FontFingerprint.addEngineVersions(to: &digest)
        digest.add("sources", sourcesKey.map(SHA256.hex) ?? (project.sources == nil ? "none" : "uncached"))
        let configuration = project.configuration
        digest.add("config", configuration.file ?? "")
        if let file = configuration.file { digest.add(file: file) }
        // The command line's say, field by field (the values are plain: no sets or dictionaries,
        // whose order would differ from run to run).
        for (label, value) in [("configFile", options.configFile as Any), ("search", options.searchesForConfig),
                               ("directory", options.directory), ("fonts", options.fonts), ("appleFonts", options.appleFonts as Any),
                               ("tracking", options.tracking as Any), ("cjk", options.cjkLineBreak as Any),
                               ("catalogs", options.catalogs), ("locales", options.locales as Any),
                               ("narrowing", options.narrowing), ("failOn", options.failOn as Any),
                               ("baseline", options.baseline as Any), ("sourceChoice", options.sources),
                               ("maxBytes", options.maxCatalogBytes as Any), ("maxKeys", options.maxCatalogKeys as Any),
                               ("platforms", options.readsPlatforms)] as [(String, Any)] {
            digest.add(label, String(reflecting: value))
        }
        // What the app's project files decided (its devices, its orientations), rather than the files themselves.
        digest.add("devices", String(reflecting: configuration.devices))
        digest.add("orientations", configuration.familyOrientations.sorted { $0.key.rawValue < $1.key.rawValue }
            .map { "\($0.key.rawValue)=\($0.value.map(\.rawValue).joined(separator: ","))" }.joined(separator: ";"))
        digest.add("folder", project.folder)
        digest.add("repository", project.repositoryRoot ?? "")
        for catalog in project.catalogs {
            // Besides its files' bytes, what a catalog took from elsewhere: its source language
            // may come from an Xcode project's developmentRegion, its locales from an export.
            digest.add("catalog", catalog.name)
            digest.add("format", String(reflecting: catalog.format))
            digest.add("source", catalog.sourceLanguage + " " + String(reflecting: catalog.sourceLanguageBasis))
            digest.add("locales", catalog.locales.joined(separator: ","))
            for file in catalog.files { digest.add(file: file) }
        }
        for problem in project.problems {
            digest.add("problem", problem.description)
            digest.add(file: problem.location.file)
        }
        digest.add("exports", project.exportsSkipped.joined(separator: "\n"))
        if let baseline { digest.add(file: baseline) }
        FontFingerprint.add(project.text, to: &digest)
        return digest.digest
    }
}

extension Project {
    /// The warnings of font files the check could not open while measuring, each once; a check
    /// read back from the run cache tells those its first run told.
    public var skippedFontWarnings: [String] {
        let live = text.fonts.skippedFiles.map { "\($0)" }
        let kept = keptFontWarnings.withLock { $0 }
        return live + kept.filter { !live.contains($0) }
    }
}
