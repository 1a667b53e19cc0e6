import Foundation
import Testing

@testable import TrellisCore

/// The layout cache's get, store and drop operations (``LayoutCache``): what is stored is
/// answered for the same request and for no other, and a change reported through
/// ``View/invalidateLayout(_:)`` drops it.
///
/// Sizes use the test metrics: a button's 15-point title is 7.5 points a letter and
/// 1.2 × 15 = 18 high, so "AB" is 15 × 18.
struct LayoutCacheOperationTests {
    private let wide = ProposedSize(width: 100, height: nil)
    private let narrow = ProposedSize(width: 10, height: nil)

    @Test("a stored fitting size answers its own proposal only")
    func fittingSizeAnswersItsProposal() {
        var cache = LayoutCache()
        #expect(cache.fittingSize(for: wide) == nil)
        #expect(cache.keptFittingSize == nil)
        cache.storeFittingSize(CGSize(width: 15, height: 18), for: wide)
        #expect(cache.fittingSize(for: wide) == CGSize(width: 15, height: 18))
        #expect(cache.fittingSize(for: narrow) == nil)
        #expect(cache.keptFittingSize == CGSize(width: 15, height: 18))
        // A second store replaces the first.
        cache.storeFittingSize(CGSize(width: 10, height: 36), for: narrow)
        #expect(cache.fittingSize(for: wide) == nil)
        #expect(cache.fittingSize(for: narrow) == CGSize(width: 10, height: 36))
    }

    @Test("measuring stores the size; invalidating drops it and keeps what was read")
    func invalidationDropsTheFittingSize() throws {
        let button = Button(title: "AB")
        #expect(button.fittingSize(for: wide) == CGSize(width: 15, height: 18))
        #expect(button.layoutCache.fittingSize(for: wide) == CGSize(width: 15, height: 18))
        #expect(button.layoutWork.sizeThatFits == 1)
        // Asked again, the kept size answers: sizeThatFits is not called.
        #expect(button.fittingSize(for: wide) == CGSize(width: 15, height: 18))
        #expect(button.layoutWork.sizeThatFits == 1)

        button.invalidateLayout(.fittingSize)
        #expect(button.layoutCache.fittingSize(for: wide) == nil)
        #expect(button.layoutCache.hasReadFitting)
        let taken = button.layoutCache.takeReadFitting()
        let record = try #require(taken)
        #expect(record.proposal == wide)
        #expect(record.size == CGSize(width: 15, height: 18))
        // Taken once: the record is gone.
        #expect(button.layoutCache.takeReadFitting() == nil)
        #expect(!button.layoutCache.hasReadFitting)
    }

    @Test("a title change drops the kept size, and the next measure is the new title's")
    func titleChangeDropsTheFittingSize() {
        let button = Button(title: "AB")
        _ = button.fittingSize(for: wide)
        button.title = "ABCD"
        #expect(button.layoutCache.fittingSize(for: wide) == nil)
        // 4 letters × 7.5 = 30.
        #expect(button.fittingSize(for: wide) == CGSize(width: 30, height: 18))
        #expect(button.layoutWork.sizeThatFits == 2)
    }

    @Test("arranged subviews are kept for one choice of hidden subviews and dropped when a subview hides")
    func arrangedSubviewsAreKeptAndDropped() throws {
        let container = View()
        let a = Button(title: "A")
        let b = Button(title: "B")
        container.addSubview(a)
        container.addSubview(b)
        #expect(container.layoutCache.arrangedSubviews(includingHidden: false) == nil)
        let visible = container.layoutCache.storeArrangedSubviews(of: container.subviews, includingHidden: false)
        #expect(visible.views.count == 2)
        #expect(container.layoutCache.arrangedSubviews(includingHidden: false) === visible)
        #expect(container.layoutCache.arrangedSubviews(includingHidden: true) == nil)

        b.isHidden = true
        #expect(container.layoutCache.arrangedSubviews(includingHidden: false) == nil)
        let rearranged = container.layoutCache.storeArrangedSubviews(of: container.subviews, includingHidden: false)
        #expect(rearranged.views.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        let all = container.layoutCache.storeArrangedSubviews(of: container.subviews, includingHidden: true)
        #expect(all.views.count == 2)
    }

    @Test("the hit index is built once and dropped when a subview's hit insets change")
    func hitIndexIsKeptUntilAHitAreaChanges() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(a)
        let first = container.layoutCache.hitIndex(over: container.subviews)
        #expect(container.layoutCache.hitIndex(over: container.subviews) === first)
        a.hitInsets = EdgeInsets(all: 5)
        #expect(container.layoutCache.hitIndex(over: container.subviews) !== first)
    }

    @Test("inherited text is kept until a font setting above changes")
    func inheritedTextIsDroppedByAFontChange() throws {
        let container = View()
        let label = Label(text: "x")
        container.addSubview(label)
        container.fontSize = 20
        #expect(label.effectiveFont.size == 20)
        let kept = try #require(container.layoutCache.keptInheritedText)
        #expect(kept.fontSize == 20)
        container.fontSize = 30
        #expect(container.layoutCache.keptInheritedText == nil)
        #expect(label.effectiveFont.size == 30)
    }

    @Test("a released view drops everything it kept")
    func releasedDropsEverything() {
        let container = View()
        container.addSubview(Button(title: "A"))
        container.layout = StackLayout(axis: .vertical)
        // One letter: 7.5 × 18, and the stack is as large as it.
        #expect(container.fittingSize(for: wide) == CGSize(width: 7.5, height: 18))
        #expect(container.layoutCache.arrangedSubviews(includingHidden: false) != nil)
        container.invalidateLayout(.released)
        #expect(container.layoutCache.fittingSize(for: wide) == nil)
        #expect(container.layoutCache.arrangedSubviews(includingHidden: false) == nil)
        #expect(!container.layoutCache.hasReadFitting)
    }

    @Test("grow marks the container for layout; direction marks the whole subtree")
    func growAndDirectionMarkForLayout() {
        let screen = Screen(size: CGSize(width: 100, height: 100))
        let row = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        row.layout = StackLayout(axis: .horizontal)
        let inner = View()
        let leaf = View()
        inner.addSubview(leaf)
        row.addSubview(inner)
        screen.addSubview(row)
        screen.layoutIfNeeded()
        #expect(!row.needsLayout && !inner.needsLayout && !leaf.needsLayout)
        inner.grow = 1
        #expect(row.needsLayout)
        #expect(!leaf.needsLayout)
        screen.layoutIfNeeded()
        // The same value again changes nothing.
        inner.grow = 1
        #expect(!row.needsLayout)
        row.direction = .rtl
        #expect(row.needsLayout && inner.needsLayout && leaf.needsLayout)
    }
}
