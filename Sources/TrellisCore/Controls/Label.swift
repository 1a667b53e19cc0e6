import Foundation

/// A view that shows text (UIKit's `UILabel`). Not interactive by default, so a tap on a
/// label lands on the first interactive view below or around it (Docs/events.md).
///
/// Its fitting size is its text's size in its font (Docs/layouts.md, "label"): default
/// 17 points, measured by the screen's ``TextMeasuring``. A label with ``numberOfLines``
/// other than 1 wraps its text to the width it is offered (``TextLayout``), and shows,
/// sizes and draws the lines it was measured with at that width (Docs/layouts.md,
/// "Multi-line text"), never lines wrapped again at its frame's width.
open class Label: View {
    /// The text as the label shows it, in its ``View/effectiveLocale`` (Docs/sweeps.md,
    /// "Pseudo-locales"); setting it sets ``writtenText``. "" by default. A mandatory break
    /// (``MandatoryBreaks``) starts a new line.
    public var text: String {
        get { localizedText.shown(writtenText, in: self) }
        set { writtenText = newValue }
    }

    /// The text as written, which queries match; "" by default. A new spelling of the
    /// same text (canonically equivalent, other bytes) is a change: it is what is drawn.
    public var writtenText: String = "" {
        didSet { if !writtenText.hasSameUTF8(as: oldValue) { invalidateText() } }
    }

    /// The text last shown in a pseudo-locale, kept so that measuring it again does not
    /// transform it again.
    @exclusivity(unchecked) final var localizedText = LocalizedText()

    /// The most lines the text wraps to (UIKit's `numberOfLines`, the `lines` attribute):
    /// 1 (the default) does not wrap, 0 is unlimited, n shows at most n lines. A mandatory
    /// break in the text always starts a line, and counts towards the limit: with 1, the
    /// label shows the text up to its first break.
    public var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { invalidateText() } }
    }

    /// Where lines break and whether cut text ends in "…" (the `line-break` attribute);
    /// ``LineBreakMode/word`` by default.
    public var lineBreakMode: LineBreakMode = .word {
        didSet { if lineBreakMode != oldValue { invalidateText() } }
    }

    /// The layouts made for the widths most recently offered, newest first
    /// (``Label/offeredLayoutLimit``).
    final var offeredLayouts: [OfferedLayout] = []

    /// Creates a label showing `text`.
    public convenience init(text: String) {
        self.init()
        self.text = text
    }

    override open class var defaultTypeName: String { "label" }
    override open class var drawsFromCoreStateOnly: Bool { self == Label.self }
    override open class var isInteractiveByDefault: Bool { false }
    override open class var defaultFontSize: CGFloat { Font.labelDefault.size }
    override open class var defaultTextAlignment: TextAlignment { .leading }

    override open var displayedText: String? { text }
    override open var writtenDisplayedText: String? { writtenText }

    /// The lines the label shows: those it was measured with for the width its layout
    /// last offered (the newest of the widths it was recently offered whose lines fit its
    /// bounds), else, when it was never measured or its frame was set smaller by code, its
    /// text laid out in its current width.
    public var textLayout: TextLayout {
        let style = textStyle
        if let offered = offeredLayout(style: style) { return offered }
        return TextLayout(
            text: text, font: style.font, measurer: style.measurer, width: bounds.width,
            lines: numberOfLines, mode: lineBreakMode)
    }

    override open var visibleText: String? {
        isCollapsed ? nil : textLayout.visibleText
    }

    /// The size of the lines shown for the proposed width, in points (an infinite width:
    /// the text unwrapped); the lines are kept and shown when the frame holds them.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        if isSingleLine { return measuredSize(of: text) }
        let style = textStyle
        let layout = TextLayout(
            text: text, font: style.font, measurer: style.measurer, width: size.width,
            lines: numberOfLines, mode: lineBreakMode)
        remember(layout, width: size.width, style: style)
        return layout.size
    }
}
