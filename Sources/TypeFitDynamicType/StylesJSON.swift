/// `typefit styles --json`: { platform, categories, defaultCategory, styles: [StyleJSON] }.
public struct StylesJSON: Encodable, Sendable {
    public let platform: String
    public let categories: [String]
    public let defaultCategory: String?
    public let styles: [StyleJSON]

    /// Every style of the platform at each of its categories (macOS and tvOS: one fixed size).
    public init(platform: ApplePlatform) {
        let typeTable = DynamicTypeTable()
        let categories = DynamicTypeTable.categories(for: platform)
        let styles = DynamicTypeTable.styles(for: platform)
        let columns: [ContentSizeCategory?] = categories.isEmpty ? [nil] : categories.map { $0 }
        let rows: [StyleJSON] = styles.map { style in
            let metrics = columns.compactMap { try? typeTable.metrics(style, category: $0 ?? .large, platform: platform) }
            return StyleJSON(
                style: style.rawValue, name: style.displayName, weight: metrics.first?.weight.rawValue ?? "",
                emphasizedWeight: metrics.first?.emphasizedWeight.rawValue ?? "",
                sizes: metrics.map {
                    .init(category: $0.category?.rawValue, size: $0.size, leading: $0.leading,
                          confidence: $0.confidence.rawValue, note: $0.note)
                })
        }
        self.platform = platform.rawValue
        self.categories = categories.map(\.rawValue)
        self.defaultCategory = categories.isEmpty ? nil : "large"
        self.styles = rows
    }
}

public struct StyleJSON: Encodable, Sendable {
    public struct Size: Encodable, Sendable {
        /// nil on macOS and tvOS (fixed sizes).
        public let category: String?
        public let size: Double
        public let leading: Double
        public let confidence: String
        public let note: String?
    }

    public let style: String
    public let name: String
    public let weight: String
    public let emphasizedWeight: String
    public let sizes: [Size]
}
