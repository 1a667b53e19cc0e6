import TrellisCore

/// One node of a parsed YAML document, copied out of libyaml: a scalar, a sequence or a
/// mapping, with the place where it starts.
public struct YAMLNode: Sendable, Hashable {
    /// What the node holds.
    public enum Content: Sendable, Hashable {
        /// A scalar's text; `quoted` is true for single- or double-quoted scalars, which
        /// are always strings.
        case scalar(String, quoted: Bool)
        /// The items of a sequence, in order.
        case sequence([YAMLNode])
        /// The pairs of a mapping, in the order written.
        case mapping([Pair])
    }

    /// One key and value of a mapping.
    public struct Pair: Sendable, Hashable {
        /// The key node.
        public var key: YAMLNode
        /// The value node.
        public var value: YAMLNode
    }

    /// The node's content.
    public var content: Content
    /// Where the node starts: the file, the 1-based line and the 1-based column.
    public var location: SourceLocation
    /// Whether a scalar's text sits on one line of the file exactly as written, one
    /// column per character (a plain scalar, or a quoted one without escapes), so that a
    /// character `i` places into the text is at column `location.column + i` (plus one
    /// for the opening quote): where `${NAME}` errors point (Docs/flows.md, "Parameters").
    /// False for collections and for scalars written otherwise.
    package var columnsExact = false
    /// Whether the text came from a variable (`${NAME}`) and so is never read as a
    /// regular expression: only a plain scalar written `/…/` in the file is one
    /// (Docs/flows.md, "Parameters").
    package var neverPattern = false

    /// Creates a node holding `content`, starting at `location`.
    public init(content: Content, location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The scalar's text, or nil for a sequence or a mapping.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// The sequence's items, or nil for a scalar or a mapping.
    public var items: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The mapping's pairs, or nil for a scalar or a sequence.
    public var pairs: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// What the node is, as messages name it: "a string", "a list" or "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar: return "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
