/// Bazel's test filter (`bazel test --test_filter=…`, given to the test as
/// `TESTBRIDGE_TEST_ONLY`; Docs/ci.md): comma-separated globs, a test runs when the whole
/// of one of its names matches one of them.
///
/// In a glob `*` stands for any run of characters (none too) and `?` for exactly one;
/// every other character stands for itself, case and all. Characters are Swift's
/// (grapheme clusters). Nothing is trimmed: `a, b` holds the globs `a` and ` b`. An empty
/// glob (`a,,b`, a trailing comma) matches nothing.
struct TestFilter: Sendable, Equatable {
    /// The filter as given.
    var text: String
    private var globs: [[Character]]

    /// The filter of `text`, split at every `,`.
    init(_ text: String) {
        self.text = text
        globs = text.split(separator: ",").map { Array($0) }
    }

    /// Whether `testName` matches one of the globs.
    func matches(testName: String) -> Bool {
        let name = Array(testName)
        return globs.contains { Self.glob($0, matches: name) }
    }

    /// Whether one of the names a test answers to matches one of the globs: a flow's name,
    /// or a data row's `NAME[i]` and its flow's name (Docs/ci.md, "Bazel").
    func matches(testNames: [String]) -> Bool {
        testNames.contains(where: matches(testName:))
    }

    /// Whether `glob` matches the whole of `name`: left to right, going back only to the
    /// last `*` seen and letting it take one more character, so a hostile glob costs at
    /// most its length times the name's, without recursion.
    static func glob(_ glob: [Character], matches name: [Character]) -> Bool {
        var globIndex = 0
        var nameIndex = 0
        var lastStar: (glob: Int, name: Int)?
        while nameIndex < name.count {
            if globIndex < glob.count, glob[globIndex] == "*" {
                lastStar = (globIndex, nameIndex)
                globIndex += 1
            } else if globIndex < glob.count, glob[globIndex] == "?" || glob[globIndex] == name[nameIndex] {
                globIndex += 1
                nameIndex += 1
            } else if let star = lastStar {
                globIndex = star.glob + 1
                nameIndex = star.name + 1
                lastStar = (star.glob, star.name + 1)
            } else {
                return false
            }
        }
        while globIndex < glob.count, glob[globIndex] == "*" { globIndex += 1 }
        return globIndex == glob.count
    }
}
