import Foundation
import TrellisCore

/// `assertFrame`: the view with the id has this frame, in its parent's coordinates (as
/// the dumps print it), within `tolerance` points on each number.
public struct AssertFrameCommand: FlowCommand {
    /// The view's id.
    public var id: String
    /// The frame expected, in points.
    public var frame: CGRect
    /// How far each number may be off, in points; 0 means exactly (up to 1e-9).
    public var tolerance: CGFloat

    /// Creates the command.
    public init(id: String, frame: CGRect, tolerance: CGFloat = 0) {
        self.id = id
        self.frame = frame
        self.tolerance = tolerance
    }

    public var name: String { Self.descriptor.name }

    public var description: String {
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(\.trellisDescription).joined(separator: ", ")
        return "assertFrame #\(id) [\(numbers)]" + (tolerance > 0 ? " ± \(tolerance.trellisDescription)" : "")
    }

    public func perform(in context: FlowContext) throws {
        let view = try context.view(withID: id)
        let actual = view.frame
        let expected = [frame.minX, frame.minY, frame.width, frame.height]
        let found = [actual.minX, actual.minY, actual.width, actual.height]
        guard zip(expected, found).allSatisfy({ abs($0 - $1) <= tolerance + 1e-9 }) else {
            let show = { (numbers: [CGFloat]) in "[" + numbers.map(\.trellisDescription).joined(separator: ", ") + "]" }
            let within = tolerance > 0 ? " (± \(tolerance.trellisDescription))" : ""
            throw StepFailure("expected the frame of \(context.screen.describe(view)) to be \(show(expected))\(within), found \(show(found))")
        }
    }

    static let descriptor = FlowCommandDescriptor(
        name: "assertFrame", argumentHelp: "{id: …, frame: [x, y, width, height], tolerance: points}",
        example: "{id: feedback, frame: [0, 0, 375, 105], tolerance: 0.5}", summary: "parent coordinates, as dumped"
    ) { argument, parser in
        let pairs = parser.uniquePairs(argument, allowed: ["id", "frame", "tolerance"], required: ["id", "frame"], context: "assertFrame")
        guard let idNode = pairs["id"], let frameNode = pairs["frame"] else { return nil }
        let id = parser.string(idNode, what: "assertFrame's 'id'")
        var numbers: [CGFloat] = []
        if let items = frameNode.items, items.count == 4 {
            numbers = items.enumerated().compactMap { index, item in
                index < 2 ? parser.number(item, what: "a frame's \(index == 0 ? "x" : "y")")
                    : parser.length(item, what: "a frame's \(index == 2 ? "width" : "height")")
            }
        } else {
            parser.error(at: frameNode.location, "'frame' is [x, y, width, height] in points, found \(frameNode.items.map { "a list of \($0.count)" } ?? frameNode.kindDescription)")
        }
        let tolerance = pairs["tolerance"].flatMap { parser.length($0, what: "'tolerance' (points)") } ?? 0
        guard let id, numbers.count == 4, pairs["tolerance"] == nil || tolerance >= 0 else { return nil }
        return AssertFrameCommand(id: id, frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), tolerance: tolerance)
    }
}
