import Foundation
import Testing
import Trellis
import TrellisCore

/// Column and row counts up to `Int.max` never trap, and a grid costs what its children
/// cost, not what its declared columns would.
@Suite("grid counts")
struct GridCountTests {
    @Test("row counts and capacities saturate instead of overflowing")
    func countsDoNotOverflow() {
        // ceil(Int.max / 1) = Int.max; ceil(Int.max / Int.max) = 1; ceil(5 / Int.max) = 1.
        #expect(GridGeometry.rows(forItemCount: .max, columns: 1) == .max)
        #expect(GridGeometry.rows(forItemCount: .max, columns: .max) == 1)
        #expect(GridGeometry.rows(forItemCount: 5, columns: .max) == 1)
        #expect(GridGeometry.rows(forItemCount: 0, columns: .max) == 0)
        let huge = GridGeometry(columns: .max, rows: .max, columnSpacing: 5, rowSpacing: 5, contentWidth: 100, cellHeight: 10)
        #expect(huge.capacity == .max)
        #expect(huge.cellRect(at: .max - 1) != nil)
        let small = GridGeometry(columns: 3, rows: 2, columnSpacing: 5, rowSpacing: 5, contentWidth: 100, cellHeight: 10)
        #expect(small.capacity == 6)
        #expect(GridLayout(columns: .max).rowCount(forItemCount: .max) == 1)
    }

    @Test("GridLayout(columns: .max) places its children in one row of empty-width cells")
    func maximumColumnsPlace() {
        let screen = Screen(size: CGSize(width: 500, height: 700))
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.layout = GridLayout(columns: .max)
        screen.addSubview(container)
        let cells = (0..<3).map { Button(title: String($0)) }
        cells.forEach(container.addSubview)
        screen.layoutIfNeeded()
        // cellW = max(0, (300 − (Int.max − 1) × 5) / Int.max) = 0; column c at x = c × (0 + 5);
        // one row filling the height: cellH = 100.
        #expect(
            cells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 0, height: 100), CGRect(x: 5, y: 0, width: 0, height: 100),
                CGRect(x: 10, y: 0, width: 0, height: 100),
            ])
        // Rows and columns both at Int.max: every child has a cell (no collapse).
        container.layout = GridLayout(columns: .max, rows: .max)
        screen.layoutIfNeeded()
        #expect(cells.allSatisfy { !$0.isCollapsed })
    }

    @Test("4,000 grids of columns=\"1000000\" with one child each lay out in well under a second")
    func manyColumnsCostTheirChildren() throws {
        var xml = #"<screen width="375" height="667">"#
        for _ in 0..<4_000 { xml += #"<view layout="grid" columns="1000000" height="10"><button title="a"/></view>"# }
        xml += "</screen>"
        let screen = try ScreenLoader.standard.load(xml: xml, path: "columns.xml")
        let clock = ContinuousClock()
        let elapsed = clock.measure { screen.layoutIfNeeded() }
        // Working out a million column frames per grid took 3 ms a grid (11.9 s for all
        // 4,000); placing one child takes microseconds.
        #expect(elapsed < .seconds(1))
        // The screen stacks the grids, each 10 points high and at most 375 wide:
        // cellW = max(0, (W − 999,999 × 5) / 1,000,000) = 0; one row filling 10 points.
        let button = try #require(screen.subviews.last?.subviews.first)
        #expect(button.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
    }
}
