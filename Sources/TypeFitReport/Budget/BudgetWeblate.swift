import TypeFitCheck

/// Budgets as Weblate's translation flags (docs.weblate.org, "Customizing behavior using flags"
/// and "Managing fonts"): per key, the flags to give the source string — `max-size:W` or
/// `max-size:W:L`, `font-family:GROUP`, `font-size:N`, `font-weight:…` — for Weblate's
/// "Maximum size of translation" check, which draws each translation with Pango; and the font
/// groups those flags name, each with the font file typefit measured with, which must be uploaded
/// to the Weblate project (Manage → Fonts) under that group's name, and the languages whose texts
/// another family draws (a font group's per-language override).
package enum BudgetWeblate {
    package struct Document: Codable, Equatable {
        /// The fonts to upload and the font groups to make in Weblate.
        package var fontGroups: [FontGroup]
        /// Per key, the flags (a unit's "Translation flags", `extra_flags` in Weblate's API).
        package var units: [Unit]
    }

    package struct FontGroup: Codable, Equatable {
        /// The group's name, as the flags give it (no white space).
        package var name: String
        package var family: String
        /// The font file's name (typefit fonts lists where it is).
        package var file: String
        package var overrides: [Override]
    }

    /// A language whose texts another family draws first.
    package struct Override: Codable, Equatable {
        package var language: String
        package var family: String
        package var file: String
    }

    package struct Unit: Codable, Equatable {
        package var key: String
        package var table: String
        package var flags: String
    }

    package static func document(_ report: BudgetReport) -> Document {
        var groups: [FontGroup] = []
        var units: [Unit] = []
        for budget in report.tightestByKey {
            let limits = ToolLimits(budget.box)
            units.append(Unit(key: budget.key, table: budget.table, flags: limits.weblateFlags))
            guard !limits.fontGroup.isEmpty else { continue }
            let index = groups.firstIndex { $0.name == limits.fontGroup } ?? {
                groups.append(FontGroup(name: limits.fontGroup, family: budget.box.font.family,
                                        file: budget.box.font.file, overrides: []))
                return groups.count - 1
            }()
            for text in budget.texts where !text.family.isEmpty && text.family != budget.box.font.family {
                guard !groups[index].overrides.contains(where: { $0.language == text.locale }) else { continue }
                groups[index].overrides.append(Override(language: text.locale, family: text.family,
                                                        file: report.fontFiles[text.family] ?? ""))
            }
        }
        return Document(fontGroups: groups, units: units)
    }
}
