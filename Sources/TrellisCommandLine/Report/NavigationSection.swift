import Foundation

/// An app's part of the HTML report's index (Docs/navigation.md, "Flows"): its
/// navigation graph as Graphviz laid it out, the routes no flow took marked, and its
/// coverage line.
struct NavigationSection {
    /// The app file's path.
    var app: String
    /// `routes 7/9, screens 5/5, links 1/2, controls 12/15`.
    var summary: String
    /// The graph as an SVG document, from Graphviz.
    var svg: [UInt8]

    /// The `<svg>` element alone, without the XML declaration and doctype Graphviz writes
    /// before it, to be put inline in the page.
    var inlineSVG: ArraySlice<UInt8> {
        let start = Array("<svg".utf8)
        guard let index = svg.indices.first(where: { svg[$0...].starts(with: start) }) else { return svg[...] }
        return svg[index...]
    }
}
