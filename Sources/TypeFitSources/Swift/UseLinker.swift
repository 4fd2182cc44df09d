import Dispatch
import Synchronization
import TypeFitCatalog
import TypeFitConfig
import TypeFitDiagnostics

/// Joins the files: a key returned from a member, passed to a custom view or kept in a variable
/// is followed, one or two hops, to the places that draw what holds it. A link is made only when
/// it is sure enough: the receiver's declared type is the member's type, or, with no declared
/// type, exactly one type declaring the member fits the receiver's name (`policy.title` for
/// `SharingPolicy`). Where links guessed by name disagree on the element, the key is left
/// unresolved rather than placed twice on a guess.
struct UseLinker {
    private var sites: [ReferenceTarget: [ReferenceSite]] = [:]
    private var namedSites: [String: [(receiver: String, site: ReferenceSite)]] = [:]
    private var views: [ReferenceTarget: [ViewSite]] = [:]
    private var namedViews: [String: [(receiver: String, site: ViewSite)]] = [:]
    /// Member name → the types whose member of that name holds a key or passes one on.
    private var holderTypes: [String: Set<String>] = [:]
    /// Function name and label → the sites of parameters of functions of that name, any type.
    private var parametersByName: [String: [ReferenceSite]] = [:]
    private let occurrences: [KeyOccurrence]
    /// Type → what it conforms to: a member reached through a protocol (`tab.title` with
    /// `tab: any AccountTab`) is a member of each conforming type.
    private var inherits: [String: Set<String>] = [:]
    /// Every name some expression in some file refers to.
    private var mentioned: Set<String> = []
    private var overrides: Set<MemberKey> = []
    /// Holder → the keys looked up and kept there (`var title: String { switch self { case .a:
    /// NSLocalizedString("a", …) … } }`): what a format argument that reads the holder shows.
    private var keysHeld: [Holder: Set<String>] = [:]

    /// Member name → the app's types that declare a property or method of that name.
    private let declaring: [String: Set<String>]

    init(_ written: [FileFacts], names: TypeNames, declaring: [String: Set<String>] = [:]) {
        self.declaring = declaring
        let files = Self.resolvingTypes(written, names)
        var occurrences: [KeyOccurrence] = []
        for file in files {
            occurrences += file.occurrences
            mentioned.formUnion(file.mentioned)
            overrides.formUnion(file.overrides)
            for (type, parents) in file.inherits {
                guard let path = names.resolve(type, from: "") else { continue }
                inherits[path, default: []].formUnion(parents.compactMap { names.resolve($0.path, from: $0.scope) })
            }
            for site in file.references {
                if case .named(let receiver, let member) = site.target {
                    namedSites[member, default: []].append((receiver, site))
                } else {
                    if case .parameter(let key) = site.target {
                        parametersByName[Self.functionName(key), default: []].append(site)
                    }
                    sites[site.target, default: []].append(site)
                }
                if case .hop(.member(let key)) = site.landing { holderTypes[key.name, default: []].insert(key.type) }
                if case .hop(.parameter(let key)) = site.landing, Self.isMemberwise(key) {
                    holderTypes[key.label, default: []].insert(key.callee)
                }
            }
            for view in file.views {
                if case .named(let receiver, let member) = view.target {
                    namedViews[member, default: []].append((receiver, view))
                } else {
                    views[view.target, default: []].append(view)
                }
            }
            for occurrence in file.occurrences {
                if occurrence.localized, case .hop(let holder) = occurrence.landing {
                    keysHeld[Self.plain(holder), default: []].formUnion(occurrence.keys)
                }
                if case .hop(.member(let key)) = occurrence.landing { holderTypes[key.name, default: []].insert(key.type) }
                if case .hop(.parameter(let key)) = occurrence.landing, Self.isMemberwise(key) {
                    holderTypes[key.label, default: []].insert(key.callee)
                }
                if case .drawn(let placement) = occurrence.landing, let holder = placement.viewHolder {
                    holderTypes[holder.name, default: []].insert(holder.type)
                }
            }
            for site in file.references {
                if case .drawn(let placement) = site.landing, let holder = placement.viewHolder {
                    holderTypes[holder.name, default: []].insert(holder.type)
                }
            }
        }
        self.occurrences = occurrences
    }

    /// Each file's facts with their types resolved (`FileFacts.resolvingTypes`), the files in parallel.
    private static func resolvingTypes(_ written: [FileFacts], _ names: TypeNames) -> [FileFacts] {
        let resolved = Mutex([FileFacts?](repeating: nil, count: written.count))
        DispatchQueue.concurrentPerform(iterations: written.count) { index in
            let facts = written[index].resolvingTypes(names)
            resolved.withLock { $0[index] = facts }
        }
        return resolved.withLock { $0.compactMap { $0 } }
    }

    /// One way a key reached a place: the placement (nil: not drawn), where, through which sites.
    private struct Reached {
        var landing: Landing
        var location: SourceLocation
        var via: [SourceLocation]
        var guessed: Bool
        /// Decided by a naming convention rather than a link.
        var byConvention = false
        /// The key's text is part of the longer text drawn there.
        var part = false
    }

    func link() -> (uses: [SourceUse], unresolved: [UnresolvedUse]) {
        var uses: [SourceUse] = []
        var unresolved: [UnresolvedUse] = []
        for occurrence in occurrences {
            var reached: [Reached] = []
            switch occurrence.landing {
            case .drawn(let placement):
                let through = placement.viewHolder.map { viewPlacements($0, placement: placement, depth: 1, via: [occurrence.location]) } ?? []
                let landing = AttributedFont.restyled(occurrence.landing, occurrence.restyle)
                reached = through.isEmpty ? [Reached(landing: landing, location: occurrence.location, via: [], guessed: false)] : through
            case .notDrawn:
                reached = [Reached(landing: occurrence.landing, location: occurrence.location, via: [], guessed: false)]
            case .hop(let holder):
                // A static member no expression names anywhere (`static let x = NSLocalizedString(…)`
                // that nothing reads): the app never shows the key, which is unused, not unresolved.
                if occurrence.staticHolder, case .member(let member) = holder, !mentioned.contains(member.name) { continue }
                reached = follow(holder, depth: 1, via: [occurrence.location], callLocation: occurrence.callLocation,
                                 callType: occurrence.callType, localized: occurrence.localized, element: occurrence.tupleElement,
                                 label: occurrence.tupleLabel,
                                 restyle: occurrence.restyle)
                // A plain string given to a custom call whose code is read but never looks it up is
                // shown as it is: not a key there.
                if reached.isEmpty, !occurrence.localized, !consumers(of: holder, depth: 1).isEmpty { continue }
                if reached.isEmpty, case .member(let member) = holder, member.name.hasPrefix("accessibility") {
                    // `var accessibilityLabel: LocalizedStringKey`: read by VoiceOver, by its name.
                    reached = [Reached(landing: .notDrawn(reason: "accessibility", pattern: "\(member.type).\(member.name) (accessibility, by its name)"),
                                       location: occurrence.location, via: [], guessed: false, byConvention: true)]
                }
            case .unresolved(let expression, let suggestion):
                for key in occurrence.keys {
                    unresolved.append(UnresolvedUse(key: key, location: occurrence.location, expression: expression, suggestion: suggestion))
                }
                continue
            case .ignored, .setAside:
                continue
            }
            func elements(_ reaches: [Reached]) -> Set<ElementName> {
                Set(reaches.compactMap { reach -> ElementName? in
                    if case .drawn(let placement) = reach.landing { return placement.settings.element } else { return nil }
                })
            }
            let all = elements(reached)
            // Links guessed by name may only confirm what sure links say, when they disagree.
            let ambiguous = all.count > 1 && !elements(reached.filter(\.guessed)).isSubset(of: elements(reached.filter { !$0.guessed }))
            if reached.isEmpty && occurrence.quietIfUnresolved { continue }
            if reached.isEmpty || ambiguous {
                let expression = reached.isEmpty ? occurrence.expression
                    : occurrence.expression + " (linked by name to different elements: "
                        + all.map(\.rawValue).sorted().joined(separator: ", ") + ")"
                var stop: UnresolvedUse.Stop?
                if reached.isEmpty, case .hop(let holder) = occurrence.landing { stop = deadEnd(holder, writtenAt: occurrence.location) }
                for key in occurrence.keys {
                    unresolved.append(UnresolvedUse(key: key, location: occurrence.location, expression: expression,
                                                    suggestion: reached.isEmpty ? occurrence.suggestion : nil, stoppedAt: stop))
                }
                continue
            }
            let arguments = withKeysHeld(occurrence)
            for var reach in reached {
                reach.part = reach.part || occurrence.part
                for key in occurrence.keys {
                    var made = use(key, occurrence, reach)
                    made.arguments = arguments
                    uses.append(made)
                }
            }
        }
        return (uses, unresolved)
    }

    private func use(_ key: String, _ occurrence: KeyOccurrence, _ reach: Reached) -> SourceUse {
        let prefix = occurrence.access.patternPrefix
        switch reach.landing {
        case .drawn(let placement):
            let grade: UseGrade = reach.via.isEmpty && !reach.part ? placement.grade : .c
            return SourceUse(key: key, table: occurrence.table, kind: .drawn, settings: placement.settings,
                             location: reach.location, pattern: prefix + placement.pattern + (reach.part ? Self.partNote : ""),
                             grade: grade, via: reach.via, read: placement.read)
        case .notDrawn(let reason, let pattern):
            return SourceUse(key: key, table: occurrence.table, kind: .notDrawn, settings: ElementSettings(),
                             location: reach.location, pattern: prefix + pattern,
                             grade: reach.via.isEmpty && !reach.byConvention ? .a : .c,
                             via: reach.via, reason: reason)
        default:
            return SourceUse(key: key, table: occurrence.table, settings: ElementSettings(), location: reach.location,
                             pattern: prefix, grade: .c, via: reach.via)
        }
    }

    // MARK: Texts a format argument shows

    /// The occurrence's call-site arguments, each that reads a holder of the app's localized texts
    /// with those keys (`CallSiteArgument.keys`): `Text("Sort: \(order.title)")` shows one of the
    /// titles `order`'s type returns. Only sure links: the receiver's declared type (or a type
    /// conforming to it), a local, a parameter, an enum payload; by the receiver's name only when
    /// exactly one of the app's types with that member fits it.
    private func withKeysHeld(_ occurrence: KeyOccurrence) -> [CallSiteArgument]? {
        guard var arguments = occurrence.arguments, !occurrence.argumentTargets.isEmpty else { return occurrence.arguments }
        for index in arguments.indices {
            guard let target = occurrence.argumentTargets[arguments[index].position] else { continue }
            let keys = holders(of: target).reduce(into: Set<String>()) { $0.formUnion(keysHeld[$1] ?? []) }
            if !keys.isEmpty { arguments[index].keys = keys.sorted() }
        }
        return arguments
    }

    /// The holders an argument's target reads.
    private func holders(of target: ReferenceTarget) -> [Holder] {
        switch target {
        case .inType(let key), .typed(let key):
            // A member read through a protocol is each conforming type's.
            let conforming = inherits.filter { $0.value.contains(key.type) }.keys.sorted()
            return ([key.type] + conforming).map { .member(MemberKey(type: $0, name: key.name)) }
        case .named(let receiver, let member):
            let fitting = (holderTypes[member] ?? []).filter { Self.nameFits(receiver, DottedPath.last($0)) }
            if fitting.count == 1, let type = fitting.first { return [.member(MemberKey(type: type, name: member))] }
            if Self.isDistinctive(member), let only = declaring[member], only.count == 1, let type = only.first {
                return [.member(MemberKey(type: type, name: member))]
            }
            return []
        case .parameter(let key): return [.parameter(key)]
        case .local(let file, let offset): return [.local(file: file, offset: offset)]
        case .payload(let key): return [.payload(key)]
        }
    }

    /// A holder as `keysHeld` files it: a member by its type and name alone.
    private static func plain(_ holder: Holder) -> Holder {
        if case .member(let key) = holder { return .member(MemberKey(type: key.type, name: key.name)) }
        return holder
    }

    /// Said of a use whose key is part of the longer text drawn there: measured alone, a lower
    /// bound of what is drawn.
    static let partNote = " (part of a longer text)"

    // MARK: Following holders

    /// The farthest place a text was followed to before it went out of sight: a use the pass
    /// cannot follow, or a holder nothing is seen to read — the first one itself, written at
    /// `location` (`draft.text = …` on a model whose `text` nothing reads).
    private func deadEnd(_ start: Holder, writtenAt location: SourceLocation) -> UnresolvedUse.Stop? {
        if consumers(of: start, depth: 1).isEmpty {
            return UnresolvedUse.Stop(location: location, expression: Self.unread(start))
        }
        var best: (depth: Int, stop: UnresolvedUse.Stop)?
        var seen: Set<Holder> = []
        func consider(_ depth: Int, _ stop: UnresolvedUse.Stop) {
            if best == nil || depth > (best?.depth ?? 0) { best = (depth, stop) }
        }
        func walk(_ holder: Holder, depth: Int) {
            guard depth <= Self.hopDepth, seen.insert(holder).inserted else { return }
            for (site, _) in consumers(of: holder, depth: depth) {
                switch site.landing {
                case .unresolved(let expression, _):
                    consider(depth, UnresolvedUse.Stop(location: site.location, expression: expression))
                case .hop(let next):
                    if consumers(of: next, depth: depth + 1).isEmpty {
                        consider(depth, UnresolvedUse.Stop(location: site.location, expression: Self.unread(next)))
                    } else {
                        walk(next, depth: depth + 1)
                    }
                default:
                    break
                }
            }
        }
        walk(start, depth: 1)
        return best?.stop
    }

    private static func unread(_ holder: Holder) -> String {
        "passed on to \(holder.spelled), which the source read is not seen to use"
    }

    private func follow(_ holder: Holder, depth: Int, via: [SourceLocation], callLocation: SourceLocation? = nil, callType: String? = nil,
                        seen: Set<Holder> = [], onGuess: Bool = false, anchors: [String: SourceLocation] = [:],
                        holdsKey: Bool = true, localized: Bool = true, element: Int? = nil, label: String? = nil,
                        returnsTo: [String: SourceLocation] = [:], restyle: AttributedFont? = nil) -> [Reached] {
        var reached: [Reached] = []
        let seen = seen.union([holder])
        // A text passed into a function (`transform(string: key)`) and handed back by it goes
        // where that call's value goes — not to every other call of the function.
        var returnsTo = returnsTo
        if case .parameter(let parameter) = holder, let callLocation,
           DottedPath.last(parameter.callee).first?.isLowercase == true {
            returnsTo[DottedPath.last(parameter.callee)] = callLocation
        }
        var sites = consumers(of: holder, depth: depth, holdsKey: holdsKey)
        if case .member(let member) = holder, let call = returnsTo[member.name] {
            sites = sites.filter { site in
                let read = site.0.readAt ?? site.0.location
                return read.file == call.file && read.line == call.line
            }
        }
        // A text passed to a custom view (`DetailRowView(label:)`) is drawn in that view's
        // `body` where this call is, not wherever else the view is written.
        var anchors = anchors
        if case .parameter(let parameter) = holder, let callLocation,
           DottedPath.last(parameter.callee).first?.isUppercase == true {
            anchors[parameter.callee] = callLocation
        }
        if case .payload = holder, let callLocation, let callType { anchors[callType] = callLocation }
        for (site, guessed) in sites {
            // A plain string is a key only once something looks it up; shown before that, it is
            // shown as it is.
            let localized = localized || site.localizes
            // A read of another element of the tuple the text is kept in (`pair.1`) is not this text.
            if let element, let read = site.readsElement, read != element { continue }
            // A read by label (`sections[i].header`) is only of a text written at that label.
            if let read = site.readsLabel, read != label { continue }
            let element = site.readsElement == nil && site.readsLabel == nil ? element : nil
            let label = site.readsElement == nil && site.readsLabel == nil ? label : nil
            let restyle = AttributedFont.after(restyle, step: site.restyle)
            let before = reached.count
            defer {
                if site.part { for index in before..<reached.count { reached[index].part = true } }
            }
            switch site.landing {
            case .drawn where !localized, .notDrawn where !localized:
                continue
            case .drawn(let placement):
                // The view a called function returns is placed where that call is.
                var only: SourceLocation?
                if case .parameter(let parameter) = holder, let view = placement.viewHolder,
                   DottedPath.last(parameter.callee) == view.name {
                    only = callLocation
                }
                let through = placement.viewHolder.flatMap {
                    depth < Self.hopDepth
                        ? viewPlacements($0, placement: placement, depth: depth + 1, via: via + [site.location], only: only,
                                         anchors: anchors) : nil
                } ?? []
                if through.isEmpty {
                    reached.append(Reached(landing: AttributedFont.restyled(site.landing, restyle), location: site.location, via: via,
                                           guessed: guessed))
                } else {
                    reached += through.map { var next = $0; next.guessed = next.guessed || guessed; return next }
                }
            case .notDrawn:
                reached.append(Reached(landing: site.landing, location: site.location, via: via, guessed: guessed))
            case .hop(let next) where depth < Self.hopDepth && !seen.contains(next):
                // Past the second hop only through sure links: a guess is not built on.
                if (guessed || onGuess) && depth >= 2 { continue }
                reached += follow(next, depth: depth + 1, via: via + [site.location], callLocation: site.callLocation,
                                  callType: site.callType, seen: seen,
                                  onGuess: guessed || onGuess, anchors: anchors,
                                  holdsKey: holdsKey && Self.passesOnTheKey(holder), localized: localized, element: element, label: label,
                                  returnsTo: returnsTo, restyle: restyle).map {
                    var next = $0
                    next.guessed = next.guessed || guessed
                    return next
                }
            default:
                break
            }
        }
        return reached
    }


    /// True when what `holder` holds is the key its own declaration names: a member whose value
    /// or `return` is the key (`let displayName = AppStrings.searchWidgetTitle`), not a parameter
    /// or payload any caller fills.
    private static func passesOnTheKey(_ holder: Holder) -> Bool {
        if case .member = holder { return true } else { return false }
    }

    /// The sites that use what a holder holds. `holdsKey`: every hop so far went from a member to
    /// the member its declaration hands the key to, so the member holds that key whoever calls.
    private func consumers(of holder: Holder, depth: Int, holdsKey: Bool = true) -> [(ReferenceSite, Bool)] {
        switch holder {
        case .member(let key):
            // Through a protocol only for a member that holds the key itself, written in its own
            // declaration or handed on from one that is (a widget's `let displayName = AppStrings.x`
            // read as the protocol's `displayName`): a value passed into a general-purpose type
            // (`PlainTextContent(string:)`) is not followed to every reader of the protocol's
            // member, nor to every receiver whose name fits.
            // An `override` is read wherever its superclass reads the member, at any depth.
            let throughProtocol = depth == 1 || holdsKey || overrides.contains(key)
            let owners = [key.type] + (throughProtocol ? (inherits[key.type] ?? []).sorted() : [])
            let sure = owners.flatMap { owner -> [ReferenceSite] in
                let member = MemberKey(type: owner, name: key.name)
                return (sites[.inType(member)] ?? []) + (sites[.typed(member)] ?? [])
            }
            // By name only for the member that holds the key itself (`policy.title`), as for protocols.
            // A member only one of the app's types declares, by a name of several words no
            // platform type is likely to share (`localizedShortTimeAgo`), is that type's member
            // on whatever receiver it is read.
            if Self.isDistinctive(key.name), declaring[key.name] == [key.type] {
                return sure.map { ($0, false) } + (namedSites[key.name] ?? []).map { ($0.site, false) }
            }
            let guessed = depth > 1 ? [] : (namedSites[key.name] ?? []).filter { fits($0.receiver, only: key) }.map(\.site)
            return sure.map { ($0, false) } + guessed.map { ($0, true) }
        case .parameter(let key):
            // With no initializer declared, its memberwise one's parameter is the stored property of
            // its name, read in the type or through a receiver of the type.
            let property = MemberKey(type: key.callee, name: key.label)
            let declared = sites[.parameter(key)] ?? []
            let exact = declared + (sites[.inType(property)] ?? []) + (declared.isEmpty ? sites[.typed(property)] ?? [] : [])
            if !exact.isEmpty { return exact.map { ($0, false) } }
            // A memberwise initializer's stored property read on a receiver whose name fits the
            // type (`dateGroup.name`), as for a member that holds the key itself.
            if declared.isEmpty, Self.isMemberwise(key), depth == 1 {
                let guessed = (namedSites[key.label] ?? []).filter { fits($0.receiver, only: property) }.map(\.site)
                if !guessed.isEmpty { return guessed.map { ($0, true) } }
            }
            // A method on another receiver, or one declared in an extension elsewhere: any
            // function of that name; a guess when functions of several types have it.
            let byName = parametersByName[Self.functionName(key)] ?? []
            let owners = Set(byName.compactMap { site -> String? in
                if case .parameter(let found) = site.target { return found.callee } else { return nil }
            })
            // Only near the key: past the second hop a function is linked only by its own type
            // (overloads and same-named types in other targets share a name: `present(message:)`).
            if depth > 2 { return [] }
            return byName.map { ($0, owners.count > 1) }
        case .local(let file, let offset):
            return (sites[.local(file: file, offset: offset)] ?? []).map { ($0, false) }
        case .payload(let key):
            return (sites[.payload(key)] ?? []).map { ($0, false) }
        }
    }

    /// Where a view-valued member is placed by a container that decides the element (a tab
    /// item, a menu row): the text's placement as that container draws it. A member that is only
    /// returned from another one (`makeSwipeLabel` in `makeSwipeButton` in a custom view's `body`
    /// in `.swipeActions`) is followed further, through sure links only past the second hop:
    /// composing views is structure, not a guess.
    private func viewPlacements(_ holder: MemberKey, placement: Placement, depth: Int, via: [SourceLocation],
                                only: SourceLocation? = nil, anchors: [String: SourceLocation] = [:]) -> [Reached] {
        let owners = [holder.type] + (inherits[holder.type] ?? []).sorted()
        let sure = owners.flatMap { owner -> [ViewSite] in
            let member = MemberKey(type: owner, name: holder.name)
            return (views[.inType(member)] ?? []) + (views[.typed(member)] ?? [])
        }
        let guessed = depth > 2 ? [] : (namedViews[holder.name] ?? []).filter { fits($0.receiver, only: holder) }.map(\.site)
        let pairs = (sure.map { ($0, false) } + guessed.map { ($0, true) }).filter { pair in
            if let only, pair.0.location != only { return false }
            if case .inType(let member) = pair.0.target, member.name == "body", let anchor = anchors[member.type] {
                return pair.0.location == anchor
            }
            return true
        }
        var reached: [Reached] = []
        for (view, guessed) in pairs {
            var current = placement
            if let container = view.placement {
                current = Self.place(placement, in: container)
                if container.systemDrawn {
                    reached.append(Reached(landing: .drawn(current), location: view.location, via: via, guessed: guessed))
                    continue
                }
            }
            if let forward = view.forward, depth < Self.viewDepth, forward != holder {
                let further = viewPlacements(forward, placement: current, depth: depth + 1, via: via + [view.location], anchors: anchors)
                if !further.isEmpty {
                    reached += further.map { var next = $0; next.guessed = next.guessed || guessed; return next }
                    continue
                }
            }
            if view.placement != nil {
                reached.append(Reached(landing: .drawn(current), location: view.location, via: via, guessed: guessed))
            }
        }
        return reached
    }

    /// How many hops a key is followed from where it is written: each one a sure link past the
    /// second (`AppStrings.x` returned from a `switch` in `descriptionText`, returned from
    /// `description`, drawn by a label; an app's text-size menu item goes through five: a local of an
    /// `AppStrings` function, its return, a local, an enum payload, a parameter).
    static let hopDepth = 8

    /// How many views deep a text is followed from where it is written to the container that
    /// decides its element.
    static let viewDepth = 6

    /// A text's placement inside a container's: a system container (a menu, a toolbar) draws it
    /// its own way, except a text field, which stays one; a button's or a row's label takes over a
    /// plain text only, keeping the text's own font and lines.
    static func place(_ text: Placement, in container: Placement) -> Placement {
        if container.systemDrawn {
            guard text.settings.element != .textField else { return text }
            // A menu row drawn from a view with an image beside its text.
            if text.imageBeside != nil, container.settings.element == .menuItem {
                var row = container
                row.imageBeside = text.imageBeside
                MenuRowImages.apply(to: &row)
                return row
            }
            return container
        }
        guard text.settings.element == .multilineLabel else { return text }
        var merged = container
        AttributeCollector.carry(text, into: &merged)
        return merged
    }

    /// A parameter of a type's initializer (`DateGroup(name:)`), which with no
    /// initializer declared is the memberwise one's: the stored property of its name.
    static func isMemberwise(_ key: ParamKey) -> Bool {
        DottedPath.last(key.callee).first?.isUppercase == true && key.label != "_"
    }

    /// `makeRow|title` for `PreferencesScreen.makeRow(title:)` and `makeRow(title:)`.
    static func functionName(_ key: ParamKey) -> String {
        DottedPath.last(key.callee) + "|" + key.label
    }

    /// True when `receiver` names a value of `key.type` by its name alone, and no other type
    /// declaring a member of that name fits it as well.
    private func fits(_ receiver: String, only key: MemberKey) -> Bool {
        let candidates = (holderTypes[key.name] ?? []).filter { Self.nameFits(receiver, DottedPath.last($0)) }
        return candidates == [key.type]
    }

    /// A name of three or more words (`localizedShortTimeAgo`, `segmentedControlTitles`): the
    /// platform's own members with names that long are few, so one the app declares once is
    /// read as the app's.
    static func isDistinctive(_ name: String) -> Bool {
        name.count >= 12 && name.filter(\.isUppercase).count >= 2
    }

    /// `policy` fits `SharingPolicy`, `tab` fits `MainTab`, `currentTab` fits `Tab`.
    static func nameFits(_ receiver: String, _ type: String) -> Bool {
        let name = receiver.drop { $0 == "_" }.lowercased()
        let type = type.lowercased()
        guard name.count >= 3 else { return false }
        // `item.title`, `mode.title`: names that fit any type (or any nested `Mode`) say nothing
        // about which.
        if genericNames.contains(name) { return false }
        return name == type || type.hasSuffix(name) || name.hasSuffix(type)
    }

    static let genericNames: Set<String> = [
        "item", "entry", "model", "viewmodel", "data", "value", "element", "object", "row", "cell", "section",
        "option", "content", "state", "context", "info", "type", "kind", "style", "mode", "config", "configuration",
        "setting", "settings", "action", "result", "response", "record", "view", "controller", "store", "source",
        "target", "key", "filter", "category", "status", "page", "step", "event", "error", "message", "choice",
    ]
}
