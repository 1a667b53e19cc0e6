import TrellisCore

/// An element the builder has met the start of and whose view is not made yet: what its
/// children need of it is settled when it starts, its view is made when it ends.
struct OpenElement {
    var name: String
    var location: SourceLocation
    /// The registered widget; nil for an unknown element (reported), whose children
    /// are still checked but whose subtree builds nothing.
    var widget: WidgetEntry?
    /// The layout its `layout` attribute or its widget names, when registered.
    var layout: LayoutEntry?
    /// Whether the parent's layout is `absolute`, which reads `frame`.
    var takesFrame: Bool
    /// Whether the parent's layout is `stack`, which reads `grow`.
    var takesGrow = false
    /// Whether its widget takes any registered widget as a child (false for an unknown
    /// element, whose children are checked as if they had no parent).
    var takesAnyChild = false
    /// Whether its layout is `absolute`, whose children read `frame`.
    var childrenTakeFrame = false
    /// Whether its layout is `stack`, whose children read `grow`.
    var childrenTakeGrow = false
    /// Whether it names its layout with a `layout` attribute.
    var writesLayout = false
    /// Whether it writes any common view attribute, or any control attribute.
    var writesViewAttributes = false
    var writesControlAttributes = false
    /// Its text from the first character that is not white space; nil before that.
    var text: TextContent?
    var children: [View] = []

    /// The text content of an open element, held by reference: few elements have any.
    final class TextContent {
        var text = ""
        /// Where its first character that is not white space is.
        let location: SourceLocation
        /// Whether it went over the limit (reported), after which it is not kept.
        var isTooLong = false

        init(location: SourceLocation) {
            self.location = location
        }
    }

    /// An open element's name and layout, for the messages about its children that name
    /// them.
    struct Parent {
        var element: String
        var layout: LayoutEntry?
    }
}
