/// Finds the format specifiers of a string and the arguments each one reads, the way
/// CoreFoundation formats it: `%[n$][flags][width][.precision][length]conversion`, `%@`,
/// `%#@name@` and `%%`.
///
/// The grammar and the argument numbers follow swift-corelibs-foundation's
/// `Sources/CoreFoundation/CFString.c`: `__CFParseFormatSpec` reads one specifier and
/// `__CFStringAppendFormatCore` numbers the arguments ("Compute values array"):
/// - one counter starts at argument 1 and goes through the specifiers in order; for each one,
///   an unnumbered `*` width takes the counter's argument and moves it on, then an unnumbered
///   `.*` precision, then the value itself when it has no `n$`;
/// - a specifier with `n$` reads argument n and leaves the counter where it is. So an unnumbered
///   `%d` after `%2$@` reads argument 1, not 3 ("It is actually incorrect to reorder some specs
///   and not all", says the source, but that is what it does);
/// - `*n$` and `.*n$` take the width and the precision from argument n;
/// - `%%` reads nothing; neither does a `%` before a character that is no part of a specifier
///   (`%!`, `%'d`: the specifier ends there as a literal) nor one the string ends in the middle of;
/// - `%#@name@` (a stringsdict variable) reads one argument, numbered like `%@`; digits before
///   the `#` without a `$` are a width (`%1#@count@` is `%#@count@`), and the name is letters,
///   digits and `_` (any other character ends the key and the specifier is a literal);
/// - a number too large for CoreFoundation (a position over 127, a width over 2^31 - 1) makes
///   the whole format fail there; typefit reads no specifier at such a place.
package enum FormatParser {
    package static func placeholders(in text: String) -> [FormatPlaceholder] {
        let b = Array(text.utf8)
        var out: [FormatPlaceholder] = []
        var counter = 1
        var i = 0
        while i < b.count {
            guard b[i] == UInt8(ascii: "%") else { i += 1; continue }
            let start = i
            var spec = Spec()
            let outcome = spec.parse(b, from: i + 1)
            switch outcome {
            case .incomplete:
                return out
            case .invalid(let end):
                i = end
            case .literal(let end):
                // Only `%%` stands for a percent sign; `%!` prints the `!` alone, which no
                // sample models: such a `%` is left as written.
                if b[start + 1] == UInt8(ascii: "%") {
                    out.append(spec.placeholder(b, start..<end, percent: true))
                }
                i = end
            case .specifier(let end):
                var p = spec.placeholder(b, start..<end, percent: false)
                if spec.width == .pending { p.widthArgument = counter; counter += 1 }
                if spec.precision == .pending { p.precisionArgument = counter; counter += 1 }
                if p.argument == nil { p.argument = counter; counter += 1 }
                out.append(p)
                i = end
            }
        }
        return out
    }

    /// Where a `*` takes its number from: nothing, the counter, or an explicit `n$`.
    enum StarArgument: Equatable {
        case none
        case pending
        case explicit(Int)
    }

    enum Outcome {
        /// A specifier that reads an argument; `end` is just after it.
        case specifier(end: Int)
        /// `%%`, or a `%` whose specifier ended at a character that is no part of one.
        case literal(end: Int)
        /// The string ends inside the specifier.
        case incomplete
        /// A number CoreFoundation refuses (the whole format fails).
        case invalid(end: Int)
    }

    /// One specifier as `__CFParseFormatSpec` reads it.
    struct Spec {
        var flags: [UInt8] = []
        var widthValue: Int?
        var precisionValue: Int?
        var width = StarArgument.none
        var precision = StarArgument.none
        var position: Int?
        var seenDot = false
        var seenSharp = false
        var length: [UInt8] = []
        var conversion: UInt8 = 0
        var kind = PlaceholderKind.percent
        var substitutionName: String?

        /// CoreFoundation's largest `n$` (an `int8_t`) and width or precision (an `SInt32`).
        static let maxPosition = 127
        static let maxNumber = Int(Int32.max)

        private static func isKeyByte(_ c: UInt8) -> Bool {
            switch c {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"): return true
            default: return false
            }
        }

        mutating func parse(_ b: [UInt8], from first: Int) -> Outcome {
            var i = first
            var keyStart: Int?
            var seenOpenBracket = false
            var bracketKey: Range<Int>?
            while true {
                guard i < b.count else { return .incomplete }
                var ch = b[i]
                i += 1
                // Inside `#@name@` or `[name]`: the key runs to the `@`.
                if let key = keyStart {
                    if !Spec.isKeyByte(ch) {
                        if ch == UInt8(ascii: "]") {
                            if seenOpenBracket { bracketKey = key..<(i - 1) }
                        } else if ch == UInt8(ascii: "@") {
                            conversion = ch
                            if bracketKey == nil, i - 1 > key {
                                kind = .substitution
                                substitutionName = String(decoding: b[key..<(i - 1)], as: UTF8.self)
                            } else {
                                kind = .object
                            }
                            return .specifier(end: i)
                        } else {
                            keyStart = nil
                        }
                    }
                    continue
                }
                // `goto reswtch`: a character read after a number is looked at again here.
                while true {
                    switch ch {
                    case UInt8(ascii: "#"):
                        seenSharp = true
                        flags.append(ch)
                    case UInt8(ascii: "["):
                        if !seenOpenBracket { seenOpenBracket = true; keyStart = i }
                    case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "+"):
                        flags.append(ch)
                    case UInt8(ascii: "0"):
                        if seenDot { precisionValue = 0 } else { flags.append(ch) }
                    case UInt8(ascii: "h"), UInt8(ascii: "l"):
                        length.append(ch)
                        if i < b.count, b[i] == ch { length.append(ch); i += 1 }
                    case UInt8(ascii: "L"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "z"), UInt8(ascii: "j"):
                        length.append(ch)
                    case UInt8(ascii: "c"), UInt8(ascii: "C"):
                        return finish(.character, ch, i)
                    case UInt8(ascii: "D"), UInt8(ascii: "d"), UInt8(ascii: "i"):
                        return finish(.signedInteger, ch, i)
                    case UInt8(ascii: "U"), UInt8(ascii: "u"), UInt8(ascii: "O"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"):
                        return finish(.unsignedInteger, ch, i)
                    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "e"), UInt8(ascii: "E"):
                        // `%.f` is precision 0; `%.a` keeps printf's own.
                        if seenDot, precisionValue == nil, precision == .none { precisionValue = 0 }
                        return finish(.floatingPoint, ch, i)
                    case UInt8(ascii: "a"), UInt8(ascii: "A"):
                        return finish(.floatingPoint, ch, i)
                    case UInt8(ascii: "n"), UInt8(ascii: "p"):
                        // `%n` writes through its pointer argument; CoreFoundation reads and skips it.
                        return finish(.pointer, ch, i)
                    case UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "P"):
                        return finish(.cString, ch, i)
                    case UInt8(ascii: "@"):
                        if seenSharp {
                            seenSharp = false
                            if let sharp = flags.lastIndex(of: UInt8(ascii: "#")) { flags.remove(at: sharp) }
                            keyStart = i
                        } else {
                            return finish(.object, ch, i)
                        }
                    case UInt8(ascii: "1")...UInt8(ascii: "9"):
                        var number = 0
                        while true {
                            let (times, o1) = number.multipliedReportingOverflow(by: 10)
                            let (sum, o2) = times.addingReportingOverflow(Int(ch - 0x30))
                            if o1 || o2 { return .invalid(end: skipDigits(b, i)) }
                            number = sum
                            // Past the last byte CoreFoundation reads the terminator: no digit, no `$`.
                            guard i < b.count else { return .literal(end: i) }
                            ch = b[i]
                            i += 1
                            if ch < 0x30 || ch > 0x39 { break }
                        }
                        if ch == UInt8(ascii: "$") {
                            guard number <= Spec.maxPosition else { return .invalid(end: i) }
                            if precision == .pending { precision = .explicit(number) }
                            else if width == .pending { width = .explicit(number) }
                            else { position = number }
                            break
                        }
                        guard number <= Spec.maxNumber else { return .invalid(end: i) }
                        if seenDot { precisionValue = number } else { widthValue = number }
                        continue  // look at `ch` again
                    case UInt8(ascii: "*"):
                        width = .pending
                    case UInt8(ascii: "."):
                        seenDot = true
                        guard i < b.count else { return .literal(end: i) }
                        ch = b[i]
                        i += 1
                        if ch == UInt8(ascii: "*") { precision = .pending; break }
                        continue  // look at `ch` again
                    default:
                        return .literal(end: i)
                    }
                    break
                }
            }
        }

        private mutating func finish(_ kind: PlaceholderKind, _ conversion: UInt8, _ end: Int) -> Outcome {
            self.kind = kind
            self.conversion = conversion
            return .specifier(end: end)
        }

        private func skipDigits(_ b: [UInt8], _ from: Int) -> Int {
            var i = from
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }
            return i
        }

        func placeholder(_ b: [UInt8], _ range: Range<Int>, percent: Bool) -> FormatPlaceholder {
            var p = FormatPlaceholder(spelling: String(decoding: b[range], as: UTF8.self), range: range,
                                      argument: nil, isPositional: false, kind: .percent, conversion: "%", flags: "",
                                      width: nil, precision: nil, substitutionName: nil)
            guard !percent else { return p }
            p.kind = kind
            p.argument = position
            p.isPositional = position != nil
            p.flags = String(decoding: flags, as: UTF8.self)
            p.width = widthValue
            p.precision = precisionValue
            if case .explicit(let n) = width { p.widthArgument = n }
            if case .explicit(let n) = precision { p.precisionArgument = n }
            p.substitutionName = substitutionName
            p.conversion = kind == .substitution ? "#@" : String(decoding: length + [conversion], as: UTF8.self)
            return p
        }
    }
}
