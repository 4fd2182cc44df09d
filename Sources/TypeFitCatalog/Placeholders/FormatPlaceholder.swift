/// What kind of argument a format specifier consumes; two specifiers are compatible when their
/// kinds match (`%d` and `%lld` both take an integer — the length modifier is not compared).
package enum PlaceholderKind: String, Hashable, Sendable, Codable {
    case object          // %@
    case signedInteger   // %d %i %D
    case unsignedInteger // %u %U %x %X %o %O
    case floatingPoint   // %f %F %e %E %g %G %a %A
    case character       // %c %C
    case cString         // %s %S
    case pointer         // %p
    case substitution    // %#@name@
    case percent         // %% (no argument)

    /// Integers of either signedness are one argument class: a translator writing `%u` for `%d`
    /// cannot crash the app, a `%@` for `%d` can.
    var argumentClass: String {
        switch self {
        case .signedInteger, .unsignedInteger: return "integer"
        default: return rawValue
        }
    }
}

/// One format specifier found in a string.
package struct FormatPlaceholder: Hashable, Sendable {
    /// The specifier exactly as written (`%1$@`, `%.1f`, `%#@count@`).
    package var spelling: String
    /// UTF-8 byte range of the specifier in the string.
    package var range: Range<Int>
    /// The 1-based argument it consumes (explicit `n$`, else CoreFoundation's counter: see
    /// `FormatParser`); nil for `%%`.
    package var argument: Int?
    /// Whether the position was written (`%2$@`).
    package var isPositional: Bool
    package var kind: PlaceholderKind
    /// The conversion with its length modifier (`lld`, `@`, `f`).
    package var conversion: String
    package var flags: String
    package var width: Int?
    package var precision: Int?
    /// The substitution name for `%#@name@`.
    package var substitutionName: String?
    /// The argument a `*` width reads (`%*d`, `%*2$d`): an integer.
    package var widthArgument: Int? = nil
    /// The argument a `.*` precision reads (`%.*f`, `%.*3$f`): an integer.
    package var precisionArgument: Int? = nil

    /// Every argument the specifier reads with the kind it reads it as: the width's and the
    /// precision's (integers) first, then its own, as CoreFoundation takes them.
    package var arguments: [(argument: Int, kind: PlaceholderKind)] {
        var out: [(argument: Int, kind: PlaceholderKind)] = []
        if let w = widthArgument { out.append((w, .signedInteger)) }
        if let p = precisionArgument { out.append((p, .signedInteger)) }
        if let a = argument { out.append((a, kind)) }
        return out
    }
}
