/// A registered layout plugin: its name, its parameters (attributes of the container
/// that uses it) and how to make it from them.
public struct LayoutDescriptor: Sendable {
    /// The name used in `layout="…"`.
    public var name: String
    /// One line saying what the layout does.
    public var summary: String
    /// The parameters it reads from its container's attributes. `padding` is common to
    /// every view and is not listed here.
    public var parameters: [AttributeDeclaration]
    /// Makes the layout from the container's attributes; bad values are reported through
    /// the reader.
    public var make: @Sendable (AttributeReader) -> any Layout
    /// For a layout whose rules need a container of its own (the collapsible row owns a
    /// toggle): makes that container, used for `<view layout="…">`; nil for most layouts.
    public var makeContainer: (@Sendable (AttributeReader) -> View)?
    /// For a layout with ``makeContainer``: adds what that container would own (the
    /// collapsible row's toggle) to the view of another widget that uses the layout, once
    /// its children are added (`<tag-list layout="collapsible">`: Docs/layouts.md, "Selection
    /// with any layout"). nil: such a layout is refused on any other widget.
    public var attachAccessories: (@Sendable (View, AttributeReader) -> Void)?

    /// Creates a descriptor.
    public init(
        name: String, summary: String, parameters: [AttributeDeclaration],
        make: @escaping @Sendable (AttributeReader) -> any Layout,
        makeContainer: (@Sendable (AttributeReader) -> View)? = nil,
        attachAccessories: (@Sendable (View, AttributeReader) -> Void)? = nil
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.make = make
        self.makeContainer = makeContainer
        self.attachAccessories = attachAccessories
    }
}
