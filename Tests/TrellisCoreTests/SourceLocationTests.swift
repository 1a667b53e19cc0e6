import Foundation
import Testing
import TrellisCore

/// Source locations: the path as given, lines and columns kept within 1…UInt32.max, the
/// same file at another place, and equality by path, whichever location named it first.
struct SourceLocationTests {
    @Test func thePathIsKeptAsGivenAndCanBeChanged() {
        var location = TrellisCore.SourceLocation(file: "screens/a very long folder name/home.xml", line: 3, column: 7)
        #expect(location.file == "screens/a very long folder name/home.xml")
        location.file = "other.xml"
        #expect(location.description == "other.xml:3:7")
        location.file = ""
        #expect(location.description == ":3:7")
    }

    @Test(arguments: [
        (0, 1), (-5, 1), (1, 1), (42, 42),
        // 4,294,967,295 is UInt32.max, the largest line or column kept.
        (4_294_967_295, 4_294_967_295), (4_294_967_296, 4_294_967_295), (Int.max, 4_294_967_295),
    ])
    func linesAndColumnsAreKeptWithinTheirRange(given: Int, kept: Int) {
        var location = TrellisCore.SourceLocation(file: "a.xml", line: given, column: given)
        #expect(location.line == kept)
        #expect(location.column == kept)
        location.line = given
        location.column = given
        #expect(location.line == kept)
        #expect(location.column == kept)
    }

    @Test func atIsTheSameFileAtAnotherPlace() {
        let start = TrellisCore.SourceLocation(file: "flows/sign-in.yaml", line: 1)
        let step = start.at(line: 12, column: 5)
        #expect(step == TrellisCore.SourceLocation(file: "flows/sign-in.yaml", line: 12, column: 5))
        #expect(step.description == "flows/sign-in.yaml:12:5")
        // The column defaults to 1, and 0 is raised to 1 as the initializer does.
        #expect(start.at(line: 0).description == "flows/sign-in.yaml:1:1")
    }

    @Test func locationsAreEqualByPathLineAndColumn() {
        let path = "screens/" + String(repeating: "deep/", count: 20) + "a.xml"
        let first = TrellisCore.SourceLocation(file: path, line: 2, column: 3)
        var renamed = TrellisCore.SourceLocation(file: "b.xml", line: 2, column: 3)
        #expect(first != renamed)
        renamed.file = String(path)
        #expect(first == renamed)
        #expect(Set([first, renamed, first.at(line: 2, column: 4)]).count == 2)
    }

    @Test func locationsMadeOnManyThreadsKeepTheirPaths() async {
        // Eight tasks each name 200 paths of their own and one shared path.
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<200).allSatisfy { index in
                        let own = TrellisCore.SourceLocation(file: "task-\(task)/file-\(index).xml", line: index + 1)
                        let shared = TrellisCore.SourceLocation(file: "shared.xml", line: index + 1)
                        return own.file == "task-\(task)/file-\(index).xml" && shared.file == "shared.xml" && own.line == index + 1
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }
}
