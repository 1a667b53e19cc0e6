import Testing

@testable import TrellisCore

/// `PathName.directory(of:)` answers as `NSString.deletingLastPathComponent` does, also
/// for the one-character names that Foundation traps on under Linux.
struct PathNameTests {
    @Test(arguments: [
        ("b", ""), ("b/", ""), ("ab", ""), ("/b", "/"), ("/", "/"), ("", ""),
        ("a/b", "a"), ("a//b", "a"), ("a/b/", "a"), ("./b", "."), ("/x/y/z.yaml", "/x/y"),
        ("//", "/"), ("//b", "/"), ("a///", ""), ("a/b//c//", "a/b"),
        // Paths are bytes: a name of several bytes splits as a name of one.
        ("周一/屏幕.xml", "周一"), ("é/", ""), ("/é", "/"), ("flows/周/", "flows"),
    ])
    func directory(path: String, expected: String) {
        #expect(PathName.directory(of: path) == expected)
    }
}
