import SwiftSyntax

/// What Foundation's and SwiftUI's own calls do with a text passed to them: look it up as a key
/// in a strings table, make it localized text, or hand it back re-wrapped. One table for the scan
/// of uses (`FileScan.passesText`) and for the search of the app's own accessors
/// (`AccessorSearch`), so both agree on what localizes.
enum TextCalls {
    /// Where a call's table comes from: a literal (`tableName: "VoiceOver"`), or a parameter of
    /// the function the call is in (`table: table`), to be read at that function's own call sites.
    enum Table: Sendable, Hashable {
        case literal(String)
        /// The name the enclosing function's body gives the parameter.
        case parameter(String)
    }

    enum Role: Sendable, Hashable {
        /// The argument is the key of a lookup in a strings table (`NSLocalizedString(_:…)`,
        /// `Bundle.localizedString(forKey:value:table:)`): a value chosen at run time there is a
        /// key built at run time.
        case key(table: Table?)
        /// The argument becomes localized text (`String(localized:)`, `LocalizedStringKey(_:)`).
        case localizes(table: Table?)
        /// The call hands the text back as a whole (`String(format:)`, `NSAttributedString(string:)`).
        case passes
    }

    /// The role of `argument` in `call`, or nil when the call is none of the system's text calls.
    static func role(of argument: LabeledExprSyntax, in call: FunctionCallExprSyntax) -> Role? {
        guard let name = call.calleeName else { return nil }
        let label = argument.label?.text ?? "_"
        let isFirst = call.arguments.first?.id == argument.id
        func table(_ label: String) -> Table? {
            guard let value = call.argument(label)?.expression else { return nil }
            if let literal = value.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return .literal(literal) }
            if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text { return .parameter(name) }
            return nil
        }
        switch (name, label) {
        // Foundation: NSLocalizedString(_:tableName:bundle:value:comment:) and
        // Bundle.localizedString(forKey:value:table:) look the key up.
        case ("NSLocalizedString", "_") where isFirst:
            return .key(table: table("tableName"))
        case ("localizedString", "forKey"):
            return .key(table: table("table"))
        // String(localized:table:…), AttributedString(localized:…): a localized value, looked up
        // as it is written.
        case ("String", "localized"), ("init", "localized"), ("AttributedString", "localized"):
            return .localizes(table: table("table"))
        case ("LocalizedStringKey", "_"), ("LocalizedStringResource", "_"), ("LocalizationValue", "_"):
            return isFirst ? .localizes(table: table("table")) : nil
        case ("String", "format"), ("localizedStringWithFormat", "_"), ("NSAttributedString", "string"),
             ("NSMutableAttributedString", "string"), ("AttributedString", "_"), ("String", "_"), ("init", "string"),
             // `init(attributedString:)`: the same characters and attributes (Foundation).
             ("NSAttributedString", "attributedString"), ("NSMutableAttributedString", "attributedString"):
            return isFirst ? .passes : nil
        default:
            return nil
        }
    }
}
