import Foundation
import TrellisCore

/// `assertSnapshot`: the screen's text dump equals the golden file `name.snapshot.txt`
/// beside the flow (`SnapshotAssertion`).
public struct AssertSnapshotCommand: FlowCommand {
    /// The golden file's name without `.snapshot.txt`: letters, digits, `_`, `-` and `.`,
    /// not starting with `.`.
    public var snapshotName: String

    /// Creates the command.
    public init(snapshotName: String) {
        self.snapshotName = snapshotName
    }

    /// An assertion: it changes nothing, and its step (sending no action) clears the actions `assertAction` checks.
    public var traits: FlowCommandTraits { [.isAssertion, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var description: String { "assertSnapshot \(snapshotName)" }

    public func perform(in context: FlowContext) throws {
        try SnapshotAssertion(screen: context.screen, record: context.isRecording).check(name: snapshotName, flowFile: context.location.file)
    }

    /// The characters a snapshot name may use.
    private static let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")

    static let descriptor = FlowCommandDescriptor(
        name: "assertSnapshot", argumentHelp: "a golden file name such as 'expanded'",
        argumentSchema: .anyOf([.string(matching: "^[A-Za-z0-9_-][A-Za-z0-9_.-]*$"), FlowSchema.variable]),
        example: "expanded", summary: "the text dump equals expanded.snapshot.txt beside the flow"
    ) { argument, parser in
        guard let name = parser.string(argument, what: "assertSnapshot's name") else { return nil }
        guard name.unicodeScalars.allSatisfy(allowed.contains), !name.hasPrefix(".") else {
            parser.error(at: argument.location, "a snapshot name uses only letters, digits, '_', '-' and '.' and does not start with '.', not '\(name)'")
            return nil
        }
        return AssertSnapshotCommand(snapshotName: name)
    }
}
