import TypeFitConfig
import TypeFitDiagnostics

/// Lookups whose key is built at run time in a table the app names:
/// `NSLocalizedStringFromTable(self.rankName, @"Ranks", nil)`.
///
/// The key is whatever value the app holds then, so it may be any key of the table. When the
/// table is read nowhere with a literal key (no call in any source names one of its keys), the
/// table is there for this kind of lookup only: each of its keys reaches the call, and goes
/// where the call's value goes. Its occurrences are followed as a literal key's are, marked in
/// their pattern as a run-time key of the table. A table also read with literal keys, or the
/// default table (which holds the app's other texts), is not widened: the lookup stays
/// unresolved, with the keys nothing else uses.
extension ObjectiveCSources {
    /// The prefix of a widened key's pattern.
    static func runtimePrefix(_ table: String) -> String { "run-time key of table \(table) → " }

    /// `lookups` split into the occurrences of the tables read only at run time, and the rest.
    /// `usedElsewhere`: keys the Swift and Interface Builder passes found used.
    static func widen(_ lookups: [ObjectiveCFacts.RuntimeTable], literalTables: Set<String>, keys: KeyIndex,
                      usedElsewhere: Set<String>) -> (occurrences: [ObjectiveCOccurrence], rest: [ObjectiveCFacts.RuntimeTable]) {
        let byTable = keys.keysByTable()
        var occurrences: [ObjectiveCOccurrence] = []
        var rest: [ObjectiveCFacts.RuntimeTable] = []
        for lookup in lookups {
            let tableKeys = byTable[lookup.table] ?? []
            guard lookup.table != KeyIndex.defaultTable, !literalTables.contains(lookup.table), !tableKeys.isEmpty,
                  !tableKeys.contains(where: usedElsewhere.contains) else {
                rest.append(lookup)
                continue
            }
            occurrences.append(ObjectiveCOccurrence(keys: tableKeys, table: lookup.table, location: lookup.location, flow: lookup.flow,
                                                    expression: "key built at run time in table \(lookup.table): " + lookup.expression,
                                                    prefix: runtimePrefix(lookup.table), callLocation: lookup.callLocation,
                                                    restyle: lookup.restyle))
        }
        return (occurrences, rest)
    }
}
