import Foundation
import TypeFitConfig

/// The modules a Swift or Objective-C file imports, read from the top of the file only — the
/// imports, comments and `#if` lines before its first declaration — without parsing it: enough
/// to tell test code and macOS code from the app's, at the cost of reading a few kilobytes.
///
/// Done at discovery rather than in the Swift scan, so that a file left out is never read at all,
/// the same rule holds for Objective-C, and the scan's code is not touched for it.
struct SourceImports: Equatable {
    /// Modules imported outside any `#if` (Objective-C: outside any `#if`/`#ifdef`/`#ifndef`).
    var unconditional: Set<String> = []
    /// Every module imported before the first declaration, under `#if` or not.
    var all: Set<String> = []

    /// How much of a file is read: imports come first.
    static let headBytes = 16 << 10

    /// Why a file with these imports is not the app's source, if it is not: it imports XCTest or
    /// Testing (a test), or AppKit or Cocoa with neither UIKit nor SwiftUI anywhere (macOS code).
    /// Only imports outside `#if` decide: a file that imports AppKit under `#if os(macOS)` may hold
    /// iOS code too.
    var leftOutReason: LeftOutSource.Reason? {
        if !unconditional.isDisjoint(with: ["XCTest", "Testing"]) { return .tests }
        if !unconditional.isDisjoint(with: ["AppKit", "Cocoa"]) && all.isDisjoint(with: ["UIKit", "SwiftUI"]) { return .macOS }
        return nil
    }

    /// The imports at the head of the file at `path`; none when it cannot be read (the scan then
    /// reports it).
    static func read(_ path: String) -> SourceImports {
        guard let handle = FileHandle(forReadingAtPath: path) else { return SourceImports() }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: headBytes) else { return SourceImports() }
        return parse(String(decoding: data, as: UTF8.self))
    }

    /// Reads lines until the first that is neither blank, a comment, a compiler directive nor an import.
    static func parse(_ text: String) -> SourceImports {
        var imports = SourceImports()
        var depth = 0
        var inComment = false
        for rawLine in lines(text) {
            var line = Substring(rawLine)
            if inComment {
                guard let end = line.range(of: "*/") else { continue }
                line = line[end.upperBound...]
                inComment = false
            }
            // Block comments opened on this line (and closed on it, or later).
            while let start = line.range(of: "/*") {
                if let end = line[start.upperBound...].range(of: "*/") {
                    line = line[..<start.lowerBound] + line[end.upperBound...]
                } else {
                    line = line[..<start.lowerBound]
                    inComment = true
                }
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first else { continue }
            switch first {
            case "#if", "#ifdef", "#ifndef":
                depth += 1
                continue
            case "#endif":
                depth = max(0, depth - 1)
                continue
            case "#else", "#elseif", "#elif", "#define", "#pragma", "#undef", "#error", "#warning", "#include_next":
                continue
            default:
                break
            }
            guard let module = module(imported: trimmed, words: words) else {
                // A declaration (or anything else): the imports are behind.
                if trimmed.hasPrefix("#") || trimmed.hasPrefix("NS_ASSUME_NONNULL") { continue }
                break
            }
            imports.all.insert(module)
            if depth == 0 { imports.unconditional.insert(module) }
        }
        return imports
    }

    /// The lines of `text` as `text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)`
    /// gives them, found one at a time: the reading stops at the first declaration, long before
    /// the end of the head it read.
    static func lines(_ text: String) -> some Sequence<Substring> {
        sequence(state: Optional(text[...])) { rest -> Substring? in
            guard let current = rest else { return nil }
            guard let end = current.firstIndex(where: \.isNewline) else {
                rest = nil
                return current
            }
            rest = current[current.index(after: end)...]
            return current[..<end]
        }
    }

    /// The top module of an import line: Swift `import UIKit`, `@testable import App`, `import
    /// struct Foundation.Date`, `public import X`; Objective-C `@import UIKit;`, `#import <UIKit/UIKit.h>`,
    /// `#include <Cocoa/Cocoa.h>`. Nil for any other line.
    static func module(imported line: String, words: [String]) -> String? {
        if line.hasPrefix("#import") || line.hasPrefix("#include") {
            // `#import <Module/Header.h>`; a quoted local header names no module.
            guard let open = line.firstIndex(of: "<"), let slash = line[open...].firstIndex(of: "/") else { return nil }
            return String(line[line.index(after: open)..<slash])
        }
        if line.hasPrefix("@import") {
            guard words.count > 1 else { return nil }
            return words[1].split(whereSeparator: { $0 == "." || $0 == ";" }).first.map(String.init)
        }
        // Swift: attributes (`@testable`, `@_exported`, `@preconcurrency`, `@_spi(X)`) and an access
        // level may come before `import`; a kind (`struct`, `func`…) may come after it.
        var rest = words[...]
        while let word = rest.first, word.hasPrefix("@") || ["public", "package", "internal", "fileprivate", "private"].contains(word) {
            rest = rest.dropFirst()
        }
        guard rest.first == "import" else { return nil }
        rest = rest.dropFirst()
        if let kind = rest.first, ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"].contains(kind) {
            rest = rest.dropFirst()
        }
        guard let path = rest.first else { return nil }
        return path.split(separator: ".").first.map(String.init)
    }
}
