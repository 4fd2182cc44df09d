import SwiftSyntax
import TypeFitConfig
import TypeFitLayout

/// The devices a value of an alert controller's style is chosen for, from the condition it is
/// chosen under: every device, iPhone only, iPad only, or a condition that does not say.
enum StyleDevice: Sendable, Hashable {
    case all, phone, pad, unknown

    /// The device of a value chosen under `inner` inside a place chosen under `self`; nil when the
    /// two exclude each other (an iPhone branch inside an iPad one).
    func narrowed(to inner: StyleDevice) -> StyleDevice? {
        if inner == .all { return self }
        if self == .all { return inner }
        if self == .unknown || inner == .unknown { return .unknown }
        return self == inner ? self : nil
    }

    var negated: StyleDevice {
        switch self {
        case .phone: .pad
        case .pad: .phone
        default: self
        }
    }
}

/// One value the style of an alert controller may take (`UIAlertController.Style`), as the
/// source writes it.
struct StyleValue: Sendable, Hashable {
    enum Term: Sendable, Hashable {
        case style(AlertStyle)
        /// Another declaration's value, for the pass to look up.
        case member(Member)
        /// A parameter of the function the value is in, by its argument label, with the values of
        /// its default: a call's argument for it where the function is called, else the default.
        case parameter(label: String, defaults: [StyleValue])
        /// A value the pass cannot follow: why.
        case unread(String)
    }

    /// The value of the member `name` of the type `path` (as written where `scope`, a type's path as
    /// written, is; "" path: that type itself): a property or a function's result. With `controller`,
    /// the member holds or returns an alert controller whose style is meant. A function's call
    /// gives the values of its arguments, by label, for the parameters its result depends on
    /// (`Factory.sheet(title: t, style: .actionSheet)`).
    struct Member: Sendable, Hashable {
        var path: String
        var name: String
        var scope: String
        var controller: Bool
        var arguments: [String: [StyleValue]] = [:]
    }

    var term: Term
    var device: StyleDevice
}

/// What the source says of the style an alert controller is shown in.
enum AlertStyleFinding: Sendable, Equatable {
    /// Nothing: the controller, or its style, is not in sight.
    case none
    /// The style, and the other one it takes on iPad when the app picks it by device.
    case style(AlertStyle, iPad: AlertStyle?)
    /// Either style may be shown — by a condition that does not name a device, or a value the pass
    /// cannot read: why. The stricter of the two is checked in each environment.
    case either(String)

    /// The style values a finding comes from: on iPhone, on iPad and under conditions that do not
    /// say; a value not read, or two styles on one device, make it either.
    static func of(_ values: [(style: AlertStyle?, device: StyleDevice, unread: String?)]) -> AlertStyleFinding {
        guard !values.isEmpty else { return .none }
        if let reason = values.first(where: { $0.unread != nil })?.unread { return .either("style not read: \(reason)") }
        func styles(_ device: StyleDevice) -> Set<AlertStyle> { Set(values.filter { $0.device == device }.compactMap(\.style)) }
        let general = styles(.all)
        let unknown = styles(.unknown)
        var phone = styles(.phone).isEmpty ? general : styles(.phone)
        var pad = styles(.pad).isEmpty ? general : styles(.pad)
        phone.formUnion(unknown)
        pad.formUnion(unknown)
        if phone.isEmpty { phone = pad }
        if pad.isEmpty { pad = phone }
        guard phone.count == 1, pad.count == 1, let onPhone = phone.first, let onPad = pad.first else {
            return .either("alert or action sheet by a condition not read")
        }
        return .style(onPhone, iPad: onPad == onPhone ? nil : onPad)
    }

    /// The element an alert controller's `element` (title, message or action, as the API names
    /// it) is drawn as, the style it takes on iPad, the other style it may take anywhere, and the
    /// note its pattern takes: " (action sheet)", " (action sheet; an alert on iPad)",
    /// " (style not read: a parameter; the stricter of alert and action sheet is checked)".
    func placing(_ element: ElementName) -> (element: ElementName, iPad: AlertStyle?, other: AlertStyle?, note: String) {
        switch self {
        case .none: return (element, nil, nil, "")
        case .either(let reason):
            let own = ElementName.alertStyle(of: element) ?? .alert
            return (element, nil, own == .alert ? .actionSheet : .alert,
                    " (\(reason); the stricter of alert and action sheet is checked)")
        case .style(let style, let iPad):
            let drawn = ElementName.alertPart(element, in: style)
            let other = iPad.map { $0 == .alert ? "an alert on iPad" : "an action sheet on iPad" }
            switch (style, other) {
            case (.alert, nil): return (drawn, nil, nil, "")
            case (.alert, let other?): return (drawn, iPad, nil, " (alert; \(other))")
            case (.actionSheet, nil): return (drawn, nil, nil, " (action sheet)")
            case (.actionSheet, let other?): return (drawn, iPad, nil, " (action sheet; \(other))")
            }
        }
    }
}

extension ElementName {
    /// The style an alert controller's element belongs to; nil for other elements.
    static func alertStyle(of element: ElementName) -> AlertStyle? {
        switch element {
        case .alertTitle, .alertMessage, .alertButton: .alert
        case .actionSheetTitle, .actionSheetMessage, .actionSheetButton: .actionSheet
        default: nil
        }
    }

    /// The same part (title, message, action) of an alert controller drawn in `style`.
    static func alertPart(_ element: ElementName, in style: AlertStyle) -> ElementName {
        switch (element, style) {
        case (.alertTitle, .actionSheet): .actionSheetTitle
        case (.alertMessage, .actionSheet): .actionSheetMessage
        case (.alertButton, .actionSheet): .actionSheetButton
        case (.actionSheetTitle, .alert): .alertTitle
        case (.actionSheetMessage, .alert): .alertMessage
        case (.actionSheetButton, .alert): .alertButton
        default: element
        }
    }
}
