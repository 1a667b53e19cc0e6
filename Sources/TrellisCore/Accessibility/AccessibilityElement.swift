import Foundation

/// One element of a screen's accessibility tree (Docs/accessibility.md, "The accessibility
/// tree"): what a screen reader reads for a view.
public struct AccessibilityElement: Hashable, Sendable {
    /// What the element is.
    public var role: AccessibilityRole
    /// The name read for it; nil when it has none.
    public var label: String?
    /// Its value (a switch's "on"/"off", a text field's text); nil when it has none.
    public var value: String?
    /// Its states, in ``AccessibilityTrait`` order.
    public var traits: [AccessibilityTrait]
    /// The visible part of the view, in screen coordinates, in points.
    public var frame: CGRect
    /// The view's `id`, if any.
    public var id: String?
    /// Where the view was declared; nil for views made in code.
    public var sourceLocation: SourceLocation?
    /// The elements inside it (inside a labelled group), in subview order.
    public var children: [AccessibilityElement]

    /// Creates an element.
    public init(
        role: AccessibilityRole, label: String?, value: String? = nil, traits: [AccessibilityTrait] = [],
        frame: CGRect, id: String? = nil, sourceLocation: SourceLocation? = nil, children: [AccessibilityElement] = []
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.traits = traits
        self.frame = frame
        self.id = id
        self.sourceLocation = sourceLocation
        self.children = children
    }

    /// The element's line without indentation, as `trellis run --format accessibility`
    /// prints it: role, quoted label (`""` for none), ` = "VALUE"`, frame, traits:
    /// `switch "Wi-Fi" = "on" (300, 100, 51, 31)`.
    public var line: String {
        var line = role.rawValue + " " + TreePrinter.quoted(label ?? "")
        if let value { line += " = " + TreePrinter.quoted(value) }
        line += " (" + [frame.minX, frame.minY, frame.width, frame.height].map(\.humanDescription).joined(separator: ", ") + ")"
        for trait in traits { line += " " + trait.rawValue }
        return line
    }

    /// The element as the JSON output's object: `role`, `label` (null for none), `value`
    /// when any, `frame` as `[x, y, width, height]`, `traits`, `id` when set, `children`.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("role", .string(role.rawValue)), ("label", label.map(JSONValue.string) ?? .null)]
        if let value { members.append(("value", .string(value))) }
        members.append(("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map { .number(Double($0)) })))
        members.append(("traits", .array(traits.map { .string($0.rawValue) })))
        if let id { members.append(("id", .string(id))) }
        members.append(("children", .array(children.map(\.json))))
        return .object(members)
    }

    /// The tree as text, one element a line, two spaces per level of nesting.
    public static func dump(_ elements: [AccessibilityElement]) -> String {
        var lines: [String] = []
        var pending: [(element: AccessibilityElement, depth: Int)] = elements.reversed().map { ($0, 0) }
        while let (element, depth) = pending.popLast() {
            lines.append(String(repeating: "  ", count: depth) + element.line)
            pending.append(contentsOf: element.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }
}
