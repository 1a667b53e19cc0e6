import Testing
import TrellisCore

/// Attaching the views of an element's children while a tree is built
/// (`addSubviewsWhileBuilding`) leaves what `addSubview` for each child leaves.
struct BuildingTests {
    /// A view that records the hooks: its own `didAddSubview`, and its children's
    /// `didMoveToSuperview` with the number of subviews it has at that moment.
    final class RecordingView: View {
        var log: [String] = []
        override func didAddSubview(_ subview: View) { log.append("didAdd \(subview.debugName)") }
    }

    final class Child: View {
        override func didMoveToSuperview() {
            guard let parent = superview as? RecordingView else { return }
            parent.log.append("didMove \(debugName) among \(parent.subviews.count)")
        }
    }

    private func children() -> [View] {
        ["a", "b", "c"].map { id in
            let child = Child()
            child.id = id
            return child
        }
    }

    @Test func childrenGetTheOrderStateAndHooksOfAddSubview() {
        let added = RecordingView()
        for child in children() { added.addSubview(child) }
        let built = RecordingView()
        let second = children()
        built.addSubviewsWhileBuilding(second)
        // Each child is attached and announced before the next one is attached.
        #expect(
            built.log == [
                "didMove view#a among 1", "didAdd view#a", "didMove view#b among 2", "didAdd view#b",
                "didMove view#c among 3", "didAdd view#c",
            ])
        #expect(built.log == added.log)
        #expect(built.subviews.map { $0.id } == ["a", "b", "c"])
        #expect(built.subviews.allSatisfy { $0.superview === built })
        #expect(built.needsLayout && second.allSatisfy { $0.needsLayout })
        built.layoutIfNeeded()
        #expect(!built.needsLayout && second.allSatisfy { !$0.needsLayout })
    }

    @Test func aChildOfAnotherViewIsMovedAsAddSubviewMovesIt() {
        let old = View()
        let child = View()
        old.addSubview(child)
        let parent = View()
        parent.addSubviewsWhileBuilding([child])
        #expect(old.subviews.isEmpty)
        #expect(child.superview === parent)
        #expect(parent.subviews.count == 1)
    }

    @Test func aViewAlreadyInATreeDirtiesItsAncestorsAsAddSubviewDoes() {
        let root = View()
        let parent = View()
        root.addSubview(parent)
        root.layoutIfNeeded()
        #expect(!root.needsLayout)
        parent.addSubviewsWhileBuilding([View()])
        // The parent's fitting size may have changed, so its superview places it again.
        #expect(root.needsLayout)
        #expect(parent.subviews.count == 1)
    }
}
