import ArgumentParser
import Foundation
import TypeFit

/// `typefit catalog`: what is in these catalogs, and what the catalogs alone prove wrong.
struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Summarise string catalogs and report problems visible without measuring.",
        discussion: """
            Reads .xcstrings, .strings, .stringsdict and XLIFF files (also .xcloc bundles). A directory \
            is searched for catalogs, skipping build folders (.build*, DerivedData, build, Pods, Carthage, \
            .git, node_modules). Files of one table in sibling *.lproj folders are shown as one catalog.

            For each catalog it prints the keys, locales, variant counts (plural, device, substitution, \
            width), review states and coverage per locale, then the findings:
              placeholder-count, placeholder-type, placeholder-order  (error)
              undefined-variable                                      (error)
              plural-category-missing, needs-review                   (warning)
              untranslated                                            (note)

            Findings print as file:line:col: severity: message [rule], which Xcode and most editors link.
            A file that cannot be read is reported the same way and the others are still summarised.
            Exit code: 2 if any file could not be read, else 0.

            Examples:
              typefit catalog App/Resources/Localizable.xcstrings
              typefit catalog . --json > catalogs.json
              typefit catalog Localizations/de.xcloc --limit 0
            """)

    @Argument(help: "Catalog files or directories to search.")
    var paths: [String]

    @Flag(help: "Print one JSON document (fields are documented in docs/catalogs.md).")
    var json = false

    @Option(help: "Findings listed per rule in text output; 0 lists all. JSON always has all.")
    var limit: Int = 20

    @Option(help: "Locale of .strings/.stringsdict files outside *.lproj folders.")
    var defaultLocale: String = "en"

    func run() async throws {
        let result = CatalogLoader.load(paths, options: CatalogLoadOptions(defaultLocale: defaultLocale))
        let summaries = result.catalogs.map(CatalogSummary.init)
        let findings = result.catalogs.flatMap(CatalogLint.findings)
        for error in result.errors { Diagnostics.line(error.description) }
        if json {
            try printReport(result: result, summaries: summaries, findings: findings)
        } else {
            printText(result: result, summaries: summaries, findings: findings)
        }
        if !result.errors.isEmpty {
            throw CommandFailure("\(result.errors.count) file\(result.errors.count == 1 ? "" : "s") could not be read")
        }
        if result.catalogs.isEmpty {
            throw CommandFailure("no catalogs found in \(paths.joined(separator: ", "))")
        }
    }

    private func printText(result: CatalogLoadResult, summaries: [CatalogSummary], findings: [CatalogFinding]) {
        var out = ""
        for s in summaries {
            out += "\(s.name)\n"
            out += "  format: \(s.format.rawValue)\(s.version.map { " \($0)" } ?? ""), source language: \(s.sourceLanguage), "
                + "files: \(s.files.count)\n"
            out += "  keys: \(s.keyCount), locales: \(s.locales.count) (\(s.locales.joined(separator: ", ")))\n"
            let v = s.variants
            out += "  values: \(v.values); variants: plural \(v.plural) in \(v.pluralKeys) keys, device \(v.device) in "
                + "\(v.deviceKeys), substitution \(v.substitution) in \(v.substitutionKeys), width \(v.width) in \(v.widthKeys)\n"
            out += "  states: " + s.states.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "\n"
            out += "  coverage: " + s.coverage.map { "\($0.locale) \($0.percent)%" }.joined(separator: ", ") + "\n"
        }
        let byRule = Dictionary(grouping: findings, by: \.rule)
        for rule in CatalogRule.allCases {
            guard let list = byRule[rule], !list.isEmpty else { continue }
            out += "\n\(rule.rawValue): \(list.count)\n"
            let shown = limit > 0 ? Array(list.prefix(limit)) : list
            for f in shown { out += f.xcodeLine + "\n" }
            if shown.count < list.count { out += "… \(list.count - shown.count) more (--limit 0 or --json lists all)\n" }
        }
        out += "\n\(summaries.count) catalog\(summaries.count == 1 ? "" : "s") from \(result.files.count) file"
            + "\(result.files.count == 1 ? "" : "s"), \(findings.count) finding\(findings.count == 1 ? "" : "s")"
            + (result.errors.isEmpty ? "" : ", \(result.errors.count) unreadable") + "\n"
        FileHandle.standardOutput.write(Data(out.utf8))
    }

    private func printReport(result: CatalogLoadResult, summaries: [CatalogSummary], findings: [CatalogFinding]) throws {
        let report = CatalogReport(
            catalogs: summaries,
            findings: findings.map(CatalogReport.Finding.init),
            errors: result.errors.map { CatalogReport.ReadError(file: $0.location.file, line: $0.location.line,
                                                                column: $0.location.column, message: $0.message) },
            filesRead: result.files)
        try printJSON(report)
    }
}

/// The `typefit catalog --json` document. Field names are a contract (docs/catalogs.md).
struct CatalogReport: Encodable {
    struct Finding: Encodable {
        var rule: String
        var severity: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var catalog: String
        var key: String
        var locale: String?
        var variant: String?

        init(_ f: CatalogFinding) {
            rule = f.rule.rawValue
            severity = f.severity.rawValue
            message = f.message
            file = f.location.file
            line = f.location.line
            column = f.location.column
            catalog = f.catalog
            key = f.key
            locale = f.locale
            variant = f.path?.description
        }

        // The JSON key stays `ruleId`: the document is a published contract (docs/catalogs.md).
        private enum CodingKeys: String, CodingKey {
            case rule = "ruleId"
            case severity, message, file, line, column, catalog, key, locale, variant
        }
    }

    struct ReadError: Encodable {
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    var catalogs: [CatalogSummary]
    var findings: [Finding]
    var errors: [ReadError]
    var filesRead: [String]
}
