import Foundation

extension JSONWriter {
    /// Appends the JSON of `view` and its subtree, the same text as
    /// `ViewSnapshot(view).json` (Docs/cli.md's shape), read from each view as it is
    /// written, without copying the tree first; a writer with a sink is handed its bytes
    /// between views.
    public mutating func writeTree(of view: View) {
        let clock = view.screen?.clock
        writeTree(view, children: \.storedSubviews, fields: { ViewSnapshot(shallowCopyOf: $0, clock: clock) })
    }

    /// Appends the JSON of `snapshot` and its children (``ViewSnapshot/json``).
    mutating func writeTree(of snapshot: ViewSnapshot) {
        writeTree(snapshot, children: \.children, fields: { $0 })
    }

    /// Appends `root`'s tree: each node's members, then its `children`. The tree is walked
    /// with a list of open nodes instead of recursion, so any depth can be written.
    private mutating func writeTree<Node>(_ root: Node, children: (Node) -> [Node], fields: (Node) -> ViewSnapshot) {
        // The nodes whose children are being written, innermost last, with the next child.
        var open: [(children: [Node], next: Int)] = []
        var node: Node? = root
        while true {
            if let current = node {
                node = nil
                appendByte(UInt8(ascii: "{"))
                writeMembers(of: fields(current))
                let subnodes = children(current)
                if subnodes.isEmpty {
                    append(",\"children\":[]}")
                    flushIfFull()
                    guard !open.isEmpty else { return }
                } else {
                    append(",\"children\":[")
                    flushIfFull()
                    open.append((subnodes, 0))
                }
            }
            guard let (siblings, next) = open.last else { return }
            if next < siblings.count {
                if next > 0 { appendByte(UInt8(ascii: ",")) }
                node = siblings[next]
                open[open.count - 1].next += 1
            } else {
                append("]}")
                open.removeLast()
            }
        }
    }

    /// Appends every member of a view's JSON but `children` (those of `fields`, a view's
    /// shallow copy or a snapshot): `type`, `id` (when set),
    /// `frame` as `[x, y, width, height]`, `presentation` (`{"frame": […], "alpha": a}`,
    /// only what is drawn unlike the model, Docs/time.md), `text`, `visibleText`, `hidden`/`collapsed`
    /// (only when true), `enabled`/`selected` (controls), extra properties, `state`.
    private mutating func writeMembers(of fields: ViewSnapshot) {
        append("\"type\":")
        write(fields.type)
        if let id = fields.id {
            append(",\"id\":")
            write(id)
        }
        if let screen = fields.appScreen {
            append(",\"screen\":")
            write(screen)
        }
        append(",\"frame\":")
        writeFrame(fields.frame, asJSON: true)
        if fields.presentedFrame != nil || fields.presentedAlpha != nil {
            append(",\"presentation\":{")
            if let frame = fields.presentedFrame {
                append("\"frame\":")
                writeFrame(frame, asJSON: true)
            }
            if let alpha = fields.presentedAlpha {
                append(fields.presentedFrame == nil ? "\"alpha\":" : ",\"alpha\":")
                write(Double(alpha))
            }
            append("}")
        }
        if let text = fields.text {
            append(",\"text\":")
            write(text)
        }
        if let visibleText = fields.visibleText {
            append(",\"visibleText\":")
            write(visibleText)
        }
        if fields.isHidden { append(",\"hidden\":true") }
        if fields.isCollapsed { append(",\"collapsed\":true") }
        switch (fields.isEnabled, fields.isSelected) {
        // A control's two flags, most often enabled and not selected, in one piece.
        case (true, false): append(",\"enabled\":true,\"selected\":false")
        case (let isEnabled, let isSelected):
            if let isEnabled {
                append(",\"enabled\":")
                write(isEnabled)
            }
            if let isSelected {
                append(",\"selected\":")
                write(isSelected)
            }
        }
        for entry in fields.properties {
            append(",")
            write(entry.key)
            append(":")
            write(entry.value)
        }
        if let state = fields.state {
            append(",\"state\":{")
            for (index, entry) in state.enumerated() {
                if index > 0 { append(",") }
                write(entry.key)
                append(":")
                write(entry.value)
            }
            append("}")
        }
    }

    /// Appends an inspectable value: a number, `true`/`false`, a string, or an array of
    /// strings or of numbers.
    public mutating func write(_ value: InspectableValue) {
        switch value {
        case .int(let number): write(Double(number))
        case .bool(let flag): write(flag)
        case .string(let string): write(string)
        case .strings(let strings):
            append("[")
            for (index, string) in strings.enumerated() {
                if index > 0 { append(",") }
                write(string)
            }
            append("]")
        case .numbers(let numbers):
            append("[")
            for (index, number) in numbers.enumerated() {
                if index > 0 { append(",") }
                write(number)
            }
            append("]")
        }
    }
}
