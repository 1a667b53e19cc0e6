import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// `trellis audit` reports each finding once, by file, line, column, rule and message
/// (``AuditFinding``'s order), whether the findings come in order (one screen's) or not
/// (several screens', an app's walks).
struct AuditOrderTests {
    static func finding(_ file: String, _ line: Int, _ column: Int, _ rule: AuditRule, _ message: String) -> AuditFinding {
        AuditFinding(rule: rule, message: message, location: SourceLocation(file: file, line: line, column: column))
    }

    static let ordered = [
        finding("a.xml", 2, 3, .label, "button has no accessibility label"),
        finding("a.xml", 2, 3, .tapTarget, "button is 20 × 20 pt"),
        finding("a.xml", 10, 1, .tapTarget, "button is 30 × 20 pt"),
        finding("a.xml", 10, 5, .contrast, "label contrast 2.1"),
        finding("b.xml", 1, 1, .tapTarget, "button is 10 × 10 pt"),
    ]

    @Test func orderedFindingsStayAsTheyAre() {
        #expect(AuditCommand.sortedUnique(Self.ordered) == Self.ordered)
    }

    @Test func shuffledFindingsWithRepeatsComeOnceInOrder() {
        // Reversed, each finding twice, as two walks reaching one screen give them.
        let repeated = Array(Self.ordered.reversed()) + [Self.ordered[2], Self.ordered[0]] + Self.ordered.reversed()
        #expect(AuditCommand.sortedUnique(repeated) == Self.ordered)
        #expect(AuditCommand.sortedUnique(repeated) == Array(Set(repeated)).sorted())
        #expect(AuditCommand.sortedUnique([]).isEmpty)
    }
}
