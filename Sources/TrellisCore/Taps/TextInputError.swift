/// Why typing, deleting, return or hiding the keyboard could not be done: no text field
/// is editing (Docs/widgets.md, "text-field").
public struct TextInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, naming the text fields on the screen.
    public var message: String

    /// Creates an error with `message`.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
