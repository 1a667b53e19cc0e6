/// A value in a view's inspectable state, as the dumps print it (Docs/cli.md, "state").
public enum InspectableValue: Hashable, Sendable {
    /// A whole number.
    case int(Int)
    /// A boolean.
    case bool(Bool)
    /// A string.
    case string(String)
    /// A list of strings (a tag list's selection).
    case strings([String])
    /// A list of numbers (a scroll view's content offset and size, in points).
    case numbers([Double])
}
