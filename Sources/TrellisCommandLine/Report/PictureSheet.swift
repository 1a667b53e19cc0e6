import Foundation

/// The pictures of one flow's steps in one SVG file, stacked top to bottom, each named by
/// an SVG `<view>` (`NAME.svg#s3` shows the third), so a report of thousands of steps
/// writes a file per flow, not per step (SVG 1.1, "Linking into SVG content": a view
/// element's fragment identifier selects its viewBox).
///
/// Each picture is a whole document from ``SVGRenderer`` with ids of its own (drawn with
/// distinct ``RenderOptions/identifierPrefix``es), nested as an `<svg>` element.
struct PictureSheet {
    /// A picture's place: its fragment (`s1`) and its size in user units.
    struct Entry: Hashable {
        var fragment: String
        var width: String
        var height: String
    }

    private var body = ""
    private var top: Double = 0
    private var widest: Double = 0
    private var count = 0

    /// Whether no picture was added.
    var isEmpty: Bool { count == 0 }

    /// Adds `svg`, a document as ``SVGRenderer`` writes it, below the others.
    mutating func add(_ svg: String) -> Entry {
        count += 1
        let fragment = "s\(count)"
        var document = Substring(svg)
        if document.hasPrefix("<?xml"), let end = document.firstIndex(of: "\n") { document = document[document.index(after: end)...] }
        let width = Self.attribute("width", in: document) ?? "0"
        let height = Self.attribute("height", in: document) ?? "0"
        let offset = SVGNumber.text(top)
        body += "<view id=\"\(fragment)\" viewBox=\"0 \(offset) \(width) \(height)\"/>\n"
        body += document.hasPrefix("<svg ") ? "<svg y=\"\(offset)\" " + document.dropFirst(5) : String(document)
        top += Double(height) ?? 0
        widest = max(widest, Double(width) ?? 0)
        return Entry(fragment: fragment, width: width, height: height)
    }

    /// The sheet as an SVG document.
    var document: String {
        let width = SVGNumber.text(widest), height = SVGNumber.text(top)
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
            + body + "</svg>\n"
    }

    /// The value of the first `name="…"` attribute in `document`'s first tag.
    private static func attribute(_ name: String, in document: Substring) -> String? {
        guard let tagEnd = document.firstIndex(of: ">"), let start = document[..<tagEnd].range(of: " \(name)=\"") else { return nil }
        let rest = document[start.upperBound..<tagEnd]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}

/// Numbers as the sheet writes them: whole numbers without a fraction.
private enum SVGNumber {
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
