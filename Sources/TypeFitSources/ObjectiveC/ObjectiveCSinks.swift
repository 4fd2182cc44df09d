import Foundation
import TypeFitConfig

/// UIKit's messages that take a text: their selectors mapped to the names Swift imports them
/// under, so the element knowledge is the Swift side's (`UIKitSinks.named`).
extension ObjectiveCReader {
    /// The landing of the text passed at `position` of a UIKit message (`call`); nil when the
    /// message is not one UIKit's tables know.
    func sink(_ receiver: ObjectiveCExpr, _ parts: [ObjectiveCArgument], _ position: Int, call: ObjectiveCExpr) -> ObjectiveCFlow? {
        let selector = Self.selector(parts)
        // A button's title: its look is read on its `titleLabel` (UIButton.setTitle(_:for:)).
        if position == 0, selector == "setTitle:forState:" || selector == "setAttributedTitle:forState:" {
            return .landed(.drawn(uiKitText(.button, pattern: "Objective-C button \(parts[0].label):forState:",
                                            receiver: self.receiver(of: receiver)?.appending("titleLabel"),
                                            defaultLines: 1, defaultFont: nil)))
        }
        let className = allocated(receiver) ?? classObject(receiver)
        let (name, labels) = Self.swiftName(parts.map(\.label), receiver: className, initializer: allocated(receiver) != nil)
        guard position < labels.count, let landing = UIKitSinks.named(name, label: labels[position], labels: labels) else { return nil }
        let typeName = className ?? type(of: receiver).map { index.frameworkClass(of: $0) }
        let pattern = "Objective-C " + (typeName.map { $0 + " " } ?? "") + parts[position].label + ":"
        switch landing {
        case .drawn(var placement):
            placement.pattern = pattern
            // An alert controller's title and message: an alert's or an action sheet's, by the
            // `preferredStyle:` it is made with; an action, by that of the controller it is added to.
            if let style = parts.first(where: { $0.label == "preferredStyle" })?.value {
                placement.place(in: Self.alertStyle(style))
            } else if name == "UIAlertAction" {
                placement.place(in: alertStyle(ofActionMadeBy: call))
            }
            return .landed(.drawn(placement))
        case .notDrawn(let reason, _):
            return .landed(.notDrawn(reason: reason, pattern: pattern))
        default:
            return .landed(landing)
        }
    }

    /// The style a `preferredStyle:` argument names (`UIAlertControllerStyleActionSheet`); either,
    /// for an expression the pass does not read.
    static func alertStyle(_ value: ObjectiveCExpr) -> AlertStyleFinding {
        guard let style = value.unwrapped.name.flatMap(AlertStyleReader.named) else {
            return .either("style not read: an Objective-C expression")
        }
        return .style(style, iPad: nil)
    }

    /// The style of the controller the action `call` makes is added to, inline:
    /// `[alert addAction:[UIAlertAction actionWithTitle:…]]`, `alert` a local made with its
    /// `preferredStyle:`; `.none` for anything else (an action kept in a local first is not followed).
    func alertStyle(ofActionMadeBy call: ObjectiveCExpr) -> AlertStyleFinding {
        guard let made = messages.last(where: { $0.first == call.first }),
              case .argument(let outer, 0) = made.destination, case .message(let controller, let parts, _) = outer.kind,
              Self.selector(parts) == "addAction:", let name = controller.unwrapped.name else { return .none }
        return local(name)?.alertStyle ?? .none
    }

    /// The Swift name and argument labels of a message, as Swift's importer of Objective-C names
    /// them (an approximation of its rules, for UIKit's selectors): `-[C initWithTitle:style:]`
    /// and `+[UIAlertAction actionWithTitle:style:handler:]` (a factory method whose name starts
    /// with the end of its class's name) become initializers `C(title:style:)`; an instance
    /// method's first part splits at `With` (`insertSegmentWithTitle` → `insertSegment(withTitle:`)
    /// and a trailing `Index` is pruned (`forSegmentAtIndex` → `forSegmentAt`).
    static func swiftName(_ parts: [String], receiver: String?, initializer: Bool) -> (name: String, labels: [String]) {
        guard let first = parts.first else { return ("", []) }
        var labels = parts.dropFirst().map { $0.hasSuffix("Index") && $0.count > 5 ? String($0.dropLast(5)) : $0 }
        if let receiver, let with = first.range(of: "With") {
            let prefix = first[..<with.lowerBound]
            let rest = first[with.upperBound...]
            let factory = !initializer && !prefix.isEmpty && receiver.lowercased().hasSuffix(prefix.lowercased())
            if initializer && prefix == "init" || factory {
                labels.insert(rest.prefix(1).lowercased() + rest.dropFirst(), at: 0)
                return (receiver, labels)
            }
        }
        if let with = first.range(of: "With", options: .backwards), with.lowerBound != first.startIndex {
            let rest = first[with.lowerBound...]
            labels.insert(rest.prefix(1).lowercased() + rest.dropFirst(), at: 0)
            return (String(first[..<with.lowerBound]), labels)
        }
        labels.insert("_", at: 0)
        return (first, labels)
    }
}
