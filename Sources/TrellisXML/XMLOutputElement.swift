/// An element to write as XML (``XMLWriter``): a name, attributes in order, text and
/// child elements. Text is escaped when written; characters XML 1.0 forbids (most
/// control characters) are written as U+FFFD.
public struct XMLOutputElement: Sendable, Hashable {
    /// The element's name.
    public var name: String
    /// The attributes, written in this order.
    public var attributes: [Attribute]
    /// Text content, written before the children; nil for none.
    public var text: String?
    /// The child elements, in order.
    public var children: [XMLOutputElement]

    /// One attribute.
    public struct Attribute: Sendable, Hashable {
        /// The attribute's name.
        public var name: String
        /// Its value, unescaped.
        public var value: String

        /// Creates an attribute.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates an element.
    public init(_ name: String, attributes: [Attribute] = [], text: String? = nil, children: [XMLOutputElement] = []) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
    }
}
