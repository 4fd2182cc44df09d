enum L10n {
    static func tr(_ key: String, _ args: CVarArg...) -> String {
        String(format: NSLocalizedString(key, comment: ""), arguments: args)
    }
    static var title: String { tr("title") }
}

struct Row: View {
    let text: LocalizedStringKey
    var body: some View { Label(text, systemImage: "star") }
}

func make() -> some View { Row(text: "ok") }
