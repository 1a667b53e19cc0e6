import Foundation
import Testing
import Trellis

/// Runs every screen fixture under `Fixtures/<plugin>/<case>.xml` against the
/// expectations in `<case>.expect` beside it.
///
/// An `.expect` file holds one check or step per line, in order; `#` starts a comment
/// line (where the arithmetic behind the numbers is written):
/// - `#id x y w h` — the view's frame in its parent's coordinates;
/// - `#id collapsed`, `#id text T`, `#id selected true|false`, `#id status T`;
/// - `#id state {json}` — the view's plugin state, as the CLI prints it;
/// - `tap QUERY` — a tap that must succeed (`TEXT`, `#ID` or `@X,Y`);
/// - `tap! QUERY` — a tap that must fail as a missed tap.
/// A failure names the `.expect` line and prints the tree as it was.
struct FixtureTests {
    static let fixturesDirectory: URL? = Bundle.module.url(forResource: "Fixtures", withExtension: nil)

    static let cases: [String] = {
        guard let directory = fixturesDirectory,
            let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        else { return [] }
        var names: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "xml" {
            names.append(String(url.path.dropFirst(directory.path.count + 1).dropLast(4)))
        }
        return names.sorted()
    }()

    @Test func fixturesArePresent() {
        #expect(Self.cases.count >= 20, "found \(Self.cases)")
    }

    @Test(arguments: cases)
    func fixture(_ name: String) throws {
        let directory = try #require(Self.fixturesDirectory)
        let screenPath = directory.appendingPathComponent(name + ".xml").path
        let expectPath = directory.appendingPathComponent(name + ".expect").path
        let expectations = try String(contentsOfFile: expectPath, encoding: .utf8)
        let screen = try ScreenLoader.standard.load(contentsOfFile: screenPath)
        for (index, rawLine) in expectations.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("# ") || line == "#" { continue }
            let place = "\(name).expect:\(index + 1): \(line)"
            try check(line, on: screen, place: place)
        }
    }

    private func check(_ line: String, on screen: Screen, place: String) throws {
        if line.hasPrefix("tap! ") {
            let query = try ViewQuery(parsing: String(line.dropFirst(5)))
            let error = #expect(throws: TapError.self, "\(place)\n\(TreePrinter.dump(screen))") { try screen.tap(query) }
            #expect(error?.kind == .missed, "\(place): \(String(describing: error))")
            return
        }
        if line.hasPrefix("tap ") {
            let query = try ViewQuery(parsing: String(line.dropFirst(4)))
            do { try screen.tap(query) } catch { Issue.record("\(place): \(error)\n\(TreePrinter.dump(screen))") }
            return
        }
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[0].hasPrefix("#") else {
            Issue.record("\(place): not a check")
            return
        }
        let view = try #require(screen.view(withID: String(parts[0].dropFirst())), "\(place): no such id")
        let snapshot = ViewSnapshot(view)
        let words = parts[1].split(separator: " ", maxSplits: 1).map(String.init)
        let argument = words.count > 1 ? words[1] : ""
        let dump = "\n" + TreePrinter.dump(screen)
        switch words[0] {
        case "collapsed":
            #expect(view.isCollapsed, "\(place)\(dump)")
        case "text":
            #expect(view.displayedText == argument, "\(place): text is \(String(describing: view.displayedText))")
        case "selected":
            #expect(snapshot.isSelected == (argument == "true"), "\(place)\(dump)")
        case "status":
            #expect(snapshot.properties.first { $0.key == "status" }?.value == .string(argument), "\(place)\(dump)")
        case "state":
            let actual = JSONValue.object((snapshot.state ?? []).map { ($0.key, $0.value.json) }).serialized()
            #expect(try normalizedJSON(actual) == normalizedJSON(argument), "\(place): state is \(actual)")
        default:
            let numbers = parts[1].split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 4 else {
                Issue.record("\(place): expected x y w h")
                return
            }
            let frame = view.frame
            let actual = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
            let matches = zip(actual, numbers).allSatisfy { abs($0 - $1) <= 1e-6 }
            #expect(matches && !view.isCollapsed, "\(place): frame is \(TreePrinter.line(for: snapshot))\(dump)")
        }
    }

    private func normalizedJSON(_ text: String) throws -> NSDictionary {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? NSDictionary, "not a JSON object: \(text)")
    }
}
