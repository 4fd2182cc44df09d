import ArgumentParser
import TypeFit

struct StylesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "styles",
        abstract: "Print the Dynamic Type table: size/leading of every text style at every content size category.",
        discussion: """
            Cells read size/leading in points (HIG Typography, apple-facts §1). iOS/iPadOS has 12 categories \
            (xSmall … xxxLarge, AX1 … AX5; Large is the default); watchOS has 9 (no Medium, AX1 … AX3) and its \
            default depends on the watch size (Small on 38 mm, Large on 40–42 mm, xLarge on 44–49 mm); macOS \
            and tvOS styles have fixed sizes. Weight / emphasized weight follow each style. Cells marked * are \
            graded B or C (disputed, revised or estimated); --json gives the reason.

            Examples:
              typefit styles
              typefit styles --platform watchos
              typefit styles --json > styles.json
            """)

    @Option(name: .long, help: "ios (also iPadOS), watchos, macos or tvos.")
    var platform: String = "ios"

    @Flag(name: .long, help: "Print JSON (fields listed in docs/geometry.md).")
    var json = false

    func run() throws {
        let platform = try lookup { try ApplePlatform.named(self.platform) }
        let typeTable = DynamicTypeTable()
        let categories = DynamicTypeTable.categories(for: platform)
        let styles = DynamicTypeTable.styles(for: platform)
        let columns: [ContentSizeCategory?] = categories.isEmpty ? [nil] : categories.map { $0 }
        let rows: [StyleJSON] = styles.map { style in
            let metrics = columns.compactMap { try? typeTable.metrics(style, category: $0 ?? .large, platform: platform) }
            return StyleJSON(
                style: style.rawValue, name: style.displayName, weight: metrics.first?.weight.rawValue ?? "",
                emphasizedWeight: metrics.first?.emphasizedWeight.rawValue ?? "",
                sizes: metrics.map {
                    .init(category: $0.category?.rawValue, size: $0.size, leading: $0.leading,
                          confidence: $0.confidence.rawValue, note: $0.note)
                })
        }
        if json {
            try printJSON(StylesJSON(platform: platform.rawValue, categories: categories.map(\.rawValue),
                                     defaultCategory: categories.isEmpty ? nil : "large", styles: rows))
            return
        }
        var lines = [["STYLE", "WEIGHT", "EMPH."] + (categories.isEmpty ? ["SIZE/LEADING"] : categories.map(\.rawValue))]
        for row in rows {
            lines.append([row.name, row.weight, row.emphasizedWeight] + row.sizes.map {
                "\(points($0.size))/\(points($0.leading))" + ($0.confidence == "A" ? "" : "*")
            })
        }
        print(table(lines))
    }
}

/// `typefit styles --json`: { platform, categories, defaultCategory, styles: [StyleJSON] }.
struct StylesJSON: Encodable {
    let platform: String
    let categories: [String]
    let defaultCategory: String?
    let styles: [StyleJSON]
}

struct StyleJSON: Encodable {
    struct Size: Encodable {
        /// nil on macOS and tvOS (fixed sizes).
        let category: String?
        let size: Double
        let leading: Double
        let confidence: String
        let note: String?
    }

    let style: String
    let name: String
    let weight: String
    let emphasizedWeight: String
    let sizes: [Size]
}
