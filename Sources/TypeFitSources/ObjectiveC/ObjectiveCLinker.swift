import TypeFitConfig
import TypeFitDiagnostics

/// Joins the files: a key kept in a local, a property or an instance variable, returned from a
/// method or passed to one, is followed to the places that read what holds it, up to
/// `UseLinker.hopDepth` hops. Every link is sure (the reader resolved each method by its
/// receiver's class or as the only one of its selector), so the key is placed everywhere it is
/// reached. A value passed to a method and returned from it is followed only to the call it was
/// passed to.
struct ObjectiveCLinker {
    private var sites: [ObjectiveCHolder: [ObjectiveCSite]] = [:]
    private let index: ObjectiveCIndex
    private let read: Set<ObjectiveCHolder>
    private let extended: Set<ObjectiveCHolder>

    init(_ facts: ObjectiveCFacts, index: ObjectiveCIndex) {
        self.index = index
        self.read = facts.read
        self.extended = facts.extended
        for site in facts.sites { sites[site.target, default: []].append(site) }
    }

    private struct Reached {
        var landing: Landing
        var location: SourceLocation
        var via: [SourceLocation]
        /// The key is part of a longer text there.
        var part = false
    }

    /// A local or parameter no expression reads, or one only tested: what it holds is never shown.
    private func isDead(_ holder: ObjectiveCHolder) -> Bool {
        switch holder {
        case .local, .parameter: !read.contains(holder)
        case .member, .keyParameter: false
        }
    }

    func link(_ occurrences: [ObjectiveCOccurrence]) -> (uses: [SourceUse], unresolved: [UnresolvedUse]) {
        var uses: [SourceUse] = []
        var unresolved: [UnresolvedUse] = []
        for occurrence in occurrences {
            var reached: [Reached] = []
            switch occurrence.flow {
            case .landed(let landing):
                switch landing {
                case .drawn, .notDrawn:
                    reached = [Reached(landing: AttributedFont.restyled(landing, occurrence.restyle), location: occurrence.location,
                                       via: [])]
                case .unresolved(let expression, _):
                    for key in occurrence.keys {
                        unresolved.append(UnresolvedUse(key: key, location: occurrence.location, expression: expression))
                    }
                    continue
                case .hop, .ignored, .setAside:
                    continue
                }
            case .hop(let holder), .partOf(let holder):
                if isDead(holder) { continue }
                var anchors: [String: SourceLocation] = [:]
                if let callLocation = occurrence.callLocation, let function = Self.function(of: holder) {
                    anchors[function] = callLocation
                }
                var part = false
                if case .partOf = occurrence.flow { part = true }
                reached = follow(holder, depth: 1, via: [occurrence.location], anchors: anchors, seen: [], part: part,
                                 restyle: occurrence.restyle)
            }
            if reached.isEmpty {
                // Every way from here ends in a local or a parameter that shows nothing: no use.
                if case .hop(let holder) = occurrence.flow, endsDead(holder, seen: []) { continue }
                if case .partOf(let holder) = occurrence.flow, endsDead(holder, seen: []) { continue }
                for key in occurrence.keys {
                    unresolved.append(UnresolvedUse(key: key, location: occurrence.location, expression: occurrence.expression))
                }
            }
            for reach in reached {
                for key in occurrence.keys { uses.append(use(key, occurrence, reach)) }
            }
        }
        return (uses, unresolved)
    }

    private func use(_ key: String, _ occurrence: ObjectiveCOccurrence, _ reach: Reached) -> SourceUse {
        func pattern(_ shared: String) -> String {
            let body = shared.hasPrefix("Objective-C ") ? String(shared.dropFirst("Objective-C ".count)) : shared
            return "Objective-C " + occurrence.prefix + body
        }
        switch reach.landing {
        case .drawn(let placement):
            // Drawn as part of a longer text: measured alone there, a lower bound, as in Swift.
            let part = reach.part || placement.part
            return SourceUse(key: key, table: occurrence.table, kind: .drawn, settings: placement.settings, location: reach.location,
                             pattern: pattern(placement.pattern) + (part ? UseLinker.partNote : ""),
                             grade: reach.via.isEmpty && !part ? placement.grade : .c, via: reach.via,
                             read: placement.read)
        case .notDrawn(let reason, let shared):
            return SourceUse(key: key, table: occurrence.table, kind: .notDrawn, settings: ElementSettings(), location: reach.location,
                             pattern: pattern(shared), grade: reach.via.isEmpty ? .a : .c, via: reach.via, reason: reason)
        default:
            return SourceUse(key: key, table: occurrence.table, settings: ElementSettings(), location: reach.location,
                             pattern: pattern(""), grade: .c, via: reach.via)
        }
    }

    /// True when the holder is read, and every read hands what it holds on to a local or a
    /// parameter that is dead (`isDead`) or itself ends so: `NSString *term = [self term];` with
    /// `term` only tested.
    private func endsDead(_ holder: ObjectiveCHolder, seen: Set<ObjectiveCHolder>) -> Bool {
        let found = readers(of: holder, anchors: [:])
        guard !found.isEmpty else { return false }
        let seen = seen.union([holder])
        return found.allSatisfy { site in
            switch site.flow {
            case .hop(let next), .partOf(let next): isDead(next) || !seen.contains(next) && endsDead(next, seen: seen)
            case .landed: false
            }
        }
    }

    /// The function a parameter belongs to: its return, reached from this call, lands at the call.
    private static func function(of holder: ObjectiveCHolder) -> String? {
        switch holder {
        case .parameter(let function, _), .keyParameter(let function, _): function
        default: nil
        }
    }

    /// `restyle`: what the way so far did to the text's font (an attributed string's font).
    private func follow(_ holder: ObjectiveCHolder, depth: Int, via: [SourceLocation], anchors: [String: SourceLocation],
                        seen: Set<ObjectiveCHolder>, part: Bool, restyle: AttributedFont?) -> [Reached] {
        let seen = seen.union([holder])
        let part = part || extended.contains(holder)
        var reached: [Reached] = []
        for site in readers(of: holder, anchors: anchors) {
            let restyle = AttributedFont.after(restyle, step: site.restyle)
            switch site.flow {
            case .landed(let landing):
                switch landing {
                case .drawn, .notDrawn:
                    reached.append(Reached(landing: AttributedFont.restyled(landing, restyle), location: site.location, via: via,
                                           part: part))
                default: break
                }
            case .hop(let next), .partOf(let next):
                guard depth < UseLinker.hopDepth, !seen.contains(next) else { continue }
                var anchors = anchors
                if let callLocation = site.callLocation, let function = Self.function(of: next) { anchors[function] = callLocation }
                var nextPart = part
                if case .partOf = site.flow { nextPart = true }
                reached += follow(next, depth: depth + 1, via: via + [site.location], anchors: anchors, seen: seen, part: nextPart,
                                  restyle: restyle)
            }
        }
        return reached
    }

    /// The places that read a holder: for a member, those of its class and of its superclasses
    /// (their code reads the subclass's value through `self`); for a function's return reached
    /// from one call, that call only.
    private func readers(of holder: ObjectiveCHolder, anchors: [String: SourceLocation]) -> [ObjectiveCSite] {
        guard case .member(let type, let name) = holder else { return sites[holder] ?? [] }
        var found = sites[holder] ?? []
        if !type.isEmpty {
            for ancestor in index.lineage(type).dropFirst() { found += sites[.member(type: ancestor, name: name)] ?? [] }
        }
        if let function = holder.functionID, let anchor = anchors[function] {
            found = found.filter { $0.location == anchor }
        }
        return found
    }
}
