import Foundation
import TrellisCore

/// What a view's text drawing is made from, read from the view as it is: its text, font,
/// measurer, padding and alignment. Reading these is all a picture of a series needs to
/// learn that a view draws its text as before; the lines' places, clip and area
/// (``TextDrawing``) are worked out from it only when the view is drawn.
///
/// Texts are compared as Swift compares strings: canonically equivalent spellings (an
/// "é" as one scalar or as "e" and a combining accent) are equal, as they show the same
/// glyphs, so a series may refer to a drawing that wrote the other spelling.
///
/// The fields are flat (no payloads, no optional source), so that comparing two sources,
/// which a series does for every view of every picture, copies nothing.
struct TextSource: Equatable {
    /// Where the lines come from.
    enum Kind: Hashable {
        /// No text: the view draws none.
        case none
        /// A label's lines as laid out (``lines``), from the top of its content box.
        case wrapped
        /// A text field's placeholder (``text``; the field's text is empty), centred
        /// vertically.
        case placeholder
        /// The text as shown (``text``, a button's title truncated to its frame), its
        /// mandatory breaks starting lines, then ``secondary`` as a last line when it is
        /// not empty; centred vertically.
        case shown
    }

    var kind: Kind
    var text: String
    var secondary: String
    var wrappedLines: [String]
    var font: Font
    /// The text measurer, and its type, which decides the lines' widths and height given
    /// the text and the font (the measurer itself is not compared).
    var measurer: any TextMeasuring
    var measurerType: ObjectIdentifier
    var padding: EdgeInsets
    var alignment: TextAlignment
    /// The layout direction, read only where the alignment depends on it (leading,
    /// trailing); ltr for centred text.
    var direction: LayoutDirection

    /// The source of `view`'s text; kind ``Kind/none`` when it shows none, and nothing
    /// else read.
    ///
    /// A collapsed view still drawn while it fades out (Docs/time.md, "collapsible") shows
    /// no text by its own account: pass `collapsedWidth`, the width it is drawn at, to
    /// read the text it showed (a label laid out in that width, a field's text or
    /// placeholder, any other view's ``View/displayedText``).
    init(_ view: View, collapsedWidth: CGFloat? = nil) {
        var (kind, text, secondary, wrappedLines) = (Kind.none, "", "", [String]())
        if let collapsedWidth {
            (kind, text, secondary, wrappedLines) = Self.collapsedText(of: view, width: collapsedWidth)
        } else if let label = view as? Label {
            wrappedLines = label.textLayout.lines
            if !wrappedLines.isEmpty { kind = .wrapped }
        } else if let field = view as? TextField, field.text.isEmpty, !field.isCollapsed, let placeholder = field.placeholder {
            (kind, text) = (.placeholder, placeholder)
        } else if let shown = view.visibleText, !shown.isEmpty {
            (kind, text, secondary) = (.shown, shown, view.secondaryText ?? "")
        }
        (self.kind, self.text, self.secondary, self.wrappedLines) = (kind, text, secondary, wrappedLines)
        guard kind != .none else {
            (font, measurer, measurerType) = (Font(size: 0), TestTextMetrics(), ObjectIdentifier(TestTextMetrics.self))
            (padding, alignment, direction) = (.zero, .center, .ltr)
            return
        }
        (font, measurer) = view.textStyle
        measurerType = ObjectIdentifier(type(of: measurer))
        padding = view.effectivePadding
        alignment = view.effectiveTextAlignment
        direction = alignment == .center ? .ltr : view.effectiveDirection
        if kind == .shown, view is TextField, alignment == .leading, direction == .ltr {
            self.text = TextSource.visiblePrefix(
                of: text, font: font, measurer: measurer, width: (collapsedWidth ?? view.bounds.width) - padding.left - padding.right)
        }
    }

    /// The start of a one-line `text` drawn from the leading edge of a box `width` points
    /// wide and clipped to it: the clusters up to the fourth that ends past twice that width
    /// (a margin for shaping, which may draw a run narrower than its clusters apart), so a
    /// field holding megabytes of typed text draws, and writes into pictures, what can be
    /// seen and not the megabytes (Docs/flows.md, "Long texts").
    static func visiblePrefix(of text: String, font: Font, measurer: any TextMeasuring, width: CGFloat) -> String {
        guard text.utf8.count > 64 else { return text }
        let limit = 2 * max(0, width)
        var drawn: CGFloat = 0
        var end = text.startIndex
        var beyond = 0
        while end < text.endIndex, beyond < 4 {
            let next = text.index(after: end)
            drawn += measurer.size(of: String(text[end..<next]), font: font).width
            end = next
            if drawn > limit { beyond += 1 }
        }
        return end == text.endIndex ? text : String(text[..<end])
    }

    /// Whether the two draw the same text: every field but the measurer itself, whose
    /// type stands for it.
    static func == (lhs: TextSource, rhs: TextSource) -> Bool {
        lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.secondary == rhs.secondary && lhs.wrappedLines == rhs.wrappedLines
            && lhs.font == rhs.font && lhs.measurerType == rhs.measurerType && lhs.padding == rhs.padding
            && lhs.alignment == rhs.alignment && lhs.direction == rhs.direction
    }

    /// The lines drawn, in order, and whether they sit at the top of the content box
    /// (else they are centred vertically in it).
    var lines: (lines: [String], atTop: Bool) {
        switch kind {
        case .none:
            return ([], false)
        case .wrapped:
            return (wrappedLines, true)
        case .placeholder:
            return ([text], false)
        case .shown:
            var lines = MandatoryBreaks.occur(in: text) ? MandatoryBreaks.paragraphs(of: text).map(String.init) : [text]
            if !secondary.isEmpty { lines.append(secondary) }
            return (lines, false)
        }
    }
}

extension TextSource {
    /// The kind, text, secondary text and wrapped lines of a collapsed `view` drawn
    /// `width` points wide while it fades out: a label's text laid out in that width, a
    /// text field's shown text (its placeholder when empty), any other view's
    /// ``View/displayedText`` and ``View/secondaryText``.
    fileprivate static func collapsedText(of view: View, width: CGFloat) -> (Kind, String, String, [String]) {
        if let label = view as? Label {
            let (font, measurer) = label.textStyle
            let lines = TextLayout(
                text: label.text, font: font, measurer: measurer, width: width,
                lines: label.numberOfLines, mode: label.lineBreakMode
            ).lines
            return (lines.isEmpty ? .none : .wrapped, "", "", lines)
        }
        if let field = view as? TextField, field.text.isEmpty, let placeholder = field.placeholder {
            return (.placeholder, placeholder, "", [])
        }
        guard let shown = view.displayedText, !shown.isEmpty else { return (.none, "", "", []) }
        return (.shown, shown, view.secondaryText ?? "", [])
    }
}
