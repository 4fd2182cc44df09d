import ArgumentParser
import TypeFit

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device catalog: screen sizes, safe areas, size classes and multitasking widths.",
        discussion: """
            Every iPhone, iPad, Apple Watch size and Apple TV typefit knows, with the figures the layout model \
            uses. Sizes are UIKit points in portrait (Apple TV: landscape). Safe areas are the window's insets \
            with no bars, as top/left/bottom/right. The last column grades the data: A Apple-published, \
            B single source or agreeing measurement, C third-party, derived or assumed (override these in \
            configuration). Sources: docs/geometry.md and apple-facts §5–§7.

            Groups (use with --group, or wherever a device list is accepted): all, all-iphones, all-ipads, \
            all-watches, all-tvs, smallest, largest, iphone-current, ipad-current, iphone-widths, ipad-widths, \
            home-button. A comma-separated list of groups and device ids also works.

            Examples:
              typefit devices --group iphone-widths
              typefit devices --group ipad-pro-13-m4 --json
            """)

    @Option(name: .long, help: "A group or device id, or a comma-separated list.")
    var group: String = "all"

    @Flag(name: .long, help: "Print JSON (fields listed in docs/geometry.md).")
    var json = false

    func run() throws {
        let catalog = DeviceCatalog()
        let devices = try catalog.devices(matching: group)
        if json {
            try printJSON(DeviceListJSON(group: group, devices: devices, catalog: catalog))
            return
        }
        let header = ["ID", "NAME", "POINTS", "SCALE", "SAFE PORTRAIT", "SAFE LANDSCAPE", "LANDSCAPE CLASSES",
                      "SPLIT LAND 1/3 1/2 2/3", "CONF"]
        var rows: [[String]] = []
        for device in devices {
            let split = device.multitasking.map {
                "\(Format.points($0.landscapeThird)) \(Format.points($0.landscapeHalf)) \(Format.points($0.landscapeTwoThirds))"
            } ?? "-"
            let landscape = device.orientations.contains(.landscape)
                ? device.fullScreenSizeClasses(.landscape).description : "-"
            rows.append([
                device.id, device.name, "\(Format.points(device.size.width))×\(Format.points(device.size.height))",
                "@\(Format.points(device.scale))x", insets(device.portraitSafeArea), insets(device.landscapeSafeArea),
                landscape, split, grade(device.confidence),
            ])
        }
        print(TextTable(header: header, rows: rows, alignment: .left).text)
    }

    private func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(Format.points).joined(separator: "/")
    }

    private func grade(_ confidence: DeviceConfidence) -> String {
        "size \(confidence.size.rawValue) safe \(confidence.safeArea.rawValue)"
            + (confidence.multitasking.map { " split \($0.rawValue)" } ?? "")
    }
}
