import TypeFitConfig
import TypeFitDiagnostics

/// What holds a text between where it is made and where it is drawn, in Objective-C.
enum ObjectiveCHolder: Sendable, Hashable {
    /// A property, an instance variable or a method's return value: the class that declares it
    /// ("" for a C function) and the name or selector (`title`, `titleForRow:`, `label()`).
    case member(type: String, name: String)
    /// A parameter of the app's method or function (`Class.selector`, `name()`), by position.
    case parameter(function: String, index: Int)
    /// The localized text of the key passed to a wrapper that shows it itself: what
    /// `NSLocalizedString(key, …)` inside `- (void)showLocalized:(NSString *)key` becomes.
    case keyParameter(function: String, index: Int)
    /// A local variable: its file and the token that declares it.
    case local(file: Int, token: Int)

    /// The function whose return a member holder is (`Class.selector`, `name()`).
    var functionID: String? {
        if case .member(let type, let name) = self { return type.isEmpty ? name : ObjectiveCFunction.methodID(type, name) }
        return nil
    }
}

/// What happens to a text at one place.
enum ObjectiveCFlow: Sendable, Hashable {
    /// Drawn, not drawn, unresolved, not a use, or set aside (the shared model's landings).
    case landed(Landing)
    /// Kept in a holder: followed to where the holder is read.
    case hop(ObjectiveCHolder)
    /// Part of a longer text kept in a holder: where that is drawn, the key is placed as part of
    /// it (measured alone, grade C); where it is not drawn, neither is the key.
    case partOf(ObjectiveCHolder)
}

/// A key where it is written, with where its text goes.
struct ObjectiveCOccurrence: Sendable {
    var keys: [String]
    var table: String?
    var location: SourceLocation
    var flow: ObjectiveCFlow
    var expression: String
    /// `wrapper LOC() → ` when an app's accessor names the key.
    var prefix: String
    /// For a text passed to a call: where the call is (a value the callee returns lands there).
    var callLocation: SourceLocation?
    /// What its way from here does to the font it is drawn in (an attributed string's font).
    var restyle: AttributedFont?
}

/// A place that reads a holder, with where what it reads goes.
struct ObjectiveCSite: Sendable {
    var target: ObjectiveCHolder
    var flow: ObjectiveCFlow
    var location: SourceLocation
    var callLocation: SourceLocation?
    /// As `ObjectiveCOccurrence.restyle`, for what the holder holds.
    var restyle: AttributedFont?
}

/// Everything one file's bodies say, before the files are linked.
struct ObjectiveCFacts: Sendable {
    var occurrences: [ObjectiveCOccurrence] = []
    var sites: [ObjectiveCSite] = []
    /// Keys built at run time and other uses found unresolved in the file itself.
    var unresolved: [UnresolvedUse] = []
    /// Where a key built at run time is looked up in a named table: every key of the table may be
    /// the one looked up there.
    var runtimeTables: [RuntimeTable] = []
    /// The tables some localizing call looks a literal key up in (`Localizable` for the default).
    var literalTables: Set<String> = []
    /// Localizing calls in code never built for iOS.
    var setAside = 0
    /// Their keys.
    var setAsideKeys: Set<String> = []
    /// Every holder some expression reads other than to test it, whatever becomes of what it
    /// reads: a local or a parameter no expression reads, or one only tested (`isEqualToString:`,
    /// `rangeOfString:`), holds a text the app never shows, as a key tested where it is written is not.
    var read: Set<ObjectiveCHolder> = []
    /// Holders the app appends text to (`[attr appendAttributedString:…]`): what they hold is
    /// part of a longer text.
    var extended: Set<ObjectiveCHolder> = []

    struct RuntimeTable: Sendable {
        var table: String
        var location: SourceLocation
        var expression: String
        /// Where the looked-up text goes, as an occurrence's.
        var flow: ObjectiveCFlow
        var callLocation: SourceLocation?
        var restyle: AttributedFont?
    }

    mutating func add(_ other: ObjectiveCFacts) {
        occurrences += other.occurrences
        sites += other.sites
        unresolved += other.unresolved
        runtimeTables += other.runtimeTables
        literalTables.formUnion(other.literalTables)
        setAside += other.setAside
        setAsideKeys.formUnion(other.setAsideKeys)
        read.formUnion(other.read)
        extended.formUnion(other.extended)
    }
}
