/// Which of a corpus app's type names and catalog keys are its own: distinctive enough that their
/// appearance in `Sources/` can only come from reading that app. The rest are words of English, of
/// Apple's SDKs or of tools, which an app may declare and `Sources/` may say for reasons of its own.
enum NameRules {
    /// A name this many apps (of ten unrelated ones) declare independently is a convention
    /// (`APIError`, `CodingKeys`, `NotificationService`), not any one app's.
    static let conventionApps = 3

    /// A type name is an app's own when it is at least two words (`PickServerEmptyStateView`,
    /// `AppTab`; ``words(in:)``): a single word is English or an acronym, however long or however
    /// many capitals it has (`Section`, `Accessibility`, `Placeholder`, `Storyboard`, `JSON`, `URL`,
    /// all declared by some corpus app and all words `Sources/` needs), and the app's own name is
    /// checked as an app name. A rule of "two capitals or ten letters" would take in those words
    /// too and need a dictionary to take them out again; counting words needs none. Not an Apple
    /// framework's prefixed name (`UILabel`, `NSString`, as apps redeclare them in categories) nor a
    /// ``platformTypeNames`` one.
    static func isDistinctiveType(_ name: String) -> Bool {
        words(in: name) >= 2 && !hasApplePrefix(name) && !platformTypeNames.contains(name)
    }

    /// A catalog key is an identifier, not text, when it has no whitespace, is at least
    /// ``minimumKeyLength`` long, and joins letters with `.`, `_` or `-` (`settings.title`,
    /// `a.wallet.token`, `swipe-actions`) or is camelCase (`addCustomToken`). English-text keys
    /// ("Cancel", "Log In") are not; nor Apple's Info.plist keys (`CFBundleDisplayName`,
    /// `NSCameraUsageDescription`), which every app localizes.
    static func isDistinctiveKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count >= minimumKeyLength, !bytes.contains(where: isWhitespace), !hasApplePrefix(key) else { return false }
        for index in bytes.indices.dropFirst().dropLast() {
            let (before, byte, after) = (bytes[index - 1], bytes[index], bytes[index + 1])
            if (byte == 0x2E || byte == 0x5F || byte == 0x2D), isLetter(before), isLetter(after) { return true }
        }
        return bytes.indices.dropFirst().contains { isLower(bytes[$0 - 1]) && isUpper(bytes[$0]) }
    }

    /// Shorter identifier-like keys of the corpus are as often words `Sources/` has its own reasons
    /// to write (`example.com`, `HealthKit`, `action.ok`, `touch.id`) as an app's.
    static let minimumKeyLength = 12

    /// Type names of Apple's SDKs, the Swift standard library, tools and libraries that apps also
    /// declare (a shadowing type or a library's copy) and that `Sources/` names as what they are,
    /// and the generic names of UIKit's and SwiftUI's roles that one or two apps give a type of
    /// their own. (SwiftGen's `L10n` and R.swift's `R` are one word, never distinctive.)
    static let platformTypeNames: Set<String> = [
        // SwiftUI views, styles and protocols typefit reads (Apple's SwiftUI documentation).
        "ButtonStyle", "LabelStyle", "ProgressView", "TextField", "EditButton",
        // Swift's standard library and Foundation.
        "DecodingError", "UserDefaults",
        // swift-argument-parser, which the typefit command uses.
        "ValidationError",
        // The Composable Architecture / swift-navigation state types whose text typefit reads.
        "ButtonState", "TextState",
        // Xcode's app template's view, UIKit's classes without their prefix, and the roles of
        // model-view-view-model code: words of the platform, whoever declares one.
        "ContentView", "ImageView", "TableView", "TextView", "ViewModel", "DataSource",
    ]

    /// Words in a name: camelCase humps (`APIError` is API + Error) and `_`-joined parts. Digits do
    /// not start a word (`L10n`, `A11y` are one).
    static func words(in name: String) -> Int {
        var count = 0
        for part in name.utf8.split(separator: 0x5F) {
            let bytes = Array(part)
            count += 1
            for index in bytes.indices.dropFirst() where isUpper(bytes[index]) {
                let before = bytes[index - 1]
                let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
                if isLower(before) || isDigit(before) || (isUpper(before) && nextIsLower) { count += 1 }
            }
        }
        return count
    }

    /// Whether the name starts with an Apple framework's two-letter prefix and then a capital
    /// (`UILabel`, `CGFloat`, `INIntent`; not `INat…`, whose prefix ends in a lowercase letter).
    static func hasApplePrefix(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count > 2, isUpper(bytes[2]) else { return false }
        return applePrefixes.contains(String(decoding: bytes[0..<2], as: UTF8.self))
    }

    /// Prefixes of Apple's Objective-C frameworks: UIKit, Foundation/AppKit, Core Graphics,
    /// Core Animation, Core Foundation, Core Image, Core Location, CloudKit, Contacts, Core Text,
    /// Core Media, Core Video, StoreKit/SpriteKit, MapKit, AVFoundation, WebKit, Photos,
    /// UserNotifications, MessageUI, SFSafariViewController/Speech, SceneKit, Quick Look, GameKit,
    /// HealthKit, EventKit, Intents, AuthenticationServices, ARKit, LocalAuthentication,
    /// MediaPlayer, Metal, NetworkExtension, PassKit, TextKit, Vision, WatchConnectivity, CallKit.
    static let applePrefixes: Set<String> = [
        "UI", "NS", "CG", "CA", "CF", "CI", "CL", "CK", "CN", "CT", "CM", "CV", "SK", "MK", "AV", "WK",
        "PH", "UN", "MF", "SF", "SC", "QL", "GK", "HK", "EK", "IN", "AS", "AR", "LA", "MP", "MT", "NE",
        "PK", "TK", "VN", "WC", "CX",
    ]

    static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}
