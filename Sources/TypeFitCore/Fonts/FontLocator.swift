import Foundation
import Synchronization

/// Finds font files by file name in the platform's font folders. Font stacks name files
/// ("Inter-Regular.otf"), not families, so that nothing depends on fontconfig and a lookup is
/// one dictionary read after a single directory walk.
package final class FontLocator: Sendable {
    /// Folders searched, in order; the first file of a name wins. `TYPEFIT_FONT_PATH`
    /// (colon-separated) comes first so a user can point typefit at fonts of their own.
    package let directories: [String]
    /// Apple's fonts from `fonts.apple`, looked up before the folders.
    package let appleFolder: AppleFontFolder?
    private let index = Mutex<[String: String]?>(nil)

    package static let system = FontLocator(directories: FontLocator.defaultDirectories())

    package init(directories: [String], appleFolder: AppleFontFolder? = nil) {
        self.directories = directories
        self.appleFolder = appleFolder
    }

    package static func defaultDirectories() -> [String] {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        var dirs: [String] = []
        if let extra = ProcessInfo.processInfo.environment["TYPEFIT_FONT_PATH"] {
            dirs += extra.split(separator: ":").map(String.init)
        }
        #if os(macOS)
        dirs += ["/System/Library/Fonts", "/System/Library/Fonts/Supplemental", "/Library/Fonts",
                 home + "/Library/Fonts", "/opt/homebrew/share/fonts", "/usr/local/share/fonts"]
        #else
        dirs += ["/usr/share/fonts", "/usr/local/share/fonts", home + "/.local/share/fonts", home + "/.fonts"]
        #endif
        return dirs
    }

    /// The path of the font file called `name`, or nil when no folder has it.
    package func path(named name: String) -> String? {
        if name.hasPrefix("/") { return FileManager.default.isReadableFile(atPath: name) ? name : nil }
        if let path = appleFolder?.files[name.lowercased()] { return path }
        return index.withLock { cached in
            if cached == nil { cached = Self.walk(directories) }
            return cached?[name.lowercased()]
        }
    }

    private static func walk(_ directories: [String]) -> [String: String] {
        var found: [String: String] = [:]
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
        for directory in directories {
            guard let walker = FileManager.default.enumerator(atPath: directory) else { continue }
            while let relative = walker.nextObject() as? String {
                let url = URL(fileURLWithPath: relative)
                guard extensions.contains(url.pathExtension.lowercased()) else { continue }
                let key = url.lastPathComponent.lowercased()
                if found[key] == nil { found[key] = directory + "/" + relative }
            }
        }
        return found
    }
}
