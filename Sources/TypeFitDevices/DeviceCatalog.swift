import TypeFitDiagnostics
import TypeFitLocale

/// The built-in devices (apple-facts §5–§7, plus Watch and TV), with configuration overrides applied,
/// name lookup and device groups.
///
///     let catalog = DeviceCatalog()
///     let se = try catalog.device(named: "iphone-se-1")
///     let phones = try catalog.devices(matching: "all-iphones")
public struct DeviceCatalog: Sendable {
    public let devices: [Device]
    public let windowRules: WindowRules

    public static let builtInDevices: [Device] =
        IPhoneCatalog.devices + IPadCatalog.devices + WatchAndTVCatalog.devices

    /// The built-in devices.
    public init() { self.init(overrides: DeviceOverrides()) }

    package init(overrides: DeviceOverrides) {
        var list = Self.builtInDevices.map { overrides.apply(to: $0) }
        for extra in overrides.additionalDevices {
            if let index = list.firstIndex(where: { $0.id == extra.id }) { list[index] = extra } else { list.append(extra) }
        }
        devices = list
        windowRules = overrides.windowRules ?? WindowRules()
    }

    /// Group names and what they hold, in listing order.
    public var groups: [(name: String, summary: String, ids: [String])] {
        func ids(_ family: DeviceFamily) -> [String] { devices.filter { $0.family == family }.map(\.id) }
        func extreme(_ family: DeviceFamily, largest: Bool) -> [String] {
            let members = devices.filter { $0.family == family }
            let pick = largest
                ? members.max { ($0.size.width, $0.size.height, $0.year) < ($1.size.width, $1.size.height, $1.year) }
                : members.min { ($0.size.width, $0.size.height, $0.year) < ($1.size.width, $1.size.height, $1.year) }
            return pick.map { [$0.id] } ?? []
        }
        /// One model per distinct portrait width: the newest, so the matrix stays small.
        func perWidth(_ family: DeviceFamily) -> [String] {
            var newest: [Double: Device] = [:]
            for device in devices where device.family == family {
                if let current = newest[device.size.width], current.year >= device.year { continue }
                newest[device.size.width] = device
            }
            return newest.keys.sorted().compactMap { newest[$0]?.id }
        }
        return [
            ("all", "every device", devices.map(\.id)),
            ("all-iphones", "every iPhone and iPod touch", ids(.iPhone)),
            ("all-ipads", "every iPad", ids(.iPad)),
            ("all-watches", "every Apple Watch size", ids(.watch)),
            ("all-tvs", "Apple TV", ids(.tv)),
            ("smallest", "narrowest iPhone and iPad", extreme(.iPhone, largest: false) + extreme(.iPad, largest: false)),
            ("largest", "widest iPhone and iPad", extreme(.iPhone, largest: true) + extreme(.iPad, largest: true)),
            ("iphone-current", "iPhones of the latest line-up (17 family, Air, 16e)",
             ["iphone-16e", "iphone-17", "iphone-air", "iphone-17-pro", "iphone-17-pro-max"]),
            ("ipad-current", "iPads on sale in 2025",
             ["ipad-mini-8-3", "ipad-11-a16", "ipad-air-11", "ipad-air-13", "ipad-pro-11-m4", "ipad-pro-13-m4"]),
            ("iphone-widths", "one iPhone per distinct screen width (newest model)", perWidth(.iPhone)),
            ("ipad-widths", "one iPad per distinct screen width (newest model)", perWidth(.iPad)),
            ("home-button", "devices with a home button (20-pt status bar, no home indicator)",
             devices.filter { $0.hasHomeButton }.map(\.id)),
        ]
    }

    public var groupNames: [String] { groups.map(\.name) }

    /// Every name accepted by `devices(matching:)`: groups first, then device ids.
    public var validNames: [String] { groupNames + devices.map(\.id) }

    /// A device by id, case-insensitively; spaces, dots and brackets are ignored so `"iPhone 16 Pro"` works.
    public func device(named name: String) throws -> Device {
        let key = Self.normalized(name)
        if let device = devices.first(where: { Self.normalized($0.id) == key }) { return device }
        throw UnknownNameError(kind: .device, name: name, valid: devices.map(\.id))
    }

    /// A group name, a device id, or a comma-separated list of either; duplicates removed, order kept.
    public func devices(matching specification: String) throws -> [Device] {
        var result: [Device] = []
        for part in specification.split(separator: ",") {
            let name = String(part).trimmedWhitespace
            if let group = groups.first(where: { $0.name == name.lowercased() }) {
                result += group.ids.compactMap { id in devices.first { $0.id == id } }
            } else {
                do { result.append(try device(named: name)) } catch {
                    throw UnknownNameError(kind: .deviceOrGroup, name: name, valid: validNames)
                }
            }
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0.id).inserted }
    }

    /// Every device the names give (groups or ids), each once, in the order first named.
    public func devices(matching names: [String]) throws -> [Device] {
        var result: [Device] = []
        for name in names {
            for device in try devices(matching: name) where !result.contains(where: { $0.id == device.id }) {
                result.append(device)
            }
        }
        return result
    }

    /// What a project checks when it names no devices: every iPhone and every iPad.
    public var defaultDevices: [Device] {
        devices.filter { $0.family == .iPhone } + devices.filter { $0.family == .iPad }
    }

    static func normalized(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}
