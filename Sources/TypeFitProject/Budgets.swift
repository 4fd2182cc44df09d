import TypeFitCheck

extension Project {
    /// The room each key gets in its tightest box over the configuration's matrix (or
    /// `narrowing`'s), and what each of its texts leaves or lacks there (docs/budget.md). The
    /// project's unreadable catalogs are the report's first problems.
    public func budgets(narrowing: Narrowing = Narrowing(), version: String = "") throws(ProjectError) -> BudgetReport {
        try engine(for: narrowing).budgets(catalogs: catalogs, problems: problems, version: version)
    }
}
