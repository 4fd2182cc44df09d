import TypeFitConfig
import TypeFitCore
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout

/// A group of environments in which one element has the same geometry and font: measured once.
struct Slot: Sendable {
    let geometry: CellGeometry
    let weight: FontWeight
    /// Indices into the environment list, in matrix order.
    let environments: [Int]
}

/// What a text is laid out at: slots that differ only in their rules' limits share one layout.
struct LayoutKey: Hashable, Sendable {
    let weight: FontWeight
    let size: Double
    let wrap: Double?
}

/// One element (a key's settings) over the whole matrix: its slots, and the distinct layouts
/// and one-line widths a text needs to fill them. Keys with equal settings share one plan.
struct ElementPlan: Sendable {
    let slots: [Slot]
    let source: TextSource
    let spec: ElementSpec
    let weights: [FontWeight]
    /// How the element chooses its lines (push-out, Hangul word priority).
    let lineBreakStrategy: LineBreakStrategy
    /// Distinct layouts the slots need, and for each slot the index of its layout.
    let layoutKeys: [LayoutKey]
    let layoutIndex: [Int]
    /// Distinct (weight, size) one-line layouts, and for each layout key the index of its one-line layout.
    let naturalKeys: [LayoutKey]
    let naturalIndex: [Int]
    /// Slots where a text has the same `FitProblem`: the same layout and the same limits
    /// `FitProblem.of` reads. For each slot its group, and for each group the slot that stands for
    /// it. Hundreds of slots (devices differ in their safe areas) come down to a few dozen questions
    /// per text.
    let cutGroupOf: [Int]
    let cutGroupProbes: [Int]
    /// The layout keys that wrap, by (weight, size): laid out together, one size at a time.
    let wrapGroups: [(weight: FontWeight, size: Double, keys: [Int])]
    /// The smallest point size of a slot at which Inter's static cuts switch to Inter Display,
    /// where a finding names the faces measured there; nil when every slot is smaller.
    let displaySize: Double?
    /// Names the plan in `LayoutMemo`'s keys; given by `ElementPlans`, which makes one plan per
    /// distinct settings.
    var id = 0

    init(settings: ElementSettings, environments: [PlacedEnvironment], layout: LayoutEngine,
         table: DynamicTypeTable, scaling: FontMetricsScaling) throws {
        let spec = settings.spec
        let source = TextSource(settings: settings, spec: spec)
        // Where the element is shown as another (a large title in compact height is the inline
        // title), that element's own font: the app's large-title font does not apply to it.
        var shownSources: [ElementKind: TextSource] = [:]
        var order: [SlotKey] = []
        var members: [SlotKey: [Int]] = [:]
        for (index, placed) in environments.enumerated() {
            // A system surface exists only on some devices and stands for every window (the
            // shortcut overlay only on iPad, with a hardware keyboard): elsewhere it is not checked.
            if let surface = spec.kind.surface,
               !surface.exists(on: placed.environment.device.family, window: placed.environment.window) { continue }
            let guides = placed.ltr
            let frame = layout.frame(for: spec, guides: guides, family: placed.environment.device.family)
            var shown = source
            if frame.shownAs != spec.kind {
                shown = shownSources[frame.shownAs] ?? TextSource(settings: ElementSettings(), spec: ElementSpec(frame.shownAs))
                shownSources[frame.shownAs] = shown
            }
            let font = try shown.resolve(placed.environment.category, platform: placed.environment.device.family.typePlatform,
                                         table: table, scaling: scaling)
            let boxWidth = frame.width ?? frame.availableWidth
            let regular = guides.sizeClasses.horizontal == .regular
            let geometry = CellGeometry(
                category: placed.environment.category, pointSize: font.size, width: frame.width,
                available: frame.availableWidth, lineLimit: frame.lineLimit, height: frame.heightLimit,
                contentInsets: frame.contentInsets, hitTarget: frame.hitTarget,
                readableWidth: regular && boxWidth > guides.readable.width + FitProblem.epsilon ? guides.readable.width : nil,
                safeAreaRoom: guides.safeArea.width - spec.leadingOffset - spec.trailingOffset,
                minimumHeight: frame.minimumHeight, minimumScale: settings.minimumScale ?? frame.minimumScale)
            let key = SlotKey(geometry: geometry, weight: font.weight)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        let slots = order.map { Slot(geometry: $0.geometry, weight: $0.weight, environments: members[$0] ?? []) }
        var layoutKeys: [LayoutKey] = []
        var layoutPositions: [LayoutKey: Int] = [:]
        var naturalKeys: [LayoutKey] = []
        var naturalPositions: [LayoutKey: Int] = [:]
        var naturalIndex: [Int] = []
        let layoutIndex = slots.map { slot in
            let key = LayoutKey(weight: slot.weight, size: slot.geometry.pointSize, wrap: slot.geometry.wrapWidth.map { max(1, $0) })
            if let known = layoutPositions[key] { return known }
            layoutPositions[key] = layoutKeys.count
            layoutKeys.append(key)
            let single = LayoutKey(weight: key.weight, size: key.size, wrap: nil)
            if naturalPositions[single] == nil {
                naturalPositions[single] = naturalKeys.count
                naturalKeys.append(single)
            }
            naturalIndex.append(naturalPositions[single] ?? 0)
            return layoutKeys.count - 1
        }
        self.slots = slots
        self.source = source
        self.spec = spec
        self.weights = Array(Set(slots.map(\.weight))).sorted { $0.value < $1.value }
        self.lineBreakStrategy = settings.resolvedLineBreakStrategy
        self.layoutKeys = layoutKeys
        self.layoutIndex = layoutIndex
        self.naturalKeys = naturalKeys
        self.naturalIndex = naturalIndex
        var groups: [CutKey: Int] = [:]
        var probes: [Int] = []
        cutGroupOf = slots.indices.map { slot in
            let geometry = slots[slot].geometry
            let key = CutKey(layout: layoutIndex[slot], lineLimit: geometry.lineLimit, width: geometry.width,
                             minimumScale: geometry.minimumScale, height: geometry.height,
                             insets: geometry.contentInsets.vertical)
            if let known = groups[key] { return known }
            groups[key] = probes.count
            probes.append(slot)
            return probes.count - 1
        }
        cutGroupProbes = probes
        var wrapGroups: [(weight: FontWeight, size: Double, keys: [Int])] = []
        for (index, key) in layoutKeys.enumerated() where key.wrap != nil {
            if let at = wrapGroups.firstIndex(where: { $0.weight == key.weight && $0.size == key.size }) {
                wrapGroups[at].keys.append(index)
            } else {
                wrapGroups.append((key.weight, key.size, [index]))
            }
        }
        self.wrapGroups = wrapGroups
        displaySize = slots.map(\.geometry.pointSize).filter { $0 >= OpticalCut.displayThreshold }.min()
    }

    /// What `FitProblem.of` reads of a slot.
    private struct CutKey: Hashable {
        let layout: Int
        let lineLimit: Int
        let width: Double?
        let minimumScale: Double?
        let height: Double?
        let insets: Double
    }

    /// The weight faces and coverage are read at: the first slot's.
    var primaryWeight: FontWeight { slots.first?.weight ?? .regular }

    private struct SlotKey: Hashable {
        let geometry: CellGeometry
        let weight: FontWeight
    }
}
