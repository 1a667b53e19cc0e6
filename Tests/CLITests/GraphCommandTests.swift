import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `trellis graph`: the shop example's navigation graph as DOT, JSON and SVG, the output
/// file, and the exits for bad input (Docs/navigation.md, "Command line").
struct GraphCommandTests {
    static let shop = SeedScreenTests.examples.appendingPathComponent("shop/app.xml").path
    /// The route locations are written with the path the command was given.
    static let app = shop

    /// The shop's nodes, counted by hand from Examples/shop/app.xml: the tabs (1), the
    /// screens home, detail, settings, about, login (5), the alert confirmDelete (1) and,
    /// as detail has a deep link, `link` (1): 1 + 5 + 1 + 1 = 8.
    static let nodes: [[String]] = [
        ["tabs", "tabs", "-"],
        ["home", "screen", "home.xml"],
        ["detail", "screen", "detail.xml"],
        ["settings", "screen", "settings.xml"],
        ["about", "screen", "about.xml"],
        ["login", "screen", "login.xml"],
        ["confirmDelete", "alert", "-"],
        ["link", "link", "-"],
    ]

    /// The shop's edges: the 2 tabs; the screens' routes, 1 (home) + 2 (detail) + 2
    /// (settings) + 0 (about) + 0 (login's `cancel` dismisses: no target, so no edge) = 5;
    /// the app's `signOut` from each of the 5 screens = 5; detail's 1 deep link:
    /// 2 + 5 + 5 + 1 = 13. Each is from, to, transition, action, route (`-` for null).
    static let edges: [[String]] = [
        ["tabs", "home", "tab", "-", "-"],
        ["tabs", "settings", "tab", "-", "-"],
        ["home", "detail", "push", "openItem", "\(app):11:5"],
        ["detail", "confirmDelete", "alert", "askDelete", "\(app):18:5"],
        ["detail", "home", "pop-to", "delete", "\(app):19:5"],
        ["settings", "login", "present", "signIn", "\(app):22:5"],
        ["settings", "about", "push", "showAbout", "\(app):23:5"],
        ["home", "tabs", "reset", "signOut", "\(app):33:3"],
        ["detail", "tabs", "reset", "signOut", "\(app):33:3"],
        ["settings", "tabs", "reset", "signOut", "\(app):33:3"],
        ["about", "tabs", "reset", "signOut", "\(app):33:3"],
        ["login", "tabs", "reset", "signOut", "\(app):33:3"],
        ["link", "detail", "link", "shop://item/{id}", "-"],
    ]

    @Test func jsonListsEveryNodeAndEdge() throws {
        let result = try CLIRunner.run(["graph", Self.shop, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document.keys.sorted() == ["edges", "nodes"])
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        #expect(
            nodes.map { [$0["id"], $0["kind"], $0["file"]].map(Self.text) }
                == Self.nodes.map { row in
                    row.map { $0.hasSuffix(".xml") ? SeedScreenTests.examples.appendingPathComponent("shop/\($0)").path : $0 }
                })
        let edges = try #require(document["edges"] as? [[String: Any]])
        #expect(edges.map { [$0["from"], $0["to"], $0["transition"], $0["action"], $0["route"]].map(Self.text) } == Self.edges)
        #expect(edges.allSatisfy { $0.keys.sorted() == ["action", "from", "route", "to", "transition"] })
    }

    @Test func dotIsTheDefaultWithEveryNodeAndLabelledEdge() throws {
        let result = try CLIRunner.run(["graph", Self.shop])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == #"digraph "navigation" {"#)
        #expect(lines.last == "}")
        // Node statements: a quoted name, then attributes; edge statements: name -> name.
        let nodeNames = lines.filter { $0.hasPrefix("  \"") && !$0.contains(" -> ") }.map { Self.quotedStrings(in: $0)[0] }
        #expect(nodeNames == Self.nodes.map { $0[0] })
        let edges = lines.filter { $0.contains(" -> ") }.map { Array(Self.quotedStrings(in: $0).prefix(3)) }
        let labels = Self.edges.map { edge in
            [edge[0], edge[1], edge[2] == "tab" ? "tab" : edge[2] == "link" ? edge[3] : "\(edge[3]) (\(edge[2]))"]
        }
        #expect(edges == labels)
        // login's dismiss route is no edge: it is drawn in login's box.
        #expect(lines.contains(##"  "login" [label=<login<BR/><FONT POINT-SIZE="10" COLOR="#555555">cancel (dismiss)</FONT>>];"##))
        #expect(try CLIRunner.run(["graph", Self.shop, "--format", "dot"]).stdout == result.stdout)
    }

    @Test func theAppsRouteLeavesEveryScreen() throws {
        let result = try CLIRunner.run(["graph", Self.shop])
        let signOuts = result.stdout.split(separator: "\n").filter { $0.hasSuffix(#"-> "tabs" [label="signOut (reset)"];"#) }
        #expect(signOuts.map { Self.quotedStrings(in: String($0))[0] } == ["home", "detail", "settings", "about", "login"])
    }

    @Test func svgIsLaidOutByGraphvizWithAGroupPerNode() throws {
        let result = try CLIRunner.run(["graph", Self.shop, "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        #expect(document.rootElement()?.name == "svg")
        let nodes = try document.nodes(forXPath: "//*[local-name()='g'][@class='node']")
        let titles = try nodes.map { try $0.nodes(forXPath: "*[local-name()='title']").first?.stringValue ?? "" }
        // Graphviz writes the nodes in its own order: one group per node, each once.
        #expect(titles.sorted() == Self.nodes.map { $0[0] }.sorted())
        let edges = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']")
        #expect(edges.count == 13)
        #expect(result.stdout.contains(">signOut (reset)</text>"))
        #expect(result.stdout.contains(">shop://item/{id}</text>"))
    }

    /// `Examples/renders/shop-graph.svg` shows the shop as it is: the same nodes and edges
    /// as a fresh render (the coordinates are Graphviz's, so the bytes are not compared).
    @Test func theCommittedPictureHasTheShopsNodesAndEdges() throws {
        let file = SeedScreenTests.examples.appendingPathComponent("renders/shop-graph.svg")
        let document = try XMLDocument(contentsOf: file)
        let titles = try document.nodes(forXPath: "//*[local-name()='g'][@class='node' or @class='edge']/*[local-name()='title']").map { $0.stringValue ?? "" }
        let fresh = try XMLDocument(data: Data(try CLIRunner.run(["graph", Self.shop, "--format", "svg"]).stdout.utf8))
        let freshTitles = try fresh.nodes(forXPath: "//*[local-name()='g'][@class='node' or @class='edge']/*[local-name()='title']").map {
            $0.stringValue ?? ""
        }
        // 8 nodes and 13 edges.
        #expect(titles.count == 21)
        #expect(titles.sorted() == freshTitles.sorted())
    }

    @Test func outputFileIsWrittenWhole() throws {
        let directory = try CLIRunner.directory(with: [:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("shop.json")
        let result = try CLIRunner.run(["graph", Self.shop, "--format", "json", "-o", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == (try CLIRunner.run(["graph", Self.shop, "--format", "json"])).stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["shop.json"])
        let unwritable = try CLIRunner.run(["graph", Self.shop, "-o", directory.appendingPathComponent("missing/shop.dot").path])
        #expect(unwritable.status == 73)
        #expect(unwritable.stdout.isEmpty)
    }

    @Test func anAppFileWithErrorsExits65WithEveryDiagnostic() throws {
        let directory = try CLIRunner.directory(with: [
            "app.xml": """
            <app start="home">
              <screen id="home" src="home.xml">
                <on action="go" push="detial"/>
              </screen>
              <screen id="detail" src="home.xml"/>
            </app>
            """,
            "home.xml": #"<screen><button id="go" text="Go" action="go"/></screen>"#,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["graph", "app.xml", "--format", "svg"], in: directory)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        // Every error of the app file and of its screens, in one run.
        #expect(
            result.stderr == """
                app.xml:3:5: error: push 'detial' names no screen; did you mean 'detail'?
                home.xml:1:25: error: unknown attribute 'text' for <button>; 'text' is an attribute of <label>, <text-field>

                """)
    }

    @Test func aScreenFileIsAUsageError() throws {
        let result = try CLIRunner.run(["graph", SeedScreenTests.examples.appendingPathComponent("weekdays.xml").path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("is not an app file: its root element is <screen>, expected <app> (Docs/navigation.md)"))
    }

    @Test(arguments: [
        (["graph"], Int32(2), "trellis: error: missing the app file\n"),
        (["graph", "a.xml", "b.xml"], 2, "trellis: error: expected one app file, got 2\n"),
        (["graph", "nowhere.xml"], 66, "trellis: error: cannot read 'nowhere.xml': no such file\n"),
    ])
    func badArgumentsExitWithTheirStatus(_ arguments: [String], status: Int32, message: String) throws {
        let directory = try CLIRunner.directory(with: [:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(arguments, in: directory)
        #expect(result.status == status)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message))
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let result = try CLIRunner.run(["graph", Self.shop, "--format", "png"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("trellis: error: --format "), "\(result.stderr)")
        #expect(result.stderr.contains("'png'"))
    }

    /// A JSON value as the tables above write it: the string, or `-` for null.
    static func text(_ value: Any?) -> String {
        (value as? String) ?? "-"
    }

    /// The values of the DOT quoted strings in `line`, with `\"` and `\\` read back.
    static func quotedStrings(in line: String) -> [String] {
        var strings: [String] = []
        var current: String?
        var escaped = false
        for character in line {
            guard var text = current else {
                if character == "\"" { current = "" }
                continue
            }
            if escaped {
                text.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                strings.append(text)
                current = nil
                continue
            } else {
                text.append(character)
            }
            current = text
        }
        return strings
    }
}
