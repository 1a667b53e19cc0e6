import Foundation

/// An app's navigation graph (Docs/navigation.md, "Command line", `trellis graph`): its
/// screens, tabs, alerts and deep links as nodes, its routes, tabs and deep links as
/// edges. A pure value made from an ``AppDefinition``; `trellis graph` writes it as DOT,
/// JSON or (through Graphviz) SVG.
///
/// Nodes, in this order: the `<tabs>` (kind `tabs`), each screen (kind `screen`, its
/// `file` the screen file's path), each alert (kind `alert`), each in file order, then,
/// when any screen has a deep link, one node for the links (kind `link`, id ``linkNodeID``
/// unless the app uses that id).
///
/// Edges, in this order:
/// - the tabs to each tab's screen, in bar order: transition `tab`, no action, no route;
/// - each screen's routes, screen by screen, in file order: from the screen to the
///   route's target, transition and action the route's, `route` where its `<on>` is;
/// - each route written under `<app>`, from every screen in file order (such a route
///   applies on every screen);
/// - the links node to each screen with a deep link, once per `<deep-link>`: transition
///   `link`, the action the pattern's URI, no route.
///
/// A `back` or `dismiss` route has no target fixed in the file (it depends on the stacks
/// at run time), so it is no edge: it is listed in ``Node/stays`` of each screen it
/// applies on, and drawn inside that screen's box.
public struct NavigationGraph: Sendable, Hashable {
    /// A screen, the tabs, an alert or the deep links.
    public struct Node: Sendable, Hashable {
        /// What a node stands for.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// A `<screen>`.
            case screen
            /// The `<tabs>`.
            case tabs
            /// An `<alert>`.
            case alert
            /// The deep links, one node for all of them.
            case link
        }

        /// The id of the screen, tabs or alert; ``NavigationGraph/linkNodeID`` for the
        /// links.
        public var id: String
        /// What the node stands for.
        public var kind: Kind
        /// A screen's file: its `src` relative to the app file's folder; nil for the other
        /// kinds.
        public var file: String?
        /// The `back` and `dismiss` routes that apply on a screen, which have no fixed
        /// target (the screen's own, then the app's); empty for the other kinds.
        public var stays: [Edge]

        /// Creates a node.
        public init(id: String, kind: Kind, file: String? = nil, stays: [Edge] = []) {
            self.id = id
            self.kind = kind
            self.file = file
            self.stays = stays
        }
    }

    /// A route, a tab or a deep link from one node to another.
    public struct Edge: Sendable, Hashable {
        /// The id of the node it starts at.
        public var from: String
        /// The id of the node it ends at; for a `back` or `dismiss` route (a stay),
        /// ``from`` itself.
        public var to: String
        /// The transition's name (`push`, `pop-to`, …, `tab`, `link`).
        public var transition: String
        /// The route's action name, the deep link's URI pattern; nil for a tab.
        public var action: String?
        /// Where the route's `<on>` element is; nil for a tab or a deep link.
        public var route: SourceLocation?

        /// Creates an edge.
        public init(from: String, to: String, transition: String, action: String?, route: SourceLocation?) {
            self.from = from
            self.to = to
            self.transition = transition
            self.action = action
            self.route = route
        }

        /// The edge's label: `ACTION (TRANSITION)` for a route, the URI for a deep link,
        /// `tab` for a tab.
        public var label: String {
            switch transition {
            case "tab": return "tab"
            case "link": return action ?? "link"
            default: return "\(action ?? "") (\(transition))"
            }
        }
    }

    /// The id of the node deep links start from: `link`.
    public static let linkNodeID = "link"

    /// The nodes, in the order the type's overview gives.
    public var nodes: [Node]
    /// The edges, in the order the type's overview gives.
    public var edges: [Edge]

    /// Creates a graph from its parts.
    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// The graph of `app`, as the type's overview describes.
    public init(_ app: AppDefinition) {
        var nodes: [Node] = []
        var edges: [Edge] = []
        if let tabs = app.tabs {
            nodes.append(Node(id: tabs.id, kind: .tabs))
            edges += tabs.tabs.map { Edge(from: tabs.id, to: $0.screen, transition: "tab", action: nil, route: nil) }
        }
        for screen in app.screens {
            let routes = screen.routes + app.routes
            let stays = routes.filter { $0.transition.target == nil }.map { Self.edge(from: screen.id, for: $0) }
            nodes.append(Node(id: screen.id, kind: .screen, file: screen.path, stays: stays))
            edges += screen.routes.filter { $0.transition.target != nil }.map { Self.edge(from: screen.id, for: $0) }
        }
        for route in app.routes where route.transition.target != nil {
            edges += app.screens.map { Self.edge(from: $0.id, for: route) }
        }
        nodes += app.alerts.map { Node(id: $0.id, kind: .alert) }
        let links = app.screens.flatMap { screen in screen.deepLinks.map { (screen: screen.id, uri: $0.uri) } }
        if !links.isEmpty {
            let taken = Set(nodes.map(\.id))
            let id = ([Self.linkNodeID] + (2...(taken.count + 2)).map { "\(Self.linkNodeID)-\($0)" }).first { !taken.contains($0) } ?? Self.linkNodeID
            nodes.append(Node(id: id, kind: .link))
            edges += links.map { Edge(from: id, to: $0.screen, transition: "link", action: $0.uri, route: nil) }
        }
        self.init(nodes: nodes, edges: edges)
    }

    /// The edge of `route` from the screen `screen`: to its target, or to the screen
    /// itself for `back` and `dismiss`.
    private static func edge(from screen: String, for route: Route) -> Edge {
        Edge(from: screen, to: route.transition.target ?? screen, transition: route.transition.name, action: route.action, route: route.location)
    }
}
