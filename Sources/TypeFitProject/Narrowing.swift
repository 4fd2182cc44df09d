import TypeFitConfig
import TypeFitDevices
import TypeFitDynamicType

/// Fewer sizes or devices than the configuration's, for one check: a request that asks only
/// about AX5 on an iPhone SE. Equal narrowings share one engine.
public struct Narrowing: Sendable, Hashable {
    public var categories: [ContentSizeCategory]?
    public var devices: [Device]?

    public init(categories: [ContentSizeCategory]? = nil, devices: [Device]? = nil) {
        self.categories = categories
        self.devices = devices
    }

    var isEmpty: Bool { categories == nil && devices == nil }

    /// Reads the narrowing as the command line and requests write it: sizes as `SizeSyntax`
    /// (`all`, `Large...AX5`, names) and devices as names or groups (`typefit devices`).
    /// Throws naming the field and the valid forms.
    public static func parse(sizes: [String]?, devices: [String]?) throws(ProjectError) -> Narrowing {
        var narrowing = Narrowing()
        if let sizes {
            do {
                narrowing.categories = try SizeSyntax.parse(list: sizes)
            } catch {
                throw .invalidField(.sizes, .unknownName, "\(error) (sizes take: \(SizeSyntax.forms.joined(separator: ", ")))")
            }
            guard narrowing.categories?.isEmpty == false else { throw .invalidField(.sizes, .missing, "the list of sizes is empty") }
        }
        if let devices {
            do {
                narrowing.devices = try DeviceCatalog().devices(matching: devices)
            } catch {
                throw .invalidField(.devices, .unknownName, "\(error)")
            }
            guard narrowing.devices?.isEmpty == false else { throw .invalidField(.devices, .missing, "the list of devices is empty") }
        }
        return narrowing
    }

    public static func == (a: Narrowing, b: Narrowing) -> Bool {
        a.categories == b.categories && a.devices?.map(\.id) == b.devices?.map(\.id)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(categories)
        hasher.combine(devices?.map(\.id))
    }
}
