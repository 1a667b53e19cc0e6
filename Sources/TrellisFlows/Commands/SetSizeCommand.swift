import Foundation
import TrellisCore

/// `setSize`: resize the screen and lay it out again.
public struct SetSizeCommand: FlowCommand {
    /// The new width in points; nil keeps the screen's.
    public var width: CGFloat?
    /// The new height in points; nil keeps the screen's.
    public var height: CGFloat?

    /// Creates the command.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// It may change the screen, and records the actions its step sends.
    public var traits: FlowCommandTraits { [.changesScreen, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var description: String {
        "setSize "
            + [width.map { "width \($0.trellisDescription)" }, height.map { "height \($0.trellisDescription)" }]
            .compactMap { $0 }.joined(separator: ", ")
    }

    public func perform(in context: FlowContext) throws {
        let screen = context.screen
        screen.size = CGSize(width: width ?? screen.size.width, height: height ?? screen.size.height)
        screen.layoutIfNeeded()
    }

    static let descriptor = FlowCommandDescriptor(
        name: "setSize", argumentHelp: "{width: points, height: points}",
        argumentSchema: FlowSchema.mapping(
            [
                "width": FlowSchema.lengthOrVariable.described("the screen's new width in points"),
                "height": FlowSchema.lengthOrVariable.described("the screen's new height in points"),
            ], minimum: 1),
        example: "{width: 320, height: 480}", summary: "resize and lay out again"
    ) { argument, parser in
        let pairs = parser.uniquePairs(argument, allowed: ["width", "height"], context: "setSize")
        if argument.pairs != nil, pairs.isEmpty {
            parser.error(at: argument.location, "setSize needs 'width', 'height' or both")
            return nil
        }
        let width = pairs["width"].flatMap { parser.length($0, what: "setSize's 'width'") }
        let height = pairs["height"].flatMap { parser.length($0, what: "setSize's 'height'") }
        guard !pairs.isEmpty, pairs["width"] == nil || width != nil, pairs["height"] == nil || height != nil else { return nil }
        return SetSizeCommand(width: width, height: height)
    }
}
