import Foundation
import Testing
import Trellis
import TrellisTesting

/// The core's layouts and the four standard ones keep the layout contract, as the
/// conformance harness checks it.
struct StandardLayoutConformanceTests {
    @Test func stack() {
        #expect(LayoutConformance.check(StackLayout()).isEmpty)
        #expect(LayoutConformance.check(StackLayout(axis: .horizontal, spacing: 7.5, alignment: .center), options: .init(seed: 2)).isEmpty)
        #expect(LayoutConformance.check(StackLayout(spacing: 3, alignment: .trailing), options: .init(seed: 3)).isEmpty)
    }

    /// `absolute`'s fitting size holds the padding its placement takes off, so a padded
    /// container placed at its fitting size keeps its wrapping labels' lines.
    @Test func absolute() {
        #expect(LayoutConformance.check(AbsoluteLayout(), options: .init(rightToLeft: .unchanged)).isEmpty)
        #expect(LayoutConformance.check(AbsoluteLayout(), options: .init(seed: 2, rightToLeft: .unchanged)).isEmpty)
    }

    @Test func flow() {
        #expect(LayoutConformance.check(FlowLayout()).isEmpty)
        #expect(LayoutConformance.check(FlowLayout(spacing: 4, lineSpacing: 2, alignment: .justified, maxLines: 2), options: .init(seed: 2)).isEmpty)
        #expect(LayoutConformance.check(FlowLayout(alignment: .center), options: .init(seed: 3)).isEmpty)
    }

    @Test func grid() {
        #expect(LayoutConformance.check(GridLayout()).isEmpty)
        #expect(LayoutConformance.check(GridLayout(columns: 3, rows: 2, spacing: 2.5), options: .init(seed: 2)).isEmpty)
        #expect(LayoutConformance.check(GridLayout(columns: 2, cellHeight: 30), options: .init(seed: 3)).isEmpty)
    }

    @Test func checkIn() {
        #expect(LayoutConformance.check(CheckInLayout()).isEmpty)
        #expect(LayoutConformance.check(CheckInLayout(columns: 3, fillsLast: false), options: .init(seed: 2)).isEmpty)
    }

    /// With the 10,000-subview case: the row keeps its toggle last as each item is added,
    /// which must cost O(1) an item.
    @Test func collapsible() {
        let options = LayoutConformance.Options(makeContainer: { CollapsibleView() })
        #expect(LayoutConformance.check(CollapsibleLayout(), options: options).isEmpty)
    }
}
