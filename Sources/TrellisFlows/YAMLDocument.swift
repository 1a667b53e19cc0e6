import TrellisCore

/// Parses a flow file's bytes into ``YAMLNode`` values, one per document of the stream,
/// reporting libyaml's errors as diagnostics.
///
/// The nodes are built from libyaml's events (``YAMLEventParser``, the one file that
/// talks to libyaml) as they stream, so every limit of
/// ``FlowLimits`` that concerns one file is checked before more of it is read: the
/// nesting depth at each `[` or `{` that opens a level, and the nodes and bytes the file
/// expands to at each node and each alias, an alias counting all that its anchor holds
/// each time it is used (an alias bomb is an error, not a hang). An alias shares its
/// anchor's storage, so memory grows with the file, not with its expansion.
enum YAMLDocument {
    /// The parse result: every document's root (an empty document is absent), or the
    /// first error.
    struct Result {
        var documents: [YAMLNode]
        var diagnostics: [Diagnostic]
        /// Whether a syntax error cut the stream: the documents are those libyaml read
        /// before it, the last one closed where the error is, without the entry the error
        /// interrupted (Docs/flows.md, "Checking before running": what comes before a
        /// syntax error is checked too).
        var truncated = false
    }

    /// Parses `bytes` (UTF-8), reporting problems against `path` as the user gave it.
    static func parse(_ bytes: [UInt8], path: String, limits: FlowLimits = .default) -> Result {
        let start = SourceLocation(file: path, line: 1)
        guard let parser = YAMLEventParser(bytes) else {
            return Result(documents: [], diagnostics: [Diagnostic(at: start, "the YAML parser could not be created (out of memory)")])
        }
        var builder = Builder(path: path, limits: limits.effective)
        do {
            while true {
                let event: YAMLEventParser.Event
                do {
                    event = try parser.next(in: start)
                } catch {
                    builder.closeAtSyntaxError()
                    return Result(documents: builder.documents, diagnostics: [error], truncated: true)
                }
                guard try builder.add(event) else { break }
            }
        } catch {
            return Result(documents: builder.documents, diagnostics: [error])
        }
        return Result(documents: builder.documents, diagnostics: [])
    }

    /// What a node expands to: its nodes and its scalars' bytes, aliases counted in full.
    struct Cost {
        var nodes = 0
        var bytes = 0
    }

    /// Builds nodes from events with an explicit stack (no recursion), counting what
    /// the file expands to.
    private struct Builder {
        let path: String
        let limits: FlowLimits
        var documents: [YAMLNode] = []
        private var open: [Collection] = []
        private var anchors: [String: (node: YAMLNode, cost: Cost)] = [:]
        private var total = Cost()

        /// A sequence or mapping whose end has not come yet.
        private struct Collection {
            var isMapping: Bool
            var location: SourceLocation
            var anchor: String?
            var children: [YAMLNode] = []
            var costBefore: Cost
        }

        init(path: String, limits: FlowLimits) {
            self.path = path
            self.limits = limits
        }

        /// Takes one event; false at the end of the stream.
        mutating func add(_ event: YAMLEventParser.Event) throws(Diagnostic) -> Bool {
            switch event.kind {
            case .streamEnd:
                return false
            case .documentStart:
                anchors = [:]
            case .scalar(let text, let quoted, let anchor, let columnsExact):
                try count(Cost(nodes: 1, bytes: text.utf8.count), at: event.location)
                var node = YAMLNode(content: .scalar(text, quoted: quoted), location: event.location)
                node.columnsExact = columnsExact
                finish(node, anchor: anchor, cost: Cost(nodes: 1, bytes: text.utf8.count))
            case .collectionStart(let isMapping, let anchor):
                if open.count >= limits.maximumDepth {
                    throw Diagnostic(
                        at: event.location,
                        "sequences and mappings are nested more than \(limits.maximumDepth.formatted) levels deep, the limit for flow files (FlowLimits.maximumDepth, --max-flow-depth)"
                    )
                }
                try count(Cost(nodes: 1, bytes: 0), at: event.location)
                open.append(Collection(isMapping: isMapping, location: event.location, anchor: anchor, costBefore: total))
            case .collectionEnd:
                guard let collection = open.popLast() else { return true }
                let cost = Cost(nodes: total.nodes - collection.costBefore.nodes + 1, bytes: total.bytes - collection.costBefore.bytes)
                finish(Builder.node(collection), anchor: collection.anchor, cost: cost)
            case .alias(let name):
                guard let anchored = anchors[name] else {
                    throw Diagnostic(at: event.location, "YAML alias '*\(name.debugEscaped)' names no anchor defined before it")
                }
                try count(anchored.cost, at: event.location)
                finish(anchored.node, anchor: nil, cost: anchored.cost)
            case .other:
                break
            }
            return true
        }

        /// Closes the document a syntax error interrupted: its root collection keeps the
        /// entries it completed, and the entry being read (with everything open inside
        /// it) is dropped, since its end is unknown.
        mutating func closeAtSyntaxError() {
            guard var root = open.first else { return }
            if root.isMapping, root.children.count % 2 == 1 { root.children.removeLast() }
            open = []
            documents.append(Builder.node(root))
        }

        /// A closed collection's node: a mapping pairs its children in order.
        private static func node(_ collection: Collection) -> YAMLNode {
            let children = collection.children
            let content: YAMLNode.Content =
                collection.isMapping
                ? .mapping(stride(from: 0, to: children.count - 1, by: 2).map { YAMLNode.Pair(key: children[$0], value: children[$0 + 1]) })
                : .sequence(children)
            return YAMLNode(content: content, location: collection.location)
        }

        /// Adds a node to the collection it is in, or as a document's root.
        private mutating func finish(_ node: YAMLNode, anchor: String?, cost: Cost) {
            if let anchor { anchors[anchor] = (node, cost) }
            if open.isEmpty {
                documents.append(node)
            } else {
                open[open.count - 1].children.append(node)
            }
        }

        /// Adds `cost` to the file's total, throwing at `location` when a limit is crossed.
        private mutating func count(_ cost: Cost, at location: SourceLocation) throws(Diagnostic) {
            total.nodes = total.nodes.addingSaturating(cost.nodes)
            total.bytes = total.bytes.addingSaturating(cost.bytes)
            if total.nodes > limits.maximumNodeCount {
                throw Diagnostic(
                    at: location,
                    "the file expands to more than \(limits.maximumNodeCount) YAML nodes (aliases count each time they are used), the limit for flow files (FlowLimits.maximumNodeCount, --max-flow-nodes)"
                )
            }
            if total.bytes > limits.maximumExpandedBytes {
                throw Diagnostic(
                    at: location,
                    "the file expands to more than \(limits.maximumExpandedBytes.formatted) bytes of YAML text (aliases count each time they are used), the limit for flow files (FlowLimits.maximumExpandedBytes, --max-flow-bytes)"
                )
            }
        }
    }
}
