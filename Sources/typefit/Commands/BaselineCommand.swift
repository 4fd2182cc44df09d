import ArgumentParser
import Foundation
import TypeFit

/// `typefit baseline`: keeping the baseline of accepted findings in step with the catalogs.
struct BaselineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Keep the baseline of accepted findings in step with the catalogs.",
        discussion: """
            typefit check --write-baseline FILE writes a baseline; typefit check then reports only \
            findings not in it, and counts the entries no finding matches any more (fixed strings, \
            removed keys, deleted catalogs). typefit baseline prune removes those.

            Examples:
              typefit baseline prune                         # the baseline .typefit.yml names
              typefit baseline prune --baseline typefit-baseline.json --dry-run
            """,
        subcommands: [Prune.self])

    struct Prune: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "prune",
            abstract: "Remove the baseline entries that no finding matches any more.",
            discussion: """
                Runs the check as typefit check would with the same config, catalogs, fonts and \
                source, over every locale, size and device of the config, and removes from the baseline \
                each entry no finding matched: a string fixed since, a key removed from its catalog, a \
                catalog file that no longer exists. Entries of catalogs the run did not read (not named, \
                or present but unreadable) are kept. The file is rewritten in place (a new file in the \
                same folder, renamed over it) in its own order, so a diff shows only the removed lines; \
                each removed entry is printed.

                Exit codes: 0 pruned (or nothing to prune), 2 no baseline, or an input that could not \
                be read (nothing is written then: its findings would look fixed).
                """)

        @OptionGroup var inputs: ProjectInputs

        @Flag(help: "Print what would be removed and leave the baseline as it is.")
        var dryRun = false

        @Flag(help: "No progress bar (it is also off when standard error is not a terminal, or CI is set).")
        var noProgress = false

        func run() async throws {
            let project = try Project.loadForCommand(inputs.projectOptions)
            let configuration = project.configuration
            guard let path = inputs.baseline ?? configuration.baseline.map(configuration.resolve),
                  let baseline = project.baseline else {
                throw CommandFailure("no baseline: give --baseline FILE or set baseline in \(ConfigReader.fileName)")
            }
            let progress = ProgressBar(enabled: !noProgress && ProgressBar.terminalWantsIt)
            let report: CheckReport
            do { report = try project.check(version: TypeFitVersion.string, progress: progress.update) } catch {
                throw CommandFailure(error)
            }
            progress.finish()
            guard report.problems.isEmpty else {
                for problem in report.problems { Diagnostics.line(problem.description) }
                throw CommandFailure("the baseline \(path) was not pruned: \(report.problems.count) input problem(s) above")
            }
            let stale = Set(report.staleBaseline ?? [])
            for fingerprint in baseline.fingerprints where stale.contains(fingerprint) {
                print((dryRun ? "would remove: " : "removed: ") + fingerprint)
            }
            let kept = baseline.fingerprints.filter { !stale.contains($0) }
            let counted = "\(baseline.fingerprints.count - kept.count) of \(baseline.fingerprints.count) baseline entries"
            guard !dryRun else {
                Diagnostics.note("would remove \(counted) from \(path) (--dry-run: nothing written)")
                return
            }
            guard kept.count < baseline.fingerprints.count else {
                Diagnostics.note("nothing to prune in \(path): every entry matches a finding")
                return
            }
            // The file as it was written, less the stale entries: its order and form are kept, so
            // a diff shows only what was removed.
            let bytes: [UInt8]
            do { bytes = try Baseline.pruned(fileAt: path, removing: stale) } catch { throw CommandFailure("\(error)") }
            try ReplacedFile.write(path, what: "the baseline") { try $0.write(contentsOf: Data(bytes)) }
            Diagnostics.note("removed \(counted) from \(path)")
        }
    }
}
