import Foundation
import TrellisCore

/// `assertText: {id: f, text: "…"}`: a view's text (a text field's real text, a label's
/// text, a button's title) equals the given text (Docs/flows.md).
public struct AssertTextCommand: FlowCommand {
    /// The view's id.
    public var id: String
    /// The text expected.
    public var text: String

    /// Creates the command.
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }

    /// An assertion: it changes nothing, and its step (sending no action) clears the actions `assertAction` checks.
    public var traits: FlowCommandTraits { [.isAssertion, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var description: String { "assertText #\(id) \"\(text.abbreviated().debugEscaped)\"" }

    public func perform(in context: FlowContext) throws {
        let view = try context.view(withID: id)
        guard let actual = view.displayedText else {
            throw StepFailure("\(context.screen.describe(view)) has no text")
        }
        guard actual == text else {
            throw StepFailure(
                "expected the text of \(context.screen.describe(view)) to be \"\(text.abbreviated().debugEscaped)\", found \"\(actual.abbreviated().debugEscaped)\""
            )
        }
    }

    static let descriptor = FlowCommandDescriptor(
        name: "assertText", argumentHelp: "{id: …, text: …}",
        argumentSchema: FlowSchema.mapping(
            [
                "id": FlowSchema.text.described("the view's id"),
                "text": FlowSchema.text.described("the text expected: a text field's real text, a label's text"),
            ], required: ["id", "text"]), example: "{id: user, text: ada}",
        summary: "the view's text equals it"
    ) { argument, parser in
        let pairs = parser.uniquePairs(argument, allowed: ["id", "text"], required: ["id", "text"], context: "assertText")
        guard let idNode = pairs["id"], let textNode = pairs["text"], let id = parser.string(idNode, what: "assertText's 'id'") else { return nil }
        guard let text = textNode.scalar else {
            parser.error(at: textNode.location, "assertText's 'text' must be a string, found \(textNode.kindDescription)")
            return nil
        }
        return AssertTextCommand(id: id, text: text)
    }
}
