import TypeFitDevices
import TypeFitDynamicType

/// `typefit devices --json`: { group, devices: [DeviceJSON], groups: [{ name, summary, devices }] }.
package struct DeviceListJSON: Encodable, Sendable {
    package struct Group: Encodable, Sendable {
        package let name: String
        package let summary: String
        package let devices: [String]
    }

    package let group: String
    package let devices: [DeviceJSON]
    package let groups: [Group]

    package init(group: String, devices: [Device], catalog: DeviceCatalog) {
        self.group = group
        self.devices = devices.map { DeviceJSON($0, rules: catalog.windowRules) }
        self.groups = catalog.groups.map { Group(name: $0.name, summary: $0.summary, devices: $0.ids) }
    }
}

package struct DeviceJSON: Encodable, Sendable {
    package struct SafeAreas: Encodable, Sendable {
        package let portrait: EdgeInsets?
        package let landscape: EdgeInsets?
    }

    package let id: String
    package let name: String
    package let family: String
    package let year: Int
    package let width: Double
    package let height: Double
    package let scale: Double
    package let nativeScale: Double?
    package let hasHomeButton: Bool
    package let safeArea: SafeAreas
    package let watchCaseMillimetres: Int?
    package let defaultCategory: String
    package let confidence: DeviceConfidence
    package let notes: [String]
    /// Every window the device offers: full screen per orientation, and on iPad each Split View / Slide Over mode.
    package let windows: [WindowGeometry]

    package init(_ device: Device, rules: WindowRules) {
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
