import Foundation

extension CoreWidgets {
    static let scrollAxis = Attribute<ScrollView.Axis>(
        "axis", default: .vertical, "the axis the content scrolls along (and the stack's, with the default layout)")
    static let contentOffset = Attribute<LengthPair>(
        "content-offset", default: LengthPair(.zero), "the content offset \"x y\" at load, clamped once the content is laid out")
    static let paging = Attribute<Bool>(
        "paging", default: false, "whether a drag that ends snaps the offset to a multiple of the bounds' size")

    /// `scroll`: a scroll view (Docs/widgets.md, "scroll"), whose content is laid out by
    /// the `stack` layout along its `axis` unless it names another. A core widget: its
    /// offset is the core's bounds origin, which hit-testing, visibility, touch dispatch
    /// and taps read (Docs/widgets.md, "Why scroll is a core widget").
    public static let scroll = WidgetDescriptor(
        name: "scroll", summary: "a scroll view: content larger than itself, seen through its bounds",
        attributes: [scrollAxis.declaration, contentOffset.declaration, paging.declaration],
        content: .views(allowed: nil), layoutPolicy: .defaultLayout("stack"),
        stateKeys: ["contentOffset", "contentSize"],
        accessibility: AccessibilityDeclaration(role: .group, isScrollContainer: true),
        make: { reader in
            let scroll = ScrollView()
            scroll.axis = reader[scrollAxis]
            scroll.isPagingEnabled = reader[paging]
            // Kept as written until the first layout pass clamps it; no event at load.
            scroll.bounds.origin = reader[contentOffset].value
            return scroll
        }
    )
}
