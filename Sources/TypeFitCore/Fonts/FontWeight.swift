/// Font weights typefit measures with (OS/2 usWeightClass values).
public enum FontWeight: String, CaseIterable, Sendable, Codable {
    case light, regular, medium, semibold, bold, heavy

    public var value: Int {
        switch self {
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        }
    }

    /// The order CSS Fonts 4 §5.2 tries weights in when the wanted one is missing: for 400–500
    /// up to 500, then down, then up; lighter wants lighter first; bolder wants bolder first.
    static func preference(for wanted: Int, among available: [Int]) -> [Int] {
        let unique = Array(Set(available))
        let exact = unique.filter { $0 == wanted }
        if wanted >= 400 && wanted <= 500 {
            let upTo500 = unique.filter { $0 > wanted && $0 <= 500 }.sorted()
            let below = unique.filter { $0 < wanted }.sorted(by: >)
            let above = unique.filter { $0 > 500 }.sorted()
            return exact + upTo500 + below + above
        } else if wanted < 400 {
            return exact + unique.filter { $0 < wanted }.sorted(by: >) + unique.filter { $0 > wanted }.sorted()
        } else {
            return exact + unique.filter { $0 > wanted }.sorted() + unique.filter { $0 < wanted }.sorted(by: >)
        }
    }
}
