import TypeFitConfig

/// Swift files → uses (SwiftUI, UIKit, SwiftGen and R.swift accessors, the app's wrappers).
enum SwiftSources {
    static func read(_ files: [SourceFile], keys: KeyIndex, wrappers: [SourceWrapper]) -> SourceLayout {
        SourceLayout()  // TO BE WRITTEN (helper: Swift)
    }

    /// One file's text (the scanner's entry for text held in memory).
    static func read(text: String, path: String, keys: KeyIndex, wrappers: [SourceWrapper]) -> SourceLayout {
        SourceLayout()  // TO BE WRITTEN (helper: Swift)
    }
}
