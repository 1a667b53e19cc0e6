import Foundation
import Trellis
import TrellisRender

/// The pictures of a few flows' steps in one SVG file, stacked top to bottom, each named
/// by an SVG `<view>` (`NAME.svg#s3` shows the third), so a report of thousands of steps
/// writes a file per few flows, not per step (SVG 1.1, "Linking into SVG content": a view
/// element's fragment identifier selects its viewBox).
///
/// Each picture is a whole document from ``SVGRenderer`` with ids of its own (drawn with
/// distinct ``RenderOptions/identifierPrefix``es, and each flow's series with its own
/// ``SVGPictureSeries/identifierPrefix``), nested as an `<svg>` element. The sheet is
/// built as UTF-8 bytes, each picture's copied in at once.
struct PictureSheet {
    /// A picture's place: its fragment (`s1`) and its size in user units.
    struct Entry: Hashable {
        var fragment: String
        var width: String
        var height: String
    }

    private var body: [UInt8] = []
    private var top: Double = 0
    private var widest: Double = 0
    private var count = 0
    /// The last size read from a picture's text, as written and as numbers: a flow's
    /// pictures all have the screen's size, so each is parsed once.
    private var lastSize: (width: String, height: String, values: (Double, Double))?

    /// Whether no picture was added.
    var isEmpty: Bool { count == 0 }

    /// Makes room for pictures of `bytes` bytes in all, so that adding them copies each
    /// once.
    mutating func reserveCapacity(forPictures bytes: Int) {
        body.reserveCapacity(bytes)
    }

    /// Adds `picture` below the others.
    mutating func add(_ picture: SVGPicture) -> Entry {
        count += 1
        let fragment = "s" + String(count)
        let offset = SVGNumber.text(top)
        appendStatic("<view id=\"")
        append(fragment)
        appendStatic("\" viewBox=\"0 ")
        append(offset)
        appendStatic(" ")
        append(picture.width)
        appendStatic(" ")
        append(picture.height)
        appendStatic("\"/>\n")
        picture.bytes.withUnsafeBufferPointer { bytes in
            let root = UnsafeBufferPointer(rebasing: bytes[picture.rootStart...])
            if root.starts(with: Self.opening) {
                appendStatic("<svg y=\"")
                append(offset)
                appendStatic("\" ")
                body.append(contentsOf: UnsafeBufferPointer(rebasing: root[Self.opening.count...]))
            } else {
                body.append(contentsOf: root)
            }
        }
        let size: (Double, Double)
        if let lastSize, lastSize.width == picture.width, lastSize.height == picture.height {
            size = lastSize.values
        } else {
            size = (Double(picture.width) ?? 0, Double(picture.height) ?? 0)
            lastSize = (picture.width, picture.height, size)
        }
        top += size.1
        widest = max(widest, size.0)
        return Entry(fragment: fragment, width: picture.width, height: picture.height)
    }

    /// How a picture's root element starts.
    private static let opening = Array("<svg ".utf8)

    /// Writes the sheet as an SVG document, in UTF-8, as the file `name` of a report's
    /// pages (``ReportPagesFolder``): its start, the pictures and its end, the pictures'
    /// bytes written from where they were collected.
    ///
    /// - Throws: ``AtomicFileError`` naming the file and the reason.
    func write(named name: String, in folder: ReportPagesFolder) throws(AtomicFileError) {
        let width = SVGNumber.text(widest)
        let height = SVGNumber.text(top)
        let head =
            #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        try folder.create([Array(head.utf8), body, Array("</svg>\n".utf8)], named: name)
    }

    /// Appends text known when the program is built.
    private mutating func appendStatic(_ text: StaticString) {
        text.withUTF8Buffer { body.append(contentsOf: $0) }
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { body.append(contentsOf: $0) }
    }
}

/// Numbers as the sheet writes them: whole numbers without a fraction.
private enum SVGNumber {
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
