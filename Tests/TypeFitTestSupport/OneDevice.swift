import Foundation
import TypeFitConfig
import TypeFitDevices
import TypeFitCore

/// The check set-up several suites share: one iPhone SE (1st generation) environment (320 × 568,
/// portrait, full window, 16-pt margins) at Large, with every element a 10-pt fixed-size label
/// in a 100-pt box unless a hint says otherwise, and Tests/TypeFitCheckTests/Fixtures/Engine.xcstrings
/// as the project. Widths by hand in the test font: "Save" = 21 pt, "Speichern und schliessen" = 116 pt.
public enum OneDevice {
    public static func configuration() -> CheckConfiguration {
        var c = CheckConfiguration()
        c.devices = DeviceCatalog().devices.filter { $0.id == "iphone-se-1" }
        c.orientations = [.portrait]
        c.windows = [.full]
        c.categories = [.large]
        c.defaults = ElementSettings(element: .label, font: CustomFont(size: 10, relativeTo: nil), lines: 1,
                                     width: .fixed(100))
        return c
    }

    /// The catalog the check engine's tests, the service's and the server's use as their project.
    public static let projectCatalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TypeFitCheckTests/Fixtures/Engine.xcstrings").standardizedFileURL.path
}
