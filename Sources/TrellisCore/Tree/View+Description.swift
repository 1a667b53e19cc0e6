extension View: CustomStringConvertible {
    /// `type#id "title"`: the view's element name, `#id` when it has one, and the text or
    /// title it shows in double quotes when it shows any (`button#signIn "Sign in"`,
    /// `switch#remember`, `view`). Messages, the CLI's log and flows name an action's sender
    /// this way; ``Screen/describe(_:)`` adds the source location. A text longer than 200
    /// characters is abbreviated (`String.abbreviated(to:)`).
    public var description: String {
        guard let shown = displayedText, !shown.isEmpty else { return debugName }
        return "\(debugName) \"\(shown.abbreviated())\""
    }
}
