import TypeFitConfig

/// Storyboards, xibs and their strings tables, and InfoPlist.strings → uses.
enum InterfaceBuilderSources {
    static func read(_ files: [SourceFile], keys: KeyIndex) -> SourceLayout {
        SourceLayout()  // TO BE WRITTEN (helper: Interface Builder)
    }
}
