import TypeFitCatalog

/// The catalog findings (`TypeFitCatalog.CatalogLint`) described like the layout rules, so
/// configs, SARIF and `typefit rules` treat every rule the same way.
extension CatalogRule {
    public var ruleDescription: RuleDescription {
        switch self {
        case .placeholderCount:
            describe("Placeholder count", "A translation uses an argument the source lacks, or drops one.",
                     "A missing or extra format argument prints the wrong value or crashes String(format:).",
                     ["Source \"%d photos\", translation \"Fotos\"."], ["Source \"%d photos\", translation \"%d Fotos\"."])
        case .placeholderType:
            describe("Placeholder type", "A translation gives an argument a different kind than the source.",
                     "%@ where the source has %d reads an integer as an object pointer: a crash at run time.",
                     ["Source \"%d items\", translation \"%@ Elemente\"."], ["Source \"%d items\", translation \"%d Elemente\"."])
        case .placeholderOrder:
            describe("Placeholder order", "A translation swaps non-positional arguments of different kinds.",
                     "Reordered arguments need positional specifiers (%1$@, %2$d).",
                     ["Source \"%@ has %d\", translation \"%d hat %@\"."], ["Translation \"%2$d hat %1$@\"."])
        case .pluralCategoryMissing:
            describe("Plural category missing", "A plural variation lacks a category CLDR requires for the locale.",
                     "The missing category falls back to \"other\", which is wrong grammar (e.g. Russian \"few\").",
                     ["A Russian plural with only one and other."], ["A Russian plural with one, few, many and other."])
        case .untranslated:
            describe("Untranslated", "The locale has no value (the source is shown) or the value is new.",
                     "Users of the locale see the source language.", ["A key with no German value."],
                     ["A key translated into every locale."])
        case .needsReview:
            describe("Needs review", "The translation is marked needs_review.",
                     "The source changed after it was translated; the text may be stale.",
                     ["state: needs_review"], ["state: translated"])
        case .undefinedVariable:
            describe("Undefined variable", "A %#@name@ names a substitution that is not defined.",
                     "The placeholder prints literally at run time.",
                     ["\"%#@count@\" with no substitution named count."], ["A substitution named count exists."])
        }
    }

    private func describe(_ name: String, _ summary: String, _ help: String, _ triggering: [String],
                          _ nonTriggering: [String]) -> RuleDescription {
        RuleDescription(id: rawValue, name: name, summary: summary, help: help, defaultSeverity: severity,
                        triggeringExamples: triggering, nonTriggeringExamples: nonTriggering)
    }
}
