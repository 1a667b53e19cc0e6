/// A flow variable's value and where it was bound, so a message can say where a value
/// came from (Docs/flows.md, "Expressions").
package struct FlowVariableBinding: Hashable, Sendable {
    /// The value: always text; an expression types it by its text.
    package var value: String
    /// Where the value was bound, as messages name it: `-e COUNT=x`, `the header's env:
    /// at f.yaml:3:6`, `row 2`, `runFlow's env: at f.yaml:9:20`.
    package var origin: String

    /// Creates a binding.
    package init(value: String, origin: String) {
        self.value = value
        self.origin = origin
    }
}
