import TypeFitLayout

/// The items of a type's code layout whose edges are a guide of the window, by the UIKit class
/// the type derives from:
///
/// - a view controller's `view` is the window's full width (its root view), `view.layoutMarginsGuide`
///   the root layout margins, `view.safeAreaLayoutGuide` the safe area, `view.readableContentGuide`
///   the readable content guide (apple-facts §3–5);
/// - a table cell's or header's `contentView` is the row, inset to the safe area
///   (`insetsContentViewsToSafeArea` is on by default: Apple, UITableView), and its margins the
///   table's, which are the root view's; the cell itself spans the window.
///
/// Any other view's own width is not known from its code: a label pinned only to it is left
/// unsolved.
enum CodeLayoutContainers {
    static func add(to layout: inout HorizontalLayout, system: String?) {
        guard let system else { return }
        if system.hasSuffix("Controller") {
            layout.containers["view"] = .window
            layout.containers[HorizontalLayout.margins(of: "view")] = .margins
            layout.containers["view|safeArea"] = .safeArea
            layout.containers["view|readable"] = .readable
        } else if system == "UITableViewCell" || system == "UITableViewHeaderFooterView" {
            layout.containers["contentView"] = .safeArea
            layout.containers[HorizontalLayout.margins(of: "contentView")] = .margins
            layout.containers["contentView|readable"] = .readable
            layout.containers[""] = .window
            layout.containers[HorizontalLayout.margins(of: "")] = .margins
        }
        // A guide of a view that is not a container: its safe area is its edges.
        for item in Set(layout.constraints.flatMap { [$0.first.item, $0.second?.item].compactMap { $0 } })
        where item.hasSuffix("|safeArea") && layout.containers[item] == nil {
            let view = String(item.dropLast("|safeArea".count))
            for edge in [HorizontalLayout.Edge.leading, .trailing] {
                layout.add(.init(first: .init(item: item, edge: edge), relation: .equal, second: .init(item: view, edge: edge)))
            }
        }
    }
}
