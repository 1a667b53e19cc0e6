/// How a widget is built from an element: its name, attributes, children and factory.
/// Plugins register these in a ``Registry``; the XML loader looks elements up by name.
public struct WidgetDescriptor: Sendable {
    /// What an element of this widget may contain.
    public enum Content: Sendable, Hashable {
        /// Nothing but white space and comments.
        case none
        /// Child elements: any registered widget when `allowed` is nil, else only those
        /// named (a check-in board takes `item`s).
        case views(allowed: [String]?)
        /// Text (a label's text content).
        case text
    }

    /// Which layout arranges the widget's children.
    public enum LayoutPolicy: Sendable, Hashable {
        /// The widget has no layout and takes no `layout` attribute.
        case none
        /// This layout unless the element's `layout` attribute names another.
        case defaultLayout(String)
        /// Always this layout; the `layout` attribute is not accepted.
        case fixed(String)
    }

    /// The element name (`tag-list`).
    public var name: String
    /// One line saying what the widget is.
    public var summary: String
    /// Whether the widget is a control, which adds `enabled`, `selected` and `action`.
    public var isControl: Bool
    /// The elements this widget may appear in (a check-in `item` only in `check-in`); nil
    /// means any container.
    public var parents: [String]?
    /// The widget's own attributes, beyond the common ones (``CommonAttributes``).
    public var attributes: [AttributeDeclaration]
    /// What the element may contain.
    public var content: Content
    /// Which layout it uses.
    public var layoutPolicy: LayoutPolicy
    /// Whether a layout that brings its own container (``LayoutDescriptor/makeContainer``)
    /// may replace this widget's view: true only for the plain `view`.
    public var isPlainContainer: Bool
    /// Whether its elements make views of the tree (true); false for an element that
    /// declares something about its screen instead (`<timer>`), which takes only `id` and
    /// its own attributes, none of the common view attributes.
    public var isView: Bool
    /// The keys of the plugin state this widget's views report in
    /// ``View/inspectableState``, in the order they report them; empty for widgets without
    /// such state. Flows' `assertState` accepts exactly the keys the registry's widgets
    /// declare, so a view reports no key that is not declared here.
    public var stateKeys: [String]
    /// How the widget's views appear in the accessibility tree and the audit (role, label,
    /// value; Docs/accessibility.md); nil judges them by their class
    /// (``AccessibilityDeclaration/inferred(for:)``: a control is a button, a view with
    /// text is static text).
    public var accessibility: AccessibilityDeclaration?
    /// Makes the view from the element's attributes (its own attributes only: the loader
    /// applies the common ones, the layout and the children).
    public var make: @Sendable (AttributeReader) -> View
    /// Called once the view has its common attributes, its layout and its children, to
    /// check and apply what depends on them (a check-in board's `checked` against its
    /// number of items). Report problems through the reader.
    public var finish: (@Sendable (View, AttributeReader) -> Void)?

    /// Creates a descriptor.
    public init(
        name: String, summary: String, isControl: Bool = false, parents: [String]? = nil,
        attributes: [AttributeDeclaration] = [],
        content: Content, layoutPolicy: LayoutPolicy = .none, isPlainContainer: Bool = false,
        stateKeys: [String] = [], accessibility: AccessibilityDeclaration? = nil, isView: Bool = true,
        make: @escaping @Sendable (AttributeReader) -> View,
        finish: (@Sendable (View, AttributeReader) -> Void)? = nil
    ) {
        self.name = name
        self.summary = summary
        self.isControl = isControl
        self.parents = parents
        self.attributes = attributes
        self.content = content
        self.layoutPolicy = layoutPolicy
        self.isPlainContainer = isPlainContainer
        self.isView = isView
        self.stateKeys = stateKeys
        self.accessibility = accessibility
        self.make = make
        self.finish = finish
    }
}
