import Foundation
import TrellisCore

/// `assertPresentation`: what is drawn of the view with the id now (its presented frame
/// in its parent's coordinates and its presented alpha, `View.presentation`) has these
/// numbers, each within `tolerance` (default 0.01) (Docs/time.md, "Flows"). The frame is
/// given whole (`frame: [x, y, width, height]`) or by any of `x`, `y`, `width` and
/// `height`; `alpha` may be given with or without it. Only the numbers given are
/// checked; a failure lists each that differs beside the model's value.
public struct AssertPresentationCommand: FlowCommand {
    /// One number of what is drawn.
    public enum Key: String, Sendable, Hashable, CaseIterable {
        /// The presented frame's x, in points.
        case x
        /// The presented frame's y, in points.
        case y
        /// The presented frame's width, in points.
        case width
        /// The presented frame's height, in points.
        case height
        /// The presented alpha, 0 to 1.
        case alpha

        func value(of presentation: ViewPresentation) -> CGFloat {
            switch self {
            case .x: presentation.frame.minX
            case .y: presentation.frame.minY
            case .width: presentation.frame.width
            case .height: presentation.frame.height
            case .alpha: presentation.alpha
            }
        }
    }

    /// The default tolerance: 0.01, on points and on alpha alike.
    public static let defaultTolerance: CGFloat = 0.01

    /// The view's id.
    public var id: String
    /// The numbers expected, by key; a key not present is not checked.
    public var expected: [Key: CGFloat]
    /// How far each number may be off (points, or alpha).
    public var tolerance: CGFloat

    /// Creates the command.
    public init(id: String, expected: [Key: CGFloat], tolerance: CGFloat = AssertPresentationCommand.defaultTolerance) {
        self.id = id
        self.expected = expected
        self.tolerance = tolerance
    }

    /// An assertion: it changes nothing and the runner does not settle after it.
    public var traits: FlowCommandTraits { [.isAssertion, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var screenReferences: [ScreenReference] { [.id(id)] }

    private var keys: [Key] { Key.allCases.filter { expected[$0] != nil } }

    public var description: String {
        "assertPresentation #\(id) " + keys.compactMap { key in expected[key].map { "\(key.rawValue) \($0.humanDescription)" } }.joined(separator: ", ")
            + (tolerance == Self.defaultTolerance ? "" : " ± \(tolerance.humanDescription)")
    }

    /// Compares what is drawn now; the clock does not move.
    ///
    /// - Throws: `expected what is drawn of collapsible#row to have height 80, alpha 1
    ///   (± 0.01), found height 62.5 (model 80)`: every key given, then each that
    ///   differs beside the model's value.
    public func perform(in context: FlowContext) throws {
        let view = try context.view(withID: id)
        let shown = view.presentation
        let model = ViewPresentation(frame: view.frame, alpha: view.alpha)
        let differing = keys.filter { key in expected[key].map { abs($0 - key.value(of: shown)) > tolerance + 1e-9 } ?? false }
        guard !differing.isEmpty else { return }
        let wanted = keys.compactMap { key in expected[key].map { "\(key.rawValue) \($0.humanDescription)" } }.joined(separator: ", ")
        let found = differing.map { "\($0.rawValue) \($0.value(of: shown).humanDescription) (model \($0.value(of: model).humanDescription))" }
        throw StepFailure(
            "expected what is drawn of \(context.screen.describe(view)) to have \(wanted) (± \(tolerance.humanDescription)), found \(found.joined(separator: ", "))"
                + " at \(context.screen.clock.milliseconds)ms")
    }

    static let descriptor = FlowCommandDescriptor(
        name: "assertPresentation",
        argumentHelp: "{id: …, frame: [x, y, width, height] or any of x, y, width, height, alpha: 0 to 1, tolerance: a number}",
        argumentSchema: FlowSchema.frameAssertion(
            extra: [
                "alpha": .anyOf([JSONSchema.ref("number").with("minimum", .number(0)).with("maximum", .number(1)), FlowSchema.variable])
                    .described("the opacity drawn now, from 0 to 1")
            ],
            tolerance: "how far each value may be off"),
        example: "{id: row, frame: [0, 0, 375, 62.5], alpha: 1}", summary: "what is drawn now, mid-animation"
    ) { argument, parser in
        let frameKeys: [Key] = [.x, .y, .width, .height]
        let pairs = parser.uniquePairs(
            argument, allowed: ["id", "frame"] + Key.allCases.map(\.rawValue) + ["tolerance"], required: ["id"], context: "assertPresentation")
        guard let idNode = pairs["id"] else { return nil }
        let id = parser.string(idNode, what: "assertPresentation's 'id'")
        var expected: [Key: CGFloat] = [:]
        var valid = true
        let given = Key.allCases.filter { pairs[$0.rawValue] != nil }
        if let frameNode = pairs["frame"] {
            if let edge = given.first(where: { frameKeys.contains($0) }) {
                parser.error(at: frameNode.location, "assertPresentation takes 'frame' or '\(edge.rawValue)', not both")
                valid = false
            } else if let items = frameNode.items, items.count == 4 {
                for (key, item) in zip(frameKeys, items) {
                    if let number = number(item, of: key, parser: &parser) { expected[key] = number } else { valid = false }
                }
            } else {
                parser.error(
                    at: frameNode.location,
                    "'frame' is [x, y, width, height] in points, found \(frameNode.items.map { "a list of \($0.count)" } ?? frameNode.kindDescription)")
                valid = false
            }
        } else if given.isEmpty {
            if argument.pairs != nil {
                parser.error(at: argument.location, "assertPresentation needs 'frame', 'alpha' or at least one of 'x', 'y', 'width', 'height'")
            }
            valid = false
        }
        for key in given {
            guard let node = pairs[key.rawValue] else { continue }
            if let number = number(node, of: key, parser: &parser) { expected[key] = number } else { valid = false }
        }
        let tolerance = pairs["tolerance"].flatMap { parser.length($0, what: "'tolerance'") } ?? defaultTolerance
        guard let id, valid, pairs["tolerance"] == nil || tolerance >= 0 else { return nil }
        return AssertPresentationCommand(id: id, expected: expected, tolerance: tolerance)
    }

    private static func number(_ node: YAMLNode, of key: Key, parser: inout FlowParser) -> CGFloat? {
        switch key {
        case .x, .y: return parser.number(node, what: "a frame's \(key.rawValue)")
        case .width, .height: return parser.length(node, what: "a frame's \(key.rawValue)")
        case .alpha:
            guard let value = parser.number(node, what: "'alpha'") else { return nil }
            guard (0...1).contains(value) else {
                parser.error(at: node.location, "'alpha' must be from 0 to 1, not '\(value.humanDescription)'")
                return nil
            }
            return value
        }
    }
}
