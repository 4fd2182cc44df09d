import Testing
import TypeFitDevices
import TypeFitDynamicType
@testable import TypeFitLayout

/// Texts the system draws for the app outside its window. The figures are the cited measurements
/// (docs/geometry.md, "System surfaces"), computed here by hand.
@Suite struct SystemSurfaceTests {
    let engine = LayoutEngine()

    /// The notification banner on a 375-pt iPhone: 375 − 2 × 8 = 359-pt banner; the text 64 pt in
    /// (192 px at @3x) with 86 px = 28⅔ pt kept at the trailing end: 359 − 64 − 28⅔ = 266⅓ pt.
    @Test func notificationTitleIsOneLineInTheBanner() throws {
        let title = try engine.frame(for: ElementSpec(.notificationTitle), in: environment("iphone-se-2"))
        #expect(abs((title.width ?? 0) - (375 - 16 - 64 - 86.0 / 3)) < 1e-9)
        #expect(title.lineLimit == 1 && title.textStyle == .subheadline && title.emphasized && title.confidence == .c)
        #expect(title.systemBox?.what == "the notification banner's title, one line")
        #expect(title.systemBox?.terms.allSatisfy(\.estimated) == true)
        // Landscape keeps the portrait banner: the same 266⅓ pt, not 667 − 108⅔.
        let landscape = try engine.frame(for: ElementSpec(.notificationTitle), in: environment("iphone-se-2", .landscape))
        #expect(abs((landscape.width ?? 0) - (375 - 16 - 64 - 86.0 / 3)) < 1e-9)
        // iPad: a 556-pt banner (1112 px at @2x), 64 pt in, 39 pt (78 px) at the trailing end: 453 pt.
        #expect(try engine.frame(for: ElementSpec(.notificationTitle), in: environment("ipad-pro-11")).width == 453)
    }

    /// The body wraps to four lines in the same column; subheadline, not emphasized.
    @Test func notificationBodyTakesFourLines() throws {
        let body = try engine.frame(for: ElementSpec(.notificationBody), in: environment("ipad-mini-8-3"))
        #expect(body.width == 453 && body.lineLimit == 4 && body.textStyle == .subheadline && !body.emphasized)
        // A rule's width and lines replace the estimate.
        let given = try engine.frame(for: ElementSpec(.notificationBody, width: .fixed(200), lineLimit: 2),
                                     in: environment("ipad-mini-8-3"))
        #expect(given.width == 200 && given.lineLimit == 2)
    }

    /// An action is a row of the long-press menu: 250 − 2 × 16 = 218 pt, two lines, body.
    @Test func notificationActionIsAMenuRow() throws {
        let action = try engine.frame(for: ElementSpec(.notificationAction), in: environment("iphone-se-1"))
        #expect(action.width == 218 && action.lineLimit == 2 && action.textStyle == .body)
    }

    /// A key command's row in the iPad's shortcut overlay: 320 − 2 × 16 − 64 − 8 = 216 pt, one line.
    @Test func keyCommandRowInTheShortcutOverlay() throws {
        let row = try engine.frame(for: ElementSpec(.keyCommand), in: environment("ipad-pro-11"))
        #expect(row.width == 216 && row.lineLimit == 1 && row.textStyle == .body)
    }

    /// The widget gallery: 320 − 2 × 16 = 288 pt on the first iPhone SE; on iPad 540 − 2 × 20 = 500.
    @Test func widgetGalleryNameAndDescription() throws {
        let name = try engine.frame(for: ElementSpec(.widgetName), in: environment("iphone-se-1"))
        #expect(name.width == 288 && name.lineLimit == 1 && name.textStyle == .title2 && name.emphasized)
        let description = try engine.frame(for: ElementSpec(.widgetDescription), in: environment("ipad-pro-11"))
        #expect(description.width == 500 && description.lineLimit == 3 && description.textStyle == .subheadline)
    }

    /// Where each surface is checked: notifications and the gallery on iPhone and iPad, the shortcut
    /// overlay on iPad only; full screen only (the surface is the screen's, whatever the window); an
    /// app's own elements have no surface.
    @Test func surfacesExistOnlyOnTheirDevices() {
        #expect(ElementKind.notificationTitle.surface == .notification)
        #expect(ElementKind.keyCommand.surface == .keyboardShortcuts)
        #expect(ElementKind.widgetDescription.surface == .widgetGallery)
        #expect(ElementKind.label.surface == nil && ElementKind.menuItem.surface == nil)
        #expect(SystemSurface.keyboardShortcuts.exists(on: .iPad, window: .full))
        #expect(!SystemSurface.keyboardShortcuts.exists(on: .iPhone, window: .full))
        #expect(SystemSurface.notification.exists(on: .iPhone, window: .full))
        #expect(!SystemSurface.notification.exists(on: .iPad, window: .half))
        #expect(!SystemSurface.notification.exists(on: .watch, window: .full))
        #expect(SystemSurface.widgetGallery.exists(on: .iPad, window: .full))
        #expect(!SystemSurface.widgetGallery.exists(on: .tv, window: .full))
    }
}
