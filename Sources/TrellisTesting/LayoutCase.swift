import Foundation
import Trellis

/// One generated test case of ``LayoutConformance``: a container of a given size,
/// padding and direction holding generated subviews, and the mutations applied to it
/// after its first layout. Indices in mutations are taken modulo the number of subviews
/// at the time, so any subset of the subviews and mutations is still a valid case (which
/// is what shrinking needs).
public struct LayoutCase: Hashable, Sendable {
    /// A generated subview.
    public struct Child: Hashable, Sendable {
        /// What it is.
        public enum Kind: Hashable, Sendable {
            /// A plain view with an explicit width and height, in points: a fixed fitting size.
            case box(width: CGFloat, height: CGFloat)
            /// A label that wraps (`lines="0"`), whose fitting height depends on the width offered.
            case text(String)
        }

        /// What it is: a box of fixed size or a wrapping label.
        public var kind: Kind
        /// Whether it starts hidden.
        public var isHidden: Bool
    }

    /// A change made to the tree after its first layout.
    public enum Mutation: Hashable, Sendable {
        /// Flips `isHidden` of subview `index`.
        case toggleHidden(index: Int)
        /// Sets the text of subview `index` when it is a label.
        case setText(index: Int, text: String)
        /// Inserts a subview at `index` (modulo count + 1).
        case insert(index: Int, child: Child)
        /// Removes subview `index`.
        case remove(index: Int)
        /// Gives subview `index` a new explicit size, in points.
        case resize(index: Int, width: CGFloat, height: CGFloat)
    }

    /// The container's width, in points.
    public var width: CGFloat
    /// The container's height, in points.
    public var height: CGFloat
    /// The container's padding, in points on each edge.
    public var padding: EdgeInsets
    /// The container's horizontal layout direction (`ltr` or `rtl`).
    public var direction: LayoutDirection
    /// The subviews the container starts with, in order.
    public var children: [Child]
    /// The changes made after the first layout, in order; indices are taken modulo the
    /// number of subviews at the time.
    public var mutations: [Mutation]

    /// The subviews after the mutations: what a fresh tree equal to the mutated one holds.
    public var finalChildren: [Child] {
        var children = self.children
        for mutation in mutations { LayoutCase.apply(mutation, to: &children) }
        return children
    }

    /// Applies `mutation` to a list of subviews, as ``apply(_:to:)`` applies it to views.
    static func apply(_ mutation: Mutation, to children: inout [Child]) {
        switch mutation {
        case .toggleHidden(let index):
            guard !children.isEmpty else { return }
            children[index % children.count].isHidden.toggle()
        case .setText(let index, let text):
            guard !children.isEmpty, case .text = children[index % children.count].kind else { return }
            children[index % children.count].kind = .text(text)
        case .insert(let index, let child):
            children.insert(child, at: index % (children.count + 1))
        case .remove(let index):
            guard !children.isEmpty else { return }
            children.remove(at: index % children.count)
        case .resize(let index, let width, let height):
            guard !children.isEmpty, case .box = children[index % children.count].kind else { return }
            children[index % children.count].kind = .box(width: width, height: height)
        }
    }
}

extension LayoutCase.Child {
    /// The view this subview is.
    func makeView() -> View {
        let view: View
        switch kind {
        case .box(let width, let height):
            view = View()
            view.explicitWidth = width
            view.explicitHeight = height
        case .text(let text):
            let label = Label(text: text)
            label.numberOfLines = 0
            view = label
        }
        view.isHidden = isHidden
        return view
    }
}
