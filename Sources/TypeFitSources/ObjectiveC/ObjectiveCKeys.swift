import TypeFitConfig
import TypeFitDiagnostics

/// Keys at localizing calls: a literal key is a use of that key, with where its text lands; a
/// key built at run time names none; a parameter of the function the call is in makes that
/// function a localizing wrapper (accessors pass).
extension ObjectiveCReader {
    func localizing(_ call: ObjectiveCExpr, _ accessor: ObjectiveCAccessor, arguments: [ObjectiveCExpr?],
                    _ destination: Destination) {
        guard mode != .attributes else {
            for case let argument? in arguments { visit(argument, .ignored) }
            return
        }
        let key = accessor.key < arguments.count ? arguments[accessor.key]?.unwrapped : nil
        var table: String?
        var tableParameter: Int?
        if case .fixed(let fixed) = accessor.table {
            table = fixed
        } else if case .argument(let position) = accessor.table, position < arguments.count, let argument = arguments[position]?.unwrapped {
            table = ObjectiveCLocalizing.literal(argument)
            if let name = argument.name, local(name) == nil { tableParameter = parameter(name)?.index }
        }
        if table?.isEmpty == true { table = nil }  // an empty name reads the default table, as nil does
        if mode == .accessors {
            guard let name = key?.name, local(name) == nil, let parameter = parameter(name) else { return }
            let returns = accessor.returns && blockDepth == 0 && Self.isReturn(destination)
            let found = ObjectiveCAccessor(key: parameter.index, table: tableParameter.map { .argument($0) } ?? .fixed(table),
                                           returns: returns, id: function.id, wrapper: wrapperName)
            if self.found[function.id] == nil || returns && self.found[function.id]?.returns == false {
                self.found[function.id] = found
            }
            return
        }
        guard let key else { return }
        if let literal = ObjectiveCLocalizing.literal(key) {
            facts.literalTables.insert(table ?? KeyIndex.defaultTable)
            guard keys.contains(literal) else { return }
            // A call whose value is dropped (`NSLocalizedString(@"k", nil);` alone) shows nothing:
            // no use, as a local nothing reads is none.
            if accessor.returns, case .discarded = destination { return }
            var flow: ObjectiveCFlow
            var callLocation: SourceLocation?
            if accessor.returns {
                flow = self.flow(destination)
                callLocation = self.callLocation(destination)
            } else if let id = accessor.id {
                flow = .hop(.keyParameter(function: id, index: accessor.key))
                callLocation = location(call.first)
            } else {
                return
            }
            if case .landed(.setAside) = flow {
                facts.setAside += 1
                return
            }
            if case .landed(.ignored) = flow { return }
            facts.occurrences.append(ObjectiveCOccurrence(keys: [literal], table: table, location: location(key.first), flow: flow,
                                                          expression: statementText,
                                                          prefix: accessor.wrapper.map { "wrapper \($0) → " } ?? "",
                                                          callLocation: callLocation,
                                                          restyle: accessor.returns ? Self.restyle(destination) : nil))
            return
        }
        // Inside a wrapper: what becomes of the text of the key its callers pass.
        if let name = key.name, local(name) == nil, let parameter = parameter(name), let own = accessors[function.id],
           own.key == parameter.index {
            let flow: ObjectiveCFlow
            if accessor.returns {
                flow = self.flow(destination)
            } else if let id = accessor.id {
                flow = .hop(.keyParameter(function: id, index: accessor.key))
            } else {
                return
            }
            facts.sites.append(ObjectiveCSite(target: .keyParameter(function: function.id, index: parameter.index), flow: flow,
                                              location: location(call.first),
                                              callLocation: accessor.returns ? callLocation(destination) : location(call.first),
                                              restyle: accessor.returns ? Self.restyle(destination) : nil))
            return
        }
        // A wrapper that shows the text itself takes it where its key parameter goes, as for a literal key.
        let flow = accessor.returns ? flow(destination) : accessor.id.map { .hop(.keyParameter(function: $0, index: accessor.key)) }
            ?? flow(destination)
        if case .landed(let landing) = flow, landing == .ignored || landing == .setAside { return }
        let keyLocation = location(key.first)
        guard let table else {
            facts.unresolved.append(UnresolvedUse(key: nil, location: keyLocation, expression: "key built at run time: " + statementText))
            return
        }
        // Whether the table's keys are followed from here is decided once every file is read
        // (`ObjectiveCSources.widen`).
        facts.runtimeTables.append(ObjectiveCFacts.RuntimeTable(table: table, location: keyLocation, expression: statementText, flow: flow,
                                                                callLocation: accessor.returns ? callLocation(destination) : location(call.first),
                                                                restyle: accessor.returns ? Self.restyle(destination) : nil))
    }

    /// True when the value is what the function returns.
    private static func isReturn(_ destination: Destination) -> Bool {
        if case .returned = destination { return true }
        return false
    }

    /// How a pattern names the function being read as a wrapper: `-[Strings localized:]`, `LOC()`.
    private var wrapperName: String {
        switch function.kind {
        case .method(let className, let isClassMethod): "\(isClassMethod ? "+" : "-")[\(className) \(function.name)]"
        case .function, .macro: function.name + "()"
        }
    }
}
