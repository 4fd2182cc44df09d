import Testing
import TypeFitCatalog
import TypeFitDiagnostics
import TypeFitLocale
@testable import TypeFitConfig

private func parse(_ yaml: String) throws(InputProblem) -> CheckConfiguration {
    try ConfigReader.parse(yaml, file: ".typefit.yml", ruleIDs: ["clipped"])
}

/// The error a config gives, as `line:column: message`.
private func failure(_ yaml: String) -> String? {
    do {
        _ = try parse(yaml)
        return nil
    } catch {
        return "\(error.location.line):\(error.location.column): \(error.message)"
    }
}

/// `placeholders:` — `object`, `max-digits`, `samples` and `keys`, each read and each refused
/// with its place and what is allowed.
@Suite struct PlaceholderConfigTests {
    @Test func withoutAConfigNumbersHaveFourDigitsAndNoSampleIsSet() throws {
        let placeholders = try parse("").placeholders
        #expect(placeholders.object == nil && placeholders.maxDigits == 4)
        #expect(placeholders.samples.isEmpty && placeholders.keys.isEmpty)
        let samples = placeholders.expanderSamples
        #expect(samples.object == "Maximilian Wolfeschlegelstein" && samples.maxDigits == 4)
        // A call site's device model: the longest name of the current line-up in the device
        // catalog, the iPad mini's (39 characters; "iPad Air 13-inch (M2 and later)" has 31).
        #expect(samples.deviceModel == "iPad mini 8.3-inch (6th–7th generation)")
    }

    @Test func objectReadsAsBefore() throws {
        let config = try parse("placeholders:\n  object: Bo\n")
        #expect(config.placeholderObject == "Bo" && config.placeholders.expanderSamples.object == "Bo")
        #expect(failure("placeholders:\n  object: [a, b]\n") == "2:11: placeholders.object must be a value, not a list")
    }

    @Test func maxDigitsIsOneToFifteen() throws {
        #expect(try parse("placeholders:\n  max-digits: 7\n").placeholders.maxDigits == 7)
        #expect(try parse("placeholders: {max-digits: 1}").placeholders.maxDigits == 1)
        #expect(try parse("placeholders: {max-digits: 15}").placeholders.maxDigits == 15)
        #expect(failure("placeholders:\n  max-digits: 16\n")
                == "2:15: placeholders.max-digits must be a whole number from 1 to 15, not '16'")
        #expect(failure("placeholders:\n  max-digits: 0\n")
                == "2:15: placeholders.max-digits must be a whole number from 1 to 15, not '0'")
        #expect(failure("placeholders:\n  max-digits: four\n")
                == "2:15: placeholders.max-digits must be a whole number from 1 to 15, not 'four'")
        #expect(failure("placeholders:\n  max-number: 9999\n")?.hasPrefix("2:3: ") == true)
    }

    @Test func samplesAreBySpecifierAsWritten() throws {
        let config = try parse("""
            placeholders:
              samples:
                "%@": iPad Pro
                "%lld": 12
                "%1$@": Zoë
            """)
        #expect(config.placeholders.samples == ["%@": "iPad Pro", "%lld": "12", "%1$@": "Zoë"])
        #expect(config.placeholders.expanderSamples.byPlaceholder == ["%@": "iPad Pro", "%lld": "12", "%1$@": "Zoë"])
    }

    @Test func aSampleMustBeForOneSpecifier() {
        let rule = "samples are given by the specifier as the strings write it, in quotes (\"%@\", \"%lld\", \"%1$@\")"
        #expect(failure("placeholders:\n  samples:\n    count: 12\n")
                == "3:5: placeholders.samples: 'count' is not a format specifier: " + rule)
        #expect(failure("placeholders:\n  samples:\n    \"%@ %@\": Bo\n")
                == "3:5: placeholders.samples: '%@ %@' is not a format specifier: " + rule)
        // `%%` takes no argument and `%#@name@` is a substitution: neither has a sample.
        #expect(failure("placeholders:\n  samples:\n    \"%%\": x\n")?.hasPrefix("3:5: placeholders.samples: '%%' is not") == true)
        #expect(failure("placeholders:\n  samples:\n    \"%#@n@\": x\n")?.hasPrefix("3:5: placeholders.samples: '%#@n@' is not") == true)
        #expect(failure("placeholders:\n  samples: [\"%@\"]\n") == "2:12: placeholders.samples must be a mapping, not a list")
        #expect(failure("placeholders:\n  samples:\n    \"%@\": [a]\n") == "3:11: the sample for %@ must be a value, not a list")
    }

    @Test func keysTakeAPatternSamplesAndDigits() throws {
        let config = try parse("""
            placeholders:
              max-digits: 5
              samples: {"%@": iPad Pro}
              keys:
                - {key: wifi.reconfigure, "%@": eduroam}
                - {glob: "stats.*", max-digits: 6}
                - {regex: "feed\\\\..*", "%lld": "250", max-digits: 3}
                - {glob: "*", "%@": never used for wifi.reconfigure}
            """)
        let keys = config.placeholders.keys
        #expect(keys.map(\.pattern.description) == ["key wifi.reconfigure", "glob stats.*", "regex feed\\..*", "glob *"])
        #expect(keys.map(\.line) == [5, 6, 7, 8])
        #expect(keys.map(\.maxDigits) == [nil, 6, 3, nil])
        #expect(keys[2].samples == ["%lld": "250"])
        // The first entry that matches a key applies, over the samples by specifier and max-digits.
        let samples = config.placeholders.expanderSamples
        let wifi = samples.forKey("wifi.reconfigure")
        #expect(wifi.byPlaceholder == ["%@": "eduroam"] && wifi.maxDigits == 5)
        let stats = samples.forKey("stats.today")
        #expect(stats.byPlaceholder == ["%@": "iPad Pro"] && stats.maxDigits == 6)
        let feed = samples.forKey("feed.likes")
        #expect(feed.byPlaceholder == ["%@": "iPad Pro", "%lld": "250"] && feed.maxDigits == 3)
        let other = samples.forKey("settings.title")
        #expect(other.byPlaceholder == ["%@": "never used for wifi.reconfigure"] && other.maxDigits == 5)
    }

    @Test func aKeysEntryIsRefusedWithWhatItTakes() {
        #expect(failure("placeholders:\n  keys:\n    - {\"%@\": eduroam}\n")
                == "3:7: a placeholders.keys entry needs one of key (exact), glob or regex to say which keys it is for")
        #expect(failure("placeholders:\n  keys:\n    - {key: a}\n")
                == "3:7: a placeholders.keys entry needs a sample by specifier (\"%@\": iPad Pro) or max-digits")
        #expect(failure("placeholders:\n  keys:\n    - {key: a, glob: b, \"%@\": x}\n") == "3:7: give only one of key, glob or regex")
        #expect(failure("placeholders:\n  keys:\n    - {key: a, colour: red}\n")
                == "3:16: a placeholders.keys entry: 'colour' is not a format specifier: samples are given by the "
                + "specifier as the strings write it, in quotes (\"%@\", \"%lld\", \"%1$@\"); besides them it takes "
                + "key, glob, regex, max-digits")
        #expect(failure("placeholders:\n  keys:\n    - {key: a, max-digits: 99}\n")
                == "3:28: max-digits must be a whole number from 1 to 15, not '99'")
        #expect(failure("placeholders:\n  keys:\n    - {regex: \"(\", \"%@\": x}\n")
                == "3:15: '(' is not a valid regular expression")
        #expect(failure("placeholders:\n  keys: {key: a}\n") == "2:9: placeholders.keys must be a list, not a mapping")
        #expect(failure("placeholders:\n  keys:\n    - eduroam\n") == "3:7: a placeholders.keys entry must be a mapping, not a value")
    }
}
