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
        let platform = try ApplePlatform.named(self.platform)
        let document = StylesJSON(platform: platform)
        if json {
            try printJSON(document)
            return
        }
        let header = ["STYLE", "WEIGHT", "EMPH."] + (document.categories.isEmpty ? ["SIZE/LEADING"] : document.categories)
        var lines: [[String]] = []
        for row in document.styles {
            lines.append([row.name, row.weight, row.emphasizedWeight] + row.sizes.map {
                "\(Format.points($0.size))/\(Format.points($0.leading))" + ($0.confidence == "A" ? "" : "*")
            })
        }
        print(TextTable(header: header, rows: lines, alignment: .left).text)
    }
}
