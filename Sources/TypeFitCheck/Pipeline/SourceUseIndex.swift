import TypeFitConfig

/// The source pass's findings as the check asks for them: each key's drawn uses (at or above
/// the configured grade), and which keys the source uses at all.
struct SourceUseIndex: Sendable {
    private let drawn: [String: [SourceUse]]
    /// Keys with any use: drawn, not drawn, or unresolved.
    private let used: Set<String>
    /// Files read, by kind, for messages.
    let files: [String: Int]

    init(_ layout: SourceLayout, minimumGrade: UseGrade) {
        var drawn: [String: [SourceUse]] = [:]
        var used: Set<String> = []
        for use in layout.uses {
            used.insert(use.key)
            if use.kind == .drawn, use.grade <= minimumGrade { drawn[use.key, default: []].append(use) }
        }
        for unresolved in layout.unresolved { if let key = unresolved.key { used.insert(key) } }
        self.drawn = drawn
        self.used = used
        self.files = layout.files
    }

    /// The drawn uses of `key` in `table` (a use that names no table counts for every table).
    func drawnUses(of key: String, table: String) -> [SourceUse] {
        (drawn[key] ?? []).filter { $0.table == nil || $0.table == table }
    }

    func isUsed(_ key: String) -> Bool { used.contains(key) }
}
