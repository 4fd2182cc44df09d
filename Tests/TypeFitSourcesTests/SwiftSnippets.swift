import TypeFitConfig
import TypeFitDiagnostics
import TypeFitLayout
@testable import TypeFitSources

/// Reads Swift snippets as the source pass would read files, and spells each use on one line so a
/// test states its exact expectation: key, kind, element and settings, place, pattern, grade, hops.
enum SwiftSnippets {
    /// The uses and unresolved uses of one snippet standing for `App/View.swift`.
    static func read(_ source: String, keys: [String], tables: [String: String] = [:], path: String = "App/View.swift",
                     wrappers: [SourceWrapper] = []) -> SourceLayout {
        read([(path, source)], keys: keys, tables: tables, wrappers: wrappers)
    }

    static func read(_ files: [(path: String, text: String)], keys: [String], tables: [String: String] = [:],
                     wrappers: [SourceWrapper] = [], outlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets()) -> SourceLayout {
        var index: [String: Set<String>] = [:]
        for key in keys { index[key] = [tables[key] ?? "Localizable"] }
        return SwiftSources.read(texts: files, keys: KeyIndex(tables: index), wrappers: wrappers, outlets: outlets)
    }

    /// `key | element k=v … | File.swift:line | pattern | grade [| via File.swift:line …]`.
    static func lines(_ layout: SourceLayout) -> [String] {
        layout.uses.map(line)
    }

    static func line(_ use: SourceUse) -> String {
        var parts = [use.key]
        if use.kind == .notDrawn {
            parts.append("not drawn: " + (use.reason ?? ""))
        } else {
            parts.append(settings(use.settings))
        }
        parts.append(place(use.location))
        parts.append(use.pattern)
        parts.append(use.grade.rawValue)
        if !use.via.isEmpty { parts.append("via " + use.via.map(place).joined(separator: " ")) }
        return parts.joined(separator: " | ")
    }

    static func unresolved(_ layout: SourceLayout) -> [String] {
        layout.unresolved.map { use in
            var parts = [use.key ?? "-", place(use.location), use.expression]
            if let suggestion = use.suggestion {
                parts.append("suggest \(suggestion.call) \(suggestion.argument) \(suggestion.element?.rawValue ?? "text")")
            }
            return parts.joined(separator: " | ")
        }
    }

    static func place(_ location: SourceLocation) -> String {
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "\(file):\(location.line)"
    }

    static func settings(_ s: ElementSettings) -> String {
        var parts = [s.element?.rawValue ?? "-"]
        if let style = s.style { parts.append("style=\(style.rawValue)") }
        if let font = s.font {
            var text = "font=\(number(font.size))/\(font.relativeTo?.rawValue ?? "fixed")"
            if let maximum = font.maximumSize { text += " max=\(number(maximum))" }
            parts.append(text)
        }
        if let weight = s.weight { parts.append("weight=\(weight.rawValue)") }
        if let lines = s.lines { parts.append("lines=\(lines)") }
        if case .solved? = s.width, let width = s.width {
            parts.append("width=solved(\(WidthSyntax.spelling(width)))")
        } else if let width = s.width {
            parts.append("width=\(width)")
        }
        if let offset = s.trailingOffset { parts.append("trailing=\(number(offset))") }
        if let accessory = s.accessory { parts.append("accessory=\(accessory)") }
        if let segments = s.segments { parts.append("segments=\(segments)") }
        if let size = s.maxSize { parts.append("max=\(size.rawValue)") }
        if let scale = s.minimumScale { parts.append("min-scale=\(number(scale))") }
        if let style = s.iPadStyle { parts.append("ipad-style=\(style.rawValue)") }
        if let style = s.otherStyle { parts.append("other-style=\(style.rawValue)") }
        return parts.joined(separator: " ")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
