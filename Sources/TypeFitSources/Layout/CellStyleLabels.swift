import TypeFitLayout

/// The box of a table cell style's own labels — `textLabel` and `detailTextLabel` of a
/// `UITableViewCell` made with a style (Interface Builder's Basic, Subtitle, Right and Left Detail) — as
/// constraints on the cell's content view, for `HorizontalSolver`:
///
/// - `.plain` (UIKit's `.default`) and `.subtitle`: the label runs from the content view's leading margin to its
///   trailing margin, less the accessory (Apple, UITableViewCell.CellStyle: "a simple style for a
///   cell with a text label", "a label on the top and a label underneath"; the margins are the
///   cell's layout margins, which Xcode's canvas draws the label at: x = 16 in a 375-pt cell, 20 in
///   a 414-pt one).
/// - `.value1` ("a label on the left … and a right-aligned label on the right") and `.value2` (a
///   narrow fixed text column) are not solved: how the two labels share the row is not documented,
///   and a storyboard's prototype does not say whether code leaves the detail label empty (then
///   the text label has the row to itself). The label keeps its default.
///
/// The accessory takes `CellAccessory`'s estimated room from the row; an `accessoryView` of
/// unknown width leaves the label unsolved. Whether the content view's margins are known — a
/// table that is a controller's root view — is the reader's to say (`HorizontalLayout.containers`,
/// `unknownMargins`): elsewhere the chain stays unsolved.
enum CellStyleLabels {
    enum Style: Sendable, Equatable {
        case plain, subtitle, value1, value2

        /// Interface Builder's `style="IBUITableViewCellStyle…"`; nil for a custom cell.
        init?(interfaceBuilder name: String?) {
            switch name {
            case "IBUITableViewCellStyleDefault": self = .plain
            case "IBUITableViewCellStyleSubtitle": self = .subtitle
            case "IBUITableViewCellStyleValue1": self = .value1
            case "IBUITableViewCellStyleValue2": self = .value2
            default: return nil
            }
        }
    }

    /// Interface Builder's `accessoryType`: none when IB leaves it out.
    static func accessory(interfaceBuilder type: String?) -> CellAccessory {
        switch type {
        case "disclosureIndicator": .disclosureIndicator
        case "checkmark": .checkmark
        case "detailButton": .detailButton
        case "detailDisclosureButton": .detailDisclosureButton
        default: CellAccessory.none
        }
    }

    /// Adds the constraints that place `label`, a label of a cell of `style` whose content view is
    /// `contentView`, beside `accessory` (nil: an accessory view of unknown width). False when the
    /// style's layout is not modelled: nothing is added.
    @discardableResult
    static func place(_ label: String, style: Style, detail: Bool, in contentView: String, accessory: CellAccessory?,
                      source: WidthTerm.Source?, into layout: inout HorizontalLayout) -> Bool {
        guard let accessory, style == .plain || style == .subtitle else { return false }
        let margins = HorizontalLayout.margins(of: contentView)
        let room = accessory.width
        let accessoryTerm = WidthTerm(points: -room, what: "cell accessory \(SiblingBoxes.spelled(room)) pt (estimate)",
                                      source: source, estimated: true)
        let which = detail ? "detail" : "text"
        switch style {
        case .plain, .subtitle:
            // The trailing edge's term names the cell, with its accessory when it has one.
            let trailing = room > 0 ? accessoryTerm
                : WidthTerm(points: 0, what: "the cell style's \(which) label between the content view's margins", source: source)
            layout.add(.init(first: .init(item: label, edge: .leading), relation: .equal, second: .init(item: margins, edge: .leading),
                             source: source))
            layout.add(.init(first: .init(item: label, edge: .trailing), relation: .equal, second: .init(item: margins, edge: .trailing),
                             constant: -room, source: source, term: trailing))
        case .value1, .value2:
            return false
        }
        layout.names[label] = layout.names[label] ?? "\(which) label"
        return true
    }
}
