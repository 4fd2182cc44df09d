import TypeFitCatalog
import TypeFitDiagnostics

/// How sure the source pass is of a use: A, the element and its attributes read at the use
/// itself; B, the element read there and its missing attributes filled in from the element's
/// defaults; C, reached through indirection (a computed property, a variable, a custom view's
/// parameter) or by convention (an error description shown as an alert message).
public enum UseGrade: String, Sendable, Codable, Comparable, CaseIterable {
    case a = "A", b = "B", c = "C"

    private var rank: Int { self == .a ? 0 : self == .b ? 1 : 2 }
    /// Ordered by certainty: `.a < .c`, so "at least B" reads `grade <= .b`.
    public static func < (x: UseGrade, y: UseGrade) -> Bool { x.rank < y.rank }
}

/// What the app does with a key at one place in its source.
public enum UseKind: String, Sendable, Codable {
    /// Shown as UI text, in an element.
    case drawn
    /// Used, but not as UI text the check could cut: an accessibility label, a help tag, an App
    /// Intents dialog, notification content, a key command.
    case notDrawn = "not-drawn"
}

/// Settings a use states in the source, as opposed to the element's or the framework's defaults
/// filled in (a UILabel's one line at 17 pt, a SwiftUI Text's no line limit).
public struct SourceFields: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A text style or a font.
    public static let font = SourceFields(rawValue: 1)
    public static let lines = SourceFields(rawValue: 2)
    public static let width = SourceFields(rawValue: 4)
    public static let weight = SourceFields(rawValue: 8)
    public static let maxSize = SourceFields(rawValue: 16)
    public static let minimumScale = SourceFields(rawValue: 32)
}

/// One place in the app's source — Swift, Interface Builder or Info.plist — that uses a catalog key.
public struct SourceUse: Sendable, Hashable, Codable {
    /// The catalog key: a literal's key, the key a SwiftGen accessor reads, or `OBJECTID.property`
    /// for Interface Builder.
    public var key: String
    /// The strings table the use names ("Localizable", "Main", "InfoPlist"), when it names one.
    public var table: String?
    public var kind: UseKind
    /// The element (`settings.element`) and what the source says about it: style or font, weight,
    /// line limit, width, Dynamic Type cap, shrinking. Fields the source does not give stay nil.
    public var settings: ElementSettings
    /// Where the key is drawn (or used).
    public var location: SourceLocation
    /// The API that says which element it is: "SwiftUI Toggle(_:isOn:)", "UIAlertAction(title:)",
    /// "IB UILabel", "Info.plist NSCameraUsageDescription".
    public var pattern: String
    public var grade: UseGrade
    /// The links followed from where the key is written to where it is drawn, in order (empty
    /// for a direct use): a computed property's `return`, a variable, a custom view's parameter.
    public var via: [SourceLocation]
    /// Why a not-drawn use is not drawn ("accessibility label").
    public var reason: String?
    /// Which of `settings` the source states; the rest are defaults.
    public var read: SourceFields
    /// What the app passes for the key's format arguments where the key is written
    /// (`String(format: NSLocalizedString("upload %@", comment: ""), "5 MiB")`, `L10n.upload(size)`,
    /// `Text("seen \(date)")`), by position; nil when the source says nothing about them.
    public var arguments: [CallSiteArgument]?

    public init(key: String, table: String? = nil, kind: UseKind = .drawn, settings: ElementSettings,
                location: SourceLocation, pattern: String, grade: UseGrade, via: [SourceLocation] = [],
                reason: String? = nil, read: SourceFields = [], arguments: [CallSiteArgument]? = nil) {
        self.key = key
        self.table = table
        self.kind = kind
        self.settings = settings
        self.location = location
        self.pattern = pattern
        self.grade = grade
        self.via = via
        self.reason = reason
        self.read = read
        self.arguments = arguments
    }
}

/// A use of a key (or of localized text) the pass found but could not place: a custom view or
/// function that takes it, a string composed at run time, a third-party label.
public struct UnresolvedUse: Sendable, Hashable, Codable {
    /// The key, when the use names one.
    public var key: String?
    public var location: SourceLocation
    /// The expression, shortened to one line: `FormFieldCell(placeholder: L10n.Login.email)`.
    public var expression: String
    /// A `sources.wrappers` entry that would place it, when one can be guessed:
    /// `{call: "FormFieldCell(placeholder:)", argument: placeholder, element: text-field}`.
    public var suggestion: SourceWrapper?
    /// Where the pass followed the text to before it went out of sight, when it got past the
    /// place it is written: the place and the expression there (`alertPresenter.show(text)`).
    public var stoppedAt: Stop?

    /// A place a followed text went out of sight.
    public struct Stop: Sendable, Hashable, Codable {
        public var location: SourceLocation
        public var expression: String

        public init(location: SourceLocation, expression: String) {
            self.location = location
            self.expression = expression
        }
    }

    public init(key: String?, location: SourceLocation, expression: String, suggestion: SourceWrapper? = nil,
                stoppedAt: Stop? = nil) {
        self.key = key
        self.location = location
        self.expression = expression
        self.suggestion = suggestion
        self.stoppedAt = stoppedAt
    }
}

/// An app's own function, initializer or view that takes localized text and either draws it in a
/// known element (`element` set) or returns it for drawing elsewhere (`element` nil: a localizing
/// wrapper such as `Strings.localized(_:)`). Declared under `sources.wrappers` in `.typefit.yml`.
public struct SourceWrapper: Sendable, Hashable, Codable {
    /// The call as Swift spells it, with argument labels: `FormFieldCell(placeholder:)`,
    /// `Strings.localized(_:)`, `View.sectionTitle(_:)`.
    public var call: String
    /// Which argument holds the text: its label, or `_` for the first unlabelled one.
    public var argument: String
    public var element: ElementName?

    public init(call: String, argument: String, element: ElementName?) {
        self.call = call
        self.argument = argument
        self.element = element
    }
}

/// Files under the sources folders that are not the app's own source: left out of the pass, so
/// that nothing in them is ever a use of a key or a wrapper to declare.
public struct LeftOutSource: Sendable, Hashable, Codable {
    public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
        /// Test targets: folders named `Tests`, `…Tests` (`…UITests`), `…Specs`; files that import
        /// XCTest or Testing.
        case tests
        /// Others' code: CocoaPods' `Pods`, `Carthage`, Xcode's `SourcePackages`, SwiftPM's
        /// `checkouts`, `node_modules`, folders named for vendored code (`Vendor`, `vendor`,
        /// `ThirdParty`, `third_party`, `3rdParty`), a sub-folder with its own licence file.
        case thirdParty = "third-party"
        /// Build products: `DerivedData`, `build`.
        case buildProducts = "build-products"
        /// Xcode's localization exports (`.xcloc`): snapshot copies of the app's files.
        case exports
        /// Files that import AppKit or Cocoa and neither UIKit nor SwiftUI: macOS code.
        case macOS = "macos"
    }

    /// The folder or file left out.
    public var path: String
    public var reason: Reason
    /// The source files (Swift, Interface Builder, strings…) it holds that were not read; 1 for a file.
    public var files: Int
    public var isFolder: Bool

    public init(path: String, reason: Reason, files: Int, isFolder: Bool) {
        self.path = path
        self.reason = reason
        self.files = files
        self.isFolder = isFolder
    }
}

/// What the source pass learnt about an app: each key's uses, what it could not place, and the
/// files it could not read.
public struct SourceLayout: Sendable {
    public var uses: [SourceUse]
    public var unresolved: [UnresolvedUse]
    /// Files that could not be read or parsed, at their place; the rest was still read.
    public var problems: [InputProblem]
    /// Files read, by kind: "swift", "objective-c", "interface-builder", "strings".
    public var files: [String: Int]
    /// Uses in code the check does not cover (`#if os(macOS)`, AppKit), left out on purpose.
    public var setAside: Int
    /// The keys of those uses: a key used only there is not unused (its other platform draws it)
    /// and not checked as drawn on this one.
    public var setAsideKeys: Set<String> = []
    /// Folders and files under the sources folders that are not the app's source, not read.
    public var leftOut: [LeftOutSource] = []

    /// Whether any code or Interface Builder file was read — anything but the strings tables that
    /// go with them. A run that read none cannot tell a key is unused: nothing that would use it
    /// was looked at.
    public var readsCode: Bool { files.contains { $0.key != "strings" && $0.value > 0 } }

    public init(uses: [SourceUse] = [], unresolved: [UnresolvedUse] = [], problems: [InputProblem] = [],
                files: [String: Int] = [:], setAside: Int = 0) {
        self.uses = uses
        self.unresolved = unresolved
        self.problems = problems
        self.files = files
        self.setAside = setAside
    }
}
