import TypeFitDevices
import TypeFitDynamicType

/// `typefit devices --json`: { group, devices: [DeviceJSON], groups: [{ name, summary, devices }] }.
public struct DeviceListJSON: Encodable, Sendable {
    public struct Group: Encodable, Sendable {
        public let name: String
        public let summary: String
        public let devices: [String]
    }

    public let group: String
    public let devices: [DeviceJSON]
    public let groups: [Group]

    public init(group: String, devices: [Device], catalog: DeviceCatalog) {
        self.group = group
        self.devices = devices.map { DeviceJSON($0, rules: catalog.windowRules) }
        self.groups = catalog.groups.map { Group(name: $0.name, summary: $0.summary, devices: $0.ids) }
    }
}

public struct DeviceJSON: Encodable, Sendable {
    public struct SafeAreas: Encodable, Sendable {
        public let portrait: EdgeInsets?
        public let landscape: EdgeInsets?
    }

    public let id: String
    public let name: String
    public let family: String
    public let year: Int
    public let width: Double
    public let height: Double
    public let scale: Double
    public let nativeScale: Double?
    public let hasHomeButton: Bool
    public let safeArea: SafeAreas
    public let watchCaseMillimetres: Int?
    public let defaultCategory: String
    public let confidence: DeviceConfidence
    public let notes: [String]
    /// Every window the device offers: full screen per orientation, and on iPad each Split View / Slide Over mode.
    public let windows: [WindowGeometry]

    public init(_ device: Device, rules: WindowRules) {
        id = device.id
        name = device.name
        family = device.family.rawValue
        year = device.year
        width = device.size.width
        height = device.size.height
        scale = device.scale
        nativeScale = device.nativeScale
        hasHomeButton = device.hasHomeButton
        safeArea = SafeAreas(
            portrait: device.orientations.contains(.portrait) ? device.portraitSafeArea : nil,
            landscape: device.orientations.contains(.landscape) ? device.landscapeSafeArea : nil)
        watchCaseMillimetres = device.watchCaseMillimetres
        defaultCategory = device.watchCaseMillimetres
            .map { DynamicTypeTable.watchDefaultCategory(caseMillimetres: $0).rawValue } ?? ContentSizeCategory.large.rawValue
        confidence = device.confidence
        notes = device.notes
        windows = device.orientations.flatMap { orientation in
            ([WindowMode.full] + (device.family == .iPad ? WindowMode.splitModes : [])).compactMap {
                try? device.window(orientation, $0, rules: rules)
            }
        }
    }
}
