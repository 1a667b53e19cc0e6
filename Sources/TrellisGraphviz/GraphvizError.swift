/// Why Graphviz could not turn DOT text into SVG; the message is Graphviz's own.
package enum GraphvizError: Error, Equatable, CustomStringConvertible {
    /// The text is not a graph in the DOT language.
    case syntax(String)
    /// The graph could not be laid out.
    case layout(String)
    /// The laid-out graph could not be written as SVG.
    case render(String)

    package var description: String {
        switch self {
        case .syntax(let message): return "Graphviz cannot read the graph: \(message)"
        case .layout(let message): return "Graphviz cannot lay out the graph: \(message)"
        case .render(let message): return "Graphviz cannot write SVG: \(message)"
        }
    }
}
