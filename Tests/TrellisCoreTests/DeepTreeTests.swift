import Foundation
import Testing
import TrellisCore

/// How many views of one test were deinitialised. Each test makes its own.
private final class Tally {
    var count = 0
}

/// A view that counts its deinitialisation in a tally.
private final class CountedView: View {
    let tally: Tally

    init(tally: Tally) {
        self.tally = tally
        super.init()
    }

    deinit { tally.count += 1 }
}

/// Trees far deeper than any screen file may be (40,000 levels, where the recursion of a
/// naive walk would overflow the stack) are built in linear time, freed, laid out and
/// dumped.
struct DeepTreeTests {
    static let depth = 40_000

    /// A chain of `depth` plain views below `root`, built from the root down; returns
    /// every view, the root first.
    private func chain(below root: View, depth: Int = DeepTreeTests.depth, make: () -> View = View.init) -> [View] {
        var views = [root]
        views.reserveCapacity(depth + 1)
        for _ in 0..<depth {
            let child = make()
            views[views.count - 1].addSubview(child)
            views.append(child)
        }
        return views
    }

    private func ancestorsVisited(_ views: [View]) -> Int {
        views.reduce(0) { $0 + Int($1.layoutWork.ancestorsVisited) }
    }

    @Test("building from the root down visits two ancestors per view, not the whole path")
    func topDownBuildIsLinear() {
        let views = chain(below: View())
        // Adding child C to P (P at depth d ≥ 1): C is laid out, which marks P as having a
        // dirty descendant (1 visit; P's superview was marked when P was added), and P's
        // fitting size changes, which drops P's superview's (1 visit; it was never
        // measured, so the walk stops there). The first child only marks the root (1),
        // which has no superview to drop: 1 + 2 × 39,999 = 79,999.
        #expect(ancestorsVisited(views) == 2 * Self.depth - 1)
        #expect(views[Self.depth].superview === views[Self.depth - 1])
    }

    @Test("building from the leaves up visits one ancestor per view")
    func bottomUpBuildIsLinear() {
        var top = View()
        var views = [top]
        for _ in 0..<Self.depth {
            let parent = View()
            parent.addSubview(top)
            views.append(parent)
            top = parent
        }
        // Each added view marks its new superview (1 visit), which has no superview yet:
        // nothing else walks up, and the cycle check starts at the superview's superview,
        // which is nil.
        #expect(ancestorsVisited(views) == Self.depth)
        #expect(top.subviews.count == 1 && views[0].root === top)
    }

    @Test("a deep tree is freed without recursion; a subtree held elsewhere lives on, detached")
    func deepTreeIsFreed() {
        let tally = Tally()
        var middle: View?
        do {
            let views = chain(below: CountedView(tally: tally)) { CountedView(tally: tally) }
            middle = views[Self.depth / 2]
        }
        // Depths 0 ..< 20,000 are gone; the view at depth 20,000 keeps its subtree.
        #expect(tally.count == Self.depth / 2)
        #expect(middle?.superview == nil)
        #expect(middle?.subviews.count == 1)
        middle = nil
        #expect(tally.count == Self.depth + 1)
    }

    @Test("a deep tree is laid out without recursion, and again where it changed")
    func deepTreeIsLaidOut() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = chain(below: root)
        root.layoutIfNeeded()
        #expect(views.allSatisfy { $0.layoutWork.layoutSubviews == 1 && !$0.needsLayout })
        // A new size for the deepest view lays out that view alone.
        let deepest = views[Self.depth]
        deepest.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.layoutIfNeeded()
        #expect(deepest.layoutWork.layoutSubviews == 2)
        #expect(views[Self.depth - 1].layoutWork.layoutSubviews == 1)
        #expect(root.layoutWork.layoutSubviews == 1)
    }

    @Test("a deep tree's JSON snapshot is made and written without recursion")
    func deepTreeIsDumpedAsJSON() {
        let root = View()
        let views = chain(below: root)
        views[Self.depth].id = "deepest"
        #expect(root.view(withID: "deepest") === views[Self.depth])
        let json = ViewSnapshot(root).json.serialized()
        // Each of the 40,001 views opens an object and its children, and closes both.
        let open = #"{"type":"view","frame":[0,0,0,0],"children":["#
        let deepest = #"{"type":"view","id":"deepest","frame":[0,0,0,0],"children":["#
        let expected = String(repeating: open, count: Self.depth) + deepest + String(repeating: "]}", count: Self.depth + 1)
        #expect(json == expected)
    }

    @Test("a deep tree's text dump is written without recursion")
    func deepTreeIsDumpedAsText() {
        // The dump indents two spaces per level, so a tree n levels deep dumps to about n²
        // bytes: 2,000 levels (4 MB) stand for the depth a recursive walk would not reach
        // in a thread with a small stack.
        let depth = 2_000
        let root = View()
        let views = chain(below: root, depth: depth)
        let lines = TreePrinter.dump(root).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == depth + 2)
        #expect(lines[depth] == Substring(String(repeating: "  ", count: depth) + "view (0, 0, 0, 0)"))
        #expect(TreePrinter.dump(ViewSnapshot(root)) == TreePrinter.dump(root))
        #expect(views.count == depth + 1)
    }
}
