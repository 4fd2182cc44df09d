import Foundation
import TypeFitCore

/// A stand-in for a folder of Apple's fonts (`fonts.apple`), made at test time: copies of the test
/// font and of installed open fonts under Apple's file names, so that the resolution and the
/// widths can be checked on Linux, where Apple's fonts are not. The widths expected are hb-shape's
/// on the copied files themselves.
public enum AppleFontsFixture {
    /// Apple's file name → the file it is a copy of.
    public struct Missing: Error, CustomStringConvertible {
        public let name: String
        public var description: String { "\(name) is not installed: run `make test-deps`" }
    }

    /// The usual folder: SF Pro (Inter's variable face, `opsz` and `wght`, as the download's
    /// SF-Pro.ttf), SF Arabic (Noto Sans Arabic, as the download's SF-Arabic.ttf), SF Hebrew (Noto
    /// Sans Hebrew, as the Mac's SFHebrew.ttf) and PingFang (Noto Sans CJK's collection, as the Mac's
    /// PingFang.ttc). Everything else of Apple's is missing.
    public static let standard: [String: String] = [
        "SF-Pro.ttf": "Inter[opsz,wght].ttf",
        "SF-Arabic.ttf": "NotoSansArabic-Regular.ttf",
        "SFHebrew.ttf": "NotoSansHebrew-Regular.ttf",
        "PingFang.ttc": "NotoSansCJK-Regular.ttc",
    ]

    /// A new folder under `parent` (default: a fresh temporary one) holding copies of `files`
    /// (Apple's name → an installed font's name, or an absolute path). The caller removes it.
    public static func make(_ files: [String: String] = standard, in parent: URL? = nil) throws -> URL {
        let folder = (parent ?? FileManager.default.temporaryDirectory)
            .appendingPathComponent("typefit-apple-fonts-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (apple, source) in files {
            guard let path = FontLocator.system.path(named: source) else { throw Missing(name: source) }
            try FileManager.default.copyItem(atPath: path, toPath: folder.appendingPathComponent(apple).path)
        }
        return folder
    }

    /// The installed file a fixture name is a copy of.
    public static func source(_ name: String) throws -> String {
        guard let path = FontLocator.system.path(named: name) else { throw Missing(name: name) }
        return path
    }
}
