/// Why typing, deleting, return or hiding the keyboard could not be done: no text field
/// is editing (Docs/widgets.md, "text-field"), or the clock did not settle after it
/// (Docs/time.md).
public struct TextInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, naming the text fields on the screen.
    public var message: String
    /// Why the clock could not settle after typing (Docs/time.md); nil for the other
    /// failures.
    public var clockError: ClockError?

    /// Creates an error with `message`.
    public init(message: String) {
        self.message = message
    }

    /// The error of typing whose settling failed: the clock's message.
    public init(clockError: ClockError) {
        message = clockError.description
        self.clockError = clockError
    }

    public var description: String { message }
}
