import Foundation
import Trellis

/// One size of a sweep (Docs/sweeps.md, "The command"): the screen's width and height in
/// points, and the name output gives it, the preset's (`iphone-se`) or `WxH` in JSON's
/// number form (`320x568`).
struct SweepSize: Hashable, Sendable {
    /// The name output gives the size.
    var name: String
    /// The screen's width, in points; above 0, at most 10,000.
    var width: CGFloat
    /// The screen's height, in points; above 0, at most 10,000.
    var height: CGFloat

    /// A size named by its lengths: `320x568`, `341.5x667`.
    init(width: CGFloat, height: CGFloat) {
        self.init(name: Self.name(width: width, height: height), width: width, height: height)
    }

    init(name: String, width: CGFloat, height: CGFloat) {
        self.name = name
        self.width = width
        self.height = height
    }

    /// `WxH` with each length in JSON's number form (Docs/cli.md).
    static func name(width: CGFloat, height: CGFloat) -> String {
        width.trellisDescription + "x" + height.trellisDescription
    }

    /// The largest width or height an item may give: 10,000 points.
    static let maximumLength: CGFloat = 10_000

    /// The presets, portrait unless said, dp taken as points; Apple's points are each
    /// model's pixels divided by its published scale factor (Docs/sweeps.md, "Sizes").
    static let presets: [SweepSize] = [
        SweepSize(name: "iphone-5s", width: 320, height: 568),
        SweepSize(name: "nexus-5", width: 360, height: 640),
        SweepSize(name: "iphone-se", width: 375, height: 667),
        SweepSize(name: "iphone-14", width: 390, height: 844),
        SweepSize(name: "iphone-15", width: 393, height: 852),
        SweepSize(name: "compose-phone", width: 411, height: 891),
        SweepSize(name: "iphone-15-pro-max", width: 430, height: 932),
        SweepSize(name: "compose-foldable", width: 673, height: 841),
        SweepSize(name: "ipad-10-2", width: 810, height: 1080),
        SweepSize(name: "ipad-pro-11", width: 834, height: 1194),
        SweepSize(name: "ipad-pro-12-9", width: 1024, height: 1366),
        SweepSize(name: "compose-tablet", width: 1280, height: 800),
    ]

    /// The groups: `phones`, the first seven presets, and `tablets`, the other five.
    static let groups: [(name: String, sizes: ArraySlice<SweepSize>)] = [
        ("phones", presets[0..<7]), ("tablets", presets[7...]),
    ]

    /// Every preset's and group's name, for "did you mean".
    static let names: [String] = presets.map(\.name) + groups.map(\.name)
}

/// One item of `--sizes` as written, before the screen gives the height a bare width
/// leaves open.
enum SweepSizeItem: Hashable, Sendable {
    /// A preset or a `WxH` item.
    case size(SweepSize)
    /// A `W` item: the width, with the screen's own height.
    case width(CGFloat)

    /// The size on a screen whose own height is `height`.
    func resolved(screenHeight height: CGFloat) -> SweepSize {
        switch self {
        case .size(let size): size
        case .width(let width): SweepSize(width: width, height: height)
        }
    }

    /// The items one `--sizes` item stands for: a group's presets, else the one item.
    ///
    /// - Throws: a usage error naming `text` and what was expected, with "did you mean"
    ///   for a word close to a preset's or group's name.
    static func parse(_ text: String) throws(CommandFailure) -> [SweepSizeItem] {
        if let preset = SweepSize.presets.first(where: { $0.name == text }) { return [.size(preset)] }
        if let group = SweepSize.groups.first(where: { $0.name == text }) { return group.sizes.map { .size($0) } }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        let lengths = parts.count <= 2 ? parts.map { try? NumberSyntax.parse($0) } : []
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 != nil }) else {
            throw usage(
                "--sizes: '\(text)' is not a size: a preset, phones, tablets, WxH or W (lengths in points)"
                    + Suggestion.didYouMean(text, in: SweepSize.names))
        }
        let values = lengths.compactMap { $0 }
        guard values.allSatisfy({ $0 > 0 && $0 <= SweepSize.maximumLength }) else {
            throw usage("--sizes: '\(text)' has a length out of range: each must be above 0 and at most 10000 points")
        }
        return values.count == 2 ? [.size(SweepSize(width: values[0], height: values[1]))] : [.width(values[0])]
    }
}
