import Foundation
import Testing
import TypeFitTestSupport

/// `typefit rules`: a rule's help with its examples, each with the hint, text and finding that
/// RuleExampleTests proves; `--json` keeps its field names (sentence arrays) and adds the cases.
@Suite struct RulesCLITests {
    @Test func oneRuleWithItsExamples() throws {
        let run = try CLIRunner.run(["rules", "truncated-width"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            truncated-width (error): Single-line text is wider than its box, so it ends in "…".

            The element shows one line and the text's natural width is more than the box's width. Let it wrap \
            (more lines), give it more room, or shorten it. Intrinsically sized elements are checked by margin \
            instead; when only a translation overflows, the finding is reported as locale-overflow.

            Triggers:
              - A 1-line label of 100 pt whose text is 116 pt wide.
                  typefit: label lines=1 width=100 font=10
                  text: Speichern und schliessen
                  finds: text is 116 pt wide in a 100 pt box (16 pt cut off)
              - A 1-line label of 100 pt that shrinks to 0.9 at most: 116 pt only shrinks to 104.4 pt.
                  typefit: label lines=1 width=100 font=10 min-scale=0.9
                  text: Speichern und schliessen
                  finds: text is 116 pt wide in a 100 pt box; at its 0.9 minimum scale still 104.4 pt (4.4 pt cut off)
              - A 1-line body label of 100 pt at AX5, where body is 53 pt: 159 pt.
                  typefit: label lines=1 width=100 style=body
                  text: aaaaaa
                  size: AX5
                  finds: text is 159 pt wide in a 100 pt box (59 pt cut off)
              - An alert button title wider than the whole alert even at its 0.58 minimum scale (stacked buttons are full width, one line).
                  typefit: alert-button
                  text: aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee
                  finds: text is 442 pt wide in a 238 pt box; at its 0.58 minimum scale still 256.4 pt (18.4 pt cut off)
              - A large title on iPhone SE in landscape, where the bar shows the inline title instead.
                  typefit: large-title
                  text: aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa
                  device: iphone-se-1 landscape
                  finds: text is 569.5 pt wide in a 536 pt box (33.5 pt cut off)
              - A one-line cell in an inset-grouped list: 256 pt of the 288 between the margins.
                  typefit: cell lines=1 list-style=inset-grouped
                  text: aaaa aaaa aaaa aaaa aaaa aaaa aaaa
                  finds: text is 263.5 pt wide in a 256 pt box (7.5 pt cut off)
              - A legacy button keeps its title on one line: 320 pt at AX3 between 288 pt of margins.
                  typefit: button
                  text: aaaaa bbbbb ccccc
                  size: AX3
                  finds: text is 320 pt wide in a 288 pt box (32 pt cut off)
              - An action sheet's action title wider than the sheet even at its 0.58 minimum scale.
                  typefit: action-sheet-button
                  text: aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee
                  finds: text is 520 pt wide in a 272 pt box; at its 0.58 minimum scale still 301.6 pt (29.6 pt cut off)
            Does not trigger:
              - A 1-line label of 125 pt whose text is 116 pt wide.
                  typefit: label lines=1 width=125 font=10
                  text: Speichern und schliessen
              - A 1-line label of 100 pt that may shrink to half: the 116-pt text shrinks to fit.
                  typefit: label lines=1 width=100 font=10 min-scale=0.5
                  text: Speichern und schliessen
              - The same body label at AX5, capped at Large (maximumContentSizeCategory): 51 pt.
                  typefit: label lines=1 width=100 style=body max-size=large
                  text: aaaaaa
                  size: AX5
              - An alert button title wider than half the alert: the buttons stack full width.
                  typefit: alert-button
                  text: aaaaa bbbbb ccccc dddd
              - An alert button title a little wider than the alert shrinks to fit (to 0.58 at most).
                  typefit: alert-button
                  text: aaaaaa bbbbbb cccccc dddddd eeeeee
              - A configuration button wraps its 320-pt title at AX3.
                  typefit: button button-style=configuration
                  text: aaaaa bbbbb ccccc
                  size: AX3
              - An intrinsic-width label (it grows instead; see margin).
                  typefit: label lines=1 width=intrinsic font=10
                  text: Speichern und schliessen

            The examples are checked by typefit's tests in its test font (a–z 500/1000 em, A–Z 600, space 250, \
            a line as tall as the point size), on iPhone SE (1st generation) in portrait at Large unless they say \
            otherwise: the figures are that font's.

            """)
    }

    @Test func jsonKeepsTheSentenceArraysAndAddsTheCases() throws {
        let run = try CLIRunner.run(["rules", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(rules.count == 18)
        for rule in rules {
            #expect(Set(rule.keys) == ["id", "name", "summary", "help", "defaultSeverity", "triggeringExamples",
                                       "nonTriggeringExamples", "examples"])
        }
        let truncated = try #require(rules.first { $0["id"] as? String == "truncated-width" })
        #expect((truncated["triggeringExamples"] as? [String])?.first == "A 1-line label of 100 pt whose text is 116 pt wide.")
        #expect((truncated["nonTriggeringExamples"] as? [String])?.last == "An intrinsic-width label (it grows instead; see margin).")
        let examples = try #require(truncated["examples"] as? [[String: Any]])
        #expect(examples.count == 15)
        let first = try #require(examples.first)
        #expect(first["sentence"] as? String == "A 1-line label of 100 pt whose text is 116 pt wide.")
        #expect(first["triggers"] as? Bool == true)
        #expect(first["element"] as? String == "label lines=1 width=100 font=10")
        #expect(first["text"] as? String == "Speichern und schliessen")
        #expect(first["category"] as? String == "large")
        #expect(first["device"] as? String == "iphone-se-1" && first["orientation"] as? String == "portrait")
        #expect(first["message"] as? String == "text is 116 pt wide in a 100 pt box (16 pt cut off)")
        #expect(examples[8]["triggers"] as? Bool == false && examples[8]["message"] == nil)
        #expect(examples[4]["orientation"] as? String == "landscape")
        let review = try #require(rules.first { $0["id"] as? String == "needs-review" })
        let reviewExample = try #require((review["examples"] as? [[String: Any]])?.first)
        #expect(reviewExample["element"] == nil && reviewExample["text"] == nil)
        #expect(reviewExample["catalogStrings"] as? String == #""title": {"localizations": {"de": {"stringUnit": "#
            + #"{"state": "needs_review", "value": "Titel"}}, "en": {"stringUnit": {"state": "translated", "value": "Title"}}}}"#)
        #expect(reviewExample["message"] as? String == "\"title\" (base) in de needs review")
    }
}
