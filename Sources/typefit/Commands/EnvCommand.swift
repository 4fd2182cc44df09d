import ArgumentParser
import TypeFit

struct EnvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "env",
        abstract: "Show the layout guides of one environment: window, safe area, margins, readable width.",
        discussion: """
            Computes what a view controller's root view gets on DEVICE (see `typefit devices`): the window \
            bounds and size classes, the safe area (plus any bars you add), the layout margins (safe area + \
            16 pt in compact width, 20 pt in regular), and the readable content guide (672 pt at Large, \
            centred, never wider than the margins). All values in points; x runs from the left edge in both \
            directions, while leading/trailing follow --direction.

            Windows on iPad: full, third, half, two-thirds, slide-over (Split View / Slide Over before \
            iPadOS 26), or any width such as 700pt (iPadOS 26 free-form windows). iPhones are always full.

            Examples:
              typefit env iphone-se-1
              typefit env iphone-x --orientation landscape --nav large --tab-bar
              typefit env ipad-pro-12-9 --orientation landscape --window third --size AX3 --json
              typefit env ipad-pro-13-m4 --window 700pt --direction rtl
            """)

    @Argument(help: "A device id (see `typefit devices`).")
    var device: String

    @Option(name: .long, help: "The device's orientation.")
    var orientation: Orientation = .portrait

    @Option(name: .long, help: "full, third, half, two-thirds, slide-over, or a width like 700pt.")
    var window: String = "full"

    @Option(name: .long, help: "Content size category: xSmall … xxxLarge, AX1 … AX5 (default: the device's default).")
    var size: String?

    @Option(name: .long, help: "The layout direction: leading and trailing follow it.")
    var direction: LayoutDirection = .ltr

    @Option(name: .long, help: "Navigation bar.")
    var nav: BarOptions.NavigationBar = .none

    @Flag(name: .long, help: "Add a tab bar.")
    var tabBar = false

    @Flag(name: .long, help: "Add a toolbar.")
    var toolbar = false

    @Flag(name: .long, help: "Print JSON (fields listed in docs/geometry.md).")
    var json = false

    func run() throws {
        let catalog = DeviceCatalog()
        let device = try catalog.device(named: self.device)
        guard let window = WindowMode(parsing: window) else {
            throw UnknownNameError(kind: .windowMode, name: window, valid: WindowMode.spellings)
        }
        let category = try size.map { name in try ContentSizeCategory.named(name) }
            ?? device.watchCaseMillimetres.map { DynamicTypeTable.watchDefaultCategory(caseMillimetres: $0) }
            ?? .large
        let environment = LayoutEnvironment(
            device: device, orientation: orientation, window: window, category: category, direction: direction,
            bars: BarOptions(navigationBar: nav, tabBar: tabBar, toolbar: toolbar))
        let engine = LayoutEngine(options: LayoutOptions(windowRules: catalog.windowRules))
        let guides = try engine.guides(for: environment)
        if json {
            try printJSON(EnvJSON(deviceName: device.name, guides: guides))
            return
        }
        let orientationNote = device.orientations.contains(orientation) ? "" : " (\(device.name) has no \(orientation.rawValue))"
        print("\(device.name) · \(guides.orientation.rawValue)\(orientationNote) · window \(guides.window) · "
            + "\(category.rawValue) · \(direction.rawValue.uppercased())")
        let margins = guides.directionalLayoutMargins
        print(TextTable(rows: [
            ["window", "\(Format.points(guides.bounds.width)) × \(Format.points(guides.bounds.height)) pt",
             "\(guides.sizeClasses.horizontal.rawValue) width, \(guides.sizeClasses.vertical.rawValue) height"],
            ["safe area", span(guides.safeArea), "insets top \(Format.points(guides.safeAreaInsets.top)) left "
                + "\(Format.points(guides.safeAreaInsets.left)) bottom \(Format.points(guides.safeAreaInsets.bottom)) right "
                + "\(Format.points(guides.safeAreaInsets.right))"],
            ["margins", span(guides.margins), "leading \(Format.points(margins.leading)) trailing \(Format.points(margins.trailing)) "
                + "(system minimum \(Format.points(guides.systemMinimumMargin)))"],
            ["readable", span(guides.readable), "limit \(Format.points(guides.readableWidthLimit)) pt at \(category.rawValue)"],
            ["bars", "status/sensor \(Format.points(guides.bars.statusBarOrSensor))",
             "navigation \(Format.points(guides.bars.navigationBar)) · tab \(Format.points(guides.bars.tabBar)) · toolbar "
                + "\(Format.points(guides.bars.toolbar)) · home indicator \(Format.points(guides.bars.homeIndicator))"],
            ["confidence", guides.confidence.rawValue, "A Apple-published · B single source · C derived/assumed"],
        ], alignment: .left).text)
    }

    private func span(_ rect: LayoutRect) -> String {
        "x \(Format.points(rect.x)) … \(Format.points(rect.maxX)) (\(Format.points(rect.width)) pt)"
    }
}

/// `typefit env --json`: the device name plus every `LayoutGuides` field.
struct EnvJSON: Encodable {
    let deviceName: String
    let guides: LayoutGuides

    func encode(to encoder: any Encoder) throws {
        try guides.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(deviceName, forKey: .deviceName)
    }

    private enum Key: String, CodingKey { case deviceName }
}
