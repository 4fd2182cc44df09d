import TypeFitConfig
import TypeFitCore
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout

/// One environment of the matrix with its guides in both directions (RTL locales mirror the
/// placement; the widths are the same).
struct PlacedEnvironment: Sendable {
    let environment: LayoutEnvironment
    let ltr: LayoutGuides
    let rtl: LayoutGuides
}

/// A group of environments in which one element has the same geometry and font: measured once.
struct Slot: Sendable {
    let geometry: CellGeometry
    let weight: FontWeight
    /// Indices into the environment list, in matrix order.
    let environments: [Int]
}

/// The slots of one element (settings) over the whole matrix.
struct SlotTable: Sendable {
    let slots: [Slot]
    let source: TextSource
    let spec: ElementSpec

    init(settings: ElementSettings, environments: [PlacedEnvironment], layout: LayoutEngine,
         table: DynamicTypeTable, scaling: FontMetricsScaling) {
        let spec = settings.spec
        let source = TextSource(settings: settings, spec: spec)
        var order: [SlotKey] = []
        var members: [SlotKey: [Int]] = [:]
        for (index, placed) in environments.enumerated() {
            let guides = placed.ltr
            let frame = layout.frame(for: spec, guides: guides, family: placed.environment.device.family)
            let font = source.resolve(placed.environment.category, table: table, scaling: scaling)
            let boxWidth = frame.width ?? frame.availableWidth
            let regular = guides.sizeClasses.horizontal == .regular
            let geometry = CellGeometry(
                category: placed.environment.category, pointSize: font.size, width: frame.width,
                available: frame.availableWidth, lineLimit: frame.lineLimit, height: frame.height,
                contentInsets: frame.contentInsets, hitTarget: frame.minimumHitTarget,
                readableWidth: regular && boxWidth > guides.readable.width + FitProblem.epsilon ? guides.readable.width : nil,
                safeAreaRoom: guides.safeArea.width - spec.leadingOffset - spec.trailingOffset,
                minimumHeight: spec.kind.isTableCell ? 44 : nil)
            let key = SlotKey(geometry: geometry, weight: font.weight)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        self.slots = order.map { Slot(geometry: $0.geometry, weight: $0.weight, environments: members[$0] ?? []) }
        self.source = source
        self.spec = spec
    }

    private struct SlotKey: Hashable {
        let geometry: CellGeometry
        let weight: FontWeight
    }
}

extension ElementKind {
    /// Table rows are at least 44 pt tall whatever their text (UITableView's default row height).
    var isTableCell: Bool {
        if case .cell = self { return true }
        return false
    }
}
