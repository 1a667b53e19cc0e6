import Foundation
import TrellisCore
import TrellisRender

/// A report's pages written as UTF-8 bytes piece by piece: text known when the program is
/// built copied as it is, numbers written digit by digit, and no string made for a piece
/// that is only copied (a report writes thousands of step cards).
extension HTMLText {
    /// Appends text known when the program is built, as it is.
    static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of `text` as it is (text already escaped, or known to need none).
    static func appendUnescaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` escaped as ``escape(_:)`` escapes it.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        SVGWriter.appendEscaped(text, to: &bytes)
    }

    /// Appends `text` as a page shows text from a flow (a step, a name, a tap) in an
    /// element's content, never in an attribute: its hidden characters made visible
    /// (`String.debugEscaped`), then `&`, `<` and `>` escaped (HTML's text needs no more:
    /// quotes stand for themselves outside attributes).
    static func appendShown(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let shown = text.withUTF8 { appendShownQuickly($0, to: &bytes) }
        if !shown { appendShownSlowly(text, to: &bytes) }
    }

    /// Appends the UTF-8 text `utf8` as ``appendShown(_:to:)-(String,_)`` does.
    static func appendShown(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        if !appendShownQuickly(utf8, to: &bytes) { appendShownSlowly(String(decoding: utf8, as: UTF8.self), to: &bytes) }
    }

    /// Appends `utf8` shown and escaped when every byte is one that `debugEscaped` never
    /// changes (almost all text: ASCII, Latin, CJK), where showing it leaves it as it is,
    /// and returns true; else appends nothing and returns false.
    private static func appendShownQuickly(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) -> Bool {
        guard utf8.allSatisfy(String.isNeverEscapedByte) else { return false }
        var start = 0
        for (index, byte) in utf8.enumerated() {
            let entity: StaticString
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            default: continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            append(entity, to: &bytes)
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        return true
    }

    /// Appends `text` with its hidden characters made visible, escaped as
    /// ``escape(_:)`` escapes it (which also replaces what XML does not allow), its quotes
    /// then written back as themselves, as the quick path leaves them: `&quot;` and
    /// `&apos;` in the escaped text can only stand for quotes, every `&` of the text being
    /// `&amp;`.
    private static func appendShownSlowly(_ text: String, to bytes: inout [UInt8]) {
        appendUnescaped(escape(text.debugEscaped).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'"), to: &bytes)
    }

    /// Appends the decimal digits of `number`, as `String(number)` writes them.
    static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        // The numbers of a page (steps, lines, taps) are small: their digits one by one.
        if number >= 0, number < 100_000 {
            var place = 1
            while place * 10 <= number { place *= 10 }
            while place > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(number / place % 10))
                place /= 10
            }
            return
        }
        // Below 2⁵³ a whole number's Double is exact, and the dumps' number writer gives
        // its digits; a larger one is written the ordinary way.
        if number.magnitude < 1 << 53 {
            CGFloat(number).writeTrellisDescription(to: &bytes)
        } else {
            appendUnescaped(String(number), to: &bytes)
        }
    }

    /// Appends ``time(_:)`` of `seconds`.
    static func appendTime(_ seconds: Double, to bytes: inout [UInt8]) {
        let (value, unit): (Double, StaticString) = seconds < 1 ? (seconds * 1000, " ms") : (seconds, " s")
        TwoDecimals.append(hundredths: (value * 100).rounded(), of: value, to: &bytes)
        append(unit, to: &bytes)
    }

    /// Appends the start of a page: doctype, UTF-8, the title (shown as a page shows text
    /// from a flow, ``appendShown(_:to:)-(String,_)``) and `style`, the page's style
    /// sheet (``indexStyle``, ``flowStyle(passed:failure:skipped:sections:)``).
    static func appendHead(title: String, style: String, to bytes: inout [UInt8]) {
        append(
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n<title>",
            to: &bytes)
        appendShown(title, to: &bytes)
        append("</title>\n<style>", to: &bytes)
        appendUnescaped(style, to: &bytes)
        append("</style>\n</head>\n<body>\n", to: &bytes)
    }
}
