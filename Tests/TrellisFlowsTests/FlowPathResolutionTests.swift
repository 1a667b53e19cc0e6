import Testing
import Trellis

/// `FlowLoader.resolve(_:against:)`: a path in a flow file is relative to the file's
/// folder, with `.` and `name/..` removed (Docs/flows.md, "The flow file").
struct FlowPathResolutionTests {
    @Test(arguments: [
        ("screen.xml", "f.yaml", "screen.xml"),
        ("screen.xml", "flows/f.yaml", "flows/screen.xml"),
        ("../s.xml", "flows/sub/f.yaml", "flows/s.xml"),
        ("./s.xml", "./f.yaml", "s.xml"),
        // a/../../s.xml: `a/..` goes, and the `..` that climbs past the start stays.
        ("../../s.xml", "a/f.yaml", "../s.xml"),
        ("/abs/./x/../s.xml", "f.yaml", "/abs/s.xml"),
        ("s.xml", "/root/f.yaml", "/root/s.xml"),
        ("s.xml", "a//b/f.yaml", "a/b/s.xml"),
        ("屏幕/../画面.xml", "流程/f.yaml", "流程/画面.xml"),
        // Only `.` and `..` are special: three dots and a dotted name are names.
        (".../s.xml", "f.yaml", ".../s.xml"),
        ("..s/.s.xml", "f.yaml", "..s/.s.xml"),
        ("..", "f.yaml", ".."),
        (".", "f.yaml", "."),
    ])
    func resolve(relative: String, file: String, expected: String) {
        #expect(FlowLoader.resolve(relative, against: file) == expected)
    }
}
