import Foundation

/// A control with a title (UIKit's `UIButton`); the title, ``TitledControl/init(title:)``
/// and the font are ``TitledControl``'s.
///
/// Its fitting size is its title's size in its font (default 15 points) plus its
/// ``View/padding`` on each side (Docs/layouts.md, "button"); `width`/`height` fix an axis. The
/// title is drawn by the button itself, not by a label subview, so a tap on the title is a
/// tap on the button. A title wider than the space its frame leaves inside the padding is
/// shown truncated with "…" (UIKit's default `byTruncatingTail`), see ``visibleText``.
open class Button: TitledControl {
    override open class var defaultTypeName: String { "button" }
    override open class var drawsFromCoreStateOnly: Bool { self == Button.self }

    /// The title as shown in the current frame: each of its lines (a mandatory break starts
    /// one, as the title is measured) cut to the width inside the padding with "…" when it
    /// does not fit, joined with "\n"; the title itself when it fits, when the button has
    /// no width yet (0) or is collapsed (nil then).
    override open var visibleText: String? {
        if isCollapsed { return nil }
        // The title as shown, in the view's locale: read once.
        let title = self.title
        guard bounds.width > 0, !title.isEmpty else { return title }
        let isOneParagraph = !MandatoryBreaks.occur(in: title)
        // The fitting size the layout cached is the title's width plus the padding (a
        // plain button's own sizeThatFits): when the frame is at least that wide, the
        // title fits without being measured again.
        if isOneParagraph, type(of: self) == Button.self, let fitting = layoutCache.keptFittingSize, fitting.width <= bounds.width {
            return title
        }
        let available = bounds.width - effectivePadding.horizontal
        let font = effectiveFont
        let measurer = currentTextMeasurer
        // A title of one paragraph that fits is shown whole, as the text layout below
        // would find, without laying it out (what every dump asks of most buttons).
        if isOneParagraph, LineBreaker(font: font, measurer: measurer, width: max(0, available)).fits(title) {
            return title
        }
        var isTruncated = false
        let lines = MandatoryBreaks.paragraphs(of: title).map { line in
            let shown = TextLayout(
                text: String(line), font: font, measurer: measurer, width: max(0, available),
                lines: 1, mode: .truncateTail
            ).visibleText
            if shown != line { isTruncated = true }
            return shown
        }
        return isTruncated ? lines.joined(separator: "\n") : title
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = measuredSize(of: title)
        let padding = effectivePadding
        return CGSize(width: text.width + padding.horizontal, height: text.height + padding.vertical)
    }
}
