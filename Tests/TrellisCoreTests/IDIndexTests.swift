import Foundation
import Testing

@testable import TrellisCore

/// Lookups by id on a screen read the screen's id index (Screen+IDIndex): right after
/// every kind of change to the tree, in screen order for repeated ids, limited to the
/// subtree asked about, and built once for any number of lookups while nothing changes.
struct IDIndexTests {
    private func view(_ id: String?, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 40)) -> View {
        let view = View(frame: frame)
        view.id = id
        return view
    }

    /// Whether `views` are exactly the views `expected`, in order, compared by identity.
    private func same(_ views: [View]?, _ expected: [View]) -> Bool {
        views.map { $0.elementsEqual(expected, by: ===) } ?? false
    }

    /// screen ⊃ [a ⊃ [x, y], b ⊃ [z]], every view 100 × 40 at (0, 0) and no layout.
    private func tree() -> (screen: Screen, a: View, b: View, x: View, y: View, z: View) {
        let screen = Screen()
        let a = view("a")
        let b = view("b")
        let x = view("x")
        let y = view("y")
        let z = view("z")
        a.addSubview(x)
        a.addSubview(y)
        b.addSubview(z)
        screen.addSubview(a)
        screen.addSubview(b)
        return (screen, a, b, x, y, z)
    }

    @Test("lookups while nothing changes build the index once")
    func theIndexIsBuiltOncePerChange() {
        let (screen, a, _, x, _, z) = tree()
        #expect(screen.idIndexBuilds == 0)
        for _ in 0..<100 {
            #expect(screen.view(withID: "z") === z)
            #expect(same(screen.views(matching: .id("x")), [x]))
        }
        #expect(a.view(withID: "x") === x)
        #expect(screen.idIndexBuilds == 1)
        // One change, then lookups again: one more build, however many lookups.
        a.addSubview(view("w"))
        #expect(screen.idIndexBuilds == 1)
        for _ in 0..<100 { #expect(screen.view(withID: "w")?.superview === a) }
        #expect(screen.idIndexBuilds == 2)
    }

    @Test("an added view is found, at once and in a subtree added whole")
    func addingIsSeen() throws {
        let (screen, a, _, _, _, _) = tree()
        #expect(screen.view(withID: "new") == nil)
        let added = view("new")
        a.addSubview(added)
        #expect(screen.view(withID: "new") === added)
        // A subtree built apart and added: its deepest view is found.
        let branch = view(nil)
        let leaf = view("leaf")
        branch.addSubview(leaf)
        _ = screen.view(withID: "a")
        added.addSubview(branch)
        #expect(screen.view(withID: "leaf") === leaf)
        // A view added to a view that was itself added after the index was built.
        let deeper = view("deeper")
        _ = screen.view(withID: "a")
        leaf.addSubview(deeper)
        #expect(screen.view(withID: "deeper") === deeper)
    }

    @Test("a removed view is not found; its subtree answers for itself")
    func removingIsSeen() {
        let (screen, a, _, x, _, _) = tree()
        #expect(screen.view(withID: "x") === x)
        a.removeFromSuperview()
        #expect(screen.view(withID: "a") == nil)
        #expect(screen.view(withID: "x") == nil)
        #expect(screen.views(matching: .id("x")).isEmpty)
        // Off the screen, the removed subtree is walked.
        #expect(a.view(withID: "x") === x)
    }

    @Test("moving a view reorders repeated ids; a view removed and added elsewhere is found there")
    func movingIsSeen() {
        let (screen, a, b, x, y, z) = tree()
        x.id = "twin"
        z.id = "twin"
        // Screen order: a, x, y, b, z.
        #expect(same(screen.views(withID: "twin"), [x, z]))
        // b before a: b, z, a, x, y.
        screen.insertSubview(b, at: 0)
        #expect(same(screen.views(withID: "twin"), [z, x]))
        #expect(screen.view(withID: "twin") === z)
        // x removed, then added under b after z: b, z, x, a, y.
        x.removeFromSuperview()
        #expect(same(screen.views(withID: "twin"), [z]))
        b.addSubview(x)
        #expect(same(screen.views(withID: "twin"), [z, x]))
        #expect(b.view(withID: "twin") === z)
        #expect(a.view(withID: "twin") == nil)
        // y moved straight from a to b, in front of z: b, y, z, x, a.
        y.id = "twin"
        b.insertSubview(y, at: 0)
        #expect(same(screen.views(withID: "twin"), [y, z, x]))
    }

    @Test("changing an id is seen, on an indexed view and on one added since")
    func changingAnIDIsSeen() {
        let (screen, a, _, x, _, _) = tree()
        #expect(screen.view(withID: "x") === x)
        x.id = "renamed"
        #expect(screen.view(withID: "x") == nil)
        #expect(screen.view(withID: "renamed") === x)
        x.id = nil
        #expect(screen.view(withID: "renamed") == nil)
        let late = view("late")
        a.addSubview(late)
        #expect(screen.view(withID: "late") === late)
        late.id = "later"
        #expect(screen.view(withID: "later") === late)
        #expect(screen.view(withID: "late") == nil)
        // Setting the id a view already has changes nothing and keeps the index.
        let builds = screen.idIndexBuilds
        late.id = "later"
        #expect(screen.view(withID: "later") === late)
        #expect(screen.idIndexBuilds == builds)
    }

    @Test("repeated ids are listed in screen order, each view before its subviews")
    func repeatedIDsKeepScreenOrder() {
        let (screen, a, b, x, y, z) = tree()
        for view in [b, x, y, z] { view.id = "a" }
        // Depth first in subview order: a, x, y, b, z.
        #expect(same(screen.views(withID: "a"), [a, x, y, b, z]))
        #expect(screen.view(withID: "a") === a)
        #expect(b.view(withID: "a") === b)
        #expect(z.view(withID: "a") === z)
        // Queries take the outermost matches only: a (holding x and y) and b (holding z).
        #expect(same(screen.views(matching: .id("a")), [a, b]))
    }

    @Test("a lookup or query on a subtree answers only from that subtree")
    func subtreeLookupsStayInside() throws {
        let (screen, a, b, _, y, z) = tree()
        y.id = "shared"
        z.id = "shared"
        #expect(a.view(withID: "shared") === y)
        #expect(b.view(withID: "shared") === z)
        #expect(a.view(withID: "z") == nil)
        #expect(b.view(withID: "b") === b)
        #expect(same(screen.views(withID: "shared", below: b, includingContainer: false, visibleOnly: false), [z]))
        #expect(same(screen.views(withID: "b", below: b, includingContainer: false, visibleOnly: false), []))
        // Another screen's view is not this screen's to answer for: the caller walks it.
        #expect(Screen().views(withID: "shared", below: b, includingContainer: false, visibleOnly: false) == nil)
    }

    @Test("queries by id skip hidden views and their subtrees, and take an inner match under an invisible outer one")
    func queriesKeepTheWalksRules() {
        let (screen, a, b, x, _, z) = tree()
        x.id = "b"
        // a's subviews x and y are at (0, 0) in a; b ⊃ z. Visible matches of "b": x and b.
        #expect(same(screen.views(matching: .id("b")), [x, b]))
        a.isHidden = true
        #expect(same(screen.views(matching: .id("b")), [b]))
        a.isHidden = false
        // b of zero size is not visible, so the walk goes on into it: z, given id "b", is
        // visible only if it has room, which b's bounds no longer give it.
        z.id = "b"
        b.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        #expect(same(screen.views(matching: .id("b")), [x]))
        b.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(same(screen.views(matching: .id("b")), [x, b]))
    }

    @Test("scrollToVisible by id reads the index: a hundred reveals, one build")
    func revealingByIDUsesTheIndex() throws {
        let (screen, scroll, buttons) = makeProductScroll(rows: 50)
        for (index, button) in buttons.enumerated() { button.id = "row\(index)" }
        for _ in 0..<100 {
            scroll.setContentOffset(.zero)
            #expect(try screen.scrollToVisible(.id("row49")) === buttons[49])
        }
        // 50 rows of 60 in 400: the last row's bottom, 3000, meets the viewport's bottom.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 2600))
        #expect(try screen.scrollToVisible(.id("row3"), within: scroll) === buttons[3])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 180))
        #expect(screen.idIndexBuilds == 1)
    }
}
