import Foundation

/// A view that shows text (UIKit's `UILabel`). Not interactive by default, so a tap on a
/// label lands on the first interactive view below or around it (Docs/events.md).
///
/// Its fitting size is its text's size in its font (Docs/layouts.md, "label"): default
/// 17 points, measured by the screen's ``TextMeasuring``. A label with ``numberOfLines``
/// other than 1 wraps its text to the width it is offered (``TextLayout``).
open class Label: View {
    /// The text; "" by default. `"\n"` starts a new line.
    public var text: String = "" {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The most lines the text wraps to (UIKit's `numberOfLines`, the `lines` attribute):
    /// 1 (the default) does not wrap, 0 is unlimited, n shows at most n lines. A `"\n"`
    /// in the text always starts a line.
    public var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Where lines break and whether cut text ends in "…" (the `line-break` attribute);
    /// ``LineBreakMode/word`` by default.
    public var lineBreakMode: LineBreakMode = .word {
        didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates a label showing `text`.
    public convenience init(text: String) {
        self.init()
        self.text = text
    }

    override open class var defaultTypeName: String { "label" }
    override open class var isInteractiveByDefault: Bool { false }
    override open class var defaultFontSize: CGFloat { Font.labelDefault.size }

    override open var displayedText: String? { text }

    /// The text laid out in the label's current width: its lines and what is shown.
    public var textLayout: TextLayout {
        textLayout(width: bounds.width)
    }

    override open var visibleText: String? {
        isCollapsed ? nil : textLayout.visibleText
    }

    /// The wrapped text's size for the proposed width, in points (an infinite width: the
    /// text unwrapped).
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        if numberOfLines == 1, lineBreakMode != .truncateTail {
            return measuredSize(of: text)
        }
        return textLayout(width: size.width).size
    }

    private func textLayout(width: CGFloat) -> TextLayout {
        let style = textStyle
        return TextLayout(text: text, font: style.font, measurer: style.measurer, width: width,
                          lines: numberOfLines, mode: lineBreakMode)
    }
}
