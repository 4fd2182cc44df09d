/// A catalog key the app's source never uses: stale, or reached in a way the source pass cannot
/// follow (a key built at run time). Only reported when a source pass ran.
package struct UnusedKeyRule: Sendable {
    package static let description = RuleDescription(
        id: "unused-key", name: "Unused key",
        summary: "The app's Swift and Interface Builder files never use this key.",
        help: """
            The source pass read the app's source and found no use of the key: no literal, no SwiftGen or \
            R.swift accessor, no storyboard object. It is probably stale (delete it, and spare the translators), \
            or the app builds it at run time, which typefit cannot follow: declare its element with a layout \
            rule or a comment hint. Until then it is checked as the default element (layout.default).
            """,
        defaultSeverity: .note,
        triggeringExamples: [
            RuleExample("A key in the catalog that no Swift file uses.",
                        swift: #"Text("settings.other")"#,
                        catalog: #""settings.heading": {"localizations": {"en": {"stringUnit": "#
                            + #"{"state": "translated", "value": "Settings"}}}}"#,
                        triggers: "'settings.heading' is used nowhere in the app's source (1 swift read); "
                            + "checked as the default element"),
        ],
        nonTriggeringExamples: [
            RuleExample("A key a SwiftUI Text draws.", swift: #"Text("settings.heading")"#,
                        catalog: #""settings.heading": {"localizations": {"en": {"stringUnit": "#
                            + #"{"state": "translated", "value": "Settings"}}}}"#),
            RuleExample("A key used only as an accessibility label (not drawn, but used).",
                        swift: #"Image(systemName: "gear").accessibilityLabel("settings.heading")"#,
                        catalog: #""settings.heading": {"localizations": {"en": {"stringUnit": "#
                            + #"{"state": "translated", "value": "Settings"}}}}"#),
        ])
}
