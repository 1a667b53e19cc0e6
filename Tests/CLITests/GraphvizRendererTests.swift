import Foundation
import Testing
import TrellisCore
import TrellisGraphviz

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `GraphvizRenderer`: DOT text laid out by Graphviz's library as SVG, in this process;
/// what Graphviz cannot read becomes an error with its message, never a crash or text on
/// standard error.
struct GraphvizRendererTests {
    @Test func idsWithQuotesBackslashesAndMarkupSurviveTheRoundTrip() throws {
        // Three screens named with the characters DOT and SVG escape, one route between
        // the first two: Graphviz must read the quoted names and write the labels as XML.
        let location = TrellisCore.SourceLocation(file: "app.xml", line: 4, column: 5)
        let names = [#"say "hi""#, #"C:\dir\"#, "<b>&"]
        let app = AppDefinition(
            path: "app.xml", location: location, start: names[0],
            screens: names.map { name in
                ScreenDeclaration(
                    id: name, source: "s.xml", path: "s.xml",
                    routes: name == names[0] ? [Route(action: "a&b", transition: .push(names[1]), location: location)] : [],
                    location: location)
            })
        let svg = try GraphvizRenderer.svg(dot: NavigationGraph(app).dot)
        let document = try XMLDocument(data: Data(svg))
        let labels = try document.nodes(forXPath: "//*[local-name()='g'][@class='node']/*[local-name()='text']").map { $0.stringValue ?? "" }
        #expect(labels == names)
        let edgeLabels = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']/*[local-name()='text']").map { $0.stringValue ?? "" }
        #expect(edgeLabels == ["a&b (push)"])
    }

    @Test func textThatIsNotDOTThrowsASyntaxErrorWithGraphvizsMessage() {
        #expect {
            _ = try GraphvizRenderer.svg(dot: "digraph { a -> ; }")
        } throws: { error in
            guard let error = error as? GraphvizError, case .syntax(let message) = error else { return false }
            return message.contains("syntax error in line 1")
        }
    }

    @Test func aSyntaxErrorAfterAGraphEndingInANewlineNamesItsOwnLine() throws {
        // The first graph's trailing newline must not count as a line of the second text.
        _ = try GraphvizRenderer.svg(dot: "digraph {\n  a -> b\n}\n\n")
        #expect {
            _ = try GraphvizRenderer.svg(dot: "digraph { a -> ; }")
        } throws: { error in
            guard let error = error as? GraphvizError, case .syntax(let message) = error else { return false }
            return message.contains("syntax error in line 1 ")
        }
    }

    @Test func emptyTextIsNoGraph() {
        #expect(throws: GraphvizError.syntax("not a graph in the DOT language")) {
            _ = try GraphvizRenderer.svg(dot: "")
        }
    }

    @Test func aRenderAfterAFailureWorks() throws {
        _ = try? GraphvizRenderer.svg(dot: "digraph {")
        let svg = String(decoding: try GraphvizRenderer.svg(dot: #"digraph { "a" -> "b"; }"#), as: UTF8.self)
        #expect(svg.contains("<title>a&#45;&gt;b</title>"))
    }
}
