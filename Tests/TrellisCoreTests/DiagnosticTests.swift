import Foundation
import Testing
import TrellisCore

/// Diagnostics in compiler format, and "did you mean" suggestions.
struct DiagnosticTests {
    @Test func compilerFormat() {
        let diagnostic = Diagnostic(at: SourceLocation(file: "screens/a.xml", line: 12, column: 5), "unknown element <buton>")
        #expect(diagnostic.description == "screens/a.xml:12:5: error: unknown element <buton>")
        let warning = Diagnostic(.warning, at: SourceLocation(file: "a.xml", line: 0, column: 0), "odd")
        // Lines and columns below 1 are raised to 1.
        #expect(warning.description == "a.xml:1:1: warning: odd")
        #expect(
            DiagnosticError([diagnostic, warning]).description
                == "screens/a.xml:12:5: error: unknown element <buton>\na.xml:1:1: warning: odd")
    }

    @Test func warningsAloneAreNotErrors() {
        let collector = DiagnosticCollector()
        collector.report(Diagnostic(.warning, at: SourceLocation(file: "a.xml", line: 1), "odd"))
        #expect(!collector.hasErrors)
        collector.report(Diagnostic(at: SourceLocation(file: "a.xml", line: 2), "bad"))
        #expect(collector.hasErrors)
    }

    @Test(arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("周一", "周二", 1), ("same", "same", 0)])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(a, b) == distance)
        #expect(Suggestion.editDistance(b, a) == distance)
    }

    @Test func closestSuggestion() {
        let names = ["button", "label", "view", "tag-list"]
        #expect(Suggestion.closest(to: "buton", in: names) == "button")
        #expect(Suggestion.closest(to: "Label", in: names) == "label")
        // Too far by edit distance (5 > 8 / 3), but a prefix of the closest candidate.
        #expect(Suggestion.closest(to: "tag", in: ["tag-list", "button"]) == "tag-list")
        #expect(Suggestion.closest(to: "zzzzzz", in: names) == nil)
        #expect(Suggestion.didYouMean("veiw", in: names) == "; did you mean 'view'?")
        #expect(Suggestion.didYouMean("qqqqqq", in: names) == "")
    }
}
