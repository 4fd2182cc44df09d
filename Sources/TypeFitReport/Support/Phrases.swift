import TypeFitCheck
import TypeFitDiagnostics

/// The few phrases every human-readable format uses to describe a finding, so the text
/// listing, Xcode, GitHub, JUnit and SARIF say the same thing the same way. Inputs are
/// untrusted; callers escape or flatten the results for their format.
enum Phrases {
    /// What the run covered besides its findings, for the text and Markdown summaries: the keys
    /// `--changed-since` chose, and the baseline entries no finding matched. Untrusted text (the
    /// ref) is left for the caller to escape.
    /// What a report with no findings says: "No findings.", or, when no catalog was read, that
    /// nothing was checked — an empty folder must not read as a pass.
    static func noFindings(_ report: CheckReport) -> String {
        report.statistics.catalogs == 0 ? "Nothing was checked: no catalog was read." : "No findings."
    }

    static func runScope(_ report: CheckReport) -> [String] {
        var lines: [String] = []
        if let changed = report.changedSince {
            lines.append("Changed since \(changed.ref) (\(changed.commit.prefix(12))): "
                + "\(changed.keys) of \(plural(changed.of, "key")) checked.")
        }
        if let stale = report.staleBaseline, !stale.isEmpty {
            lines.append("\(stale.count == 1 ? "1 baseline entry no longer matches" : "\(stale.count) baseline entries no longer match"); "
                + "run `typefit baseline prune`.")
        }
        return lines
    }

    /// `Large`, `xSmall`, `AX3`: the names people know from Settings and Xcode.
    static func category(_ raw: String) -> String {
        guard let first = raw.first, first != "x", first.isLowercase else { return raw }
        return first.uppercased() + raw.dropFirst()
    }

    /// Contiguous size runs: `Large…AX5`, `xSmall, AX2…AX5`.
    static func sizeRanges(_ categories: [String]) -> String {
        let order = Summary.categoryOrder
        let known = categories.compactMap { order.firstIndex(of: $0) }.sorted()
        var runs: [String] = []
        var start: Int?
        var previous: Int?
        func close() {
            guard let first = start, let last = previous else { return }
            runs.append(first == last ? category(order[first]) : category(order[first]) + "…" + category(order[last]))
        }
        for index in known where index != previous {
            if let last = previous, index == last + 1 {
                previous = index
                continue
            }
            close()
            start = index
            previous = index
        }
        close()
        runs += categories.filter { !order.contains($0) }
        return runs.joined(separator: ", ")
    }

    /// `breaks at Large…AX5 on 31 devices`; nil for findings that do not depend on the size.
    static func breaksAt(_ finding: Finding) -> String? {
        guard !finding.categories.isEmpty else { return nil }
        let devices = finding.devices.count
        return "breaks at \(sizeRanges(finding.categories))"
            + (devices > 0 ? " on \(devices) device\(devices == 1 ? "" : "s")" : "")
    }

    /// `iPhone SE (3rd generation) portrait, full screen, AX5 (53 pt)`.
    static func environment(_ occurrence: Occurrence) -> String {
        let window = occurrence.window == "full" ? "full screen" : "\(occurrence.window) window"
        return "\(occurrence.deviceName) \(occurrence.orientation), \(window), \(category(occurrence.category))"
            + " (\(Format.points(occurrence.pointSize)) pt)"
    }

    /// `de "settings.heading" plural=one`: which string, in which language and variant.
    static func subject(_ finding: Finding) -> String {
        var parts: [String] = []
        if let locale = finding.locale { parts.append(locale) }
        parts.append("\"\(finding.key)\"")
        if let variant = finding.variant, variant != "base" { parts.append(variant) }
        return parts.joined(separator: " ")
    }

    /// The one-sentence form for line-based tools: subject, message, where it is worst, and
    /// the sizes it breaks at.
    static func sentence(_ finding: Finding) -> String {
        var out = subject(finding) + ": " + finding.message
        if let worst = finding.worst { out += "; worst on " + environment(worst) }
        if let breaks = breaksAt(finding) { out += "; " + breaks }
        return out
    }

    /// `%lld = "9,999", %@ = "5 MiB" (call-site literal)`: what the text's placeholders were
    /// measured as (so a reader can tell a real overflow from a sample wider than the app shows),
    /// each with what chose it unless it is the default; nil when it has none.
    static func samples(_ finding: Finding) -> String? {
        guard let samples = finding.samples, !samples.isEmpty else { return nil }
        return samples.map { sample in
            "\(sample.placeholder) = \"\(sample.sample)\"" + (sample.briefOrigin.map { " (\($0))" } ?? "")
        }.joined(separator: ", ")
    }

    /// Why the check ran on the devices it did, when the app's platforms chose them.
    static func deviceChoice(_ choice: CheckReport.DeviceChoice) -> String {
        var sentences: [String] = []
        if !choice.setting.isEmpty {
            sentences.append("Devices: \(choice.familiesPhrase) only, as the app's \(choice.setting) says (\(choice.file):\(choice.line))")
        }
        if let minimum = choice.minimumSystem {
            sentences.append(minimum.phrase)
        }
        return sentences.joined(separator: "; ") + "; devices: in .typefit.yml or --devices chooses otherwise."
    }

    static func plural(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
