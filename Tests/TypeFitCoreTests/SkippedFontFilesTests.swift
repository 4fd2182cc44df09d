import Foundation
import Testing
@testable import TypeFitCore

/// Issue #27: an installed font file that cannot be opened — not a font, or over the 512 MB a font
/// file may take — used to be passed over without a word, its text measured in the next family.
/// The stack now keeps each such file with the reason, for the commands to warn of.
@Suite struct SkippedFontFilesTests {
    /// A folder with Inter's two static cuts (linked from the installed ones) and `variable` written
    /// as Inter's variable face, which the profile tries first.
    static func folder(variable: (URL) throws -> Void) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-skipped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Inter-Regular.otf", "InterDisplay-Regular.otf"] {
            let source = try #require(FontLocator.system.path(named: name), "the default font Inter is not installed (make deps)")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: source)
        }
        try variable(folder.appendingPathComponent("Inter[opsz,wght].ttf"))
        return folder
    }

    @Test func aFileThatIsNotAFontIsSkippedAndTold() throws {
        let folder = try Self.folder { try Data("not a font at all".utf8).write(to: $0) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let stack = try FontStack(profile: .openSubstitutes, tracking: .none, locator: FontLocator(directories: [folder.path]))
        let skipped = stack.skippedFiles.map(\.description)
        #expect(skipped.count == 1)
        #expect(skipped.first?.hasPrefix("not a usable font file: \(folder.path)/Inter[opsz,wght].ttf") == true)
        // The static cut stands in.
        #expect(try TextEngine(fonts: stack).measure("Save", size: 17).fonts.map(\.name) == ["Inter-Regular"])
    }

    @Test func aFileOverTheSizeLimitIsSkippedAndTold() throws {
        // Sparse: 513 MB on paper, no blocks on disk.
        let folder = try Self.folder { url in
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 513 << 20)
            try handle.close()
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let stack = try FontStack(profile: .openSubstitutes, tracking: .none, locator: FontLocator(directories: [folder.path]))
        #expect(stack.skippedFiles.map(\.description) == [
            "not a usable font file: \(folder.path)/Inter[opsz,wght].ttf (the file is 513 MB, over the 512 MB a font file may take)",
        ])
    }

    /// Negative case: the installed fonts open, and nothing is told.
    @Test func installedFontsAreNotSkipped() throws {
        let stack = try FontStack(profile: .openSubstitutes, tracking: .none)
        _ = try TextEngine(fonts: stack).measure("Save", size: 17)
        #expect(stack.skippedFiles.isEmpty)
    }
}
