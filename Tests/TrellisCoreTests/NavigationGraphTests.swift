import Foundation
import Testing
import TrellisCore

/// `NavigationGraph`: which nodes and edges an app definition gives, the rule for `back`
/// and `dismiss` routes, the links node's id, and DOT quoting (Docs/navigation.md,
/// "Command line").
struct NavigationGraphTests {
    static func at(_ line: Int, _ column: Int = 3) -> TrellisCore.SourceLocation {
        TrellisCore.SourceLocation(file: "app.xml", line: line, column: column)
    }

    static func screen(_ id: String, routes: [Route] = [], links: [String] = []) throws -> ScreenDeclaration {
        let patterns = try links.map { uri throws(DeepLinkError) in try DeepLinkPattern(parsing: uri, location: at(1)) }
        return ScreenDeclaration(id: id, source: "\(id).xml", path: "screens/\(id).xml", deepLinks: patterns, routes: routes, location: at(1))
    }

    /// Edges as `from -> to: label @ route`, for short expectations.
    static func lines(_ graph: NavigationGraph) -> [String] {
        graph.edges.map { "\($0.from) -> \($0.to): \($0.label) @ \($0.route?.description ?? "-")" }
    }

    @Test func backAndDismissRoutesAreStaysNotEdges() throws {
        let app = AppDefinition(
            path: "app.xml", location: Self.at(1), start: "list",
            screens: [
                try Self.screen("list", routes: [Route(action: "open", transition: .push("item"), location: Self.at(3, 5))]),
                try Self.screen("item", routes: [Route(action: "close", transition: .back, location: Self.at(6, 5))]),
            ],
            routes: [
                Route(action: "escape", transition: .dismiss, location: Self.at(8)),
                Route(action: "home", transition: .reset("list"), location: Self.at(9)),
            ])
        let graph = NavigationGraph(app)
        #expect(graph.nodes.map(\.id) == ["list", "item"])
        #expect(graph.nodes.map(\.file) == ["screens/list.xml", "screens/item.xml"])
        // 1 push + the app's reset from each of 2 screens = 3; back and dismiss give none.
        #expect(
            Self.lines(graph) == [
                "list -> item: open (push) @ app.xml:3:5",
                "list -> list: home (reset) @ app.xml:9:3",
                "item -> list: home (reset) @ app.xml:9:3",
            ])
        // The screen's own stay first, then the app's, which applies on every screen.
        #expect(graph.nodes[0].stays.map(\.label) == ["escape (dismiss)"])
        #expect(graph.nodes[1].stays.map(\.label) == ["close (back)", "escape (dismiss)"])
        #expect(graph.nodes[1].stays.map(\.to) == ["item", "item"])
        #expect(!graph.json.serialized().contains("escape"))
        #expect(
            graph.dot.contains(
                ##"  "item" [label=<item<BR/><FONT POINT-SIZE="10" COLOR="#555555">close (back)</FONT><BR/><FONT POINT-SIZE="10" COLOR="#555555">escape (dismiss)</FONT>>];"##
            ))
    }

    @Test func theLinksNodeTakesTheFirstFreeName() throws {
        let app = AppDefinition(
            path: "app.xml", location: Self.at(1), start: "link",
            screens: [try Self.screen("link", links: ["a://b/{x}", "a://c"]), try Self.screen("link-2")],
            alerts: [AlertDeclaration(id: "link-3", title: "?", buttons: [AlertDeclaration.Button(title: "OK", location: Self.at(2))], location: Self.at(2))])
        let graph = NavigationGraph(app)
        #expect(graph.nodes.map { "\($0.id) \($0.kind.rawValue)" } == ["link screen", "link-2 screen", "link-3 alert", "link-4 link"])
        #expect(Self.lines(graph) == ["link-4 -> link: a://b/{x} @ -", "link-4 -> link: a://c @ -"])
        #expect(graph.edges.map(\.action) == ["a://b/{x}", "a://c"])
    }

    @Test func noDeepLinksNoLinksNode() throws {
        let app = AppDefinition(path: "app.xml", location: Self.at(1), start: "one", screens: [try Self.screen("one")])
        let graph = NavigationGraph(app)
        #expect(graph.nodes.map(\.kind) == [.screen])
        #expect(graph.edges.isEmpty)
        #expect(graph.json.serialized() == #"{"nodes":[{"id":"one","kind":"screen","file":"screens/one.xml"}],"edges":[]}"#)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"back\slash\"#, #""back\\slash\\""#),
        ("two\nlines", #""two\nlines""#),
        ("<b>&amp;", #""<b>&amp;""#),
    ])
    func dotStringsEscapeQuotesBackslashesAndLineBreaks(_ text: String, quoted: String) {
        #expect(NavigationGraph.dotString(text) == quoted)
    }
}
