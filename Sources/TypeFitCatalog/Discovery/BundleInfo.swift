import Foundation
import TypeFitDiagnostics

/// What an `Info.plist` (an XML property list) says about where its bundle runs: the top-level
/// keys of `BundleInfo.keys`, each with its value as text (a list's items, `true`/`false`, an
/// integer) and where it is written.
package struct BundleInfo: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        /// A string's, integer's or Boolean's text; a list's items in order; empty for a dictionary.
        package var values: [String]
        package var location: SourceLocation
    }

    package var entries: [String: Entry]

    /// An app extension's (`NSExtension`, `EXAppExtensionAttributes`): it runs inside an app of the
    /// same platform, so it says nothing of its own about the app's platforms.
    package var isExtension: Bool { entries["NSExtension"] != nil || entries["EXAppExtensionAttributes"] != nil }

    /// A macOS app's: `LSMinimumSystemVersion` (read by macOS only) and none of the keys of an app
    /// that runs in iOS, iPadOS or watchOS (`LSRequiresIPhoneOS`, `UIDeviceFamily`, `WKApplication`,
    /// `WKWatchKitApp`), nor a `CFBundleSupportedPlatforms` naming another SDK than `macosx`.
    package var isMacApplication: Bool {
        guard !isExtension, entries["LSMinimumSystemVersion"] != nil else { return false }
        if ["LSRequiresIPhoneOS", "UIDeviceFamily", "WKApplication", "WKWatchKitApp"].contains(where: { entries[$0] != nil }) {
            return false
        }
        return (entries["CFBundleSupportedPlatforms"]?.values ?? []).allSatisfy { $0.lowercased().hasPrefix("macosx") }
    }

    /// The keys read (Apple, Information Property List): `LSRequiresIPhoneOS` (“whether the app must
    /// run in iOS”), `UIDeviceFamily` (the device families the app supports: 1 iPhone and iPod touch,
    /// 2 iPad), `LSMinimumSystemVersion` (“the minimum version of the operating system required for
    /// the app to run in macOS”), `CFBundleSupportedPlatforms`, `WKApplication` and `WKWatchKitApp`
    /// (a watchOS app), and the extension keys.
    /// `UISupportedInterfaceOrientations` (and its `~iphone`, `~ipad` forms): the orientations the
    /// app's interface supports on each kind of device.
    package static let keys = ["LSRequiresIPhoneOS", "UIDeviceFamily", "LSMinimumSystemVersion", "CFBundleSupportedPlatforms",
                               "WKApplication", "WKWatchKitApp", "NSExtension", "EXAppExtensionAttributes",
                               "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~iphone",
                               "UISupportedInterfaceOrientations~ipad"]

    /// Reads the keys from an XML property list. Throws a problem at the line where the file
    /// stops being one (a binary property list is not read: source trees keep them as XML).
    package static func read(file path: String, bytes: [UInt8]) throws(InputProblem) -> BundleInfo {
        let lines = LineIndex(file: path, bytes: bytes)
        if bytes.starts(with: Array("bplist".utf8)) {
            throw InputProblem("a binary property list: not read (save it as XML to have its platforms read)",
                               at: lines.location(0))
        }
        let root: XMLReader.Element
        do { root = try XMLReader.parse(bytes) } catch {
            throw InputProblem("not a property list: \(error.message)", at: lines.location(error.offset))
        }
        guard root.name == "plist", let dictionary = root.first("dict") else {
            throw InputProblem("not an Info.plist: expected <plist><dict>", at: lines.location(root.offset))
        }
        var entries: [String: Entry] = [:]
        let items = dictionary.elements
        var index = 0
        while index + 1 < items.count {
            defer { index += 2 }
            guard items[index].name == "key" else {
                throw InputProblem("expected <key> in <dict>, found <\(items[index].name)>", at: lines.location(items[index].offset))
            }
            let key = items[index].text
            guard keys.contains(key), entries[key] == nil else { continue }
            let value = items[index + 1]
            let values: [String] = switch value.name {
            case "array": value.elements.map(Self.text)
            case "dict": []
            default: [Self.text(value)]
            }
            entries[key] = Entry(values: values, location: lines.location(items[index].offset))
        }
        return BundleInfo(entries: entries)
    }

    private static func text(_ element: XMLReader.Element) -> String {
        switch element.name {
        case "true", "false": element.name
        default: element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
