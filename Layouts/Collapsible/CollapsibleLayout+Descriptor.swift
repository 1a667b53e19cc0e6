import Foundation
import TrellisCore
import TrellisFlowLayout

extension CollapsibleLayout {
    /// `max-lines`: the most lines shown while collapsed; default 1, 0 = unlimited.
    public static let maxLinesAttribute = Attribute<Count>(
        "max-lines", default: Count(defaultMaxLines), "the most lines shown while collapsed (0 = unlimited)")
    /// `expanded`: whether every item is shown, followed by the toggle; default false.
    public static let expandedAttribute = Attribute<Bool>(
        "expanded", default: false, "whether every item is shown, followed by the toggle")
    /// `first-line-indent`: where the first line starts, in points; default 0.
    public static let firstLineIndentAttribute = Attribute<Length>(
        "first-line-indent", default: Length(0), "where the first line starts (room for a badge)")

    /// `animation-duration`: how long a tap on the toggle animates; default `250ms`, `0ms`
    /// flips at once (Docs/time.md, "Animations").
    public static let animationDurationAttribute = Attribute<AnimationDuration>(
        "animation-duration", default: AnimationDuration(milliseconds: defaultAnimationDuration),
        "how long a tap on the toggle animates (0ms: at once)")
    /// `animation-curve`: that animation's timing curve; default `ease-in-out`.
    public static let animationCurveAttribute = Attribute<TimingCurve>(
        "animation-curve", default: TimingCurve.easeInOut, "the timing curve of the toggle's animation")

    /// Reads the layout's parameters from its container's attributes (Docs/layouts.md,
    /// "collapsible"); bad values are reported through `reader` and read as the defaults.
    public init(reading reader: AttributeReader) {
        self.init(
            spacing: reader[FlowLayout.spacingAttribute].value,
            lineSpacing: reader[FlowLayout.lineSpacingAttribute].value,
            alignment: reader[FlowLayout.alignmentAttribute],
            maxLines: reader[Self.maxLinesAttribute].value,
            firstLineIndent: reader[Self.firstLineIndentAttribute].value,
            isExpanded: reader[Self.expandedAttribute],
            animationDuration: reader[Self.animationDurationAttribute].value.milliseconds,
            animationCurve: reader[Self.animationCurveAttribute])
    }

    /// The registration of `collapsible`. It needs the container that owns the toggle, so
    /// `<view layout="collapsible">` gets a ``CollapsibleView`` too, and another widget that
    /// uses it (`<tag-list layout="collapsible">`) gets a toggle of its own
    /// (`CollapsibleToggle`) and keeps its behaviour.
    public static let descriptor = LayoutDescriptor(
        name: "collapsible", summary: "a flow limited to max-lines lines, with an expand/collapse toggle",
        parameters: [
            FlowLayout.spacingAttribute.declaration, FlowLayout.lineSpacingAttribute.declaration,
            FlowLayout.alignmentAttribute.declaration, maxLinesAttribute.declaration,
            expandedAttribute.declaration, firstLineIndentAttribute.declaration,
            CollapsibleView.toggleWidthAttribute.declaration,
            CollapsibleView.expandTitleAttribute.declaration, CollapsibleView.collapseTitleAttribute.declaration,
            animationDurationAttribute.declaration, animationCurveAttribute.declaration,
        ],
        make: { reader in CollapsibleLayout(reading: reader) },
        makeContainer: { reader in CollapsibleView(reading: reader) },
        attachAccessories: { container, reader in CollapsibleToggle.attach(to: container, reader: reader) }
    )
}
