import Synchronization

/// ICU's answers about locales, kept: each call opens ICU's rules, a formatter or its locale data,
/// which costs far more than the answer, and a check asks the same few questions (a sample number
/// in each locale, a tag's canonical form) for every text. Errors are not kept; at most
/// `capacity` answers are.
enum ICUAnswers {
    enum Kind: UInt8 {
        case pluralCategories, pluralCategory, number, canonicalTag, direction, script
    }

    struct Question: Hashable {
        var question: Kind
        var locale: String
        var ordinal = false
        var number = 0.0
        var digits = 0
        var grouping = false
    }

    static let capacity = 4096
    private static let kept = Mutex<[Question: String]>([:])

    static func answer(_ question: Question, _ ask: () throws -> String) rethrows -> String {
        if let known = kept.withLock({ $0[question] }) { return known }
        let answer = try ask()
        kept.withLock { kept in
            if kept.count >= capacity { kept.removeAll(keepingCapacity: true) }
            kept[question] = answer
        }
        return answer
    }
}
