import TypeFitCatalog

/// What Interface Builder sets on a legacy button's title label (one with no
/// `<buttonConfiguration>`): the button's own `fontDescription` and `lineBreakMode` are its
/// `titleLabel`'s font and line break. Shared by the button's IB keys and by code that sets the
/// title of an outlet connected to the button.
enum InterfaceBuilderButtons {
    /// True when the button draws its title through a `UIButton.Configuration`: its title's font
    /// and lines are the configuration's, not its `titleLabel`'s.
    static func isConfigured(_ button: XMLReader.Element) -> Bool {
        button.elements.contains { $0.name == "buttonConfiguration" }
    }

    /// The line limit of a legacy button's title: a `titleLabel.numberOfLines` runtime attribute,
    /// else one line unless IB's line break is a wrapping one (IB's word and character wrap
    /// modes are its multi-line titles).
    static func titleLines(_ button: XMLReader.Element) -> Int {
        if let lines = runtimeNumber(button, "titleLabel.numberOfLines") { return max(0, lines) }
        return ["wordWrap", "characterWrap"].contains(button.attribute("lineBreakMode") ?? "") ? 0 : 1
    }

    /// An integer `userDefinedRuntimeAttribute` of the element at `keyPath`.
    static func runtimeNumber(_ element: XMLReader.Element, _ keyPath: String) -> Int? {
        element.first("userDefinedRuntimeAttributes")?.elements
            .first { $0.attribute("keyPath") == keyPath && $0.attribute("type") == "number" }?
            .first("integer")?.attribute("value").flatMap(Int.init)
    }
}
