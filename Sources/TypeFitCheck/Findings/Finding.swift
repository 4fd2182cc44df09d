import TypeFitCatalog
import TypeFitConfig
import TypeFitCore
import TypeFitDiagnostics

/// Where one occurrence of a finding happens and what was measured there.
public struct Occurrence: Sendable, Codable, Equatable {
    /// The device's id (`iphone-se-3`); `deviceName` is its name.
    public var device: String
    public var deviceName: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// `full`, `third`, `half`, `two-thirds`, `slide-over`.
    public var window: String
    /// Content size category (`Large`, `AX3`).
    public var category: String
    /// `compact` or `regular`.
    public var horizontalSizeClass: String
    /// The font size the text was drawn at, in points.
    public var pointSize: Double
    /// What the text needs (width, height, lines); `available` is what its box has.
    public var measured: Figures
    public var available: Figures
    /// How much is cut off, in points.
    public var overflow: Double
    /// What happens, in words: "translation is 116 pt wide in a 100 pt box (16 pt cut off)".
    public var message: String
    /// The scene to draw it in (HTML report): window, safe area, margins and the text's box.
    public var scene: Scene
}

/// A window and the guides and box of one element in it, in points, origin top-left.
public struct Scene: Sendable, Codable, Hashable {
    public var windowWidth: Double
    public var windowHeight: Double
    public var safeArea: Box
    public var margins: Box
    public var readable: Box
    /// The text's box: its x, and its width (nil: sized by the text).
    public var boxX: Double
    public var boxWidth: Double?
    public var boxHeight: Double?
    public var available: Double
    public var lineLimit: Int
    public var direction: String

    /// A rectangle of the scene, in points from the window's top-left corner.
    public struct Box: Sendable, Codable, Hashable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
    }
}

/// One problem with one string: a rule, a key, a locale and a variant, with the occurrences
/// (environments) where it happens. Every reporter reads this one model.
public struct Finding: Sendable, Codable, Equatable {
    /// The rule's id (`truncated-width`, `locale-overflow`; `typefit rules` lists them).
    public var rule: String
    /// The severity, from the rule's setting in the configuration (and `severity-by-size`).
    public var severity: FindingSeverity
    /// The worst occurrence's message (or the catalog finding's).
    public var message: String
    /// The catalog key.
    public var key: String
    /// The locale of the text; nil for a finding that is not about one locale's text.
    public var locale: String?
    /// `base`, `plural=few`, `device=ipad/plural=one`, with substitution choices.
    public var variant: String?
    /// The catalog's name as the configuration lists it.
    public var catalog: String
    /// The catalog file the text is in; `line` and `column` are where.
    public var file: String
    public var line: Int
    public var column: Int
    /// The text as measured (placeholders filled in).
    public var text: String?
    /// What each placeholder of `text` was replaced with; nil when it has none.
    public var samples: [PlaceholderSample]? = nil
    /// The source language's text in the same variant, for comparison.
    public var sourceText: String?
    /// The element the key was checked as ("button lines=1 width=120") and where that came from.
    public var element: String?
    public var elementFrom: String?
    public var textStyle: String?
    public var weight: String?
    /// The faces that drew the text.
    public var faces: [String]
    /// The worst occurrence, and the worst per size category it happens at (smallest first).
    public var worst: Occurrence?
    public var bySize: [Occurrence]
    /// How many (device, orientation, window, size) environments it happens in.
    public var environments: Int
    /// The ids of the devices it happens on.
    public var devices: [String]
    public var categories: [String]
    /// The first (smallest) size category it happens at: its severity follows it (`severity-by-size`).
    public var firstBreaks: String? = nil
    /// A stable id for baselines: rule, file, key, locale and variant (and the view's place when
    /// the key is drawn in several).
    public var fingerprint: String
    /// Where the app's source draws the text, when the source pass found it.
    public var view: SourceView? = nil
    /// The element's line-break strategy when it is not UILabel's `standard` (`none` for an
    /// attributed text), so that a drawing of the text breaks its lines as the check did.
    public var lineBreakStrategy: String? = nil
    /// Where the element's box width came from: `source` (the app's layout — a frame, a stack, a
    /// list row, a toggle's switch — or `.frame(width:)`), the layer that set it (`comment hint`,
    /// `.typefit.yml:LINE`), or `default` (the element's own width: not solved).
    public var widthFrom: String? = nil
    /// The box a width solved from the app's layout gives the text where the finding is worst, in
    /// words: "a 212-pt box: margins - 103 (Toggle switch 51 pt, …) from RowView.swift:40-44";
    /// absent when the width was not solved from the source.
    public var box: String? = nil

    /// The text's place in its catalog, as diagnostics print it.
    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

/// The place in the app's source that draws a finding's text, and how typefit knows.
public struct SourceView: Sendable, Codable, Equatable {
    public var location: SourceLocation
    /// The API that says which element it is: "SwiftUI Toggle(_:isOn:)", "IB UILabel".
    public var pattern: String
    public var grade: UseGrade
    /// The links followed from where the key is written to where it is drawn.
    public var via: [SourceLocation]

    public init(_ use: SourceUse) {
        location = use.location
        pattern = use.pattern
        grade = use.grade
        via = use.via
    }
}
