import Foundation
import Trellis

extension LayoutCase {
    /// The case as a screen file: an `absolute` screen holding the container at
    /// `frame="0 0 width height"` with the layout, its padding and direction, and the
    /// subviews after the mutations; the mutations, when there are any, and `note` are
    /// written in comments above it.
    ///
    /// The layout's element attributes are `layout="name"` and its stored properties,
    /// read with `Mirror` and written in kebab case (`columnSpacing` →
    /// `column-spacing`): a best effort, exact for layouts whose properties are their
    /// parameters, as the standard ones are.
    public func screenXML(layout: some Layout, note: String) -> String {
        var lines = ["<screen layout=\"absolute\" width=\"\(LayoutCase.number(max(width, 1)))\" height=\"\(LayoutCase.number(max(height, 1)))\">"]
        lines.append("  <!-- \(LayoutCase.escapeComment(note)) -->")
        if !mutations.isEmpty {
            lines.append("  <!-- the subviews below are the tree after these changes to a tree laid out first without them:")
            for mutation in mutations { lines.append("       \(LayoutCase.escapeComment(String(describing: mutation)))") }
            lines.append("  -->")
        }
        var container = "  <view frame=\"0 0 \(LayoutCase.number(width)) \(LayoutCase.number(height))\" \(LayoutCase.attributes(of: layout))"
        if padding != .zero {
            container += " padding=\"\([padding.top, padding.right, padding.bottom, padding.left].map(LayoutCase.number).joined(separator: " "))\""
        }
        if direction == .rtl { container += " direction=\"rtl\"" }
        let children = finalChildren
        lines.append(container + (children.isEmpty ? "/>" : ">"))
        for child in children {
            let hidden = child.isHidden ? " hidden=\"true\"" : ""
            switch child.kind {
            case .box(let width, let height):
                lines.append("    <view width=\"\(LayoutCase.number(width))\" height=\"\(LayoutCase.number(height))\"\(hidden)/>")
            case .text(let text):
                lines.append("    <label lines=\"0\"\(hidden)>\(LayoutCase.escapeText(text))</label>")
            }
        }
        if !children.isEmpty { lines.append("  </view>") }
        lines.append("</screen>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `layout="name"` and the layout's stored properties as attributes.
    static func attributes(of layout: some Layout) -> String {
        var typeName = String(describing: type(of: layout))
        if typeName.hasSuffix("Layout"), typeName.count > 6 { typeName.removeLast(6) }
        var parts = ["layout=\"\(typeName.prefix(1).lowercased() + typeName.dropFirst())\""]
        for child in Mirror(reflecting: layout).children {
            guard let label = child.label else { continue }
            let value: String
            switch child.value {
            case let number as CGFloat: value = number.trellisDescription
            case let number as Int: value = String(number)
            case let flag as Bool: value = String(flag)
            case let text as String: value = text
            case let optional as CGFloat?:
                guard let number = optional else { continue }
                value = number.trellisDescription
            case let optional as Int?:
                guard let number = optional else { continue }
                value = String(number)
            default: value = String(describing: child.value)
            }
            parts.append("\(kebabCase(label))=\"\(escapeText(value))\"")
        }
        return parts.joined(separator: " ")
    }

    static func kebabCase(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
        }
    }

    static func number(_ value: CGFloat) -> String { value.trellisDescription }

    static func escapeText(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func escapeComment(_ text: String) -> String {
        text.replacingOccurrences(of: "--", with: "- -")
    }
}
