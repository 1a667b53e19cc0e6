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
    enum Kind: Equatable {
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
    /// The type of the text measurer, which decides the lines' widths and height given
    /// the text and the font.
    var measurer: ObjectIdentifier
    var padding: EdgeInsets
    var alignment: TextAlignment
    /// The layout direction, read only where the alignment depends on it (leading,
    /// trailing); ltr for centred text.
    var direction: LayoutDirection

    /// The source of `view`'s text; kind ``Kind/none`` when it shows none, and nothing
    /// else read.
    init(_ view: View) {
        (kind, text, secondary, wrappedLines) = (.none, "", "", [])
        if let label = view as? Label {
            wrappedLines = label.textLayout.lines
            if !wrappedLines.isEmpty { kind = .wrapped }
        } else if let field = view as? TextField, field.text.isEmpty, !field.isCollapsed, let placeholder = field.placeholder {
            kind = .placeholder
            text = placeholder
        } else if let shown = view.visibleText, !shown.isEmpty {
            kind = .shown
            text = shown
            secondary = view.secondaryText ?? ""
        }
        guard kind != .none else {
            (font, measurer, padding, alignment, direction) = (Font(size: 0), ObjectIdentifier(TestTextMetrics.self), .zero, .center, .ltr)
            return
        }
        (font, measurer) = view.textFontAndMeasurerType
        padding = view.effectivePadding
        alignment = view.effectiveTextAlignment
        direction = alignment == .center ? .ltr : view.effectiveDirection
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
