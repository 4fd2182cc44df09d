/// A finding's worst occurrence as the JSON reports (versions 2 and 3) write it: an index into the
/// finding's `bySize`, or, for a worst occurrence that is none of them, the occurrence itself.
enum WorstOccurrence<Occurrence: Encodable & Equatable>: Encodable, Equatable {
    case index(Int)
    case occurrence(Occurrence)

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .index(let index): try container.encode(index)
        case .occurrence(let occurrence): try container.encode(occurrence)
        }
    }
}
