import ArgumentParser
import Foundation
import TypeFit

/// `typefit pseudo`: pseudo-localizations a test build can ship and `typefit check` can check.
struct PseudoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write pseudo-locales (en-XA accented and expanded, ar-XB right-to-left) of string catalogs.",
        discussion: """
            Reads the catalogs under each PATH (as typefit catalog does) and writes, below --output, \
            their pseudo-localizations in the format each was read from: a String Catalog whole with \
            the locales en-XA and ar-XB added; a .strings or .stringsdict table as en-XA.lproj and \
            ar-XB.lproj beside the source's; an XLIFF export as en-XA.xliff and ar-XB.xliff. Paths \
            below --output mirror those below each PATH. Inputs are never changed: a file that would \
            land on an input catalog, and any output folder that is a symbolic link, is refused.

            en-XA: letters accented, the text made longer by the measured expansion of the project's \
            longest target language (in characters, at least 130%), and bracketed, so a cut end \
            shows: "Save" at 130% is "[Šáṽé ~]". ar-XB: every word between RLM RLO and PDF RLM, so \
            the string reads right to left and the layout is mirrored. Format specifiers (%@, %1$@, \
            %lld, %#@count@) are kept as written and in order: the app formats them, and typefit \
            check measures each with its worst-case sample. Plural, device, substitution and width \
            variants are kept; plurals get the categories the pseudo-locale needs.

            Exit code: 2 if a catalog could not be read or a file not written (the others are still \
            written), else 0.

            Examples:
              typefit pseudo App --output build/pseudo
              typefit check build/pseudo --locales en-XA
            """)

    @Argument(help: "Catalog files or folders (default: the current folder).")
    var paths: [String] = ["."]

    @Option(help: "The folder to write into (made if missing).", completion: .directory)
    var output: String

    @Option(name: .customLong("locale"), help: "A pseudo-locale to write (repeatable; default: both).")
    var locales: [PseudoLocale] = []

    @Option(help: "Expand en-XA to this percent of the source's length instead of the measured one (100 to 400).")
    var expansion: Int?

    @Option(help: "Locale of .strings/.stringsdict files outside *.lproj folders.")
    var defaultLocale: String = "en"

    func validate() throws {
        if let expansion, !(100...400).contains(expansion) {
            throw ValidationError("--expansion takes a percent from 100 to 400, not \(expansion)")
        }
    }

    func run() async throws {
        let result = CatalogLoader.load(paths, options: CatalogLoadOptions(defaultLocale: defaultLocale))
        for error in result.errors { Diagnostics.line(error.description) }
        guard !result.catalogs.isEmpty else {
            throw CommandFailure("no catalogs found in \(paths.joined(separator: ", "))")
        }
        var measured = PseudoExpansion.measure(result.catalogs)
        if let expansion { measured = PseudoExpansion(percent: expansion) }
        Diagnostics.note(Self.describe(measured, given: expansion != nil))
        var chosen: [PseudoLocale] = []
        for locale in locales.isEmpty ? PseudoLocale.allCases : locales where !chosen.contains(locale) { chosen.append(locale) }
        let files = PseudoFiles.make(result.catalogs, roots: paths, locales: chosen, expansion: measured)
        let outcome = PseudoFiles.write(files, to: output, inputs: result.files)
        for problem in outcome.problems { Diagnostics.line(problem.description) }
        FileHandle.standardOutput.write(Data(outcome.written.map { $0 + "\n" }.joined().utf8))
        let failed = result.errors.count + outcome.problems.count
        if failed > 0 {
            throw CommandFailure("\(outcome.written.count) file\(outcome.written.count == 1 ? "" : "s") written; "
                                 + "\(result.errors.count) unreadable, \(outcome.problems.count) not written")
        }
    }

    static func describe(_ expansion: PseudoExpansion, given: Bool) -> String {
        if given { return "en-XA expansion \(expansion.percent)% (--expansion)" }
        guard let language = expansion.language, let measured = expansion.measuredPercent else {
            return "en-XA expansion \(expansion.percent)% (no translations to measure: the \(PseudoExpansion.floorPercent)% floor)"
        }
        let floor = measured < expansion.percent ? "; the \(PseudoExpansion.floorPercent)% floor" : ""
        return "en-XA expansion \(expansion.percent)% (longest target language \(language): \(measured)% of the source's "
            + "characters over \(expansion.keys) key\(expansion.keys == 1 ? "" : "s")\(floor))"
    }
}
