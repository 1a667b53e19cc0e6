import Foundation

/// A view that shows text (UIKit's `UILabel`). Not interactive by default, so a tap on a
/// label lands on the first interactive view below or around it (events.md).
///
/// Its fitting size is its text's size in its font (layouts.md, "label"): default
/// 17 points, measured by the screen's ``TextMeasuring``.
open class Label: View {
    /// The text; "" by default. `"\n"` starts a new line.
    public var text: String = "" {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
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

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        currentTextMeasurer.size(of: text, font: effectiveFont)
    }
}
