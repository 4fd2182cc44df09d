import TypeFitCatalog
import TypeFitConfig
import TypeFitDiagnostics
import TypeFitLayout

/// Where a text is drawn, as read at one site: the element and its settings, the API that says
/// so, and which settings the source states.
struct Placement: Sendable, Hashable {
    var settings: ElementSettings
    var pattern: String
    var read: SourceFields = []
    /// The system draws it (alerts, bars, tab items, menus, swipe actions, segments): its look is
    /// not the app's to change, so nothing is a guessed default.
    var systemDrawn = false
    /// Some settings were found on the same receiver elsewhere in the type, not at the use.
    var readElsewhere = false
    /// The view-valued member (not `body`) the drawn view is returned from; where that member is
    /// placed may change the element (a `Label` placed as a tab item).
    var viewHolder: MemberKey?
    /// Placed by convention, not by an API (an error description shown as an alert message).
    var byConvention = false
    /// The text is part of the longer text drawn there (`[title stringByAppendingString:…]`):
    /// measured alone, a lower bound.
    var part = false
    /// The view shows an image beside its text (`Label(_:systemImage:)`): drawn as a menu row, the
    /// image's column is not the text's (`MenuRowImages`). What it is and where it was read.
    var imageBeside: ImageBeside?

    init(_ element: ElementName, pattern: String, systemDrawn: Bool = false) {
        self.settings = ElementSettings(element: element)
        self.pattern = pattern
        self.systemDrawn = systemDrawn
    }

    /// A: the element and its attributes read at the use (or drawn by the system); B: some
    /// attribute is the element's default or was read elsewhere in the type.
    var grade: UseGrade {
        if byConvention || part { return .c }
        if systemDrawn { return .a }
        if readElsewhere { return .b }
        switch settings.element ?? .label {
        case .label: return read.contains(.font) && read.contains(.lines) ? .a : .b
        default: return read.contains(.font) ? .a : .b
        }
    }
}

/// An image a view draws beside its text, and where it was read.
struct ImageBeside: Sendable, Hashable {
    var what: String
    var source: WidthTerm.Source?
}

/// A type's member: `MainTab.title`, `ReportFormModel.Reason.title`. Read in one file, the
/// type is as written there (`Reason`) and `scope` is the path of the type it is written in; the
/// files are linked with the type resolved to the path of the one the app declares, or, for a
/// type the app does not declare (`UILabel`), as written, and `scope` nil.
struct MemberKey: Sendable, Hashable {
    var type: String
    var name: String
    var scope: String? = nil

    /// A member of the type a declaration is in, or extends: its path is written out in full.
    static func declared(in type: TypeDeclaration, _ name: String) -> MemberKey {
        MemberKey(type: type.path, name: name, scope: "")
    }

    /// A member of a type named in code: `type` as written, where it is written.
    static func written(_ type: WrittenType, _ name: String) -> MemberKey {
        MemberKey(type: type.path, name: name, scope: type.scope)
    }
}

/// A custom view's or function's parameter, by the called name and the label: `NoticeView(title:)`,
/// `PreferencesScreen.makeRow(title:)`. `scope` as for `MemberKey`, when the callee names a type.
struct ParamKey: Sendable, Hashable {
    var callee: String
    var label: String
    var scope: String? = nil
}

/// An enum case's associated value, by the enum's resolved path, the case and the position:
/// `MenuItemKind.regular` #0 for `.regular(name: AppStrings.x, …)` and for `name` in
/// `case .regular(let name, …)`.
struct PayloadKey: Sendable, Hashable {
    var type: String
    var name: String
    var position: Int
}

/// Where a text goes when it is not drawn at the place it is written: returned from a member,
/// passed to a custom call or into an enum case, kept in a local variable.
enum Holder: Sendable, Hashable {
    case member(MemberKey)
    case parameter(ParamKey)
    case payload(PayloadKey)
    /// A local variable: its file and the offset of its declaration.
    case local(file: String, offset: Int)
}

/// What happens to a text at one site.
enum Landing: Sendable, Hashable {
    case drawn(Placement)
    case notDrawn(reason: String, pattern: String)
    case hop(Holder)
    case unresolved(expression: String, suggestion: SourceWrapper?)
    /// Not a use: a `comment:`, a verbatim text, a literal that is not localized there.
    case ignored
    /// In code the check does not cover (`#if os(macOS)`, AppKit).
    case setAside
}

extension Holder {
    /// The holder as a reader names it: `MainTab.title`, `NoticeView(title:)`, a local.
    var spelled: String {
        switch self {
        case .member(let key): return DottedPath.last(key.type) + "." + key.name
        case .parameter(let key): return "\(key.callee)(\(key.label):)"
        case .payload(let key): return "\(DottedPath.last(key.type)).\(key.name) (value \(key.position + 1))"
        case .local: return "a local value"
        }
    }
}

extension Landing {
    var isHop: Bool {
        if case .hop = self { return true } else { return false }
    }
}

/// How a key is named at its site.
enum KeyAccess: Sendable, Hashable {
    case literal
    case swiftGen
    case rSwift
    case wrapper(String)
    /// The app's own localizing accessor, found by what it does.
    case accessor(String)

    var patternPrefix: String {
        switch self {
        case .literal: ""
        case .swiftGen: "SwiftGen L10n accessor → "
        case .rSwift: "R.swift accessor → "
        case .wrapper(let call): "wrapper \(call) → "
        case .accessor(let call): "accessor \(call) → "
        }
    }
}

/// A key (or the keys one interpolated literal may stand for) at the place it is written.
struct KeyOccurrence: Sendable {
    var keys: [String]
    var table: String?
    var location: SourceLocation
    var access: KeyAccess
    var landing: Landing
    /// The expression on one line, for an unresolved use.
    var expression: String
    /// The `sources.wrappers` entry that would place it, when it is passed to a custom call.
    var suggestion: SourceWrapper?
    /// A plain literal passed to a function: a key only if the function is found to draw it.
    var quietIfUnresolved = false
    /// The key's text is part of a longer text (`a + b`, an argument of a format): drawn where
    /// the whole is, and measured alone there — a lower bound of the whole.
    var part = false
    /// The position of the text in the tuple that holds it (`("key", "icon")`: 0): only a read
    /// of that element (`pair.0`) goes on with it.
    var tupleElement: Int?
    /// The label of that element, when the tuple literal gives one (`(header: "key", rows)`):
    /// a read by that label (`sections[i].header`) goes on with it.
    var tupleLabel: String?
    /// The text is localized where it is written (a literal in `NSLocalizedString`, a SwiftGen
    /// accessor, a SwiftUI title); false for a plain string that names a key, which is one only
    /// where its value reaches a call that looks it up (`let key = …; label.text = localized(key)`).
    var localized = true
    /// Returned from or kept in a `static` member only the app's code can read
    /// (`static let done = NSLocalizedString(…)` in `AppStrings`).
    var staticHolder = false
    /// For a text passed to a custom call: where the call is. A view the called function returns
    /// is placed there, not wherever else the function is called.
    var callLocation: SourceLocation?
    /// For a text passed into an enum case that is itself passed to a custom view
    /// (`DetailRowView(accessory: .rightDetail(text))`): that view's type; `callLocation` is the call.
    var callType: String?
    /// What the place passes for the key's format arguments (`CallSiteArguments`); every use the
    /// key reaches from here carries them.
    var arguments: [CallSiteArgument]?
    /// What each of those arguments reads, by position, where it is something texts are kept in
    /// (`mode.title`, a local, a parameter): the linker fills in the keys it holds
    /// (`CallSiteArgument.keys`).
    var argumentTargets: [Int: ReferenceTarget] = [:]
    /// The font an attributed string made of the text on its way gives it.
    var restyle: AttributedFont?
}

/// What a reference (an identifier or member that may hold a key) points at.
enum ReferenceTarget: Sendable, Hashable {
    /// A member of the enclosing type (`title`, `self.title`, `Self.title`, `MainTab.title`).
    case inType(MemberKey)
    /// A member of a receiver whose type is declared where it is in scope.
    case typed(MemberKey)
    /// A member of a receiver of unknown type: linked by how well the receiver's name fits.
    case named(receiver: String, member: String)
    /// A parameter of the enclosing function or initializer.
    case parameter(ParamKey)
    case local(file: String, offset: Int)
    /// A name a `case` pattern binds to an enum case's associated value.
    case payload(PayloadKey)
}

extension ReferenceTarget {
    var isNamed: Bool {
        if case .named = self { return true } else { return false }
    }
}

/// A reference at a place that says where its text goes: drawn, not drawn, or passed on.
struct ReferenceSite: Sendable {
    var target: ReferenceTarget
    var landing: Landing
    var location: SourceLocation
    /// For a value passed to a custom call: where the call is.
    var callLocation: SourceLocation?
    /// As `KeyOccurrence.callType`.
    var callType: String?
    /// On the way from the reference to its landing the value is looked up as a key or made
    /// localized text (`NSLocalizedString(key, …)`, a parameter declared `LocalizedStringKey`):
    /// a plain string that names a key becomes localized text here.
    var localizes = false
    /// The value is part of a longer text from here on (`title + ":"`).
    var part = false
    /// The tuple element the reference reads (`pair.0`): only the text kept at that position
    /// goes on from here.
    var readsElement: Int?
    /// The tuple element the reference reads by its label (`sections[i].header`): only a text
    /// written at that label goes on from here.
    var readsLabel: String?
    /// As `KeyOccurrence.restyle`, from here on.
    var restyle: AttributedFont?
    /// Where the reference itself is written, when the place its value lands (`location`) is an
    /// expression around it (`x.flatMap { make(title) }` lands where the `flatMap` is).
    var readAt: SourceLocation?
}

/// A view-valued reference (`tab.label`, a custom view `PostActionsMenu(…)`) placed where
/// its container decides the element, or returned in turn from another view-valued member.
struct ViewSite: Sendable {
    var target: ReferenceTarget
    /// What the container makes of the view; nil when it only passes the view on.
    var placement: Placement?
    /// The view-valued member this one is returned from (`var contextMenu: some View { Menu() }`).
    var forward: MemberKey?
    var location: SourceLocation
}

/// Everything one Swift file says, before the files are linked.
struct FileFacts: Sendable {
    var occurrences: [KeyOccurrence] = []
    var references: [ReferenceSite] = []
    var views: [ViewSite] = []
    /// Uses found unresolved in the file itself: keys built at run time, the app's own
    /// localizing functions.
    var unresolved: [UnresolvedUse] = []
    /// Keys looked up in code the check does not cover (`SourceLayout.setAsideKeys`).
    var setAsideKeys: Set<String> = []
    /// Type (its path) → the protocols and classes it declares it conforms to or inherits from,
    /// as written, each with the path of the type the name is looked up from.
    var inherits: [String: Set<WrittenType>] = [:]
    /// Members declared `override`: the superclass's code reads them as its own.
    var overrides: Set<MemberKey> = []
    /// Every name an expression in the file refers to (`x` in `AppStrings.x`, `x`, `.x`, `\.x`).
    var mentioned: Set<String> = []
    var problems: [InputProblem] = []
}
