/// Corrections to the built-in device data, for figures graded C or unverified in apple-facts (e.g. iPhone 17
/// safe areas, derived M4 split widths) or for devices typefit does not know yet. Filled by configuration
/// (`.typefit.yml`, issue 5); every field is optional and replaces only what it names.
package struct DeviceOverrides: Codable, Sendable, Equatable {
    package struct Entry: Codable, Sendable, Equatable {
        package var size: ScreenSize?
        package var scale: Double?
        package var portraitSafeArea: EdgeInsets?
        package var landscapeSafeArea: EdgeInsets?
        package var multitasking: Multitasking?

        package init(size: ScreenSize? = nil, scale: Double? = nil, portraitSafeArea: EdgeInsets? = nil,
                    landscapeSafeArea: EdgeInsets? = nil, multitasking: Multitasking? = nil) {
            self.size = size
            self.scale = scale
            self.portraitSafeArea = portraitSafeArea
            self.landscapeSafeArea = landscapeSafeArea
            self.multitasking = multitasking
        }
    }

    /// Corrections keyed by device id (`iphone-17`).
    package var devices: [String: Entry]
    /// Devices to add (or replace, by id).
    package var additionalDevices: [Device]
    /// Free-form window rules (regular-width threshold, minimum width).
    package var windowRules: WindowRules?

    package init(devices: [String: Entry] = [:], additionalDevices: [Device] = [],
                windowRules: WindowRules? = nil) {
        self.devices = devices
        self.additionalDevices = additionalDevices
        self.windowRules = windowRules
    }

    func apply(to device: Device) -> Device {
        guard let entry = devices[device.id] else { return device }
        var device = device
        var changed: [String] = []
        if let size = entry.size { device.size = size; changed.append("size") }
        if let scale = entry.scale { device.scale = scale; changed.append("scale") }
        if let safe = entry.portraitSafeArea { device.portraitSafeArea = safe; changed.append("portrait safe area") }
        if let safe = entry.landscapeSafeArea { device.landscapeSafeArea = safe; changed.append("landscape safe area") }
        if let split = entry.multitasking { device.multitasking = split; changed.append("multitasking") }
        if !changed.isEmpty { device.notes.append("overridden by configuration: " + changed.joined(separator: ", ")) }
        return device
    }
}
