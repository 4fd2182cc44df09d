import TypeFit

/// The cells every string is laid out in: the body, headline and footnote styles at all 12 iOS
/// content size categories, times the distinct available widths of the iPhone and iPad models.
struct BenchCells: Sendable {
    static let styles: [TextStyle] = [.body, .headline, .footnote]

    /// A weight and the distinct sizes the styles of that weight take (footnote at xSmall, Small and
    /// Medium is 12 pt three times; body and footnote share 15, 17, 19, 23 and 33 pt).
    struct FontGroup: Sendable {
        let weight: FontWeight
        let sizes: [Double]
    }

    let groups: [FontGroup]
    let widths: [Double]
    /// Style × category × width cells per string, before identical ones are merged.
    let matrixCellsPerString: Int

    var distinctCellsPerString: Int { groups.reduce(0) { $0 + $1.sizes.count } * widths.count }

    init() throws {
        let table = DynamicTypeTable()
        var sizesByWeight: [FontWeight: Set<Double>] = [:]
        var styleCategories = 0
        for style in Self.styles {
            for category in ContentSizeCategory.allCases {
                let metrics = try table.metrics(style, category: category)
                let weight = FontWeight(rawValue: metrics.weight.rawValue) ?? .regular
                sizesByWeight[weight, default: []].insert(metrics.size)
                styleCategories += 1
            }
        }
        groups = FontWeight.allCases.compactMap { weight in
            sizesByWeight[weight].map { FontGroup(weight: weight, sizes: $0.sorted()) }
        }
        widths = try Self.deviceWidths()
        matrixCellsPerString = styleCategories * widths.count
    }

    /// Every distinct width a label between the layout margins, or a text in the readable
    /// content guide, gets on an iPhone or iPad in either orientation, full screen or in any
    /// Split View or Slide Over window, at the Large category.
    static func deviceWidths() throws -> [Double] {
        let catalog = DeviceCatalog()
        let devices = try catalog.devices(matching: "all-iphones,all-ipads")
        let engine = LayoutEngine(options: LayoutOptions(windowRules: catalog.windowRules))
        let environments = LayoutEnvironment.matrix(devices: devices, windows: [.full] + WindowMode.splitModes,
                                                    categories: [.large], rules: catalog.windowRules)
        var widths = Set<Double>()
        for environment in environments {
            let guides = try engine.guides(for: environment)
            for width in [guides.margins.width, guides.readable.width] where width > 0 {
                widths.insert((width * 2).rounded() / 2)
            }
        }
        return widths.sorted()
    }
}
