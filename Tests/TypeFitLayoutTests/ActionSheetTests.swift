import Testing
import TypeFitDevices
import TypeFitDynamicType
@testable import TypeFitLayout

/// Action sheets (`UIAlertController` `.actionSheet`, SwiftUI `.confirmationDialog`): the sheet spans the
/// window less 8 pt a side on iPhone (UIKit's logged `width == superview − 16` constraint, openradar
/// 49289931), is 287 pt wide in compact height (TLActionSheetController), and a 304-pt popover on an iPad in
/// regular width (`H:[UIView(304)]`, openradar 18921595); text is inset 16 pt a side. Figures from those
/// sources and Apple's Dynamic Type table (apple-facts §1.1), computed by hand.
@Suite struct ActionSheetTests {
    let engine = LayoutEngine()

    @Test func onIPhoneTheSheetSpansTheWindowLessItsMargins() throws {
        // iPhone 8 portrait, 375 pt: sheet 375 − 2 × 8 = 359, text 359 − 2 × 16 = 327, centred: x = 187.5 − 163.5 = 24.
        let phone = try environment("iphone-8")
        let title = try engine.frame(for: ElementSpec(.actionSheetTitle), in: phone)
        #expect(title.width == 327 && title.x == 24 && title.lineLimit == 0)
        let button = try engine.frame(for: ElementSpec(.actionSheetButton), in: phone)
        #expect(button.width == 327 && button.lineLimit == 1 && button.minimumHeight == 57)
        // iPhone SE (1st generation), 320 pt: 320 − 16 − 32 = 272 — wider than the alert's 238.
        #expect(try engine.frame(for: ElementSpec(.actionSheetMessage), in: environment("iphone-se-1")).width == 272)
        // A title and a message wrap and the sheet scrolls, whatever a rule says (as an alert's).
        #expect(try engine.frame(for: ElementSpec(.actionSheetMessage, lineLimit: 1, height: .fixed(20)), in: phone).lineLimit == 0)
    }

    @Test func inCompactHeightTheSheetIs287Wide() throws {
        // iPhone 8 landscape (compact height): 287 − 32 = 255, centred in the 667-pt window: x = 333.5 − 127.5 = 206.
        let frame = try engine.frame(for: ElementSpec(.actionSheetButton), in: environment("iphone-8", .landscape))
        #expect(frame.width == 255 && frame.x == 206)
    }

    @Test func onIPadInRegularWidthItIsAPopover() throws {
        // iPad Pro 11" portrait, 834 pt, regular width: the 304-pt popover less 16 pt a side = 272, centred: x = 417 − 136.
        let popover = try engine.frame(for: ElementSpec(.actionSheetButton), in: environment("ipad-pro-11"))
        #expect(popover.width == 272 && popover.x == 281)
        #expect(popover.notes.contains { $0.contains("304-pt popover") })
        // In Slide Over (320 pt, compact width) it is the sheet at the bottom again: 320 − 16 − 32 = 272.
        let slideOver = try engine.frame(for: ElementSpec(.actionSheetButton), in: environment("ipad-pro-11", .portrait, .slideOver))
        #expect(slideOver.width == 272 && !slideOver.notes.contains { $0.contains("popover") })
    }

    @Test func fontsAndShrinking() throws {
        // Title: Footnote's emphasized weight (13-pt semibold at Large); message: Footnote; actions: Title 3, 20 pt
        // at Large and 55 pt at AX5 (Apple's table); an action shrinks to 0.58 before it is cut (SDCAlertView's
        // ActionCell.xib, minimumScaleFactor 0.58).
        #expect(ElementKind.actionSheetTitle.defaultTextStyle == .footnote && ElementKind.actionSheetTitle.isEmphasized)
        #expect(ElementKind.actionSheetMessage.defaultTextStyle == .footnote && !ElementKind.actionSheetMessage.isEmphasized)
        #expect(ElementKind.actionSheetButton.defaultTextStyle == .title3)
        #expect(try DynamicTypeTable().metrics(.title3, category: .large).size == 20)
        #expect(try DynamicTypeTable().metrics(.title3, category: .ax5).size == 55)
        let button = try engine.frame(for: ElementSpec(.actionSheetButton), in: environment("iphone-8"))
        #expect(button.minimumScale == 0.58 && button.textStyle == .title3)
        // A title or message is never shrunk.
        #expect(try engine.frame(for: ElementSpec(.actionSheetTitle), in: environment("iphone-8")).minimumScale == nil)
    }

    @Test func aWidthGivenReplacesTheSheets() throws {
        #expect(try engine.frame(for: ElementSpec(.actionSheetButton, width: .fixed(200)), in: environment("iphone-8")).width == 200)
    }

    @Test func anAlertOnIPadAndAnActionSheetOnIPhone() throws {
        // `idiom == .pad ? .alert : .actionSheet`: on iPad the alert's 238-pt button, in its own font (body);
        // on iPhone the sheet's 327.
        let spec = ElementSpec(.actionSheetButton, iPadStyle: .alert)
        let pad = try engine.frame(for: spec, in: environment("ipad-pro-11"))
        #expect(pad.width == 238 && pad.shownAs == .alertButton && pad.textStyle == .body)
        let phone = try engine.frame(for: spec, in: environment("iphone-8"))
        #expect(phone.width == 327 && phone.shownAs == .actionSheetButton)
    }

    @Test func eitherStyleChecksTheStricterHere() throws {
        // Room = line width / point size. iPhone 8 at Large: alert 238 / 17 = 14.0, sheet 327 / 20 = 16.35: the alert.
        let spec = ElementSpec(.alertButton, otherStyle: .actionSheet)
        let phone = try engine.frame(for: spec, in: environment("iphone-8"))
        #expect(phone.width == 238 && phone.shownAs == .alertButton && phone.confidence == .c)
        #expect(phone.notes.contains { $0.contains("the alert, the stricter here") })
        // iPad Pro 11" at Large: the popover's 272 / 20 = 13.6 < 14.0: the action sheet.
        let pad = try engine.frame(for: spec, in: environment("ipad-pro-11"))
        #expect(pad.width == 272 && pad.shownAs == .actionSheetButton && pad.textStyle == .title3)
        // The same iPad at AX5: alert 238 / 53 = 4.49, sheet 272 / 55 = 4.95: the alert again.
        let large = try engine.frame(for: spec, in: environment("ipad-pro-11", .portrait, .full, .ax5))
        #expect(large.width == 238 && large.shownAs == .alertButton)
        // A title: the alert's 17-pt headline in 238 (14.0) against the sheet's 13-pt footnote in 327 (25.2).
        let title = try engine.frame(for: ElementSpec(.actionSheetTitle, otherStyle: .alert), in: environment("iphone-8"))
        #expect(title.width == 238 && title.shownAs == .alertTitle)
        // Without another style, the element's own.
        #expect(try engine.frame(for: ElementSpec(.alertButton), in: environment("ipad-pro-11")).shownAs == .alertButton)
    }
}
