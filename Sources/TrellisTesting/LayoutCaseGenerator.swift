import Foundation
import Trellis

/// Draws ``LayoutCase``s from a seeded generator: sizes that include 0 and fractions,
/// some hidden subviews, wrapping labels, and every kind of mutation.
enum LayoutCaseGenerator {
    static let words = ["a", "ab", "tag", "周一", "masonry", "x y", "long word here", ""]

    static func length(_ generator: inout SeededGenerator, upTo limit: CGFloat) -> CGFloat {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return 0
        case 1: return CGFloat(Int.random(in: 1...Int(limit), using: &generator)) + 0.5
        default: return CGFloat(Int.random(in: 1...Int(limit), using: &generator))
        }
    }

    static func child(_ generator: inout SeededGenerator) -> LayoutCase.Child {
        let hidden = Int.random(in: 0..<8, using: &generator) == 0
        if Int.random(in: 0..<4, using: &generator) == 0 {
            let count = Int.random(in: 1...3, using: &generator)
            let text = (0..<count).map { _ in words.randomElement(using: &generator) ?? "" }.joined(separator: " ")
            return .init(kind: .text(text), isHidden: hidden)
        }
        return .init(kind: .box(width: length(&generator, upTo: 120), height: length(&generator, upTo: 80)), isHidden: hidden)
    }

    static func mutation(_ generator: inout SeededGenerator) -> LayoutCase.Mutation {
        let index = Int.random(in: 0..<64, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: return .toggleHidden(index: index)
        case 1: return .setText(index: index, text: words.randomElement(using: &generator) ?? "")
        case 2: return .insert(index: index, child: child(&generator))
        case 3: return .remove(index: index)
        default: return .resize(index: index, width: length(&generator, upTo: 120), height: length(&generator, upTo: 80))
        }
    }

    /// A case of up to 12 subviews, or, when `large`, 32 to 48 (enough for the engine's
    /// hit-testing index).
    static func make(_ generator: inout SeededGenerator, large: Bool) -> LayoutCase {
        let count = large ? Int.random(in: 32...48, using: &generator) : Int.random(in: 0...12, using: &generator)
        let paddingSide = { (generator: inout SeededGenerator) -> CGFloat in
            Int.random(in: 0..<2, using: &generator) == 0 ? 0 : CGFloat(Int.random(in: 1...12, using: &generator))
        }
        let padding = EdgeInsets(
            top: paddingSide(&generator), left: paddingSide(&generator), bottom: paddingSide(&generator), right: paddingSide(&generator))
        return LayoutCase(
            width: length(&generator, upTo: 400), height: length(&generator, upTo: 600),
            padding: padding, direction: .ltr,
            children: (0..<count).map { _ in child(&generator) },
            mutations: (0..<Int.random(in: 0...6, using: &generator)).map { _ in mutation(&generator) })
    }

    /// `count` boxes in a container of a random width.
    static func large(_ generator: inout SeededGenerator, count: Int) -> LayoutCase {
        LayoutCase(
            width: length(&generator, upTo: 400), height: length(&generator, upTo: 600), padding: .zero, direction: .ltr,
            children: (0..<count).map { _ in
                .init(kind: .box(width: length(&generator, upTo: 120), height: length(&generator, upTo: 80)), isHidden: false)
            },
            mutations: [])
    }
}
