import Foundation
import TrellisCore

/// `assertVisible` (at least one visible view matches) and `assertNotVisible` (none does).
public struct AssertVisibleCommand: FlowCommand {
    /// The views looked for.
    public var selector: FlowSelector
    /// True for `assertVisible`, false for `assertNotVisible`.
    public var isVisible: Bool

    /// Creates the command.
    public init(_ selector: FlowSelector, isVisible: Bool) {
        self.selector = selector
        self.isVisible = isVisible
    }

    /// An assertion: it changes nothing, and its step (sending no action) clears the actions `assertAction` checks.
    public var traits: FlowCommandTraits { [.isAssertion, .recordsActions] }

    public var name: String { isVisible ? Self.visible.name : Self.notVisible.name }

    public var description: String { "\(name) \(selector)" }

    public var screenReferences: [ScreenReference] { selector.referencedIDs.map(ScreenReference.id) }

    public func perform(in context: FlowContext) throws {
        let finder = context.finder
        let found = try finder.all(selector)
        if isVisible, found.isEmpty {
            throw StepFailure("expected a visible view matching \(selector), found none\(finder.explainNoMatch(selector))")
        }
        if !isVisible, !found.isEmpty {
            throw StepFailure(
                "expected no visible view matching \(selector), found \(found.count): " + found.map(context.screen.describe).joined(separator: ", "))
        }
    }

    static let visible = descriptor(name: "assertVisible", isVisible: true, summary: "at least one visible match")
    static let notVisible = descriptor(name: "assertNotVisible", isVisible: false, summary: "none")

    private static func descriptor(name: String, isVisible: Bool, summary: String) -> FlowCommandDescriptor {
        FlowCommandDescriptor(name: name, argumentHelp: "a selector", argumentSchema: FlowSchema.selector, example: "锂电池", summary: summary) {
            argument, parser in
            parser.selector(argument).map { AssertVisibleCommand($0, isVisible: isVisible) }
        }
    }
}
