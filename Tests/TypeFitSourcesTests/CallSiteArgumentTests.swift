import Testing
import TypeFitCatalog
import TypeFitConfig
@testable import TypeFitSources

/// What the app passes for a key's format arguments where it writes the key: a literal exactly,
/// else the expression's last name and its declared type where the file tells it; nothing where
/// the place says nothing. Columns are counted by hand in each snippet.
@Suite struct CallSiteArgumentTests {
    /// `key | 1 literal="5 MiB" @4:91 | 2 …`, one line per use, or `key | -` for a use without arguments.
    static func arguments(_ layout: SourceLayout) -> [String] {
        layout.uses.map { use in
            guard let arguments = use.arguments else { return use.key + " | -" }
            return ([use.key] + arguments.map { argument in
                var parts = ["\(argument.position)"]
                if let literal = argument.literal { parts.append("literal=\"\(literal)\"") }
                if let number = argument.number { parts.append("number=\(number)") }
                if let type = argument.type { parts.append("type=\(type)") }
                if let name = argument.name { parts.append("name=\(name)") }
                if let owner = argument.owner { parts.append("owner=\(owner)") }
                if let keys = argument.keys { parts.append("keys=\(keys.joined(separator: ","))") }
                if let pieces = argument.parts {
                    parts.append("parts=" + pieces.map { piece in
                        switch piece {
                        case .text(let text): return "\"\(text)\""
                        case .value(let inner): return "{\(inner.name ?? inner.type ?? inner.keys?.joined() ?? "?")}"
                        }
                    }.joined(separator: "+"))
                }
                parts.append("@\(argument.location.line):\(argument.location.column)")
                return parts.joined(separator: " ")
            }).joined(separator: " | ")
        }.sorted()
    }

    @Test func formatCallsRecordTheirArgumentsAfterTheFormat() {
        let layout = SwiftSnippets.read("""
            final class UploadViewController: UIViewController {
                let sizeLabel = UILabel()
                func show(account: Account) {
                    sizeLabel.text = String(format: NSLocalizedString("upload.size %@", comment: ""), "5 MiB")
                    sizeLabel.text = String.localizedStringWithFormat(NSLocalizedString("hello %@", comment: ""), account.displayName)
                    sizeLabel.text = String(format: NSLocalizedString("page %d of %d", comment: ""), arguments: [3, total])
                    sizeLabel.text = String.init(format: NSLocalizedString("left %@", comment: ""), locale: .current, "2.5")
                    sizeLabel.text = NSLocalizedString("plain %@", comment: "")
                    let format = NSLocalizedString("later %@", comment: "")
                    sizeLabel.text = String(format: format, "kept")
                }
            }
            """, keys: ["upload.size %@", "hello %@", "page %d of %d", "left %@", "plain %@", "later %@"])
        #expect(Self.arguments(layout) == [
            // A runtime value of a type the file does not declare: its name only.
            "hello %@ | 1 name=displayName owner=Account @5:103",
            // A format kept in a local is followed to the call that formats it.
            #"later %@ | 1 literal="kept" @10:49"#,
            // `locale:` is not a format argument.
            #"left %@ | 1 literal="2.5" @7:107"#,
            "page %d of %d | 1 number=3 @6:102 | 2 name=total @6:105",
            // No call site arguments: the default stays.
            "plain %@ | -",
            #"upload.size %@ | 1 literal="5 MiB" @4:91"#,
        ])
    }

    /// A format kept in a `let` is followed to the format call of the same block that formats
    /// that local — not to one that formats another value of the same name, and not from a `var`,
    /// which may hold another format by then.
    @Test func aFormatKeptInALocalIsFollowedToTheCallThatFormatsIt() {
        let layout = SwiftSnippets.read("""
            final class DownloadView: UIView {
                let speedLabel = UILabel()
                let sizeLabel = UILabel()
                func update(written: Int64, total: Int64) {
                    let bytesString = ByteCountFormatter.string(fromByteCount: written, countStyle: .binary)
                    let speedFormat = NSLocalizedString("%@/s", comment: "")
                    speedLabel.text = String.localizedStringWithFormat(speedFormat, bytesString)
                    let format = NSLocalizedString("%1$@ of %2$@", comment: "")
                    do {
                        let format = "%@ other"
                        sizeLabel.text = String(format: format, "y")
                    }
                    sizeLabel.text = String(format: format, currentSize, total.formatted())
                    var changing = NSLocalizedString("changing %@", comment: "")
                    sizeLabel.text = String(format: changing, "x")
                }
            }
            """, keys: ["%@/s", "%1$@ of %2$@", "changing %@"])
        #expect(Self.arguments(layout) == [
            "%1$@ of %2$@ | 1 name=currentSize @13:\(Self.column("sizeLabel.text = String(format: format, ", "currentSize"))"
                + " | 2 type=Int64 name=total @13:\(Self.column("sizeLabel.text = String(format: format, currentSize, ", "total"))",
            "%@/s | 1 type=ByteCountFormatter name=bytesString @7:\(Self.column("speedLabel.text = String.localizedStringWithFormat(speedFormat, ", "bytesString"))",
            "changing %@ | -",
        ])
    }

    /// An argument that reads a member returning the app's own localized texts holds their keys:
    /// through the receiver's declared type, a local set to it, and a parameter callers pass keys
    /// to. A member that returns a run-time value holds none.
    @Test func anArgumentReadingTheAppsTextsHoldsTheirKeys() {
        let layout = SwiftSnippets.read("""
            enum SortOrder {
                case newest, popular
                var title: String {
                    switch self {
                    case .newest: return NSLocalizedString("sort.newest", comment: "")
                    case .popular: return NSLocalizedString("sort.popular", comment: "")
                    }
                }
                var identifier: String { "id-\\(hashValue)" }
            }
            final class SortView: UIView {
                let label = UILabel()
                var order: SortOrder = .newest
                func show() {
                    label.text = String(format: NSLocalizedString("sorted by %@", comment: ""), order.title)
                    let chosen = order.title
                    label.text = String(format: NSLocalizedString("chosen %@", comment: ""), chosen)
                    label.text = String(format: NSLocalizedString("raw %@", comment: ""), order.identifier)
                }
                func announce(_ name: String) {
                    label.text = String(format: NSLocalizedString("now %@", comment: ""), name)
                }
                func start() { announce(NSLocalizedString("state.ready", comment: "")) }
            }
            """, keys: ["sort.newest", "sort.popular", "sorted by %@", "chosen %@", "raw %@", "now %@", "state.ready"])
        let held = Dictionary(layout.uses.compactMap { use in use.arguments?.first.map { (use.key, $0.keys) } },
                              uniquingKeysWith: { first, _ in first })
        #expect(held["sorted by %@"] == .some(["sort.newest", "sort.popular"]))
        #expect(held["chosen %@"] == .some(["sort.newest", "sort.popular"]))
        #expect(held["now %@"] == .some(["state.ready"]))
        #expect(held["raw %@"] == .some(nil))
    }

    /// The format is the app's own localizing accessor, found by what it does: a function that
    /// hands its argument to `NSLocalizedString`, and a `String` property that hands it `self`.
    @Test func aFormatLocalizedByTheAppsOwnAccessor() {
        let layout = SwiftSnippets.read("""
            func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            extension String { var localized: String { NSLocalizedString(self, comment: "") } }
            final class AboutView: UIView {
                let label = UILabel()
                var version: String { "1" }
                var build: String { "2" }
                func show(repliesCount: Int) {
                    label.text = String(format: localized("about.version %@ (%@)"), version, build)
                    label.text = String(format: "about.replies %@".localized, repliesCount.humanized())
                }
            }
            """, keys: ["about.version %@ (%@)", "about.replies %@"])
        #expect(Self.arguments(layout) == [
            "about.replies %@ | 1 type=Int name=repliesCount @9:67",
            "about.version %@ (%@) | 1 type=String name=version @8:73 | 2 type=String name=build @8:82",
        ])
    }

    /// The column of the argument written after `before` on a line indented by 8 spaces.
    static func column(_ before: String, _ argument: String) -> Int { 8 + before.count + 1 }

    /// SwiftGen's function accessor passes its parameters to `tr` in the format's order; reading
    /// the generated call keeps them in that order even when it is not the parameters' own.
    @Test func generatedAccessorsRecordTheirArgumentsInTheFormatsOrder() {
        let generated = """
            internal enum L10n {
              internal enum File {
                internal static func size(_ p1: Any) -> String {
                  return L10n.tr("Localizable", "file.size %@", String(describing: p1), fallback: "Size: %@")
                }
                internal static func swapped(_ p1: Any, _ p2: Any) -> String {
                  return L10n.tr("Localizable", "files.swapped %1$@ %2$@", String(describing: p2), String(describing: p1), fallback: "")
                }
              }
            }
            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """
        let screen = """
            final class FileCell: UITableViewCell {
                let sizeLabel = UILabel()
                let fileSize: Int64 = 0
                func configure(first: String, second: String, size: Int64) {
                    sizeLabel.text = L10n.File.size(fileSize)
                    sizeLabel.text = L10n.File.swapped(first, second)
                    sizeLabel.text = R.string.localizable.uploadLimit(size)
                }
            }
            """
        let layout = SwiftSnippets.read([("Gen/Strings.swift", generated), ("App/View.swift", screen)],
                                        keys: ["file.size %@", "files.swapped %1$@ %2$@", "upload.limit %@"])
        #expect(Self.arguments(layout) == [
            "file.size %@ | 1 type=Int64 name=fileSize @5:41",
            "files.swapped %1$@ %2$@ | 1 type=String name=second @6:51 | 2 type=String name=first @6:44",
            "upload.limit %@ | 1 type=Int64 name=size @7:59",
        ])
    }

    @Test func interpolationsAreTheArgumentsInOrder() {
        let layout = SwiftSnippets.read("""
            struct SeenView: View {
                let date: Date
                let item: FeedItem
                var body: some View {
                    VStack {
                        Text("seen \\(date)")
                        Text("posted by \\(item.author.username) \\(count)")
                        Text("shared \\(42) times")
                    }
                }
            }
            """, keys: ["seen %@", "posted by %@ %lld", "shared %lld times"])
        #expect(Self.arguments(layout) == [
            "posted by %@ %lld | 1 name=username @7:31 | 2 name=count @7:55",
            "seen %@ | 1 type=Date name=date @6:26",
            "shared %lld times | 1 number=42 @8:28",
        ])
    }

    /// A literal with interpolations passed as an argument is its text and each interpolated
    /// value read as an argument is; an accessor or a localizing call passed as an argument reads
    /// that key; a number formatter's `string(for:)` (Foundation's `Formatter.string(for:)`) and
    /// an app's own `string(…)` on a value declared a formatter are the value they format.
    /// Columns counted by hand.
    @Test func aComposedOrLocalizedArgumentSaysWhatItShows() {
        let layout = SwiftSnippets.read("""
            extension NumberFormatter {
                static var short: NumberFormatter { NumberFormatter() }
                func string(decimal: Decimal) -> String? { string(for: decimal) }
            }
            final class BalanceView: UIView {
                let label = UILabel()
                func show(servers: [Int], balance: Decimal, symbol: String) {
                    label.text = R.string.localizable.networks("(\\(servers.count))")
                    label.text = R.string.localizable.available("\\(balance) \\(symbol)")
                    label.text = R.string.localizable.switchTo(R.string.localizable.mainnet())
                    label.text = String(format: NSLocalizedString("total %@", comment: ""), NSLocalizedString("free", comment: ""))
                    let amount = NumberFormatter.short.string(decimal: balance) ?? "-"
                    label.text = String(format: NSLocalizedString("left %@", comment: ""), amount)
                    label.text = String(format: NSLocalizedString("fee %@", comment: ""), NumberFormatter.short.string(for: balance) ?? "")
                }
            }
            """, keys: ["networks %@", "available %@", "switch.to %@", "mainnet", "total %@", "free", "left %@", "fee %@"])
        #expect(Self.arguments(layout) == [
            #"available %@ | 1 parts={balance}+" "+{symbol} @9:53"#,
            "fee %@ | 1 type=NumberFormatter name=balance @14:79",
            // The keys passed as arguments are uses of their own, without arguments.
            "free | -",
            "mainnet | -",
            "left %@ | 1 type=NumberFormatter name=balance @13:80",
            #"networks %@ | 1 parts="("+{count}+")" @8:52"#,
            "total %@ | 1 keys=free @11:81",
            "switch.to %@ | 1 keys=mainnet @10:52",
        ].sorted())
    }

    /// A formatter kept in a local from a type's static member (`CoinNumberFormatter.short`: by
    /// Swift's convention a value of that type) types what it writes: its `string(from:)` output
    /// passed on is typed by the formatter. Columns counted by hand.
    @Test func aFormatterTakenFromATypesStaticMemberTypesItsOutput() {
        let layout = SwiftSnippets.read("""
            final class PromptView: UIView {
                let label = UILabel()
                func show(value: Int) {
                    let formatter = CoinNumberFormatter.short
                    let amount = formatter.string(from: value)
                    label.text = String(format: NSLocalizedString("got %@", comment: ""), amount)
                }
            }
            """, keys: ["got %@"])
        #expect(Self.arguments(layout) == ["got %@ | 1 type=CoinNumberFormatter name=value @6:79"])
    }

    /// A formatter's output is read as the value it formats, typed by the formatter.
    @Test func aFormattersOutputIsTheValueItFormats() {
        let layout = SwiftSnippets.read("""
            final class ExpiryView: UIView {
                let label = UILabel()
                func show(until: Date, bytes: Int64) {
                    let formatter = DateFormatter()
                    label.text = String(format: NSLocalizedString("expires %@", comment: ""), formatter.string(from: until))
                    label.text = String(format: NSLocalizedString("uses %@", comment: ""), ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file))
                    label.text = String(format: NSLocalizedString("since %@", comment: ""), until.formatted(date: .long, time: .omitted))
                    label.text = String(format: NSLocalizedString("from %@", comment: ""), country.localizedUppercase)
                    label.text = String(format: NSLocalizedString("on your %@", comment: ""), UIDevice.current.localizedModel)
                }
            }
            """, keys: ["expires %@", "uses %@", "since %@", "from %@", "on your %@"])
        #expect(Self.arguments(layout) == [
            "expires %@ | 1 type=DateFormatter name=until @5:83",
            // A case change shows the value it changes.
            "from %@ | 1 name=country @8:80",
            // A type's `current` is one of the type.
            "on your %@ | 1 name=localizedModel owner=UIDevice @9:83",
            "since %@ | 1 type=Date name=until @7:81",
            "uses %@ | 1 type=ByteCountFormatter name=bytes @6:80",
        ])
    }

    /// The arguments belong to the place the key is written, and go with it to where it is drawn.
    @Test func theArgumentsTravelWithTheKey() {
        let layout = SwiftSnippets.read("""
            final class UploadViewController: UIViewController {
                let sizeLabel = UILabel()
                var sizeText: String { String(format: NSLocalizedString("upload.size %@", comment: ""), "5 MiB") }
                func show() { sizeLabel.text = sizeText }
            }
            """, keys: ["upload.size %@"])
        #expect(SwiftSnippets.lines(layout) == [
            "upload.size %@ | label font=17/fixed lines=1 | View.swift:4 | UIKit label.text | C | via View.swift:3",
        ])
        #expect(Self.arguments(layout) == [#"upload.size %@ | 1 literal="5 MiB" @3:93"#])
    }

    /// A method of no arguments whose name says nothing (`humanized()`) is read by what it is
    /// called on; a local with no written type by what it was set to; Foundation's
    /// `Locale.localizedString(forLanguageCode:)` is a language's name
    /// (developer.apple.com/documentation/foundation/locale). Columns counted by hand.
    @Test func whatAValueIsMadeFrom() {
        let layout = SwiftSnippets.read("""
            final class ThreadCell: UITableViewCell {
                let repliesLabel = UILabel()
                func show(repliesCount: Int, code: String) {
                    repliesLabel.text = String(format: NSLocalizedString("replies %@", comment: ""), repliesCount.humanized())
                    if let detected = Locale.current.localizedString(forLanguageCode: code) {
                        repliesLabel.text = String(format: NSLocalizedString("post in %@", comment: ""), detected)
                    }
                }
            }
            """, keys: ["replies %@", "post in %@"])
        #expect(Self.arguments(layout) == [
            "post in %@ | 1 type=Locale.Language name=localizedString @6:94",
            "replies %@ | 1 type=Int name=repliesCount @4:90",
        ])
        let kinds = layout.uses.sorted { $0.key < $1.key }.map { ArgumentKinds.kinds($0.arguments)[1] }
        #expect(kinds == [.languageName, .count])
    }
}
