import Foundation
import TrellisCore

extension CollapsibleView {
    /// `expand-title`: the toggle's title while collapsed; default "展开".
    public static let expandTitleAttribute = Attribute<String>(
        "expand-title", default: CollapsibleView.defaultExpandTitle, "the toggle's title while collapsed")
    /// `collapse-title`: the toggle's title while expanded; default "收起".
    public static let collapseTitleAttribute = Attribute<String>(
        "collapse-title", default: CollapsibleView.defaultCollapseTitle, "the toggle's title while expanded")
    /// `toggle-width`: the toggle's width in points; default its fitting width.
    public static let toggleWidthAttribute = Attribute<Length?>(
        "toggle-width", defaultDescription: "the toggle's fitting width", "the toggle's width")

    /// Creates the container from its element's attributes: the toggle's titles and width,
    /// and the initial state (`expanded`), so the toggle shows the right title at once.
    /// The loader assigns the ``CollapsibleLayout`` itself afterwards.
    public convenience init(reading reader: AttributeReader) {
        self.init()
        expandTitle = reader[Self.expandTitleAttribute]
        collapseTitle = reader[Self.collapseTitleAttribute]
        toggleWidth = reader[Self.toggleWidthAttribute]?.value
        isExpanded = reader[CollapsibleLayout.expandedAttribute]
    }

    /// The registration of `<collapsible>`: a tag row with the `collapsible` layout, whose
    /// parameters (the toggle's included) are its attributes.
    public static let descriptor = WidgetDescriptor(
        name: "collapsible", summary: "a tag row limited to max-lines lines, with an expand/collapse toggle",
        content: .views(allowed: nil), layoutPolicy: .fixed("collapsible"), stateKeys: ["expanded", "hiddenCount"],
        make: { reader in CollapsibleView(reading: reader) },
        finish: { view, _ in (view as? CollapsibleView)?.refreshToggle() }
    )
}
