import Foundation
import TrellisCore

/// `inputText`, `eraseText`, `pressKey: return` and `hideKeyboard`: keys sent to the
/// screen's first responder (Docs/flows.md; Docs/widgets.md, "text-field"). With no text
/// field editing, the step fails naming the fields on the screen.
public struct TextInputCommand: FlowCommand {
    /// What the keyboard does.
    public enum Key: Sendable, Hashable {
        /// Types the text, one grapheme cluster at a time.
        case text(String)
        /// Deletes this many clusters from the end; nil deletes them all.
        case delete(Int?)
        /// The return key.
        case returnKey
        /// Hides the keyboard: the first responder resigns.
        case hideKeyboard
    }

    /// The keys pressed.
    public var key: Key

    /// Creates the command.
    public init(_ key: Key) {
        self.key = key
    }

    /// The names `pressKey` accepts: only `return` for now.
    public static let keyNames = ["return"]

    /// It may change the screen, and records the actions its step sends.
    public var traits: FlowCommandTraits { [.changesScreen, .recordsActions] }

    public var name: String {
        switch key {
        case .text: return Self.inputText.name
        case .delete: return Self.eraseText.name
        case .returnKey: return Self.pressKey.name
        case .hideKeyboard: return Self.hideKeyboard.name
        }
    }

    public var description: String {
        switch key {
        case .text(let text): return "inputText \"\(text.abbreviated().debugEscaped)\""
        case .delete(let count): return "eraseText " + (count.map(String.init) ?? "all")
        case .returnKey: return "pressKey return"
        case .hideKeyboard: return "hideKeyboard"
        }
    }

    public func perform(in context: FlowContext) throws {
        let screen = context.screen
        do throws(TextInputError) {
            switch key {
            case .text(let text):
                let report = try screen.typeText(text)
                if report.dropped > 0 {
                    let count = report.dropped == 1 ? "1 character" : "\(report.dropped) characters"
                    context.note("\(count) dropped: \(context.screen.describe(report.field)) is limited to \(report.field.maxLength) (max-length)")
                }
            case .delete(let count): try screen.deleteBackward(count ?? Int.max)
            case .returnKey: try screen.pressReturn()
            case .hideKeyboard: try screen.resignFirstResponder()
            }
        } catch {
            throw StepFailure(error.message)
        }
    }

    /// The most clusters `eraseText` takes: 1,000,000.
    static let maximumErase = 1_000_000

    static let inputText = FlowCommandDescriptor(
        name: "inputText", argumentHelp: "the text to type", argumentSchema: FlowSchema.text, example: "\"ada@example.com\"",
        summary: "type into the editing text field"
    ) { argument, parser in
        parser.string(argument, what: "inputText's text").map { TextInputCommand(.text($0)) }
    }

    static let eraseText = FlowCommandDescriptor(
        name: "eraseText", argumentHelp: "a number of grapheme clusters, or nothing for all",
        argumentSchema: FlowSchema.count(0, to: maximumErase), example: "3",
        summary: "delete from the end (bare: all)",
        bare: { TextInputCommand(.delete(nil)) }
    ) { argument, parser in
        parser.count(argument, what: "eraseText's count", maximum: maximumErase).map { TextInputCommand(.delete($0)) }
    }

    static let pressKey = FlowCommandDescriptor(
        name: "pressKey", argumentHelp: "a key: return", argumentSchema: FlowSchema.word(keyNames), example: "return",
        summary: "the return key: action, then editing ends"
    ) { argument, parser in
        guard let name = parser.string(argument, what: "pressKey's key") else { return nil }
        guard keyNames.contains(name) else {
            parser.error(at: argument.location, "unknown key '\(name)'" + Suggestion.didYouMean(name, in: keyNames, listing: "keys"))
            return nil
        }
        return TextInputCommand(.returnKey)
    }

    static let hideKeyboard = FlowCommandDescriptor(
        name: "hideKeyboard", argumentHelp: "no argument", argumentSchema: FlowSchema.noArgument, example: "", summary: "the editing text field resigns",
        bare: { TextInputCommand(.hideKeyboard) }
    ) { argument, parser in
        parser.error(at: argument.location, "hideKeyboard takes no argument")
        return nil
    }
}
