import Foundation
import Testing
import TrellisCore

/// "Did you mean" and the visible candidates of a failed query cost what the names cost,
/// bounded, however many views and however long the names: a banded edit distance that
/// stops past its limit, a length cap, and candidates chosen in one pass.
struct SuggestionBoundsTests {
    @Test(
        arguments: [
            ("kitten", "sitting", 3, 3), ("kitten", "sitting", 2, nil), ("", "abc", 3, 3), ("", "abc", 2, nil),
            ("周一", "周二", 1, 1), ("same", "same", 0, 0), ("intention", "execution", 5, 5), ("intention", "execution", 4, nil),
            ("a", "b", -1, nil),
        ] as [(String, String, Int, Int?)])
    func boundedEditDistance(a: String, b: String, limit: Int, distance: Int?) {
        #expect(Suggestion.editDistance(a, b, limit: limit) == distance)
        #expect(Suggestion.editDistance(b, a, limit: limit) == distance)
    }

    @Test func boundedDistanceAgreesWithTheFullOneBelowTheLimit() {
        // Every pair of short words over a two-letter alphabet, every limit.
        let words = (0..<64).map { code in String((0..<(code % 6)).map { (code >> $0) & 1 == 0 ? "a" : "b" }) }
        for a in words {
            for b in words {
                let full = Suggestion.editDistance(a, b)
                for limit in 0...6 {
                    #expect(Suggestion.editDistance(a, b, limit: limit) == (full <= limit ? full : nil), "\(a) \(b) \(limit)")
                }
            }
        }
    }

    @Test func hugeIDsAreNotComparedByEditDistance() {
        // Two 1 MB ids that differ in one character would take hours of edit distance.
        let huge = String(repeating: "a", count: 1 << 20)
        let other = String(repeating: "a", count: (1 << 20) - 1) + "b"
        let start = ContinuousClock.now
        #expect(Suggestion.closest(to: huge, in: [other, "short"]) == nil)
        #expect(Suggestion.closest(to: huge.uppercased(), in: [other, huge]) == huge)
        #expect(Suggestion.closest(to: "shrt", in: [huge, "short"]) == "short")
        let twenty = String(repeating: "x", count: 20_000)
        #expect(Suggestion.closest(to: twenty, in: (0..<100).map { "\(twenty)\($0)" }) == nil)
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func nearestRemovesDuplicatesAndKeepsTheGivenOrderAmongEquals() {
        let nearest = Suggestion.nearest(to: "Bye", in: ["Sell", "Buy", "Sell", "By", "Buy", "Bee", "Bye!"], limit: 3)
        // By, Bee and Bye! are one edit from Bye (in that order), Buy two, Sell four.
        #expect(nearest.names == ["By", "Bee", "Bye!"])
        #expect(nearest.count == 5)
        #expect(Suggestion.nearest(to: "x", in: ["a"], limit: 0).names.isEmpty)
    }

    @Test func candidatesOfAFailedQueryAmong100000ViewsComeAtOnce() throws {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        // 50,000 texts, each on two labels.
        var labels: [View] = []
        for index in 0..<100_000 {
            let label = Label(text: "Item \(index % 50_000)")
            label.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            labels.append(label)
        }
        for label in labels { screen.addSubview(label) }
        let start = ContinuousClock.now
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Item 1234x") }
        // One edit from "Item 1234x": "Item 1234" and "Item 12340" … "Item 12349", in
        // screen order; the first ten are listed, each once.
        let candidates = ["'Item 1234'"] + (0...8).map { "'Item 1234\($0)'" }
        #expect(error?.message == "no visible view matches 'Item 1234x'; visible candidates: " + candidates.joined(separator: ", ") + ", …")
        #expect(ContinuousClock.now - start < .seconds(5))
    }
}
