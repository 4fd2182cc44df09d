extension XMLReader {
    /// A parsed XML element: just what property lists and XLIFF need, with byte offsets for locations.
    package struct Element: Sendable {
        package var name: String
        package var attributes: [(name: String, value: String)]
        package var children: [Child]
        /// Offset of the `<` that opens the element.
        package var offset: Int
        /// Offset just after the start tag's `>`: where the text content begins.
        package var contentOffset: Int
        /// Offset just after the element's end: past the `>` of its end tag, or of an empty-element tag.
        package var endOffset: Int

        package func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

        package var elements: [Element] {
            children.compactMap { if case .element(let e) = $0 { return e } else { return nil } }
        }

        package func first(_ name: String) -> Element? { elements.first { $0.name == name } }

        /// The element's text with entities and CDATA resolved, child elements' text included
        /// (XLIFF inline tags like `<g>` still carry words that take room on screen).
        package var text: String {
            var out = ""
            for child in children {
                switch child {
                case .text(let t, _): out += t
                case .element(let e): out += e.text
                }
            }
            return out
        }

        /// Offset of the first character of text content (for locations pointing at the words).
        package var textOffset: Int {
            for child in children { if case .text(_, let o) = child { return o } }
            return contentOffset
        }
    }

    package enum Child: Sendable {
        case element(Element)
        case text(String, offset: Int)
    }
}
