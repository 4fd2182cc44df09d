import TypeFitConfig

/// What the system does with an `InfoPlist` strings key, from its name: the key of an
/// `InfoPlist.strings` table is the Info.plist key it localizes, or — for values Info.plist
/// localizes by value, such as home-screen quick action titles — that value.
enum InfoPlistKeys {
    enum Role: Equatable {
        case drawn(ElementSettings, pattern: String, grade: UseGrade)
        case notDrawn(reason: String, pattern: String)
        /// Not an Info.plist key: a value Info.plist names, whose element only the Info.plist says.
        case unknown
    }

    /// - Parameter displayNameAlongside: the same table also localizes `CFBundleDisplayName`.
    /// - Parameter folder: the folder holding the table's `.lproj` folders (the target's).
    static func role(of key: String, displayNameAlongside: Bool, folder: String = "") -> Role {
        let pattern = "Info.plist " + key
        if key == "CFBundleDisplayName" || key == "CFBundleName", isAppExtension(folder: folder) {
            return .notDrawn(reason: "an app extension's name (by its target folder's name): the share sheet, Settings or "
                                 + "the widget gallery show it, not the home screen", pattern: pattern + " (app extension)")
        }
        if key.hasSuffix("UsageDescription") {
            // The message of the permission alert: it wraps and scrolls, never one line.
            return .drawn(ElementSettings(element: .alertMessage, lines: 0), pattern: pattern, grade: .a)
        }
        switch key {
        case "CFBundleDisplayName":
            return .drawn(ElementSettings(element: .homeScreenName, lines: 1), pattern: pattern, grade: .a)
        case "CFBundleName":
            if displayNameAlongside {
                return .notDrawn(reason: "the home screen shows CFBundleDisplayName, which this table also localizes",
                                 pattern: pattern)
            }
            // Shown under the icon only while the Info.plist sets no display name.
            return .drawn(ElementSettings(element: .homeScreenName, lines: 1), pattern: pattern, grade: .c)
        default:
            break
        }
        if let reason = notShown[key] { return .notDrawn(reason: reason, pattern: pattern) }
        if key.hasPrefix("INAlternativeAppName") {
            return .notDrawn(reason: "a name Siri understands for the app: spoken, not drawn", pattern: pattern)
        }
        // Quick actions name their title's key in Info.plist; by convention the key says what it is.
        if key.hasSuffix("ShortcutItemTitle") || key.hasSuffix("ShortcutItemSubtitle") {
            let field = key.hasSuffix("Title") ? "UIApplicationShortcutItemTitle" : "UIApplicationShortcutItemSubtitle"
            return .drawn(ElementSettings(element: .menuItem), pattern: "Info.plist " + field, grade: .c)
        }
        return .unknown
    }

    /// Whether a target folder is, by Xcode's naming of extension targets, an app extension's
    /// (`ShareExtension`, `AutofillCredentialProvider`, `Widgets`, `OpenAction`): an extension's
    /// name is never under a home-screen icon. Only the Info.plist's `NSExtension` says so for
    /// sure, and the corpus apps ship none, so the folder's name decides (a convention).
    static func isAppExtension(folder: String) -> Bool {
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        return extensionSuffixes.contains { name.hasSuffix($0) }
    }

    static let extensionSuffixes = ["Extension", "Provider", "Widget", "Widgets", "Action", "Intents", "IntentsUI",
                                    "Notifications", "NotificationService", "NotificationContent", "Keyboard"]

    /// Info.plist keys the system localizes but does not draw as text in an iOS app.
    static let notShown: [String: String] = [
        "NSHumanReadableCopyright": "a copyright notice: macOS shows it in About panels; iOS does not draw it",
        "CFBundleSpokenName": "the name VoiceOver and Siri speak: not drawn",
        "NSUserActivityTypes": "user activity type identifiers: not shown",
        "CFBundleShortVersionString": "bundle metadata: not shown as UI text",
        "CFBundleVersion": "bundle metadata: not shown as UI text",
        "CFBundleGetInfoString": "bundle metadata: not shown as UI text",
        "CFBundleIdentifier": "bundle metadata: not shown as UI text",
        "CFBundleDevelopmentRegion": "bundle metadata: not shown as UI text",
    ]
}
