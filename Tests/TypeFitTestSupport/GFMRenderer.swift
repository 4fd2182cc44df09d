import Foundation

/// Renders Markdown as GitHub does, with `cmark-gfm` (GitHub's own fork of cmark, from Debian's
/// or Homebrew's `cmark-gfm` package) and GitHub's extensions: tables, autolinks, strikethrough.
/// Raw HTML is passed through (`--unsafe`), so a tag a report lets slip shows in the output,
/// where GitHub's sanitizer would hide it.
public enum GFMRenderer {
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    private static let candidates = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm", "/opt/homebrew/bin/cmark-gfm"]

    public static func html(_ markdown: String) throws -> String {
        guard let path = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw Unavailable(description: "cmark-gfm not found (looked in \(candidates.joined(separator: ", "))): "
                              + "run scripts/install-deps.sh --test-tools")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough", "-t", "html"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Written from another thread: a large document would fill the output pipe before all of
        // it is read.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(markdown.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let html = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(description: "cmark-gfm exited with \(process.terminationStatus)")
        }
        return String(decoding: html, as: UTF8.self)
    }
}
