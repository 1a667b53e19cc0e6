import Foundation
import TrellisCore

/// `assertFrame`: the view with the id has this frame, in its parent's coordinates (as
/// the dumps print it), within `tolerance` points on each number. The frame is given
/// whole (`frame: [x, y, width, height]`) or by any of `x`, `y`, `width` and `height`
/// alone (Docs/flows.md, "Commands"); only the numbers given
/// are checked.
public struct AssertFrameCommand: FlowCommand {
    /// One number of a frame, named as a flow writes it.
    public enum Edge: String, Sendable, Hashable, CaseIterable {
        /// The origin's x, in points.
        case x
        /// The origin's y, in points.
        case y
        /// The width, in points.
        case width
        /// The height, in points.
        case height

        func value(of rect: CGRect) -> CGFloat {
            switch self {
            case .x: rect.minX
            case .y: rect.minY
            case .width: rect.width
            case .height: rect.height
            }
        }
    }

    /// The view's id.
    public var id: String
    /// The numbers expected, in points, by edge; an edge not present is not checked.
    public var expected: [Edge: CGFloat]
    /// How far each number may be off, in points; 0 means exactly (up to 1e-9).
    public var tolerance: CGFloat

    /// Creates a command that checks the numbers of `expected` only.
    public init(id: String, expected: [Edge: CGFloat], tolerance: CGFloat = 0) {
        self.id = id
        self.expected = expected
        self.tolerance = tolerance
    }

    /// Creates a command that checks the whole frame.
    public init(id: String, frame: CGRect, tolerance: CGFloat = 0) {
        self.init(id: id, expected: Dictionary(uniqueKeysWithValues: Edge.allCases.map { ($0, $0.value(of: frame)) }), tolerance: tolerance)
    }

    /// An assertion: it changes nothing, and its step (sending no action) clears the actions `assertAction` checks.
    public var traits: FlowCommandTraits { [.isAssertion, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var screenReferences: [ScreenReference] { [.id(id)] }

    private var isWhole: Bool { expected.count == Edge.allCases.count }

    private var edges: [Edge] { Edge.allCases.filter { expected[$0] != nil } }

    public var description: String {
        let numbers =
            isWhole
            ? "[" + edges.compactMap { expected[$0]?.humanDescription }.joined(separator: ", ") + "]"
            : edges.compactMap { edge in expected[edge].map { "\(edge.rawValue) \($0.humanDescription)" } }.joined(separator: ", ")
        return "assertFrame #\(id) \(numbers)" + (tolerance > 0 ? " ± \(tolerance.humanDescription)" : "")
    }

    public func perform(in context: FlowContext) throws {
        let view = try context.view(withID: id)
        let actual = view.frame
        guard edges.contains(where: { edge in expected[edge].map { abs($0 - edge.value(of: actual)) > tolerance + 1e-9 } ?? false }) else { return }
        let show = { (numbers: [CGFloat]) in "[" + numbers.map(\.humanDescription).joined(separator: ", ") + "]" }
        let within = tolerance > 0 ? " (± \(tolerance.humanDescription))" : ""
        let found = Edge.allCases.map { $0.value(of: actual) }
        if isWhole {
            throw StepFailure(
                "expected the frame of \(context.screen.describe(view)) to be \(show(edges.compactMap { expected[$0] }))\(within), found \(show(found))")
        }
        let wanted = edges.compactMap { edge in expected[edge].map { "\(edge.rawValue) \($0.humanDescription)" } }.joined(separator: ", ")
        let seen = edges.map { "\($0.rawValue) \($0.value(of: actual).humanDescription)" }.joined(separator: ", ")
        throw StepFailure("expected the frame of \(context.screen.describe(view)) to have \(wanted)\(within), found \(seen) (frame \(show(found)))")
    }

    static let descriptor = FlowCommandDescriptor(
        name: "assertFrame", argumentHelp: "{id: …, frame: [x, y, width, height] or any of x, y, width, height, tolerance: points}",
        argumentSchema: FlowSchema.frameAssertion(extra: [:], tolerance: "how far each edge may be off, in points (default 0)"),
        example: "{id: feedback, frame: [0, 0, 375, 105], tolerance: 0.5}", summary: "parent coordinates, as dumped"
    ) { argument, parser in
        let edgeNames = Edge.allCases.map(\.rawValue)
        let pairs = parser.uniquePairs(argument, allowed: ["id", "frame"] + edgeNames + ["tolerance"], required: ["id"], context: "assertFrame")
        guard let idNode = pairs["id"] else { return nil }
        let id = parser.string(idNode, what: "assertFrame's 'id'")
        var expected: [Edge: CGFloat] = [:]
        var valid = true
        let given = Edge.allCases.filter { pairs[$0.rawValue] != nil }
        if let frameNode = pairs["frame"] {
            if !given.isEmpty {
                parser.error(at: frameNode.location, "assertFrame takes 'frame' or \(given.map { "'\($0.rawValue)'" }.joined(separator: ", ")), not both")
                valid = false
            } else if let items = frameNode.items, items.count == 4 {
                for (edge, item) in zip(Edge.allCases, items) {
                    if let number = number(item, of: edge, parser: &parser) { expected[edge] = number } else { valid = false }
                }
            } else {
                parser.error(
                    at: frameNode.location,
                    "'frame' is [x, y, width, height] in points, found \(frameNode.items.map { "a list of \($0.count)" } ?? frameNode.kindDescription)")
                valid = false
            }
        } else if given.isEmpty {
            if argument.pairs != nil {
                parser.error(at: argument.location, "assertFrame needs 'frame' or at least one of \(edgeNames.map { "'\($0)'" }.joined(separator: ", "))")
            }
            valid = false
        }
        for edge in given {
            guard let node = pairs[edge.rawValue] else { continue }
            if let number = number(node, of: edge, parser: &parser) { expected[edge] = number } else { valid = false }
        }
        let tolerance = pairs["tolerance"].flatMap { parser.length($0, what: "'tolerance' (points)") } ?? 0
        guard let id, valid, pairs["tolerance"] == nil || tolerance >= 0 else { return nil }
        return AssertFrameCommand(id: id, expected: expected, tolerance: tolerance)
    }

    private static func number(_ node: YAMLNode, of edge: Edge, parser: inout FlowParser) -> CGFloat? {
        switch edge {
        case .x, .y: parser.number(node, what: "a frame's \(edge.rawValue)")
        case .width, .height: parser.length(node, what: "a frame's \(edge.rawValue)")
        }
    }
}
