/// Every iPad in apple-facts §7 (screen sizes, HIG Layout), with safe areas from §5 and Split View / Slide Over
/// widths from §6.
enum IPadCatalog {
    /// A measured Split View row of apple-facts §6 (DEVTOOLS, confirmed for 9.7"/12.9"; grade B).
    private static func measured(_ landThird: Double, _ landHalf: Double, _ landTwoThirds: Double,
                                 _ portThird: Double, _ portTwoThirds: Double,
                                 slideOver land: (Double, Double), _ port: (Double, Double),
                                 halfRegular: Bool = false) -> Multitasking {
        Multitasking(landscapeThird: landThird, landscapeHalf: landHalf, landscapeTwoThirds: landTwoThirds,
                     portraitThird: portThird, portraitTwoThirds: portTwoThirds,
                     slideOverLandscape: ScreenSize(width: land.0, height: land.1),
                     slideOverPortrait: ScreenSize(width: port.0, height: port.1), landscapeHalfIsRegular: halfRegular)
    }

    /// Widths no source lists, from the rules §6 draws out of its data (UNVERIFIED, grade C): 1/3 = 375 when
    /// the landscape width ≥ 1180 else 320; 1/2 = W/2 − 5; 2/3 = W − 1/3 − 10; Slide Over height = screen
    /// height − 40 (home button) or − 48 (Face ID); landscape 1/2 regular when ≥ 678 pt (see `WindowRules`).
    static func derived(portrait: ScreenSize, faceID: Bool, portraitThird: Double? = nil) -> Multitasking {
        let landWidth = portrait.height
        let third: Double = landWidth >= 1180 ? 375 : 320
        let portThird = portraitThird ?? 320
        let half = landWidth / 2 - 5
        let reduction: Double = faceID ? 48 : 40
        return Multitasking(
            landscapeThird: third, landscapeHalf: half, landscapeTwoThirds: landWidth - third - 10,
            portraitThird: portThird, portraitTwoThirds: portrait.width - portThird - 10,
            slideOverLandscape: ScreenSize(width: third, height: portrait.width - reduction),
            slideOverPortrait: ScreenSize(width: portThird, height: portrait.height - reduction),
            landscapeHalfIsRegular: half >= WindowRules().regularWidthThreshold)
    }

    /// §6 rows, keyed by the portrait screen they were measured on.
    static let split12_9 = measured(375, 678, 981, 375, 639, slideOver: (375, 976), (375, 1318), halfRegular: true)
    static let split11 = measured(375, 592, 809, 320, 504, slideOver: (375, 786), (320, 1146))
    static let split10_9 = measured(375, 585, 795, 320, 490, slideOver: (375, 772), (320, 1132))
    static let split10_5 = measured(320, 551, 782, 320, 504, slideOver: (320, 794), (320, 1072))
    static let split10_2 = measured(320, 535, 750, 320, 480, slideOver: (320, 770), (320, 1040))
    static let split9_7 = measured(320, 507, 694, 320, 438, slideOver: (320, 728), (320, 984))

    private static func iPad(_ id: String, _ name: String, _ year: Int, _ width: Double, _ height: Double,
                             faceID: Bool, split: Multitasking, splitGrade: GeometryConfidence,
                             size: GeometryConfidence = .a, notes: [String] = []) -> Device {
        // §5: home-button iPads have a 20-pt status bar and nothing else; all-screen iPads 24 top, 20 bottom
        // (home indicator), in both orientations.
        let safe = faceID ? EdgeInsets(top: 24, bottom: 20) : EdgeInsets(top: 20)
        return Device(id: id, name: name, family: .iPad, year: year, size: ScreenSize(width: width, height: height),
                      scale: 2, portraitSafeArea: safe, landscapeSafeArea: safe, hasHomeButton: !faceID,
                      multitasking: split, confidence: DeviceConfidence(size: size, safeArea: .b, multitasking: splitGrade),
                      notes: ["size: apple-facts §7", "safe area: §5", "Split View / Slide Over: §6"] + notes)
    }

    static let devices: [Device] = [
        iPad("ipad-pro-13-m4", "iPad Pro 13-inch (M4/M5)", 2024, 1032, 1376, faceID: true,
             split: derived(portrait: ScreenSize(width: 1032, height: 1376), faceID: true, portraitThird: 375),
             splitGrade: .c, notes: ["split widths derived, unverified (§6)"]),
        iPad("ipad-pro-12-9", "iPad Pro 12.9-inch (3rd–6th generation)", 2018, 1024, 1366, faceID: true,
             split: split12_9, splitGrade: .b),
        iPad("ipad-pro-12-9-gen2", "iPad Pro 12.9-inch (1st–2nd generation)", 2015, 1024, 1366, faceID: false,
             split: split12_9, splitGrade: .c,
             notes: ["Slide Over height listed as − 48 although the status bar is 20 pt; − 40 likely (§6 ⚠)"]),
        iPad("ipad-pro-11-m4", "iPad Pro 11-inch (M4/M5)", 2024, 834, 1210, faceID: true,
             split: derived(portrait: ScreenSize(width: 834, height: 1210), faceID: true), splitGrade: .c,
             notes: ["split widths derived, unverified (§6)"]),
        iPad("ipad-pro-11", "iPad Pro 11-inch (1st–4th generation)", 2018, 834, 1194, faceID: true,
             split: split11, splitGrade: .b),
        iPad("ipad-pro-10-5", "iPad Pro 10.5-inch", 2017, 834, 1112, faceID: false, split: split10_5, splitGrade: .b),
        iPad("ipad-pro-9-7", "iPad Pro 9.7-inch", 2016, 768, 1024, faceID: false, split: split9_7, splitGrade: .b),
        iPad("ipad-air-13", "iPad Air 13-inch (M2 and later)", 2024, 1024, 1366, faceID: true, split: split12_9,
             splitGrade: .c, notes: ["split widths assumed equal to 12.9\" (same screen; unverified)"]),
        iPad("ipad-air-11", "iPad Air 11-inch (M2 and later)", 2024, 820, 1180, faceID: true, split: split10_9,
             splitGrade: .c, notes: ["split widths assumed equal to Air 10.9\" (same screen; §6 derived)"]),
        iPad("ipad-air-10-9", "iPad Air 10.9-inch (4th–5th generation)", 2020, 820, 1180, faceID: true,
             split: split10_9, splitGrade: .b),
        iPad("ipad-air-10-5", "iPad Air 10.5-inch (3rd generation)", 2019, 834, 1112, faceID: false,
             split: split10_5, splitGrade: .b),
        iPad("ipad-air-9-7", "iPad Air 9.7-inch (1st–2nd generation)", 2013, 768, 1024, faceID: false,
             split: split9_7, splitGrade: .b),
        iPad("ipad-11-a16", "iPad 11-inch (A16)", 2025, 820, 1180, faceID: true, split: split10_9, splitGrade: .c,
             notes: ["split widths assumed equal to Air 10.9\" (same screen; §6 derived)"]),
        iPad("ipad-10", "iPad (10th generation)", 2022, 820, 1180, faceID: true, split: split10_9, splitGrade: .c,
             size: .b, notes: ["no separate HIG row; same panel as Air 10.9\" (§7)"]),
        iPad("ipad-10-2", "iPad 10.2-inch (7th–9th generation)", 2019, 810, 1080, faceID: false,
             split: split10_2, splitGrade: .b),
        iPad("ipad-9-7", "iPad 9.7-inch (5th–6th generation)", 2017, 768, 1024, faceID: false, split: split9_7,
             splitGrade: .b),
        iPad("ipad-mini-8-3", "iPad mini 8.3-inch (6th–7th generation)", 2021, 744, 1133, faceID: true,
             split: derived(portrait: ScreenSize(width: 744, height: 1133), faceID: true), splitGrade: .c,
             notes: ["1/3 = 320 reported; other widths derived (§6)",
                     "landscape safe-area height 695 reported once, unexplained (§5 ⚠)"]),
        iPad("ipad-mini-7-9", "iPad mini 7.9-inch (4th–5th generation)", 2015, 768, 1024, faceID: false,
             split: split9_7, splitGrade: .b),
    ]
}
