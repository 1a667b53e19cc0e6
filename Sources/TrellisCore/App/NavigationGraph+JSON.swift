import Foundation

extension NavigationGraph {
    /// The graph as `trellis graph --format json` prints it (Docs/navigation.md, "Command
    /// line"): `{"nodes": [{"id", "kind", "file"}], "edges": [{"from", "to",
    /// "transition", "action", "route"}]}`, in the graph's order. `file` is null but for a
    /// screen; `action` is null for a tab; `route` is the `<on>` element's
    /// `file:line:col`, null for a tab or a deep link. Stays (`back`, `dismiss`) are not
    /// edges and are not listed.
    public var json: JSONValue {
        .object([
            (
                "nodes",
                .array(
                    nodes.map { node in
                        .object([("id", .string(node.id)), ("kind", .string(node.kind.rawValue)), ("file", node.file.map(JSONValue.string) ?? .null)])
                    })
            ),
            (
                "edges",
                .array(
                    edges.map { edge in
                        .object([
                            ("from", .string(edge.from)), ("to", .string(edge.to)), ("transition", .string(edge.transition)),
                            ("action", edge.action.map(JSONValue.string) ?? .null), ("route", edge.route.map { .string($0.description) } ?? .null),
                        ])
                    })
            ),
        ])
    }
}
