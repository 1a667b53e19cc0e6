@testable import TrellisCore
import Testing

/// `PathName.directory(of:)` answers as `NSString.deletingLastPathComponent` does, also
/// for the one-character names that Foundation traps on under Linux.
struct PathNameTests {
    @Test(arguments: [
        ("b", ""), ("b/", ""), ("ab", ""), ("/b", "/"), ("/", "/"), ("", ""),
        ("a/b", "a"), ("a//b", "a"), ("a/b/", "a"), ("./b", "."), ("/x/y/z.yaml", "/x/y"),
    ])
    func directory(path: String, expected: String) {
        #expect(PathName.directory(of: path) == expected)
    }
}
