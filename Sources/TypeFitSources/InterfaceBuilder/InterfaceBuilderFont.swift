import TypeFitCatalog
import TypeFitConfig
import TypeFitCore
import TypeFitDynamicType

/// What an Interface Builder `<fontDescription>` says: a text style, or a fixed size with a weight.
struct InterfaceBuilderFont: Equatable {
    var style: TextStyle?
    var font: CustomFont?
    var weight: FontWeight?

    /// The font of `element`'s `<fontDescription>` (or of another key, such as a button
    /// configuration's `titleFontDescription`); nil when there is none or it gives no size, as
    /// IB's `pointSize="0.0"` (the control's own default) does.
    static func read(_ element: XMLReader.Element, key: String = "fontDescription") -> InterfaceBuilderFont? {
        guard let description = element.elements.first(where: { $0.name == "fontDescription" && $0.attribute("key") == key })
        else { return nil }
        return parse(description)
    }

    static func parse(_ description: XMLReader.Element) -> InterfaceBuilderFont? {
        if let name = description.attribute("style") {
            guard let (style, emphasized) = textStyles[name] else { return nil }
            return InterfaceBuilderFont(style: style, weight: emphasized ? emphasizedWeight(style) : nil)
        }
        guard let size = description.attribute("pointSize").flatMap(Double.init), size.isFinite, size > 0, size < 1000
        else { return nil }
        // A fixed size: UIKit only scales fonts made from a text style, so `relativeTo` stays nil
        // even with `adjustsFontForContentSizeCategory`.
        let fixed = CustomFont(size: size, relativeTo: nil)
        switch description.attribute("type") {
        case "boldSystem":
            return InterfaceBuilderFont(font: fixed, weight: .bold)
        case "system", "italicSystem":
            return InterfaceBuilderFont(font: fixed, weight: description.attribute("weight").flatMap { systemWeights[$0] } ?? .regular)
        default:
            return InterfaceBuilderFont(font: fixed, weight: description.attribute("name").flatMap(weight(ofFontNamed:)))
        }
    }

    /// IB's spellings of the text styles (`UIFontTextStyle` constants' values); `Title0` is Large
    /// Title. The emphasized variants are the bold or semibold forms of the same style.
    static let textStyles: [String: (TextStyle, emphasized: Bool)] = {
        let names: [(String, TextStyle)] = [
            ("Title0", .largeTitle), ("Title1", .title1), ("Title2", .title2), ("Title3", .title3),
            ("Headline", .headline), ("Subhead", .subheadline), ("Body", .body), ("Callout", .callout),
            ("Footnote", .footnote), ("Caption1", .caption1), ("Caption2", .caption2),
        ]
        var table: [String: (TextStyle, emphasized: Bool)] = [:]
        for (name, style) in names {
            table["UICTFontTextStyle" + name] = (style, false)
            table["UICTFontTextStyleEmphasized" + name] = (style, true)
        }
        return table
    }()

    /// HIG typography (iOS): the emphasized Large Title, Title 1 and Title 2 are bold; the others semibold.
    private static func emphasizedWeight(_ style: TextStyle) -> FontWeight {
        switch style {
        case .largeTitle, .title1, .title2: .bold
        default: .semibold
        }
    }

    /// IB's `weight` attribute of a system font (`UIFont.Weight` names), onto typefit's six weights.
    static let systemWeights: [String: FontWeight] = [
        "ultraLight": .light, "thin": .light, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .heavy,
    ]

    /// The weight a custom font's PostScript name ends in (`ProximaNova-Semibold`); nil when it names none.
    static func weight(ofFontNamed name: String) -> FontWeight? {
        let tail = (name.split(separator: "-").last.map(String.init) ?? name).lowercased()
        let suffixes: [(String, FontWeight)] = [
            ("extrabold", .heavy), ("ultrabold", .heavy), ("black", .heavy), ("heavy", .heavy),
            ("semibold", .semibold), ("demibold", .semibold), ("bold", .bold), ("medium", .medium),
            ("extralight", .light), ("ultralight", .light), ("light", .light), ("thin", .light),
            ("regular", .regular), ("book", .regular), ("roman", .regular),
        ]
        return suffixes.first { tail.hasSuffix($0.0) }?.1
    }
}
