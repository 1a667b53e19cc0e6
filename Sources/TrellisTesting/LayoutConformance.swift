import Foundation
import Testing
import Trellis

/// Checks that a layout keeps the contract every layout keeps (Docs/layouts.md, "The
/// layout contract" and "The layout engine"), with one call from a Swift test:
///
/// ```swift
/// @Test func masonryConforms() {
///     LayoutConformance.check(MasonryLayout(columns: 2))
/// }
/// ```
///
/// It generates containers of random sizes, paddings and subviews (boxes of fixed size
/// and wrapping labels, some hidden), from a seed, so every run checks the same cases,
/// and lays them out through the engine. Each ``Violation/Kind`` is one rule. A failing
/// case is shrunk (fewer subviews, fewer changes, rounder sizes) while it still breaks
/// the same rule, and recorded as a Swift Testing issue holding the smallest case found
/// as a screen file.
public enum LayoutConformance {
    /// What to generate.
    public struct Options: Sendable {
        /// The seed of the cases; the same seed gives the same cases. Default 0x7E11_15.
        public var seed: UInt64
        /// The number of generated cases; default 40.
        public var cases: Int
        /// The number of subviews of the one large case (checked for finite,
        /// non-negative frames and zeroed collapsed subviews only); default 10,000;
        /// 0 skips it.
        public var largeSubviewCount: Int
        /// How right to left places subviews: mirrored, as every layout but
        /// `absolute` does; `absolute` passes `.unchanged`.
        public var rightToLeft: RightToLeft
        /// Makes the container the layout is set on: a plain view by default; a layout
        /// whose rules need a container of its own (`collapsible`) passes it here.
        public var makeContainer: @Sendable () -> View

        /// Creates options; see each property for its default.
        public init(
            seed: UInt64 = 0x7E11_15, cases: Int = 40, largeSubviewCount: Int = 10_000,
            rightToLeft: RightToLeft = .mirrored, makeContainer: @escaping @Sendable () -> View = { View() }
        ) {
            self.seed = seed
            self.cases = cases
            self.largeSubviewCount = largeSubviewCount
            self.rightToLeft = rightToLeft
            self.makeContainer = makeContainer
        }
    }

    /// How a layout places subviews under right to left.
    public enum RightToLeft: Sendable {
        /// Mirrored inside the content box: `x' = padding.left + (W − x − w)`, where
        /// `x` is relative to the content box (Docs/layouts.md, "RTL").
        case mirrored
        /// Exactly where left to right places them (`absolute`).
        case unchanged
    }

    /// A broken rule, with the smallest case found that breaks it.
    public struct Violation: Sendable, CustomStringConvertible {
        /// The rules, one per check.
        public enum Kind: String, Sendable, CaseIterable {
            /// A frame or fitting size is infinite or NaN, or a width or height negative.
            case invalidGeometry = "frames and fitting sizes are finite, with non-negative widths and heights"
            /// Two trees built from the same case were laid out differently.
            case nondeterministic = "the same tree is laid out the same way"
            /// Placing the same tree again moved a subview.
            case unstablePlacement = "placing twice gives the same frames"
            /// After changes, the tree's frames differ from a fresh tree's.
            case incrementalDiffers = "an incremental layout equals a fresh layout of the same tree"
            /// Right to left is not left to right mirrored (or, for `.unchanged`, not equal).
            case rightToLeft = "right to left mirrors left to right inside the content box"
            /// A collapsed subview's frame is not (0, 0, 0, 0).
            case collapsedNotZeroed = "a collapsed subview's frame is (0, 0, 0, 0)"
            /// A subview lies outside the fitting size it was placed in.
            case fittingSize = "placed at its fitting size, the container holds its subviews"
            /// Hit-testing through the engine's index answered differently from the plain
            /// reverse scan of the subviews (Docs/events.md, "Hit-testing").
            case hitTesting = "hit-testing gives the same view as the reverse scan of the subviews"
        }

        /// Which rule the layout broke.
        public var kind: Kind
        /// What was wrong, with the numbers.
        public var message: String
        /// The smallest case found.
        public var layoutCase: LayoutCase
        /// That case as a screen file (``LayoutCase/screenXML(layout:note:)``).
        public var screenXML: String

        public var description: String {
            "layout rule broken: \(kind.rawValue): \(message)\nsmallest case found:\n\(screenXML)"
        }
    }

    /// Checks `layout` and records a Swift Testing issue for each rule it breaks, at
    /// the caller's line, with the smallest failing case as a screen file.
    ///
    /// - Returns: the violations, one per rule broken (empty when it conforms).
    @discardableResult
    public static func check(
        _ layout: some Layout, options: Options = Options(), sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [Violation] {
        let found = violations(of: layout, options: options)
        for violation in found {
            Issue.record(Comment(rawValue: violation.description), sourceLocation: sourceLocation)
        }
        return found
    }

    /// The rules `layout` breaks, one violation per rule, each with its smallest case;
    /// records nothing (for a test that expects a broken layout to be caught).
    public static func violations(of layout: some Layout, options: Options = Options()) -> [Violation] {
        var generator = SeededGenerator(seed: options.seed)
        var found: [Violation.Kind: Violation] = [:]
        for number in 0..<options.cases {
            let layoutCase = LayoutCaseGenerator.make(&generator, large: number % 5 == 4)
            for (kind, _) in ConformanceChecks(layout: layout, options: options).run(layoutCase) where found[kind] == nil {
                found[kind] = shrink(layoutCase, kind: kind, layout: layout, options: options)
            }
        }
        if options.largeSubviewCount > 0 {
            let large = LayoutCaseGenerator.large(&generator, count: options.largeSubviewCount)
            let checks = ConformanceChecks(layout: layout, options: options)
            for (kind, message) in checks.checkGeometry(large, extremes: false) where found[kind] == nil {
                found[kind] = Violation(
                    kind: kind, message: message + " (a case of \(options.largeSubviewCount) subviews)", layoutCase: large,
                    screenXML: "<!-- \(options.largeSubviewCount) boxes of random sizes in a \(large.width.trellisDescription)-point container -->\n")
            }
        }
        return Violation.Kind.allCases.compactMap { found[$0] }
    }
}
