import Foundation

extension JSONWriter {
    /// Appends `screen`'s accessibility tree (laid out first) as the JSON output's array of
    /// elements, the same text as `JSONValue.array(screen.accessibilityElements.map(\.json))`
    /// (``AccessibilityElement/json``'s shape), written as the walk finds each element:
    /// no tree of elements is built, and a writer with a sink is handed its bytes between
    /// elements.
    public mutating func writeAccessibility(of screen: Screen) {
        appendByte(UInt8(ascii: "["))
        // The elements whose `children` are open, innermost last: each one's index in the
        // walk's order and whether a child was written in it.
        var open: [(index: Int, hasChildren: Bool)] = []
        var wroteTopLevel = false
        var index = 0
        screen.walkVisibleViews { visited in
            guard let element = Screen.element(for: visited) else { return false }
            // The walk is depth-first in subview order: every open element that is not
            // this one's parent has no more children.
            while let innermost = open.last, innermost.index != visited.parentElement {
                append("]}")
                open.removeLast()
            }
            if let innermost = open.indices.last {
                if open[innermost].hasChildren { appendByte(UInt8(ascii: ",")) }
                open[innermost].hasChildren = true
            } else {
                if wroteTopLevel { appendByte(UInt8(ascii: ",")) }
                wroteTopLevel = true
            }
            writeOpenElement(element)
            open.append((index, false))
            index += 1
            flushIfFull()
            return true
        }
        for _ in open { append("]}") }
        appendByte(UInt8(ascii: "]"))
    }

    /// Appends `element`'s object up to its open `children` array:
    /// `{"role":…,"label":…,["value":…,]"frame":[…],"traits":[…],["id":…,]"children":[`.
    private mutating func writeOpenElement(_ element: AccessibilityElement) {
        append("{\"role\":")
        write(element.role.rawValue)
        append(",\"label\":")
        if let label = element.label { write(label) } else { append("null") }
        if let value = element.value {
            append(",\"value\":")
            write(value)
        }
        append(",\"frame\":")
        writeFrame(element.frame, asJSON: true)
        append(",\"traits\":[")
        for (position, trait) in element.traits.enumerated() {
            if position > 0 { appendByte(UInt8(ascii: ",")) }
            write(trait.rawValue)
        }
        appendByte(UInt8(ascii: "]"))
        if let id = element.id {
            append(",\"id\":")
            write(id)
        }
        append(",\"children\":[")
    }
}
