import Foundation

extension ViewQuery {
    /// The match at `position` (counting from 0) of this query's matches, in the order it
    /// gives them: `.regex("周.").index(1)` is the second view whose text matches.
    public func index(_ position: Int) -> ViewQuery {
        .indexed(self, index: position)
    }

    /// This query's matches that lie entirely below the one view `anchor` names, nearest
    /// first (``relative(_:_:anchor:)``).
    public func below(_ anchor: ViewQuery) -> ViewQuery {
        .relative(self, .below, anchor: anchor)
    }

    /// This query's matches entirely above the one view `anchor` names, nearest first.
    public func above(_ anchor: ViewQuery) -> ViewQuery {
        .relative(self, .above, anchor: anchor)
    }

    /// This query's matches entirely left of the one view `anchor` names, nearest first.
    public func leftOf(_ anchor: ViewQuery) -> ViewQuery {
        .relative(self, .leftOf, anchor: anchor)
    }

    /// This query's matches entirely right of the one view `anchor` names, nearest first.
    public func rightOf(_ anchor: ViewQuery) -> ViewQuery {
        .relative(self, .rightOf, anchor: anchor)
    }

    /// This query's matches that are descendants of a view `ancestor` matches:
    /// `.type("switch").within(.id("settings"))`.
    public func within(_ ancestor: ViewQuery) -> ViewQuery {
        .descendant(self, of: ancestor)
    }

    /// The views that match both this query and `other`: `.text("OK").and(.type("button"))`.
    public func and(_ other: ViewQuery) -> ViewQuery {
        if case .all(let parts) = self, !parts.isEmpty { return .all(parts + [other]) }
        return .all([self, other])
    }

    /// The nearest view that shows text entirely below the one view `anchor` names
    /// (a flow's `{below: …}` alone).
    public static func below(_ anchor: ViewQuery) -> ViewQuery {
        .relative(.all([]), .below, anchor: anchor)
    }

    /// The nearest view that shows text entirely above the one view `anchor` names.
    public static func above(_ anchor: ViewQuery) -> ViewQuery {
        .relative(.all([]), .above, anchor: anchor)
    }

    /// The nearest view that shows text entirely left of the one view `anchor` names.
    public static func leftOf(_ anchor: ViewQuery) -> ViewQuery {
        .relative(.all([]), .leftOf, anchor: anchor)
    }

    /// The nearest view that shows text entirely right of the one view `anchor` names.
    public static func rightOf(_ anchor: ViewQuery) -> ViewQuery {
        .relative(.all([]), .rightOf, anchor: anchor)
    }
}
