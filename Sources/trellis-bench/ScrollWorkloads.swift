import Foundation
import Trellis

/// A scroll view of many rows (Docs/widgets.md, "scroll"): revealing the last row from
/// layout, from its view and by id (with the screen's id index built and not),
/// hit-testing inside scrolled content, and a touch scroll that must lay nothing out
/// again.
enum ScrollWorkloads {
    /// The height of a row, in points.
    static let rowHeight: CGFloat = 44

    /// A 375 × 667 screen whose stack holds a 64-point header, scroll#results filling the
    /// rest with `grow`, and `rows` buttons "Product 0" … 44 points high inside it.
    static func screen(rows: Int) -> (Screen, ScrollView, [View]) {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        screen.layout = StackLayout()
        let header = View()
        header.explicitHeight = 64
        let scroll = ScrollView()
        scroll.id = "results"
        scroll.layout = StackLayout()
        scroll.grow = 1
        for index in 0..<rows {
            let row = Button(title: "Product \(index)")
            row.id = "row\(index)"
            row.explicitHeight = rowHeight
            scroll.addSubview(row)
        }
        screen.addSubview(header)
        screen.addSubview(scroll)
        screen.layoutIfNeeded()
        return (screen, scroll, scroll.subviews)
    }

    static func run(_ bench: Benchmark, rows: Int, runs: Int?) {
        let (screen, scroll, rowViews) = screen(rows: rows)
        guard let last = rowViews.last else { return }
        let lastID = "row\(rows - 1)"
        let top = { scroll.setContentOffset(.zero) }
        bench.measure("scroll.reveal", "reveal the last row, from layout", size: rows, items: 1, runs: runs, setUp: top) {
            do { try screen.scrollToVisible(last, named: lastID) } catch { fail("\(error)") }
        }
        // By id: the screen's id index is built by the first lookup (cold) and read by
        // the next ones (warm). Setting an indexed view's id drops the index; setting it
        // back, on a view no longer indexed, leaves it dropped and lays nothing out.
        let first = rowViews[0]
        let dropIndex = {
            top()
            first.id = nil
            first.id = "row0"
        }
        bench.measure("scroll.find.cold", "scrollUntilVisible by id, index cold", size: rows, items: 1, runs: runs, setUp: dropIndex) {
            do { try screen.scrollToVisible(.id(lastID)) } catch { fail("\(error)") }
        }
        bench.measure("scroll.find", "scrollUntilVisible by id, index warm", size: rows, items: 1, runs: runs, setUp: top) {
            do { try screen.scrollToVisible(.id(lastID)) } catch { fail("\(error)") }
        }
        guard scroll.contentOffset.y == scroll.contentSize.height - scroll.bounds.height else {
            fail("the last row was not revealed: offset \(scroll.contentOffset.y)")
        }

        // Random points in the viewport, with the content scrolled to the middle.
        scroll.setContentOffset(CGPoint(x: 0, y: scroll.maximumContentOffset.y / 2))
        var generator = SplitMix64(state: 44)
        let viewport = scroll.frameInRoot
        let points = (0..<1_000).map { _ in
            CGPoint(
                x: Double.random(in: viewport.minX..<viewport.maxX, using: &generator),
                y: Double.random(in: viewport.minY..<viewport.maxY, using: &generator))
        }
        guard points.allSatisfy({ screen.hitTest($0)?.superview === scroll }) else { fail("a point in the viewport hit no row") }
        bench.measure("scroll.hittest", "hit-test, random points, scrolled content", size: rows, items: points.count, runs: runs) {
            for point in points { _ = screen.hitTest(point) }
        }

        // A drag of 400 points in 10 moves, up then down, on a row: it becomes a scroll.
        let x = viewport.midX
        let up = (1...10).map { CGPoint(x: x, y: 600 - CGFloat($0) * 40) }
        let down = (1...10).map { CGPoint(x: x, y: 200 + CGFloat($0) * 40) }
        // Layout passes and measurements only: the drags' hit-tests count too in layoutWork.
        func layoutPasses() -> [UInt32] {
            [scroll, screen, rowViews[rows / 2]].flatMap { [$0.layoutWork.layoutSubviews, $0.layoutWork.sizeThatFits] }
        }
        let work = layoutPasses()
        bench.measure("scroll.drag", "touch scroll, per move (no relayout)", size: rows, items: 22, runs: runs) {
            do throws(ClockError) {
                try screen.drag(from: CGPoint(x: x, y: 600), through: up)
                try screen.drag(from: CGPoint(x: x, y: 200), through: down)
            } catch {
                fail("a drag did not settle: \(error)")
            }
        }
        guard layoutPasses() == work else {
            fail("a touch scroll laid something out again")
        }
    }

    private static func fail(_ message: String) -> Never {
        printError("trellis-bench: scroll: \(message)")
        exit(70)
    }
}
