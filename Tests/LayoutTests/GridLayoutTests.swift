import Foundation
import Testing
import Trellis
import TrellisCore

/// The `grid` layout against Docs/layouts.md ("grid"): every expected frame below is worked
/// out by hand from the spec's formulas, with the arithmetic beside it.
@Suite("grid layout")
struct GridLayoutTests {
    /// A screen without a layout holding one container at `frame` with `layout`, and
    /// `count` buttons titled "0", "1", … (each 7.5 × 18 at 15 points).
    private func grid(
        _ layout: GridLayout, frame: CGRect, padding: EdgeInsets? = nil, direction: LayoutDirection? = nil, count: Int
    ) -> (screen: Screen, container: View, cells: [View]) {
        let screen = Screen(size: CGSize(width: 500, height: 700))
        let container = View(frame: frame)
        container.layout = layout
        container.padding = padding
        container.direction = direction
        screen.addSubview(container)
        let cells = (0..<count).map { Button(title: String($0)) }
        cells.forEach(container.addSubview)
        screen.layoutIfNeeded()
        return (screen, container, cells)
    }

    @Test("the seed's 4 × 2 grid: columns 4, rows 2, spacing 5, padding 5, 375 × 120")
    func seedGrid() {
        let (_, _, cells) = grid(
            GridLayout(columns: 4, rows: 2, spacing: 5), frame: CGRect(x: 0, y: 0, width: 375, height: 120),
            padding: EdgeInsets(all: 5), count: 8)
        // W = 375 − 10 = 365, cellW = (365 − 3 × 5) / 4 = 87.5; H = 110, cellH = (110 − 5) / 2 = 52.5
        expectFrame(cells[0], 5, 5, 87.5, 52.5)
        // row 1, col 1: x = 5 + 1 × 92.5 = 97.5, y = 5 + 1 × 57.5 = 62.5
        expectFrame(cells[5], 97.5, 62.5, 87.5, 52.5)
        // row 1, col 3: x = 5 + 3 × 92.5 = 282.5, ends at 370 = 375 − 5
        expectFrame(cells[7], 282.5, 62.5, 87.5, 52.5)
    }

    @Test("defaults: 4 columns, spacing 5, as many rows as needed, no padding")
    func defaults() {
        let layout = GridLayout()
        #expect(layout.columns == 4 && layout.rows == nil && layout.columnSpacing == 5 && layout.rowSpacing == 5)
        #expect(layout.cellHeight == nil && layout.defaultPadding == .zero)
        let (_, _, cells) = grid(layout, frame: CGRect(x: 0, y: 0, width: 215, height: 105), count: 5)
        // cellW = (215 − 15) / 4 = 50; rows = ceil(5 / 4) = 2, cellH = (105 − 5) / 2 = 50
        expectFrame(cells[3], 165, 0, 50, 50)
        expectFrame(cells[4], 0, 55, 50, 50)
    }

    @Test("columns, rows and spacing")
    func columnsRowsSpacing() {
        let (_, _, cells) = grid(GridLayout(columns: 3, rows: 2, spacing: 10), frame: CGRect(x: 0, y: 0, width: 320, height: 200), count: 5)
        // cellW = (320 − 2 × 10) / 3 = 100; cellH = (200 − 10) / 2 = 95
        expectFrame(cells[2], 220, 0, 100, 95)
        // row 1, col 1: x = 110, y = 105
        expectFrame(cells[4], 110, 105, 100, 95)
    }

    @Test("row-spacing and column-spacing each override one axis of spacing")
    func axisSpacing() {
        let rows = grid(GridLayout(columns: 2, spacing: 5, rowSpacing: 20), frame: CGRect(x: 0, y: 0, width: 205, height: 100), count: 4).cells
        // columns keep spacing 5: cellW = (205 − 5) / 2 = 100; cellH = (100 − 20) / 2 = 40
        expectFrame(rows[3], 105, 60, 100, 40)
        let columns = grid(GridLayout(columns: 2, spacing: 5, columnSpacing: 0), frame: CGRect(x: 0, y: 0, width: 200, height: 105), count: 4).cells
        // cellW = 200 / 2 = 100; rows keep spacing 5: cellH = (105 − 5) / 2 = 50
        expectFrame(columns[3], 100, 55, 100, 50)
    }

    @Test("padding insets the content box on every side")
    func padding() {
        let (_, _, cells) = grid(
            GridLayout(columns: 2, spacing: 10), frame: CGRect(x: 0, y: 0, width: 300, height: 200),
            padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40), count: 4)
        // W = 300 − 60 = 240, cellW = (240 − 10) / 2 = 115; H = 200 − 40 = 160, cellH = (160 − 10) / 2 = 75
        expectFrame(cells[0], 20, 10, 115, 75)
        // x = 20 + 125 = 145, y = 10 + 85 = 95
        expectFrame(cells[3], 145, 95, 115, 75)
    }

    @Test("cell-height fixes the rows even in a taller container")
    func cellHeight() {
        let (_, container, cells) = grid(
            GridLayout(columns: 2, spacing: 5, cellHeight: 30),
            frame: CGRect(x: 0, y: 0, width: 205, height: 200), count: 3)
        // cellW = 100; rows = 2; y of row 1 = 30 + 5 = 35
        expectFrame(cells[2], 0, 35, 100, 30)
        // fitting height = 2 × 30 + 5 = 65
        #expect(container.sizeThatFits(CGSize(width: 205, height: CGFloat.infinity)) == CGSize(width: 205, height: 65))
    }

    @Test("cells share a fixed height: an explicit height in a stack")
    func fillsExplicitHeight() {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        screen.layout = StackLayout()
        let container = View()
        container.layout = GridLayout(columns: 4, rows: 2, spacing: 5)
        container.padding = EdgeInsets(all: 5)
        container.explicitHeight = 120
        screen.addSubview(container)
        let cells = (0..<8).map { Button(title: "路太窄\($0)") }
        cells.forEach(container.addSubview)
        screen.layoutIfNeeded()
        expectFrame(container, 0, 0, 375, 120)
        // cellH = (120 − 10 − 5) / 2 = 52.5, whatever the buttons' own 18-point height
        expectFrame(cells[4], 5, 62.5, 87.5, 52.5)
    }

    @Test("without a fixed height the rows fit the tallest child, measured at cellW")
    func fitsTallestChild() {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        screen.layout = StackLayout()
        let container = View()
        container.layout = GridLayout(columns: 2, spacing: 5)
        screen.addSubview(container)
        let probe = WidthProbe()
        let cells: [View] = [Button(title: "a"), probe, Button(title: "b")]
        cells.forEach(container.addSubview)
        screen.layoutIfNeeded()
        // cellW = (375 − 5) / 2 = 185; the probe is 185 / 5 = 37 high there, the buttons 18
        #expect(probe.proposedWidths.contains(185))
        // height = 2 × 37 + 5 = 79
        expectFrame(container, 0, 0, 375, 79)
        expectFrame(cells[1], 190, 0, 185, 37)
        expectFrame(cells[2], 0, 42, 185, 37)
        #expect(container.sizeThatFits(CGSize(width: 375, height: CGFloat.infinity)) == CGSize(width: 375, height: 79))
    }

    @Test("with no proposed width: columns × widest child + gaps + padding")
    func idealWidth() {
        let container = View()
        container.layout = GridLayout(columns: 3, spacing: 5)
        container.padding = EdgeInsets(all: 5)
        for title in ["ab", "abcd", "a"] { container.addSubview(Button(title: title)) }
        // widest = "abcd" = 4 × 7.5 = 30; width = 3 × 30 + 2 × 5 + 10 = 110; height = 18 + 10 = 28
        #expect(container.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) == CGSize(width: 110, height: 28))
    }

    @Test("only placed children set the row height: one collapsed past rows × columns does not")
    func collapsedChildrenDoNotSetTheRowHeight() {
        let container = View()
        container.layout = GridLayout(columns: 2, rows: 1, spacing: 5)
        let heights: [CGFloat] = [10, 10, 50]
        for height in heights {
            let cell = View()
            cell.explicitHeight = height
            container.addSubview(cell)
        }
        // rows × columns = 2 cells: the third child (50 high) is collapsed, so
        // cellH = max(10, 10) = 10 and the fitting height is 1 × 10 = 10, not 50
        #expect(container.sizeThatFits(CGSize(width: 205, height: CGFloat.infinity)) == CGSize(width: 205, height: 10))
    }

    @Test("children past rows × columns are collapsed; rows 0 collapses all")
    func overflow() {
        let (screen, container, cells) = grid(GridLayout(columns: 2, rows: 1, spacing: 5), frame: CGRect(x: 0, y: 0, width: 205, height: 50), count: 3)
        expectFrame(cells[1], 105, 0, 100, 50)
        #expect(cells[2].isCollapsed && cells[2].frame == .zero && !cells[0].isCollapsed)
        #expect(screen.views(matching: .text("2")).isEmpty)
        // fitting height: 1 row of the tallest child (18) = 18
        #expect(container.sizeThatFits(CGSize(width: 205, height: CGFloat.infinity)).height == 18)

        let none = grid(GridLayout(columns: 2, rows: 0), frame: CGRect(x: 0, y: 0, width: 205, height: 50), padding: EdgeInsets(all: 4), count: 2)
        #expect(none.cells.allSatisfy { $0.isCollapsed })
        // no rows: padding only
        #expect(none.container.sizeThatFits(CGSize(width: 205, height: CGFloat.infinity)) == CGSize(width: 205, height: 8))
    }

    @Test("a collapsed child comes back when there is room again")
    func uncollapse() {
        let (screen, container, cells) = grid(GridLayout(columns: 2, rows: 1, spacing: 5), frame: CGRect(x: 0, y: 0, width: 205, height: 50), count: 3)
        #expect(cells[2].isCollapsed)
        container.layout = GridLayout(columns: 2, rows: 2, spacing: 5)
        screen.layoutIfNeeded()
        // cellH = (50 − 5) / 2 = 22.5
        expectFrame(cells[2], 0, 27.5, 100, 22.5)
        #expect(!cells[2].isCollapsed)
    }

    @Test("zero items: padding only, and the proposed width")
    func zeroItems() {
        let container = View()
        container.layout = GridLayout(columns: 3)
        container.padding = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(container.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)) == CGSize(width: 300, height: 4))
        #expect(container.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) == CGSize(width: 6, height: 4))
    }

    @Test("a zero-width container: cells are 0 wide, spaced by the gaps, never negative")
    func zeroWidth() {
        let (_, _, cells) = grid(GridLayout(columns: 3, spacing: 5), frame: CGRect(x: 0, y: 0, width: 0, height: 100), count: 3)
        // cellW = max(0, (0 − 10) / 3) = 0; x = col × (0 + 5)
        expectFrame(cells[0], 0, 0, 0, 100)
        expectFrame(cells[1], 5, 0, 0, 100)
        expectFrame(cells[2], 10, 0, 0, 100)
    }

    @Test("right to left mirrors the columns inside the content box")
    func rightToLeft() {
        let (_, _, cells) = grid(
            GridLayout(columns: 3, spacing: 10), frame: CGRect(x: 0, y: 0, width: 340, height: 100),
            padding: EdgeInsets(top: 0, left: 20, bottom: 0, right: 0), direction: .rtl, count: 4)
        // W = 320, cellW = 100, cellH = (100 − 10) / 2 = 45; x' = 20 + (320 − x − 100)
        expectFrame(cells[0], 240, 0, 100, 45)
        expectFrame(cells[1], 130, 0, 100, 45)
        expectFrame(cells[2], 20, 0, 100, 45)
        expectFrame(cells[3], 240, 55, 100, 45)
    }

    @Test("414 points in 3 columns: fractional cells, and the last column ends at the edge")
    func fractionalWidths() {
        let (_, _, cells) = grid(GridLayout(columns: 3, spacing: 5), frame: CGRect(x: 0, y: 0, width: 414, height: 50), count: 3)
        // cellW = (414 − 10) / 3 = 134.666…; x of column 2 = 2 × 139.666… = 279.333…
        expectFrame(cells[1], 404.0 / 3 + 5, 0, 404.0 / 3, 50)
        expectFrame(cells[2], 2 * (404.0 / 3 + 5), 0, 414 - 2 * (404.0 / 3 + 5), 50)
        #expect(cells[2].frame.maxX == 414)

        let tight = grid(GridLayout(columns: 3, spacing: 0), frame: CGRect(x: 0, y: 0, width: 415, height: 50), count: 3).cells
        // cellW = 415 / 3 = 138.333…: no gap between neighbours, and nothing lost at the right
        #expect(abs(tight[0].frame.maxX - tight[1].frame.minX) < 1e-9)
        #expect(abs(tight[1].frame.maxX - tight[2].frame.minX) < 1e-9)
        #expect(tight[2].frame.maxX == 415)

        let mirrored = grid(GridLayout(columns: 3, spacing: 5), frame: CGRect(x: 0, y: 0, width: 414, height: 50), direction: .rtl, count: 3).cells
        #expect(mirrored[2].frame.minX == 0)
        #expect(abs(mirrored[0].frame.maxX - 414) < 1e-9)
    }

    @Test("hidden children take no cell and keep their frame")
    func hiddenChildren() {
        let screen = Screen(size: CGSize(width: 500, height: 500))
        let container = View(frame: CGRect(x: 0, y: 0, width: 205, height: 50))
        container.layout = GridLayout(columns: 2, spacing: 5)
        screen.addSubview(container)
        let hidden = Button(title: "hidden")
        hidden.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        hidden.isHidden = true
        let first = Button(title: "a")
        let second = Button(title: "b")
        [first, hidden, second].forEach(container.addSubview)
        screen.layoutIfNeeded()
        expectFrame(second, 105, 0, 100, 50)
        expectFrame(hidden, 1, 2, 3, 4)
    }

    @Test("geometry: rows, capacity, cells and the exact far edges")
    func geometry() {
        #expect(GridGeometry.rows(forItemCount: 0, columns: 4) == 0)
        #expect(GridGeometry.rows(forItemCount: 4, columns: 4) == 1)
        #expect(GridGeometry.rows(forItemCount: 5, columns: 4) == 2)
        let cells = GridGeometry(columns: 3, rows: 2, columnSpacing: 5, rowSpacing: 10, filling: CGSize(width: 320, height: 110))
        // cellW = (320 − 10) / 3 = 103.333…; cellH = (110 − 10) / 2 = 50
        #expect(cells.capacity == 6 && cells.cellHeight == 50 && cells.contentHeight == 110)
        #expect(cells.cellRect(at: 6) == nil && cells.cellRect(at: -1) == nil)
        #expect(cells.cellRect(at: 5)?.maxX == 320 && cells.cellRect(at: 5)?.maxY == 110)
        let sized = GridGeometry(columns: 2, rows: 3, columnSpacing: 0, rowSpacing: 4, contentWidth: 100, cellHeight: 20)
        // 3 × 20 + 2 × 4 = 68
        #expect(sized.contentHeight == 68 && sized.cellRect(at: 5) == CGRect(x: 50, y: 48, width: 50, height: 20))
    }

    @Test("parameters are read from attributes; a bad value is reported and defaults")
    func parameters() {
        let diagnostics = DiagnosticCollector()
        let location = TrellisCore.SourceLocation(file: "grid.xml", line: 3)
        let attributes = [("columns", "3"), ("rows", "2"), ("spacing", "4"), ("row-spacing", "8"), ("cell-height", "20")]
        let reader = AttributeReader(
            elementName: "view", location: location,
            attributes: attributes.map { RawAttribute(name: $0.0, value: $0.1, location: location) },
            diagnostics: diagnostics)
        #expect(GridLayout(reading: reader) == GridLayout(columns: 3, rows: 2, spacing: 4, rowSpacing: 8, cellHeight: 20))
        #expect(diagnostics.diagnostics.isEmpty)

        let bad = AttributeReader(
            elementName: "view", location: location,
            attributes: [RawAttribute(name: "columns", value: "0", location: location)], diagnostics: diagnostics)
        #expect(GridLayout(reading: bad) == GridLayout())
        #expect(diagnostics.diagnostics.count == 1)
        #expect(Plugin.grid.layouts.map(\.name) == ["grid"])
        #expect(GridLayout.descriptor.parameters.map(\.name) == ["columns", "rows", "spacing", "row-spacing", "column-spacing", "cell-height"])
    }

    @Test("a screen file: the seed grid loads and lays out")
    func loadsFromXML() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen width="375" height="667">
                  <view id="grid" layout="grid" columns="4" rows="2" spacing="5" padding="5" height="120">
                    <button title="堵成狗"/><button title="堵成翔"/><button title="路太窄"/><button title="沒燈"/>
                    <button title="路不平"/><button title="積水多"/><button id="last" title="顛簸"/><button title="路太髒"/>
                  </view>
                </screen>
                """)
        let last = try #require(screen.view(withID: "last"))
        // row 1, col 2: x = 5 + 2 × 92.5 = 190, y = 5 + 57.5 = 62.5
        expectFrame(last, 190, 62.5, 87.5, 52.5)
    }
}

/// A view whose fitting height is a fifth of the width it is offered, and which records
/// the widths it was offered.
private final class WidthProbe: View {
    var proposedWidths: [CGFloat] = []

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        proposedWidths.append(size.width)
        return CGSize(width: 10, height: size.width.isFinite ? size.width / 5 : 0)
    }
}
