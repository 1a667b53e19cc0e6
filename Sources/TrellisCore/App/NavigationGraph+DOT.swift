import Foundation

extension NavigationGraph {
    /// The graph in Graphviz's DOT language, as `trellis graph` prints it by default
    /// (Docs/navigation.md, "Command line"): a `digraph` laid out left to right, one
    /// statement a line, nodes then edges in the graph's order, so the same app gives the
    /// same text.
    ///
    /// Every node is named by its id and labelled with it; a screen's label lists its
    /// stays (`back`, `dismiss` routes) under the id, smaller and grey (an HTML-like
    /// label). Shapes: a rounded box for a screen,
    /// a tab (folder) for the tabs, a hexagon for an alert, an ellipse for the links.
    /// Route edges are labelled `ACTION (TRANSITION)`, deep links by their URI (dotted),
    /// tabs `tab` (dashed). Names and labels are DOT quoted strings (``dotString(_:)``).
    public var dot: String {
        dot(marking: [])
    }

    /// The graph in DOT (``dot``) with each route edge whose `<on>` is at a location in
    /// `untaken` drawn red (#D70015) and dashed, and labelled as never taken, and each such
    /// stay listed in its screen's box in red and labelled so: the HTML report's picture of
    /// an app's route coverage (Docs/navigation.md, "Flows").
    public func dot(marking untaken: Set<SourceLocation>) -> String {
        var lines = [
            "digraph \"navigation\" {",
            "  graph [rankdir=LR, nodesep=0.5, ranksep=1, fontname=\"DejaVu Sans\"];",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#FFFFFF\", fontname=\"DejaVu Sans\", fontsize=12];",
            "  edge [fontname=\"DejaVu Sans\", fontsize=10, color=\"#555555\"];",
        ]
        for node in nodes {
            lines.append("  \(Self.dotString(node.id)) [\(Self.attributes(of: node, marking: untaken))];")
        }
        for edge in edges {
            let style: String
            var label = edge.label
            switch edge.transition {
            case "tab": style = ", style=dashed"
            case "link": style = ", style=dotted"
            case _ where edge.route.map(untaken.contains) == true:
                style = ", style=dashed, color=\"#D70015\", fontcolor=\"#D70015\""
                label += " — never taken"
            default: style = ""
            }
            lines.append("  \(Self.dotString(edge.from)) -> \(Self.dotString(edge.to)) [label=\(Self.dotString(label))\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The DOT attributes of `node`: its label and, but for a screen, its shape; a stay
    /// whose route is in `untaken` is red and labelled as never taken.
    private static func attributes(of node: Node, marking untaken: Set<SourceLocation>) -> String {
        switch node.kind {
        case .screen where node.stays.isEmpty:
            return "label=\(dotString(node.id))"
        case .screen:
            let stays = node.stays.map { stay in
                stay.route.map(untaken.contains) == true
                    ? "<BR/><FONT POINT-SIZE=\"10\" COLOR=\"#D70015\">\(htmlText(stay.label)) — never taken</FONT>"
                    : "<BR/><FONT POINT-SIZE=\"10\" COLOR=\"#555555\">\(htmlText(stay.label))</FONT>"
            }
            return "label=<\(htmlText(node.id))\(stays.joined())>"
        case .tabs:
            return "label=\(dotString(node.id)), shape=tab, fillcolor=\"#EEF4FF\""
        case .alert:
            return "label=\(dotString(node.id)), shape=hexagon, style=filled, fillcolor=\"#FFF4E5\""
        case .link:
            return "label=\(dotString(node.id)), shape=ellipse, style=filled, fillcolor=\"#EEFFEE\""
        }
    }

    /// `text` as the text of a Graphviz HTML-like label: `&`, `<`, `>` and `"` written as
    /// XML entities.
    private static func htmlText(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `text` as a DOT quoted string: `"` and `\` escaped with a backslash, a line break
    /// written `\n`. As a label (Graphviz's escString) it shows `text` as written, each
    /// line break starting a new centred line; as a node's name each distinct text gives
    /// a distinct name (Graphviz keeps `\\` in names as two characters).
    public static func dotString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
