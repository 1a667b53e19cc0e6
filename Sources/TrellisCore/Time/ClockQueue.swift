/// What a ``VirtualClock`` has due, ordered as Docs/time.md's "Order at one instant"
/// says: by due time, then items before a timed touch's own phase, then in the order
/// they started (the number each took). A binary min-heap, so scheduling and taking the
/// next item cost O(log n) however many timers a screen has.
struct ClockQueue {
    enum Kind {
        case timer(ClockTimer)
        case animationEnd(ClockAnimation)
        case touchPhase(() -> Void)
    }

    struct Item {
        var due: Int64
        /// 0 for timers and animation ends, 1 for a timed touch's phases, which come
        /// after every other item due at their instant.
        var rank: Int8
        var sequence: Int64
        var kind: Kind

        func precedes(_ other: Item) -> Bool {
            if due != other.due { return due < other.due }
            if rank != other.rank { return rank < other.rank }
            return sequence < other.sequence
        }
    }

    private var heap: [Item] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    var first: Item? { heap.first }
    var items: [Item] { heap }

    mutating func insert(_ item: Item) {
        heap.append(item)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() -> Item? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let item = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return item
    }

    /// Drops every item `isStale` says no longer applies (an invalidated timer, a
    /// finished animation), keeping the heap's order.
    mutating func removeAll(where isStale: (Item) -> Bool) {
        let kept = heap.filter { !isStale($0) }
        guard kept.count != heap.count else { return }
        heap = []
        heap.reserveCapacity(kept.count)
        for item in kept { insert(item) }
    }
}
