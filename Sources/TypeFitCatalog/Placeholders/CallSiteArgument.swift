import TypeFitDiagnostics

/// What the app passes, where it uses a key, for one of the key's format arguments: a literal, or
/// what the source says about the expression (its declared type, its name). The source pass reads
/// it; `ArgumentKinds` turns it into the sample the placeholder is measured with.
public struct CallSiteArgument: Sendable, Hashable, Codable {
    /// The format argument it is, from 1: the one `%1$@` names, the first `%@`, the first
    /// interpolation of a literal, the first argument after the format.
    public var position: Int
    /// A string literal's text, exactly.
    public var literal: String?
    /// A number literal, as written (`5`, `2.5`, `-1`).
    public var number: String?
    /// The expression's declared type where the file tells it, as written there (`Date`, `Int64`,
    /// `Measurement<UnitInformationStorage>`; optionals unwrapped).
    public var type: String?
    /// The expression's last name: `fileSize` for `item.fileSize`, `displayName` for `user.displayName()`.
    public var name: String?
    /// For a member, the declared type of what it is a member of: `UIDevice` for
    /// `UIDevice.current.localizedModel` (a type's `current`, `shared`, `main`, `standard` or
    /// `default` is one of the type), `Item` for `item.fileSize` with `item: Item`.
    public var owner: String?
    /// The catalog keys of the app's own localized texts the expression reads, where it reads
    /// something that holds only those the source shows: `mode.title` with `var title: String {
    /// switch self { case .a: NSLocalizedString("a", …) … } }`, a local or a parameter given them.
    /// Sorted; nil when it reads none.
    public var keys: [String]?
    /// For a literal with interpolations (`"\(balance) \(symbol)"`, `"(\(count))"`): its text and
    /// what each interpolation passes, in order; the argument shows them joined. Nil otherwise.
    public var parts: [Part]?
    /// Where the argument is written.
    public var location: SourceLocation

    public init(position: Int, literal: String? = nil, number: String? = nil, type: String? = nil, name: String? = nil,
                owner: String? = nil, location: SourceLocation) {
        self.position = position
        self.literal = literal
        self.number = number
        self.type = type
        self.name = name
        self.owner = owner
        self.location = location
    }
}

extension CallSiteArgument {
    /// The keys it reads, its parts' included.
    public var keysRead: [String] {
        (keys ?? []) + (parts ?? []).flatMap { part -> [String] in
            if case .value(let inner) = part { return inner.keysRead }
            return []
        }
    }

    /// A piece of an interpolated literal: text written as is, or an interpolated value read as
    /// any argument is (its literal, type, name…).
    public enum Part: Sendable, Hashable, Codable {
        case text(String)
        case value(CallSiteArgument)

        private enum CodingKeys: String, CodingKey { case text, value }

        // `{"text": " "}` or `{"value": {…}}`: one field that says which, as the rest of the JSON reads.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let text = try container.decodeIfPresent(String.self, forKey: .text) {
                self = .text(text)
            } else {
                self = .value(try container.decode(CallSiteArgument.self, forKey: .value))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .text(let text): try container.encode(text, forKey: .text)
            case .value(let argument): try container.encode(argument, forKey: .value)
            }
        }
    }
}
