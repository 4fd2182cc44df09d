import ArgumentParser
import Foundation
import TypeFit

struct MeasureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure one string the way a phone lays it out.",
        discussion: """
            Shapes TEXT with HarfBuzz at --size points in the fonts for its scripts, breaks it into \
            lines with ICU when --width is given, and prints the widths, line count and height.

            Examples:
              typefit measure "Einstellungen speichern" --size 17 --locale de
              typefit measure "حفظ الإعدادات" --size 17 --locale ar --width 120 --json
              typefit measure "Save" --size 17 --weight semibold --font ~/Fonts/SF-Pro.ttf
              typefit measure "Einstellungen" --style headline --category AX3 --locale de
              echo "long text" | typefit measure - --size 17 --width 200 --max-lines 2

            Use - as TEXT to read it from standard input (UTF-8). Without --font, typefit uses the \
            platform's fonts (Inter and Noto on Linux, the system fonts on a Mac), or with \
            --apple-fonts DIR Apple's fonts from that folder (docs/fonts.md); every result names the faces used.
            """)

    @Argument(help: "The text to measure, or - to read standard input.")
    var text: String

    @Option(help: "Point size (e.g. 17). Or give --style (and --category) to take it from Dynamic Type.")
    var size: Double?

    @Option(help: "A Dynamic Type text style (body, headline, title1, …): size and weight from Apple's table.")
    var style: String?

    @Option(help: "Content size category for --style: xSmall … xxxLarge, AX1 … AX5 (default Large).")
    var category: String = "large"

    @Option(help: "Font weight: \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")). Default: regular, or the style's.")
    var weight: FontWeight?

    @Option(help: "Locale (BCP 47) the text is in: picks line-break rules, fonts and direction.")
    var locale: String = "en"

    @Option(help: "Width to fit in, in points. Without it, each paragraph is one line.")
    var width: Double?

    @Option(name: .customLong("max-lines"), help: "Most lines shown; the last is truncated with …. 0: no limit.")
    var maxLines: Int?

    @Option(help: "Designed line spacing in points (HIG leading). Default: the font's own line height.")
    var leading: Double?

    @Option(help: "Paragraph direction: natural (from the text, else the locale), ltr or rtl.")
    var direction: TextDirection = .natural

    @Option(name: .customLong("line-break-strategy"),
            help: "How lines are chosen: standard is UILabel's and SwiftUI Text's (a lone last word takes one more), none plain greedy lines.")
    var lineBreakStrategy: LineBreakStrategy = .standard

    @Option(help: "Tracking: auto (font's trak table, else the profile's table), none, font, hig.")
    var tracking: TrackingMode = .auto

    @Option(name: .customLong("cjk-line-break"),
            help: "Which characters may start a line in Chinese and Japanese: strict (not ー or small kana), normal, loose, auto (ICU's rules for the locale).")
    var cjkLineBreak: CJKLineBreak = .standard

    @Option(name: .customLong("font"), help: "A font file to use before the defaults (repeatable).", completion: .fontFile)
    var fonts: [String] = []

    @Option(name: .customLong("apple-fonts"), help: .appleFonts(configured: false), completion: .folder)
    var appleFonts: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        let query = MeasureQuery(text: try textUnits(), locale: locale, size: size, style: style, category: category,
                                 weight: weight, width: width, maxLines: maxLines, leading: leading, direction: direction,
                                 lineBreakStrategy: lineBreakStrategy)
        // The default fonts (or --font), not a project's: measuring asks about one string.
        var options = Project.Options()
        options.searchesForConfig = false
        options.catalogs = .none
        options.fonts = fonts
        options.appleFonts = appleFonts
        options.tracking = tracking
        options.cjkLineBreak = cjkLineBreak
        let project = try Project.loadForCommand(options)
        let result: TextMeasurement
        do {
            result = try project.measure(query)
        } catch {
            if case .invalidField(.size, .missing, _) = error { throw CommandFailure("give --size PT or --style STYLE [--category CAT]") }
            throw CommandFailure(error)
        }
        project.warnSkippedFonts()
        print(json ? try MeasurementFormat.json(result) : MeasurementFormat.text(result))
    }

    /// The text as UTF-16. Arguments reach us as bytes; Swift would quietly repair invalid
    /// UTF-8 (or an encoded lone surrogate) to U+FFFD, so the raw bytes are checked first.
    private func textUnits() throws -> [UInt16] {
        let bytes: [UInt8]
        if text == "-" {
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
        } else {
            bytes = RawArguments.bytes(of: text) ?? Array(text.utf8)
        }
        var units: [UInt16] = []
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF16.encode(scalar) { units.append($0) }
                offset += UTF8.width(scalar)
            case .emptyInput: break loop
            case .error:
                throw CommandFailure("the text is not valid UTF-8 (an unpaired surrogate or a broken sequence near byte \(offset))")
            }
        }
        if text == "-", units.last == 0x0A { units.removeLast() }
        guard !units.isEmpty else { throw CommandFailure("the text is empty: give the string to measure") }
        return units
    }
}

/// The process's arguments as the bytes the shell passed, before Swift repairs them.
enum RawArguments {
    static func bytes(of argument: String) -> [UInt8]? {
        for i in 0..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[i] else { continue }
            let raw = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                                count: strlen(pointer)))
            if String(decoding: raw, as: UTF8.self) == argument { return raw }
        }
        return nil
    }
}
