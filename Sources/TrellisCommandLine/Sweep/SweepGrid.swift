import Foundation
import Trellis

/// The configurations of one screen's sweep: the product of its four axes in **sweep
/// order**, sizes outermost, then font scales, appearances, locales (Docs/sweeps.md, "The
/// command"). A configuration is known by its index in that order.
struct SweepGrid: Sendable, Equatable {
    /// The sizes, by width then height.
    var sizes: [SweepSize]
    /// The font scales, ascending.
    var scales: [FontScale]
    /// The appearances, light first.
    var appearances: [Appearance]
    /// The locales: base, en-XA, ar-XB.
    var locales: [PseudoLocale]

    /// One configuration's position on each axis.
    struct Point: Hashable, Sendable {
        var size: Int
        var scale: Int
        var appearance: Int
        var locale: Int
    }

    /// How many configurations there are.
    var count: Int { sizes.count * scales.count * appearances.count * locales.count }

    /// The number of values on each axis, in sweep order.
    var axisCounts: [Int] { [sizes.count, scales.count, appearances.count, locales.count] }

    /// The index of `point` in sweep order.
    func index(of point: Point) -> Int {
        ((point.size * scales.count + point.scale) * appearances.count + point.appearance) * locales.count + point.locale
    }

    /// The configuration at `index` in sweep order.
    func point(at index: Int) -> Point {
        var rest = index
        let locale = rest % locales.count
        rest /= locales.count
        let appearance = rest % appearances.count
        rest /= appearances.count
        return Point(size: rest / scales.count, scale: rest % scales.count, appearance: appearance, locale: locale)
    }

    /// What a screen is built with at `index`: its size, font scale, appearance, locale.
    func configuration(at index: Int, textMetrics: String?) -> ScreenConfiguration {
        let point = point(at: index)
        let size = sizes[point.size]
        return ScreenConfiguration(
            width: size.width, height: size.height, textMetrics: textMetrics, fontScale: scales[point.scale],
            appearance: appearances[point.appearance], locale: locales[point.locale])
    }

    /// `320x480, font scale 2, light, base`: the configuration as messages name it.
    func describe(_ index: Int) -> String {
        let point = point(at: index)
        return sizes[point.size].name + ", " + Self.describe(scales[point.scale], appearances[point.appearance], locales[point.locale])
    }

    /// `font scale 2, light, base`.
    static func describe(_ scale: FontScale, _ appearance: Appearance, _ locale: PseudoLocale) -> String {
        "font scale \(scale.value.trellisDescription), \(appearance.rawValue), \(locale.rawValue)"
    }
}
