import Foundation
import Trellis

/// A view's index path from the screen (Docs/studio.md, "Sessions and the recorder"): `[]` for the screen,
/// `[0, 3]` for the fourth subview of its first subview.
enum ViewPath {
    /// The index path of `view` in its tree.
    static func of(_ view: View) -> [Int] {
        var path: [Int] = []
        var current = view
        while let parent = current.superview {
            path.append(parent.subviews.firstIndex { $0 === current } ?? 0)
            current = parent
        }
        return path.reversed()
    }

    /// The view at `path` under `root`; nil when an index is out of range.
    static func view(at path: [Int], in root: View) -> View? {
        var current = root
        for index in path {
            let subviews = current.subviews
            guard subviews.indices.contains(index) else { return nil }
            current = subviews[index]
        }
        return current
    }

    /// `path` as JSON: `[0,3]`.
    static func json(_ path: [Int]) -> JSONValue {
        .array(path.map { .number(Double($0)) })
    }

    /// Parses `[0,3]` (JSON, white space allowed); nil when it is not a list of
    /// integers of 0 or more.
    static func parse(_ text: String) -> [Int]? {
        guard case .array(let list)? = RequestJSON.parse(Array(text.utf8)) else { return nil }
        var path: [Int] = []
        for item in list {
            guard let value = item.number, value >= 0, value == value.rounded(), value < 1e9 else { return nil }
            path.append(Int(value))
        }
        return path
    }

    /// Every view of the tree under `root` (itself first) in screen order: depth first,
    /// in subview order.
    static func allViews(under root: View) -> [View] {
        var found: [View] = []
        var pending = [root]
        while let view = pending.popLast() {
            found.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
