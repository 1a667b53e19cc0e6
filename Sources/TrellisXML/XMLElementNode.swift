/// One element of a parsed screen file, copied out of libxml2's tree into plain Swift
/// values so that nothing outside ``XMLDocument`` touches libxml2.
struct XMLElementNode: Sendable {
    /// One attribute as written, entities replaced.
    struct Attribute: Sendable {
        var name: String
        var value: String
        /// The 1-based column of the attribute's name on ``XMLElementNode/line``, or the
        /// element's column when it is not on that line (see ``SourceText``).
        var column = 1
    }

    /// A run of text directly inside the element (text or CDATA), with its line.
    struct Text: Sendable {
        var content: String
        var line: Int
    /// The 1-based column of the element's `<` on ``line``, or 1 when the start tag began
    /// on an earlier line (see ``SourceText``).
    var column = 1
    }

    /// The qualified name (`prefix:name` when the element has a namespace prefix).
    var name: String
    /// The line libxml2 records for the element: for a start tag spread over several
    /// lines, its last line.
    var line: Int
    /// The 1-based column of the element's `<` on ``line``, or 1 when the start tag began
    /// on an earlier line (see ``SourceText``).
    var column = 1
    /// The attributes in document order.
    var attributes: [Attribute]
    /// The child elements in document order.
    var children: [XMLElementNode]
    /// The text directly inside the element, in document order.
    var texts: [Text]
}
