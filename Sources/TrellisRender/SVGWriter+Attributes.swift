import Foundation
import TrellisCore

/// Attributes: ` name="value"` for each kind of value (escaped text, plain text, paint,
/// lengths in points), and the ids the document defines and refers to.
extension SVGWriter {
    /// ` name="value"` with the value escaped, for a name made at run time.
    mutating func attribute(named name: String, _ value: String) {
        buffer.append(UInt8(ascii: " "))
        append(name)
        buffer.append(UInt8(ascii: "="))
        buffer.append(UInt8(ascii: "\""))
        appendEscaped(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="value"` with the value escaped, for a name known when the program is
    /// built (copied without going through `String`).
    mutating func attribute(_ name: StaticString, _ value: String) {
        appendAttributeName(name)
        appendEscaped(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="value"` for a value that holds nothing to escape (a colour `#rrggbb`, a
    /// number, a keyword), copied as it is.
    mutating func attribute(_ name: StaticString, plain value: String) {
        appendAttributeName(name)
        append(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="none"` or ` name="#rrggbb"` (lowercase hexadecimal digits).
    mutating func attribute(_ name: StaticString, paint: Paint) {
        appendAttributeName(name)
        switch paint {
        case .none:
            buffer.append("none\"" as StaticString)
        case .rgb(let red, let green, let blue):
            buffer.append(atMost: 8) { target in
                func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10 }
                (target[0], target[7]) = (UInt8(ascii: "#"), UInt8(ascii: "\""))
                (target[1], target[2]) = (digit(red >> 4), digit(red & 15))
                (target[3], target[4]) = (digit(green >> 4), digit(green & 15))
                (target[5], target[6]) = (digit(blue >> 4), digit(blue & 15))
                return 8
            }
        }
    }

    /// ` name="value"` for a value known when the program is built that holds nothing to
    /// escape.
    mutating func attribute(_ name: StaticString, static value: StaticString) {
        appendAttributeName(name)
        buffer.append(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="…"` with a length in points, scaled as ``length(_:)`` writes it.
    mutating func attribute(_ name: StaticString, length points: CGFloat) {
        appendAttributeName(name)
        appendNumber(points * scale)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="`.
    @inline(__always)
    mutating func appendAttributeName(_ name: StaticString) {
        // One check for room, then the bytes put in place: a document has millions.
        guard name.hasPointerRepresentation else {
            buffer.append(UInt8(ascii: " "))
            buffer.append(name)
            buffer.append(UInt8(ascii: "="))
            buffer.append(UInt8(ascii: "\""))
            return
        }
        let count = name.utf8CodeUnitCount
        let source = name.utf8Start
        buffer.append(atMost: count + 3) { target in
            target[0] = UInt8(ascii: " ")
            // Names are a few bytes: copied one by one rather than through memmove.
            for index in 0..<count { target[index + 1] = source[index] }
            target[count + 1] = UInt8(ascii: "=")
            target[count + 2] = UInt8(ascii: "\"")
            return count + 3
        }
    }

    /// A fresh element id, `prefix` followed by 1, 2, … in the order asked for.
    mutating func nextIdentifier(_ prefix: String) -> String {
        identifiers += 1
        return String(decoding: identifierPrefix, as: UTF8.self) + "\(prefix)\(identifiers)"
    }

    /// ``nextIdentifier(_:)`` for a prefix known when the program is built, returned as
    /// its number alone: write the id with ``appendIdentifier(_:number:)``.
    mutating func nextIdentifierNumber() -> Int {
        identifiers += 1
        return identifiers
    }

    /// Appends the id ``nextIdentifier(_:)`` would have made of `prefix` and `number`,
    /// without making a string.
    mutating func appendIdentifier(_ prefix: StaticString, number: Int) {
        buffer.append(contentsOf: identifierPrefix)
        appendStatic(prefix)
        appendDigits(of: number)
    }

    /// ` id="ID"` for the id of `prefix` and `number` (``appendIdentifier(_:number:)``).
    mutating func identifierAttribute(_ prefix: StaticString, number: Int) {
        appendAttributeName("id")
        appendIdentifier(prefix, number: number)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="url(#ID)"`, a reference to the id of `prefix` and `number`.
    mutating func referenceAttribute(_ name: StaticString, _ prefix: StaticString, number: Int) {
        appendAttributeName(name)
        appendStatic("url(#")
        appendIdentifier(prefix, number: number)
        appendStatic(")\"")
    }
}
