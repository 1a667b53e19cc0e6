import Foundation
import TrellisCore

/// The drawings of a picture series (``SVGPictureSeries``): the group each drawing is
/// written in once, and the `<use>` element that draws it again.
extension SVGWriter {
    /// Writes `<use href="#PdN"/>` at the current indentation, P being `prefix` and N
    /// `number`: the element that draws again the group
    /// ``startDrawingGroup(prefix:number:)`` opened.
    mutating func drawingReference(prefix: [UInt8], number: Int) {
        // Written with one check for room: a report's pictures are mostly these.
        let spaces = 2 * depth
        let start: StaticString = ##"<use href="#"##
        let end: StaticString = "\"/>\n"
        let room = spaces + start.utf8CodeUnitCount + prefix.count + 1 + CGFloat.shortDescriptionCapacity + end.utf8CodeUnitCount
        buffer.append(atMost: room) { target in
            var length = 0
            func put(_ text: StaticString) {
                text.withUTF8Buffer { bytes in
                    for byte in bytes {
                        target[length] = byte
                        length += 1
                    }
                }
            }
            while length < spaces {
                target[length] = UInt8(ascii: " ")
                length += 1
            }
            put(start)
            for byte in prefix {
                target[length] = byte
                length += 1
            }
            target[length] = UInt8(ascii: "d")
            length += 1
            length += CGFloat.writeShortDescription(of: Double(max(0, number)), into: target + length)
            put(end)
            return length
        }
    }

    /// Opens `<g id="PdN">`, P being `prefix` (the series', not the picture's: the
    /// drawings are the series') and N `number`, the group a drawing of a series is
    /// written in; close it with `close("g")`.
    mutating func startDrawingGroup(prefix: [UInt8], number: Int) {
        startElement("g")
        appendAttributeName("id")
        buffer.append(contentsOf: prefix)
        buffer.append(UInt8(ascii: "d"))
        appendDigits(of: number)
        buffer.append(UInt8(ascii: "\""))
        endElement(open: true)
    }
}
