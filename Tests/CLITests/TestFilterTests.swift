import Testing

@testable import TrellisCommandLine

/// Bazel's test filter (`TESTBRIDGE_TEST_ONLY`, Docs/ci.md): comma-separated globs over
/// the whole test name.
struct TestFilterTests {
    @Test func aGlobWithoutWildcardsMatchesOnlyTheWholeName() {
        let filter = TestFilter("login")
        #expect(filter.matches(testName: "login"))
        #expect(!filter.matches(testName: "login2"))
        #expect(!filter.matches(testName: "my-login"))
        #expect(!filter.matches(testName: "Login"), "case counts")
    }

    @Test func starTakesAnyRunOfCharactersNoneToo() {
        let filter = TestFilter("log*")
        #expect(filter.matches(testName: "log"))
        #expect(filter.matches(testName: "login"))
        #expect(!filter.matches(testName: "blog"))
        let inner = TestFilter("a*b*c")
        #expect(inner.matches(testName: "abc"))
        #expect(inner.matches(testName: "a-b-b-c"))
        #expect(!inner.matches(testName: "a-b-c-d"))
        #expect(!inner.matches(testName: "acb"))
        #expect(TestFilter("*").matches(testName: "anything at all"))
    }

    @Test func questionMarkTakesExactlyOneCharacter() {
        let filter = TestFilter("login[?]")
        #expect(filter.matches(testName: "login[2]"))
        #expect(!filter.matches(testName: "login[12]"))
        #expect(!filter.matches(testName: "login[]"))
        // One character is one grapheme cluster: é written as e and a combining accent.
        #expect(TestFilter("caf?").matches(testName: "cafe\u{301}"))
    }

    @Test func anyOfTheCommaSeparatedGlobsMatches() {
        let filter = TestFilter("sign-in,shop*")
        #expect(filter.matches(testName: "sign-in"))
        #expect(filter.matches(testName: "shop-link"))
        #expect(!filter.matches(testName: "weekdays"))
        // Nothing is trimmed: " shop*" starts with a space.
        #expect(!TestFilter("sign-in, shop*").matches(testName: "shop-link"))
        // Empty globs match nothing.
        #expect(!TestFilter(",,").matches(testName: ""))
        #expect(!TestFilter(",,").matches(testName: "a"))
    }

    @Test func aTestMatchesByAnyOfItsNames() {
        // A data row answers to NAME[i] and to its flow's name.
        let byFlow = TestFilter("login")
        #expect(byFlow.matches(testNames: ["login[2]", "login"]))
        let byRow = TestFilter("login[2]")
        #expect(byRow.matches(testNames: ["login[2]", "login"]))
        #expect(!byRow.matches(testNames: ["login[1]", "login"]))
        #expect(!byRow.matches(testNames: []))
    }

    @Test func aHostileGlobEndsQuickly() {
        // 1,000 stars (a glob of 2,001 characters) over a name of 2,000 'a' and a 'b':
        // the matcher goes back only to the last star, so this costs in the order of
        // 2,001 × 2,001 steps, not 2^1,000.
        let glob = Array(String(repeating: "*a", count: 1000) + "c")
        let name = Array(String(repeating: "a", count: 2000) + "b")
        #expect(!TestFilter.glob(glob, matches: name))
        #expect(TestFilter.glob(Array(String(repeating: "*a", count: 1000)), matches: Array(String(repeating: "a", count: 2000))))
    }
}
