import Foundation
import Trellis

/// The four axes of a sweep as `--sizes`, `--font-scales`, `--appearances` and `--locales`
/// give them (Docs/sweeps.md, "The command"), each sorted and deduplicated so that the
/// order written never matters: scales ascending, `light` before `dark`, `base`, `en-XA`,
/// `ar-XB`. Sizes are sorted per screen (``sizes(screenSize:)``), since a bare width takes
/// each screen's own height.
struct SweepAxes: Sendable {
    /// The size items as written, groups expanded; nil: the screen's own size.
    var sizeItems: [SweepSizeItem]?
    /// The font scales, ascending, each once; `[1]` by default.
    var scales: [FontScale]
    /// The appearances, light first, each once; `[light]` by default.
    var appearances: [Appearance]
    /// The locales, base, en-XA, ar-XB, each once; `[base]` by default.
    var locales: [PseudoLocale]

    /// The most configurations a sweep of one screen may have: 10,000.
    static let maximumConfigurations = 10_000

    /// Compose's `PreviewFontScale`: 0.85, 1, 1.15, 1.3, 1.5, 1.8, 2.
    static let standardScales: [FontScale] = [85, 100, 115, 130, 150, 180, 200].compactMap { FontScale(hundredths: $0) }

    init(sizeItems: [SweepSizeItem]? = nil, scales: [FontScale] = [.standard], appearances: [Appearance] = [.light], locales: [PseudoLocale] = [.base]) {
        self.sizeItems = sizeItems
        self.scales = scales
        self.appearances = appearances
        self.locales = locales
    }

    /// Reads the four lists; nil for an option not given.
    ///
    /// - Throws: a usage error for an empty item, a bad value or an unknown name (with
    ///   "did you mean"), and for more than ``maximumConfigurations`` configurations.
    init(sizes: String?, scales: String?, appearances: String?, locales: String?) throws(CommandFailure) {
        self.init()
        if let sizes {
            var items: [SweepSizeItem] = []
            for item in try Self.items(sizes, option: "--sizes") { items += try SweepSizeItem.parse(item) }
            sizeItems = items
        }
        if let scales {
            var values: [FontScale] = []
            for item in try Self.items(scales, option: "--font-scales") { values += try Self.scales(item) }
            self.scales = Array(Set(values)).sorted()
        }
        if let appearances {
            self.appearances = try Self.names(appearances, option: "--appearances", what: "an appearance", as: Appearance.self)
        }
        if let locales {
            self.locales = try Self.names(locales, option: "--locales", what: "a locale", as: PseudoLocale.self)
        }
        // A bare width counts as one size on every screen, whatever its height.
        let sizeCount = sizeItems.map { Set($0.map(Self.lengths)).count } ?? 1
        let (product, overflow) = sizeCount.multipliedReportingOverflow(by: self.scales.count * self.appearances.count * self.locales.count)
        if overflow || product > Self.maximumConfigurations {
            throw usage(
                "the sweep has \(sizeCount) sizes × \(self.scales.count) font scales × \(self.appearances.count) appearances × "
                    + "\(self.locales.count) locales = \(product) configurations; at most \(Self.maximumConfigurations)")
        }
    }

    /// The sizes of a screen whose own size is `screenSize`, sorted by width then height,
    /// each once under the first spelling written; the screen's own size when no
    /// `--sizes` was given.
    func sizes(screenSize: CGSize) -> [SweepSize] {
        guard let sizeItems else { return [SweepSize(width: screenSize.width, height: screenSize.height)] }
        var seen: Set<[CGFloat]> = []
        let unique = sizeItems.map { $0.resolved(screenHeight: screenSize.height) }.filter { seen.insert([$0.width, $0.height]).inserted }
        return unique.enumerated().sorted { ($0.element.width, $0.element.height, $0.offset) < ($1.element.width, $1.element.height, $1.offset) }
            .map(\.element)
    }

    /// An item's lengths, by which items are the same size: width and height, or the width
    /// alone for a bare width.
    private static func lengths(_ item: SweepSizeItem) -> [CGFloat] {
        switch item {
        case .size(let size): [size.width, size.height]
        case .width(let width): [width]
        }
    }

    /// The items of a comma-separated LIST.
    ///
    /// - Throws: a usage error for an empty item (an empty list, two commas, a comma at
    ///   either end).
    private static func items(_ list: String, option: String) throws(CommandFailure) -> [String] {
        let items = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !items.contains(where: \.isEmpty) else {
            throw usage("\(option): '\(list)' has an empty item; LIST is comma-separated, with no spaces (\(option) \(example(option)))")
        }
        return items
    }

    private static func example(_ option: String) -> String {
        switch option {
        case "--sizes": "iphone-5s,375x667,414"
        case "--font-scales": "1,1.3,2"
        case "--appearances": "light,dark"
        default: "base,en-XA"
        }
    }

    /// The scales one item stands for: `standard`'s seven, or one number above 0 and at
    /// most 4 with at most two decimals.
    private static func scales(_ item: String) throws(CommandFailure) -> [FontScale] {
        if item == "standard" { return standardScales }
        let expected = "a number above 0 and at most 4 with at most two decimals, or standard"
        guard let value = try? NumberSyntax.parse(item) else {
            throw usage("--font-scales: '\(item)' is not a font scale: \(expected)" + Suggestion.didYouMean(item, in: ["standard"]))
        }
        let hundredths = (Double(value) * 100).rounded()
        guard value > 0, value <= 4, Double(hundredths) / 100 == Double(value), let scale = FontScale(hundredths: Int(hundredths)) else {
            throw usage("--font-scales: '\(item)' is not a font scale: \(expected)")
        }
        return [scale]
    }

    /// The values of a LIST of names, sorted, each once.
    private static func names<Value: AttributeEnumeration & Comparable & Hashable>(
        _ list: String, option: String, what: String, as type: Value.Type
    ) throws(CommandFailure) -> [Value] {
        var values: Set<Value> = []
        let names = Value.allCases.map(\.rawValue)
        for item in try items(list, option: option) {
            guard let value = Value.allCases.first(where: { $0.rawValue == item }) else {
                throw usage("\(option): '\(item)' is not \(what): \(names.joined(separator: ", "))" + Suggestion.didYouMean(item, in: names))
            }
            values.insert(value)
        }
        return values.sorted()
    }
}
