import ArgumentParser
import Foundation
import TypeFit

/// Where a run keeps what it computed for the next run over the same inputs (`RunCache`): the
/// source pass and the check's report, keyed by the inputs' bytes.
struct CacheOptions: ParsableArguments {
    @Option(name: .customLong("cache-dir"),
            help: "Keep the source pass and the check's results here for the next run over the same inputs (default: $TYPEFIT_CACHE_DIR, else $XDG_CACHE_HOME/typefit or ~/.cache/typefit; ~/Library/Caches/typefit on a Mac).",
            completion: .directory)
    var cacheDir: String?

    @Option(name: .customLong("cache-size"),
            help: "Most the cache folder may hold, e.g. 512MB or 2GB; past it the least recently used results go (default: 512MB).")
    var cacheSize: String?

    @Flag(name: .customLong("no-cache"), help: "Neither read nor keep results in the cache folder.")
    var noCache = false

    func validate() throws {
        if noCache && cacheDir != nil { throw ValidationError("give --cache-dir or --no-cache, not both") }
        if let cacheSize, Self.bytes(cacheSize) == nil {
            throw ValidationError("--cache-size takes a size such as 512MB, 2GB or 64KB, not '\(cacheSize)'")
        }
    }

    /// The cache this run uses, nil with `--no-cache` or when the folder cannot be used (after a warning).
    func cache() -> RunCache? {
        guard !noCache else { return nil }
        let environment = ProcessInfo.processInfo.environment
        guard let folder = cacheDir ?? Self.defaultFolder(environment) else {
            Diagnostics.warning("no cache folder: HOME is not set; give --cache-dir (running without a cache)")
            return nil
        }
        return RunCache(directory: folder, limitBytes: cacheSize.flatMap(Self.bytes) ?? RunCache.defaultLimitBytes,
                        version: Self.buildIdentity, warn: { Diagnostics.warning($0) })
    }

    /// `$TYPEFIT_CACHE_DIR`, else the platform's folder for caches: the XDG Base Directory
    /// specification's `$XDG_CACHE_HOME` (when absolute) or `~/.cache` elsewhere than a Mac, and
    /// `~/Library/Caches` on a Mac (Apple's File System Programming Guide). Never a folder of the
    /// project: a repository does not get a cache unless `--cache-dir` names one in it.
    static func defaultFolder(_ environment: [String: String]) -> String? {
        if let given = environment["TYPEFIT_CACHE_DIR"], !given.isEmpty { return given }
        #if os(macOS)
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/Library/Caches/typefit"
        #else
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/typefit" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.cache/typefit"
        #endif
    }

    /// A size as `--max-catalog-size` reads one, from 1 KB up.
    static func bytes(_ text: String) -> Int? {
        CatalogLimits.size(parsing: text).flatMap { $0 >= 1024 ? $0 : nil }
    }

    /// typefit's version and the build it is: two builds of one version (a development build
    /// rebuilt after a change) must not share results, so the executable's size and modification
    /// time are part of it — they identify a build, not an input.
    static let buildIdentity: String = {
        var identity = TypeFitVersion.string
        if let path = Bundle.main.executablePath, let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
            let size = (attributes[.size] as? Int).map(String.init) ?? "?"
            let modified = (attributes[.modificationDate] as? Date).map { String(format: "%.6f", $0.timeIntervalSince1970) } ?? "?"
            identity += "+build." + size + "." + modified
        }
        return identity
    }()
}
