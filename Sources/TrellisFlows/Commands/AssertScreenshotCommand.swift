import Foundation
import TrellisCore
import TrellisRender

/// `assertScreenshot`: the screen's picture matches the golden `NAME.png` beside the flow
/// (``ScreenshotAssertion``; Docs/flows.md, "Commands").
public struct AssertScreenshotCommand: FlowCommand {
    /// The golden's name without `.png`: letters, digits, `_`, `-` and `.`, not starting
    /// with `.`.
    public var screenshotName: String
    /// How far a channel may be off (0–255) and how many pixels may differ; 0 and 0 by
    /// default.
    public var comparison: PNGComparison
    /// Pixels per point, above 0; 1 by default.
    public var scale: CGFloat

    /// Creates the command.
    public init(screenshotName: String, comparison: PNGComparison = PNGComparison(), scale: CGFloat = 1) {
        self.screenshotName = screenshotName
        self.comparison = comparison
        self.scale = scale
    }

    /// An assertion: it changes nothing, and its step (sending no action) clears the actions `assertAction` checks.
    public var traits: FlowCommandTraits { [.isAssertion, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var description: String {
        var text = "assertScreenshot \(screenshotName)"
        if comparison.tolerance > 0 { text += " tolerance \(comparison.tolerance)" }
        if comparison.maxDiffPixels > 0 { text += " maxDiffPixels \(comparison.maxDiffPixels)" }
        if scale != 1 { text += " scale \(scale.trellisDescription)" }
        return text
    }

    public func perform(in context: FlowContext) throws {
        let path = ScreenshotAssertion.goldenPath(name: screenshotName, flowFile: context.location.file)
        let assertion = ScreenshotAssertion(screen: context.screen, record: context.isRecording, scale: scale, comparison: comparison)
        do {
            try assertion.check(goldenPath: path)
        } catch {
            throw StepFailure(error.message, screenshot: error)
        }
    }

    /// The characters a golden's name may use.
    private static let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")

    static let descriptor = FlowCommandDescriptor(
        name: "assertScreenshot", argumentHelp: "a golden picture name, or {name: …, tolerance: 0-255, maxDiffPixels: n, scale: s}",
        argumentSchema: .anyOf([
            FlowSchema.text.described("the golden picture's name: NAME.png beside the flow"),
            FlowSchema.mapping(
                [
                    "name": FlowSchema.text.described("the golden picture's name: NAME.png beside the flow"),
                    "tolerance": FlowSchema.count(0, to: 255).described("how far a channel may differ before a pixel counts as different (default 0)"),
                    "maxDiffPixels": FlowSchema.countOrVariable.described("how many pixels may differ (default 0)"),
                    "scale": FlowSchema.numberOrVariable.described("the picture's scale, above 0 (default 1)"),
                ], required: ["name"]),
        ]),
        example: "{name: board, tolerance: 2}", summary: "the picture matches board.png beside the flow"
    ) { argument, parser in
        var nameNode = argument
        var comparison = PNGComparison()
        var scale: CGFloat = 1
        if argument.pairs != nil {
            let pairs = parser.uniquePairs(argument, allowed: ["name", "tolerance", "maxDiffPixels", "scale"], required: ["name"], context: "assertScreenshot")
            guard let node = pairs["name"] else { return nil }
            nameNode = node
            if let node = pairs["tolerance"] {
                guard let value = parser.count(node, what: "assertScreenshot's 'tolerance'", maximum: 255) else { return nil }
                comparison.tolerance = value
            }
            if let node = pairs["maxDiffPixels"] {
                guard let value = parser.count(node, what: "assertScreenshot's 'maxDiffPixels'", maximum: PNGRasterizer.maximumPixelCount) else { return nil }
                comparison.maxDiffPixels = value
            }
            if let node = pairs["scale"] {
                guard let value = parser.number(node, what: "assertScreenshot's 'scale'") else { return nil }
                guard value > 0, value.isFinite else {
                    parser.error(at: node.location, "assertScreenshot's 'scale' must be a number above 0, not \(value.trellisDescription)")
                    return nil
                }
                scale = value
            }
        }
        guard let name = parser.string(nameNode, what: "assertScreenshot's name") else { return nil }
        guard name.unicodeScalars.allSatisfy(allowed.contains), !name.hasPrefix(".") else {
            parser.error(at: nameNode.location, "a screenshot name uses only letters, digits, '_', '-' and '.' and does not start with '.', not '\(name)'")
            return nil
        }
        // `x.actual.png` and `x.diff.png` are what a failing `assertScreenshot: x` writes.
        if let suffix = [".actual", ".diff"].first(where: { name.hasSuffix($0) }) {
            parser.error(
                at: nameNode.location,
                "a screenshot name does not end in '\(suffix)': '\(name).png' is the file a failing 'assertScreenshot: \(name.dropLast(suffix.count))' writes")
            return nil
        }
        return AssertScreenshotCommand(screenshotName: name, comparison: comparison, scale: scale)
    }
}
