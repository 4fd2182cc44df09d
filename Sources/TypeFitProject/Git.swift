import Foundation

/// Asks git about a repository without changing anything in it: no checkout, stash or index
/// write (`GIT_OPTIONAL_LOCKS=0` keeps even the index's refresh from happening). git is run
/// directly, never through a shell, and paths are given after `--`, taken literally.
struct Git: Sendable {
    /// The top of the work tree, as git spells it (symbolic links resolved).
    let root: String
    private let executable: URL

    /// The repository `directory` is in. Throws when git is not on `PATH` or `directory` is not
    /// inside a work tree.
    init(in directory: String) throws(GitError) {
        guard let git = Self.find() else { throw GitError("git is not on PATH") }
        executable = git
        let top = try Self.run(git, ["rev-parse", "--show-toplevel"], in: directory)
        guard top.status == 0, let line = String(bytes: top.output, encoding: .utf8)?.split(separator: "\n").first else {
            throw GitError("\(directory) is not inside a git work tree")
        }
        root = String(line)
    }

    /// The commit `ref` names. Throws when it names none.
    func commit(_ ref: String) throws(GitError) -> String {
        // A ref never starts with `-`: git would read it as an option.
        guard !ref.isEmpty, !ref.hasPrefix("-"), !ref.contains("\n"),
              let found = try? run(["rev-parse", "--verify", "--quiet", ref + "^{commit}"]), found.status == 0,
              let sha = String(bytes: found.output, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
              !sha.isEmpty, sha.allSatisfy(\.isHexDigit)
        else { throw GitError("'\(ref)' is not a commit in \(root)") }
        return sha
    }

    /// A file of `commit` (`path` relative to the root).
    enum Blob: Sendable {
        case absent
        case tooLarge(Int)
        case bytes([UInt8])
    }

    /// `paths` (relative to the root) as they were in `commit`; one larger than `limit` bytes is
    /// not read.
    func files(_ paths: [String], at commit: String, limit: Int) throws(GitError) -> [String: Blob] {
        var blobs = Dictionary(paths.map { ($0, Blob.absent) }, uniquingKeysWith: { first, _ in first })
        guard !paths.isEmpty else { return blobs }
        // `<mode> <type> <object> <size>\t<path>\0` for each file; a path absent in the commit is not listed.
        let listed = try run(["ls-tree", "-r", "-l", "-z", "--full-tree", commit, "--"] + paths)
        guard listed.status == 0 else { throw GitError("git ls-tree \(commit) failed: \(listed.errors)") }
        for record in listed.output.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")),
                  let path = String(bytes: record[record.index(after: tab)...], encoding: .utf8) else { continue }
            let fields = String(decoding: record[..<tab], as: UTF8.self).split(separator: " ")
            guard fields.count == 4, fields[1] == "blob", let size = Int(fields[3]), blobs[path] != nil else { continue }
            if size > limit {
                blobs[path] = .tooLarge(size)
                continue
            }
            let object = try run(["cat-file", "blob", String(fields[2])])
            guard object.status == 0 else { throw GitError("git cat-file \(fields[2]) (\(path)) failed: \(object.errors)") }
            blobs[path] = .bytes(object.output)
        }
        return blobs
    }

    /// `path` relative to the root, when it is inside the work tree.
    func relative(_ path: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let top = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        if top == "/" { return String(absolute.dropFirst()) }
        return absolute.hasPrefix(top + "/") ? String(absolute.dropFirst(top.count + 1)) : nil
    }

    private func run(_ arguments: [String]) throws(GitError) -> (status: Int32, output: [UInt8], errors: String) {
        try Self.run(executable, arguments, in: root)
    }

    private static func run(_ git: URL, _ arguments: [String],
                            in directory: String) throws(GitError) -> (status: Int32, output: [UInt8], errors: String) {
        let process = Process()
        process.executableURL = git
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["GIT_OPTIONAL_LOCKS": "0", "GIT_LITERAL_PATHSPECS": "1", "GIT_TERMINAL_PROMPT": "0"]) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw GitError("cannot run \(git.path): \(error)") }
        // Output first: git writes a line or two of errors at most, which the pipe holds until read.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, [UInt8](out), String(decoding: err, as: UTF8.self))
    }

    /// The first `git` on `PATH`.
    private static func find() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("git")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// Why git could not answer.
struct GitError: Error, CustomStringConvertible, Sendable {
    let description: String
    init(_ description: String) { self.description = description }
}
