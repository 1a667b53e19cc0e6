import Foundation
import Testing
import TrellisCore

/// The view tree: adding, moving and removing subviews (UIKit's names and rules).
struct HierarchyTests {
    private func ids(_ views: [View]) -> [String] {
        views.map { $0.id ?? "?" }
    }

    private func view(_ id: String) -> View {
        let view = View()
        view.id = id
        return view
    }

    @Test func addSubviewAppendsOnTop() {
        let parent = view("p")
        let a = view("a")
        let b = view("b")
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(ids(parent.subviews) == ["a", "b"])
        #expect(a.superview === parent)
    }

    @Test func insertSubviewClampsTheIndex() {
        let parent = view("p")
        parent.addSubview(view("a"))
        parent.insertSubview(view("first"), at: -5)
        parent.insertSubview(view("last"), at: 99)
        parent.insertSubview(view("second"), at: 1)
        #expect(ids(parent.subviews) == ["first", "second", "a", "last"])
    }

    @Test func insertAboveAndBelowASibling() {
        let parent = view("p")
        let a = view("a")
        let b = view("b")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(view("above-a"), aboveSubview: a)
        parent.insertSubview(view("below-a"), belowSubview: a)
        parent.insertSubview(view("stranger-above"), aboveSubview: view("x"))
        parent.insertSubview(view("stranger-below"), belowSubview: view("y"))
        #expect(ids(parent.subviews) == ["stranger-below", "below-a", "a", "above-a", "b", "stranger-above"])
    }

    @Test func addingMovesAViewFromItsOldSuperview() {
        let first = view("first")
        let second = view("second")
        let child = view("child")
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(ids(second.subviews) == ["child"])
        #expect(child.superview === second)
    }

    @Test func reAddingASubviewMovesItToTheTop() {
        let parent = view("p")
        let a = view("a")
        let b = view("b")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(a)
        #expect(ids(parent.subviews) == ["b", "a"])
    }

    @Test func cyclesAreRefused() {
        let a = view("a")
        let b = view("b")
        let c = view("c")
        a.addSubview(b)
        b.addSubview(c)
        c.addSubview(a)
        a.addSubview(a)
        #expect(a.superview == nil)
        #expect(ids(a.subviews) == ["b"])
        #expect(c.subviews.isEmpty)
    }

    @Test func removeFromSuperview() {
        let parent = view("p")
        let a = view("a")
        parent.addSubview(a)
        a.removeFromSuperview()
        #expect(parent.subviews.isEmpty)
        #expect(a.superview == nil)
        a.removeFromSuperview()
        #expect(a.superview == nil)
    }

    @Test func hooksAreCalledInUIKitsOrder() {
        let parent = HookedView()
        parent.id = "p"
        let child = HookedView()
        child.id = "c"
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(parent.hooks == ["didAdd view#c", "willRemove view#c"])
        #expect(child.hooks == ["didMoveToSuperview view#p", "didMoveToSuperview nil"])
    }

    @Test func ancestryQueries() {
        let screen = makeScreen()
        screen.id = "s"
        let a = view("a")
        let b = view("b")
        let c = view("c")
        screen.addSubview(a)
        a.addSubview(b)
        screen.addSubview(c)
        #expect(b.isDescendant(of: screen))
        #expect(b.isDescendant(of: b))
        #expect(!b.isDescendant(of: c))
        #expect(b.screen === screen)
        #expect(b.root === screen)
        #expect(screen.view(withID: "b") === b)
        #expect(screen.view(withID: "s") === screen)
        #expect(screen.view(withID: "zz") == nil)
        #expect(ids(screen.allViews) == ["s", "a", "b", "c"])
        let detached = view("d")
        #expect(detached.screen == nil)
        #expect(detached.root === detached)
    }

    @Test func debugNames() {
        let button = Button(title: "x")
        #expect(button.debugName == "button")
        button.id = "buy"
        #expect(button.debugName == "button#buy")
        button.typeName = "tag"
        #expect(button.debugName == "tag#buy")
        #expect(Screen().debugName == "screen")
        #expect(Screen().size == CGSize(width: 375, height: 667))
    }

    @Test func centerAndBounds() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
        view.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
        // Setting bounds changes the size only; the origin stays.
        #expect(view.frame == CGRect(x: 85, y: 80, width: 10, height: 10))
    }
}
