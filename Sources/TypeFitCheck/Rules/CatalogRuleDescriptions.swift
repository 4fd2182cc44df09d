import TypeFitCatalog

/// The catalog findings (`TypeFitCatalog.CatalogLint`) described like the layout rules, so
/// configs, SARIF and `typefit rules` treat every rule the same way. Each example is the
/// `"strings"` of a String Catalog whose source language is en, with the message CatalogLint gives.
extension CatalogRule {
    package var ruleDescription: RuleDescription {
        switch self {
        case .placeholderCount:
            describe(
                "Placeholder count", "A translation uses an argument the source lacks, or drops one.",
                "A missing or extra format argument prints the wrong value or crashes String(format:).",
                triggering: [
                    RuleExample("Source \"%d photos\", translation \"Fotos\".",
                                catalog: Self.pair("photos", "%d photos", "Fotos"),
                                triggers: "\"photos\" (de, base): the translation drops argument 1 (%d) of the source: "
                                    + "1 in the source, 0 in the translation"),
                ],
                nonTriggering: [
                    RuleExample("Source \"%d photos\", translation \"%d Fotos\".",
                                catalog: Self.pair("photos", "%d photos", "%d Fotos")),
                    // CFString.c numbers an unnumbered specifier by a counter that `n$` does not move:
                    // `%d` after `%2$@` reads argument 1.
                    RuleExample("Source \"%d photos by %2$@\", translation \"Von %2$@: %d Fotos\" (the %d "
                                + "after %2$@ still reads argument 1, as CoreFoundation numbers it).",
                                catalog: Self.pair("photos.by", "%d photos by %2$@", "Von %2$@: %d Fotos")),
                ])
        case .placeholderType:
            describe(
                "Placeholder type", "A translation gives an argument a different kind than the source.",
                "%@ where the source has %d reads an integer as an object pointer: a crash at run time.",
                triggering: [
                    RuleExample("Source \"%d items\", translation \"%@ Elemente\".",
                                catalog: Self.pair("items", "%d items", "%@ Elemente"),
                                triggers: "\"items\" (de, base): argument 1 is signedInteger in the source (%d) "
                                    + "but object in the translation (%@)"),
                ],
                nonTriggering: [
                    RuleExample("Source \"%d items\", translation \"%d Elemente\".",
                                catalog: Self.pair("items", "%d items", "%d Elemente")),
                ])
        case .placeholderOrder:
            describe(
                "Placeholder order", "A translation swaps non-positional arguments of different kinds.",
                "Reordered arguments need positional specifiers (%1$@, %2$d).",
                triggering: [
                    RuleExample("Source \"%@ has %d\", translation \"%d hat %@\".",
                                catalog: Self.pair("inbox", "%@ has %d", "%d hat %@"),
                                triggers: "\"inbox\" (de, base): the translation has the placeholders in another "
                                    + "order (%d %@) than the source (%@ %d); use positional specifiers such as %1$@ "
                                    + "to reorder"),
                ],
                nonTriggering: [
                    RuleExample("Translation \"%2$d hat %1$@\".",
                                catalog: Self.pair("inbox", "%@ has %d", "%2$d hat %1$@")),
                ])
        case .pluralCategoryMissing:
            // CLDR's Russian cardinals: one, few, many, other.
            describe(
                "Plural category missing", "A plural variation lacks a category CLDR requires for the locale.",
                "The missing category falls back to \"other\", which is wrong grammar (e.g. Russian \"few\").",
                triggering: [
                    RuleExample("A Russian plural with only one and other.",
                                catalog: Self.russianPlural(["one": "%d файл", "other": "%d файла"]),
                                triggers: "\"files\" (ru) lacks the plural categories few, many that ru uses "
                                    + "(CLDR: one, few, many, other)"),
                ],
                nonTriggering: [
                    RuleExample("A Russian plural with one, few, many and other.",
                                catalog: Self.russianPlural(["one": "%d файл", "few": "%d файла",
                                                             "many": "%d файлов", "other": "%d файла"])),
                ])
        case .untranslated:
            // A locale is the catalog's when some key has it: "done" brings in de.
            describe(
                "Untranslated", "The locale has no value (the source is shown) or the value is new.",
                "Users of the locale see the source language.",
                triggering: [
                    RuleExample("A key with no German value.",
                                catalog: Self.pair("done", "Done", "Fertig") + ", "
                                    + Self.entry("title", ["en": Self.unit("Title")]),
                                triggers: "\"title\" has no de translation; the en text is shown"),
                    RuleExample("A German value in state new.",
                                catalog: Self.pair("title", "Title", "Titel", state: "new"),
                                triggers: "\"title\" (base) is new and not yet translated to de"),
                ],
                nonTriggering: [
                    RuleExample("A key translated into every locale.", catalog: Self.pair("title", "Title", "Titel")),
                ])
        case .needsReview:
            describe(
                "Needs review", "The translation is marked needs_review.",
                "The source changed after it was translated; the text may be stale.",
                triggering: [
                    RuleExample("state: needs_review",
                                catalog: Self.pair("title", "Title", "Titel", state: "needs_review"),
                                triggers: "\"title\" (base) in de needs review"),
                ],
                nonTriggering: [
                    RuleExample("state: translated", catalog: Self.pair("title", "Title", "Titel")),
                ])
        case .undefinedVariable:
            describe(
                "Undefined variable", "A %#@name@ names a substitution that is not defined.",
                "The placeholder prints literally at run time.",
                triggering: [
                    RuleExample("\"%#@count@\" with no substitution named count.",
                                catalog: Self.entry("files", ["en": Self.unit("%#@count@")]),
                                triggers: "\"files\" (en) uses %#@count@ but defines no variable \"count\""),
                ],
                nonTriggering: [
                    RuleExample("A substitution named count exists.", catalog: Self.entry("files", [
                        "en": Self.unit("%#@count@")
                            + #", "substitutions": {"count": {"argNum": 1, "formatSpecifier": "lld", "#
                            + #""variations": {"plural": {"one": {"# + Self.unit("%arg file") + #"}, "other": {"#
                            + Self.unit("%arg files") + "}}}}}",
                    ])),
                ])
        case .duplicateKey:
            describe(
                "Duplicate key", "A .strings file gives a key twice; the last value is the one read.",
                "Apple's tools keep the later pair, so an edit made to the first one never shows.",
                triggering: [
                    RuleExample("\"done\" at lines 1 and 3.", strings: "\"done\" = \"Done\";\n\"back\" = \"Back\";\n\"done\" = \"Finish\";\n",
                                triggers: "\"done\" is given again at line 3, whose value is the one read",
                                then: ["\"done\" was given at line 1; this later value is the one read"]),
                ],
                nonTriggering: [
                    RuleExample("Each key once.", strings: "\"done\" = \"Done\";\n\"back\" = \"Back\";\n"),
                ])
        }
    }

    private func describe(_ name: String, _ summary: String, _ help: String, triggering: [RuleExample],
                          nonTriggering: [RuleExample]) -> RuleDescription {
        RuleDescription(id: rawValue, name: name, summary: summary, help: help, defaultSeverity: severity,
                        triggeringExamples: triggering, nonTriggeringExamples: nonTriggering)
    }

    /// `"key": {"localizations": {…}}`, each localization given as the inside of its object.
    private static func entry(_ key: String, _ localizations: [String: String]) -> String {
        let members = localizations.keys.sorted().map { "\"\($0)\": {\(localizations[$0] ?? "")}" }
        return "\"\(key)\": {\"localizations\": {\(members.joined(separator: ", "))}}"
    }

    private static func unit(_ value: String, state: String = "translated") -> String {
        "\"stringUnit\": {\"state\": \"\(state)\", \"value\": \"\(value)\"}"
    }

    /// A key with an English source and a German translation.
    private static func pair(_ key: String, _ english: String, _ german: String, state: String = "translated")
        -> String {
        entry(key, ["en": unit(english), "de": unit(german, state: state)])
    }

    /// "files" as an English plural (one, other) and a Russian one with the forms given.
    private static func russianPlural(_ forms: [String: String]) -> String {
        func plural(_ forms: [String: String]) -> String {
            let order = ["zero", "one", "two", "few", "many", "other"].filter { forms[$0] != nil }
            return "\"variations\": {\"plural\": {"
                + order.map { "\"\($0)\": {\(unit(forms[$0] ?? ""))}" }.joined(separator: ", ") + "}}"
        }
        return entry("files", ["en": plural(["one": "%d file", "other": "%d files"]), "ru": plural(forms)])
    }
}
