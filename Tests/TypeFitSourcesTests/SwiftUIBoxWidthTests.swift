import Testing
import TypeFitConfig
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout
@testable import TypeFitSources

/// The box a SwiftUI text is proposed, read by the source pass and laid out by the layout engine,
/// against a hand computation on three windows:
/// - iPhone SE (1st gen.): 320 pt wide, compact → 16-pt margins: 288 between them (apple-facts §4, §7);
/// - iPhone 16: 393 pt, compact → 16-pt margins: 361;
/// - iPad Pro 11": 834 pt, regular → 20-pt margins: 794, system margin 20.
/// Platform figures, all estimates but the switch (docs/check.md, "SwiftUI and cell widths"):
/// HStack default spacing 8, `.padding()` 16 a side, `Spacer()` minimum 8 with no spacing of its own,
/// UISwitch 51 + 12, disclosure chevron 34, a symbol 1.2 em, inset-grouped rows one system margin in
/// a side. The HStack divides what its fixed children leave equally among its flexible ones (WWDC 2019
/// "Building Custom Views with SwiftUI").
@Suite struct SwiftUIBoxWidthTests {
    private func body(_ views: String) -> String {
        "struct V: View {\n    var body: some View {\n" + views + "\n    }\n}"
    }

    /// The width the engine gives `key`'s use on each of the three windows.
    private func widths(_ source: String, key: String) throws -> [Double?] {
        let layout = SwiftSnippets.read(body(source), keys: [key])
        let use = try #require(layout.uses.first { $0.key == key })
        let engine = LayoutEngine()
        return try ["iphone-se-1", "iphone-16", "ipad-pro-11"].map { id in
            let environment = LayoutEnvironment(device: try DeviceCatalog().device(named: id), orientation: .portrait,
                                                window: .full, category: .large, direction: .ltr, bars: .none)
            return try engine.frame(for: use.settings.spec, in: environment).width
        }
    }

    private func solved(_ source: String, key: String) throws -> BoxWidth? {
        let layout = SwiftSnippets.read(body(source), keys: [key])
        let use = try #require(layout.uses.first { $0.key == key })
        guard case .solved(let box)? = use.settings.width else { return nil }
        #expect(use.read.contains(.width))
        return box
    }

    private func close(_ actual: [Double?], _ expected: [Double]) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { a, e in a.map { abs($0 - e) <= 0.5 } ?? false }
    }

    /// A toggle row in a form, its label an icon in a 28-pt frame and the text 12 pt apart:
    /// text = margins − 28 (icon) − 12 (HStack spacing) − 51 (switch) − 12 (its spacing)
    ///        − 2 × system margin (inset-grouped row) = margins − 103 − 2m.
    /// SE 288 − 103 − 32 = 153; iPhone 16 361 − 103 − 32 = 226; iPad 794 − 103 − 40 = 651.
    @Test func toggleRowWithAnIconInAForm() throws {
        let source = """
                    Form {
                        Toggle(isOn: $on) {
                            HStack(spacing: 12) {
                                Image(systemName: "bell").frame(width: 28)
                                Text("notify")
                            }
                        }
                    }
            """
        #expect(close(try widths(source, key: "notify"), [153, 226, 651]))
        let box = try #require(try solved(source, key: "notify"))
        #expect(box.sources.map(\.line) == [6, 5, 4, 3])
        #expect(box.terms.contains { $0.what.hasPrefix("Toggle switch 51") && !$0.estimated })
    }

    /// Two texts side by side with the default spacing in a padded stack: each is given half of
    /// what the spacing and padding leave: (margins − 8 − 32) / 2 = 0.5 × margins − 20.
    /// SE 144 − 20 = 124; iPhone 16 180.5 − 20 = 160.5; iPad 397 − 20 = 377.
    @Test func twoTextsShareTheirStack() throws {
        let source = """
                    HStack {
                        Text("left")
                        Text("right")
                    }
                    .padding()
            """
        #expect(close(try widths(source, key: "left"), [124, 160.5, 377]))
        #expect(close(try widths(source, key: "right"), [124, 160.5, 377]))
        #expect(try solved(source, key: "left")?.share == 0.5)
    }

    /// A text, a 20-pt spacer and a switch with its label hidden, 10 pt apart, padded 4 pt a side:
    /// the spacer's minimum length is its gap, so no spacing is added beside it:
    /// text = margins − 20 − 51 − 8 = margins − 79. SE 209; iPhone 16 282; iPad 715.
    @Test func spacerAndHiddenLabelToggle() throws {
        let source = """
                    HStack(spacing: 10) {
                        Text("wifi")
                        Spacer(minLength: 20)
                        Toggle("", isOn: $on).labelsHidden()
                    }
                    .padding(.horizontal, 4)
            """
        #expect(close(try widths(source, key: "wifi"), [209, 282, 715]))
    }

    /// A navigation link in a plain list: the row between the margins less the chevron (34 pt):
    /// SE 288 − 34 = 254; iPhone 16 327; iPad 760.
    @Test func navigationLinkInAPlainList() throws {
        let source = """
                    List {
                        NavigationLink("settings", destination: Detail())
                    }
                    .listStyle(.plain)
            """
        #expect(close(try widths(source, key: "settings"), [254, 327, 760]))
    }

    /// A stack in a 200-pt frame, the text beside a symbol at 20 pt (24 pt wide, estimate), no
    /// spacing: 200 − 24 = 176 on every window.
    @Test func frameAroundTheStackFixesTheBox() throws {
        let source = """
                    HStack(spacing: 0) {
                        Text("fixed")
                        Image(systemName: "star").font(.system(size: 20))
                    }
                    .frame(width: 200)
            """
        #expect(close(try widths(source, key: "fixed"), [176, 176, 176]))
        #expect(try solved(source, key: "fixed")?.container == nil)
    }

    /// A symbol beside the text takes the stack's font: a chevron at Footnote's 13 pt (Large) is taken
    /// as 15.6 pt wide (1.2 em, estimate), 8 pt from the text: margins − 23.6. SE 264.4; iPhone 16
    /// 337.4; iPad 770.4.
    @Test func symbolsTakeTheStacksFont() throws {
        let source = """
                    HStack {
                        Text("sort")
                        Image(systemName: "chevron.down")
                    }
                    .font(.footnote)
            """
        #expect(close(try widths(source, key: "sort"), [264.4, 337.4, 770.4]))
    }

    /// A padding and a stack spacing written as names of `let` constants in scope: one declared
    /// in the body before the stack (`let margin: CGFloat = 16`), one a member of the type
    /// (`let gap = 10`). text = margins − 2 × 16 − 10 − 24 (a symbol at 20 pt, 1.2 em, estimate)
    /// = margins − 66. SE 288 − 66 = 222; iPhone 16 361 − 66 = 295; iPad 794 − 66 = 728.
    @Test func paddingAndSpacingFromConstantsInScope() throws {
        let source = """
            struct V: View {
                let gap = 10
                var body: some View {
                    let margin: CGFloat = 16
                    HStack(spacing: gap) {
                        Text("scoped")
                        Image(systemName: "star").font(.system(size: 20))
                    }
                    .padding(.horizontal, margin)
                }
            }
            """
        let layout = SwiftSnippets.read(source, keys: ["scoped"])
        let use = try #require(layout.uses.first { $0.key == "scoped" })
        let engine = LayoutEngine()
        let found = try ["iphone-se-1", "iphone-16", "ipad-pro-11"].map { id in
            let environment = LayoutEnvironment(device: try DeviceCatalog().device(named: id), orientation: .portrait,
                                                window: .full, category: .large, direction: .ltr, bars: .none)
            return try engine.frame(for: use.settings.spec, in: environment).width
        }
        #expect(close(found, [222, 295, 728]))
        #expect(use.read.contains(.width))
    }

    /// A `var` may change before the view is drawn, a constant declared after the use is not in
    /// scope there, and a closure parameter of the same name hides the member: all leave the default.
    @Test func aVariableOrALaterConstantIsNoPadding() throws {
        for source in ["""
            struct V: View {
                var margin: CGFloat = 16
                var body: some View {
                    HStack { Image(systemName: "star"); Text("scoped") }.padding(.horizontal, margin)
                }
            }
            """, """
            struct V: View {
                var body: some View {
                    VStack {
                        HStack { Image(systemName: "star"); Text("scoped") }.padding(.horizontal, margin)
                        let margin: CGFloat = 16
                    }
                }
            }
            """, """
            struct V: View {
                let margin: CGFloat = 16
                var body: some View {
                    ForEach(insets) { margin in
                        HStack { Image(systemName: "star"); Text("scoped") }.padding(.horizontal, margin)
                    }
                }
            }
            """] {
            let layout = SwiftSnippets.read(source, keys: ["scoped"])
            let use = try #require(layout.uses.first { $0.key == "scoped" })
            #expect(use.settings.width == nil)
        }
    }

    /// Left at the default: a sibling whose width is unknown (a custom view), a padding from a
    /// variable, a text with nothing beside it, a toolbar's button (the system draws it).
    @Test func unknownSiblingsLeaveTheDefault() throws {
        #expect(try solved("""
                    HStack {
                        Avatar()
                        Text("name")
                    }
            """, key: "name") == nil)
        #expect(try solved("""
                    HStack {
                        Image(systemName: "star")
                        Text("themed")
                    }
                    .padding(theme.inset)
            """, key: "themed") == nil)
        #expect(try solved("""
                    VStack {
                        Text("alone")
                    }
            """, key: "alone") == nil)
        // An app's own label style draws its icon as it likes.
        #expect(try solved("""
                    Label("styled", systemImage: "info").labelStyle(.roundIcon)
            """, key: "styled") == nil)
        #expect(try solved("""
                    Text("body")
                        .toolbar {
                            ToolbarItem { Button { } label: { HStack { Image(systemName: "a"); Text("done") } } }
                        }
            """, key: "done") == nil)
        // The default holds when nothing is solved: the margins, 288 on the SE.
        #expect(try widths("""
                    HStack {
                        Avatar()
                        Text("name")
                    }
            """, key: "name").first == 288)
    }

    /// A picker and a section in a form: the section's title is inset as its rows are, the picker's
    /// label shares the row with the chosen option, 8 pt apart:
    /// header = margins − 2m: SE 288 − 32 = 256; iPhone 16 361 − 32 = 329; iPad 794 − 40 = 754;
    /// label = (margins − 2m − 8) / 2: SE (256 − 8) / 2 = 124; iPhone 16 160.5; iPad 373.
    @Test func sectionAndPickerInAForm() throws {
        let source = """
                    Form {
                        Section("general") {
                            Picker("theme", selection: $theme) {
                                Text("light").tag(0)
                            }
                        }
                    }
            """
        #expect(close(try widths(source, key: "general"), [256, 329, 754]))
        #expect(close(try widths(source, key: "theme"), [124, 160.5, 373]))
    }

    /// A section returned from a computed view of the same type, used once in the body's form:
    /// its header and its toggle are inset as the form's rows are.
    /// header = margins − 2m: SE 256, iPhone 16 329, iPad 754; toggle = margins − 63 − 2m: SE 193,
    /// iPhone 16 266, iPad 691. Used twice, the member's place is not known: the default stays.
    @Test func aSectionFromAMemberOfTheSameType() throws {
        let source = """
            struct V: View {
                var body: some View {
                    Form { general }
                }
                private var general: some View {
                    Section("general.title") {
                        Toggle("general.toggle", isOn: $on)
                    }
                }
            }
            """
        let layout = SwiftSnippets.read(source, keys: ["general.title", "general.toggle"])
        let engine = LayoutEngine()
        func widths(_ key: String) throws -> [Double?] {
            let use = try #require(layout.uses.first { $0.key == key })
            return try ["iphone-se-1", "iphone-16", "ipad-pro-11"].map {
                try engine.frame(for: use.settings.spec, in: LayoutEnvironment(device: try DeviceCatalog().device(named: $0),
                    orientation: .portrait, window: .full, category: .large, direction: .ltr, bars: .none)).width
            }
        }
        #expect(close(try widths("general.title"), [256, 329, 754]))
        #expect(close(try widths("general.toggle"), [193, 266, 691]))
        let twice = SwiftSnippets.read(source.replacingOccurrences(of: "Form { general }", with: "Form { general }\n        general"),
                                       keys: ["general.title"])
        #expect(twice.uses.first?.settings.width == nil)
    }
}

/// Cells built in code: the accessory and the style set in the same function give the text's box.
/// Accessory widths are `CellAccessory`'s estimates (disclosure indicator 34 pt); a value1 cell's
/// two labels each get half of the row (estimate).
@Suite struct CellBoxWidthTests {
    private func width(_ source: String, key: String, device: String = "iphone-se-1") throws -> Double? {
        let layout = SwiftSnippets.read(source, keys: [key])
        let use = try #require(layout.uses.first { $0.key == key })
        let environment = LayoutEnvironment(device: try DeviceCatalog().device(named: device), orientation: .portrait,
                                            window: .full, category: .large, direction: .ltr, bars: .none)
        return try LayoutEngine().frame(for: use.settings.spec, in: environment).width
    }

    /// value1 with a disclosure indicator: (margins − 34) / 2. SE (288 − 34) / 2 = 127;
    /// iPhone 16 (361 − 34) / 2 = 163.5; iPad (794 − 34) / 2 = 380.
    @Test func valueCellWithADisclosureIndicator() throws {
        let source = """
            final class Settings: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .value1, reuseIdentifier: "row")
                    cell.textLabel?.text = NSLocalizedString("language", comment: "")
                    cell.accessoryType = .disclosureIndicator
                    return cell
                }
            }
            """
        for (device, expected) in [("iphone-se-1", 127.0), ("iphone-16", 163.5), ("ipad-pro-11", 380)] {
            let actual = try #require(try width(source, key: "language", device: device))
            #expect(abs(actual - expected) <= 0.5)
        }
    }

    /// A content configuration given to a cell with a checkmark: margins − 40. SE 248.
    @Test func contentConfigurationWithACheckmark() throws {
        let source = """
            final class Picker: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    var content = cell.defaultContentConfiguration()
                    content.text = NSLocalizedString("english", comment: "")
                    cell.contentConfiguration = content
                    cell.accessoryType = .checkmark
                    return cell
                }
            }
            """
        #expect(try width(source, key: "english") == 248)
    }

    /// Nothing said of the cell beyond its text: the cell's default, the margins (288 on the SE).
    @Test func plainCellKeepsTheDefault() throws {
        let source = """
            final class Plain: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
                    cell.textLabel?.text = NSLocalizedString("plain", comment: "")
                    return cell
                }
            }
            """
        let layout = SwiftSnippets.read(source, keys: ["plain"])
        #expect(layout.uses.first?.settings.width == nil)
        #expect(try width(source, key: "plain") == 288)
    }
}
