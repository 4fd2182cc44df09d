/// `typefit styles --json`: { platform, categories, defaultCategory, styles: [StyleJSON] }.
package struct StylesJSON: Encodable, Sendable {
    package let platform: String
    package let categories: [String]
    package let defaultCategory: String?
    package let styles: [StyleJSON]

    /// Every style of the platform at each of its categories (macOS and tvOS: one fixed size).
    package init(platform: ApplePlatform) {
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

package struct StyleJSON: Encodable, Sendable {
    package struct Size: Encodable, Sendable {
        /// nil on macOS and tvOS (fixed sizes).
        package let category: String?
        package let size: Double
        package let leading: Double
        package let confidence: String
        package let note: String?
    }

    package let style: String
    package let name: String
    package let weight: String
    package let emphasizedWeight: String
    package let sizes: [Size]
}
