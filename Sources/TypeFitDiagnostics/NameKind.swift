/// The kinds of names people type — in `.typefit.yml`, in catalog hints, on the command line and in
/// service requests — spelt as messages name them ("unknown window mode 'x'").
public enum NameKind: Sendable, Hashable, CustomStringConvertible {
    case device
    /// A device id or a device group (`all-iphones`), where either is accepted.
    case deviceOrGroup
    case platform
    /// A Dynamic Type text style; with the platform when it is that platform's table that lacks it.
    case textStyle(platform: String?)
    /// A content size category; with the platform when it is that platform's table that lacks it.
    case contentSizeCategory(platform: String?)
    case windowMode
    case orientation
    case direction
    case fontWeight
    /// A layout element (`label`, `button`, …).
    case element
    /// A cell accessory.
    case accessory
    /// An element setting (`lines`, `width`, …).
    case setting
    case rule
    /// A report format (`text`, `json`, `sarif`, …).
    case reportFormat
    /// A field of a request document.
    case field
    /// A key of the project's string catalogs.
    case catalogKey
    /// A locale of the project's string catalogs.
    case catalogLocale
    /// A key of a mapping, e.g. `key(in: "the config")`.
    case key(in: String)
    /// One of a closed set of values, e.g. `value(for: "fail-on")`.
    case value(for: String)

    public var description: String {
        switch self {
        case .device: "device"
        case .deviceOrGroup: "device or group"
        case .platform: "platform"
        case .textStyle(let platform): platform.map { "\($0) text style" } ?? "text style"
        case .contentSizeCategory(let platform): platform.map { "\($0) content size category" } ?? "content size category"
        case .windowMode: "window mode"
        case .orientation: "orientation"
        case .direction: "direction"
        case .fontWeight: "weight"
        case .element: "element"
        case .catalogLocale: "locale"
        case .accessory: "accessory"
        case .setting: "setting"
        case .rule: "rule"
        case .reportFormat: "format"
        case .field: "field"
        case .catalogKey: "key"
        case .key(let mapping): "key in \(mapping)"
        case .value(let what): "value for \(what)"
        }
    }
}
