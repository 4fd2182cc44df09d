import Foundation
import TypeFitConfig

/// Which folders under the sources folders hold something other than the app's own source: test
/// targets, others' code, build products. Catalog discovery has rules of its own
/// (`CatalogDiscovery.skippedFolders`): a vendored folder's catalogs are still not the app's, but
/// a test folder never holds catalogs the app ships, so those rules stay apart.
enum SourceFolders {
    /// Folders a dependency manager or Xcode fills with others' code, and folders named, by
    /// convention, for code copied in from elsewhere.
    static let thirdParty: Set<String> = ["Pods", "Carthage", "SourcePackages", "checkouts", "node_modules",
                                          "Vendor", "vendor", "ThirdParty", "third_party", "3rdParty"]
    /// Folders of build products.
    static let buildProducts: Set<String> = ["DerivedData", "build"]

    /// Why the folder `name`, holding `names`, is left out; nil when it may hold the app's source.
    /// The root of a walk is never asked: a folder given on purpose is read.
    static func leftOutReason(folder name: String, holding names: [String]) -> LeftOutSource.Reason? {
        if thirdParty.contains(name) { return .thirdParty }
        if buildProducts.contains(name) { return .buildProducts }
        if name.hasSuffix(".xcloc") { return .exports }
        // Test targets by Xcode's naming (`AppTests`, `AppUITests`) and BDD suites' (`AppSpecs`).
        if name == "Tests" || name.hasSuffix("Tests") || name.hasSuffix("Specs") { return .tests }
        // A folder with a licence of its own is a copy of someone else's project.
        if names.contains(where: isLicence) { return .thirdParty }
        return nil
    }

    /// A licence file: `LICENSE`, `LICENSE.md`, `Licence.txt`, `LICENSE-MIT`, `COPYING.LESSER` — not
    /// the app's own `LicenseView.swift` or `Licenses.plist`.
    static func isLicence(_ name: String) -> Bool {
        let lower = name.lowercased()
        guard let prefix = ["license", "licence", "copying"].first(where: { lower.hasPrefix($0) }) else { return false }
        let rest = lower.dropFirst(prefix.count)
        guard let first = rest.first else { return true }
        if first == "-" || first == "_" { return true }
        return first == "." && licenceExtensions.contains(String(rest.dropFirst()))
    }

    /// What follows `LICENSE.` in a licence file's name: a text format, or the licence's own name.
    static let licenceExtensions: Set<String> = ["md", "txt", "rst", "markdown", "html", "htm", "rtf", "lesser", "mit",
                                                 "apache", "bsd", "gpl", "lgpl"]

    /// The files with a source extension under `folder` (links not followed, hidden folders not
    /// entered): what leaving it out leaves unread.
    static func sourceFileCount(in folder: String, extensions: [String: SourceFile.Kind]) -> Int {
        let fm = FileManager.default
        var count = 0
        var stack = [folder]
        while let directory = stack.popLast() {
            guard let names = try? fm.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where !name.hasPrefix(".") {
                let child = directory + "/" + name
                guard let type = (try? fm.attributesOfItem(atPath: child))?[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    stack.append(child)
                } else if type == .typeRegular, extensions[(name as NSString).pathExtension.lowercased()] != nil {
                    count += 1
                }
            }
        }
        return count
    }
}
