import TypeFitCheck

/// The shapes of the JSON report's version 2. A finding is the model's `Finding` with three
/// fields turned into references, each an index: `bySize[].scene` into the document's `scenes`
/// (a scene now holds its device, orientation, window and size class), `devices` into
/// `deviceSets`, and `worst` into the finding's own `bySize`. A device's name is written once, in
/// `devices`. Everything version 1 holds is reachable through them (`schema/report-v2.schema.json`).
enum JSONReportV2 {
    /// Where an occurrence is drawn: the environment (device, orientation, window, size class)
    /// and the model's `Scene` in it.
    struct Scene: Encodable, Hashable {
        var device: String
        var orientation: String
        var window: String
        var horizontalSizeClass: String
        var scene: TypeFitCheck.Scene

        private enum Keys: String, CodingKey { case device, orientation, window, horizontalSizeClass }

        /// The scene's own fields beside the environment's, in one object.
        func encode(to encoder: any Encoder) throws {
            try scene.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(device, forKey: .device)
            try container.encode(orientation, forKey: .orientation)
            try container.encode(window, forKey: .window)
            try container.encode(horizontalSizeClass, forKey: .horizontalSizeClass)
        }
    }

    /// An `Occurrence` without its scene and device name: `scene` indexes the document's `scenes`.
    struct Occurrence: Encodable, Equatable {
        var available: Figures
        var category: String
        var measured: Figures
        var message: String
        var overflow: Double
        var pointSize: Double
        var scene: Int
    }

    struct Device: Encodable, Equatable {
        var name: String
    }

    /// A finding as version 1 writes it, with `bySize`, `worst` and `devices` replaced by their
    /// version 2 forms. Every other field comes from `Finding`'s own encoding, so a field added to
    /// the model reaches both versions.
    struct Finding: Encodable {
        var finding: TypeFitCheck.Finding
        var bySize: [Occurrence]
        /// An index into `bySize`, or, for a worst occurrence that is none of them (never one
        /// typefit makes), the occurrence itself.
        var worst: Worst?
        var devices: Int

        typealias Worst = WorstOccurrence<Occurrence>

        private enum Keys: String, CodingKey { case bySize, worst, devices }

        /// The model's encoding, then the three fields written again: a keyed container of the
        /// same encoder replaces a key's value (JSONEncoder keeps one dictionary per object), so
        /// each key appears once with its version 2 value.
        func encode(to encoder: any Encoder) throws {
            var model = finding
            model.bySize = []
            model.worst = nil
            model.devices = []
            try model.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(bySize, forKey: .bySize)
            try container.encodeIfPresent(worst, forKey: .worst)
            try container.encode(devices, forKey: .devices)
        }
    }

    /// The document's tables, filled as findings are turned into version 2: each distinct scene,
    /// device and list of devices once, numbered in the order first met.
    struct Tables {
        private(set) var scenes: [Scene] = []
        private var sceneIndex: [Scene: Int] = [:]
        private(set) var devices: [String: Device] = [:]
        private(set) var deviceSets: [[String]] = []
        private var deviceSetIndex: [[String]: Int] = [:]

        mutating func finding(_ finding: TypeFitCheck.Finding) -> Finding {
            let bySize = finding.bySize.map { occurrence($0) }
            var worst: Finding.Worst?
            if let model = finding.worst {
                let reference = occurrence(model)
                worst = bySize.firstIndex(of: reference).map(Finding.Worst.index) ?? .occurrence(reference)
            }
            return Finding(finding: finding, bySize: bySize, worst: worst, devices: deviceSet(finding.devices))
        }

        /// The occurrence with its scene in the table (version 3 reads the index too).
        mutating func occurrence(_ o: TypeFitCheck.Occurrence) -> Occurrence {
            devices[o.device] = Device(name: o.deviceName)
            let scene = Scene(device: o.device, orientation: o.orientation, window: o.window,
                              horizontalSizeClass: o.horizontalSizeClass, scene: o.scene)
            let index: Int
            if let known = sceneIndex[scene] {
                index = known
            } else {
                index = scenes.count
                scenes.append(scene)
                sceneIndex[scene] = index
            }
            return Occurrence(available: o.available, category: o.category, measured: o.measured, message: o.message,
                              overflow: o.overflow, pointSize: o.pointSize, scene: index)
        }

        mutating func deviceSet(_ ids: [String]) -> Int {
            if let known = deviceSetIndex[ids] { return known }
            deviceSets.append(ids)
            deviceSetIndex[ids] = deviceSets.count - 1
            return deviceSets.count - 1
        }
    }
}
