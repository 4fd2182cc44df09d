/// `de.lproj/Localizable.strings` is German: Apple's bundles name the locale by folder.
package enum LprojLocale {
    /// The locale of a file inside a `*.lproj` folder, nil elsewhere.
    package static func locale(ofFile path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= 2 else { return nil }
        let folder = parts[parts.count - 2]
        guard folder.hasSuffix(".lproj") else { return nil }
        let name = folder.dropLast(".lproj".count)
        return name.isEmpty ? nil : String(name)
    }

    /// The table name (`Localizable` for `Localizable.strings`).
    package static func table(ofFile path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: ".") else { return file }
        return String(file[..<dot])
    }

    /// The folder holding the `*.lproj` folders, which together with the table name identifies a table.
    package static func tableHome(ofFile path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return "." }
        parts.removeLast()
        if parts.last?.hasSuffix(".lproj") == true { parts.removeLast() }
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : joined
    }
}
