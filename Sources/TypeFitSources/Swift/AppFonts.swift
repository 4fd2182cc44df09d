import SwiftSyntax
import TypeFitCore
import TypeFitDynamicType

/// The app's own SwiftUI fonts (`extension Font { static var scaledFootnote: Font { … } }`),
/// read one level deep: the text style a definition scales with (`relativeTo: .footnote`), or the
/// font its body returns when that can be read. An app's `.scaledFootnote` may be
/// `customFont(size: userScaledFontSize(baseSize: 13), relativeTo: .footnote)`; the user's own
/// scale on top of it is not known, so such a font counts as read elsewhere (grade B).
enum AppFonts {
    static func mayDeclare(_ text: String) -> Bool { TextSearch.contains(text, "extension Font") }

    static func declared(in tree: SourceFileSyntax) -> [String: FontReading] {
        var fonts: [String: FontReading] = [:]
        for item in tree.statements {
            guard let fontExtension = item.item.as(ExtensionDeclSyntax.self),
                  fontExtension.extendedType.trimmedDescription == "Font" else { continue }
            for member in fontExtension.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      variable.modifiers.contains(where: { $0.name.text == "static" }),
                      let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      binding.typeAnnotation?.type.trimmedDescription == "Font",
                      let body = binding.accessorBlock ?? nil else { continue }
                if let reading = reading(of: Syntax(body)) { fonts[name] = reading }
            }
        }
        return fonts
    }

    /// The style a body scales with, else the font it returns.
    private static func reading(of body: Syntax) -> FontReading? {
        var style: TextStyle?
        var weight: FontWeight?
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "relativeTo" {
            if let argument = token.parent?.as(LabeledExprSyntax.self),
               let name = FontExpressions.member(argument.expression) {
                style = FontExpressions.style(named: name)
            }
        }
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "weight" {
            if let call = token.parent?.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
               let first = call.arguments.first?.expression {
                weight = FontExpressions.weight(first)
            }
        }
        if let style { return FontReading(style: style, weight: weight, fromApp: true) }
        if let accessor = body.as(AccessorBlockSyntax.self), case .getter(let items) = accessor.accessors, items.count == 1,
           let expr = items.first?.item.as(ExprSyntax.self) ?? items.first?.item.as(ReturnStmtSyntax.self)?.expression {
            return FontExpressions.swiftUI(expr).map { var app = $0; app.fromApp = true; return app }
        }
        return nil
    }
}
