import Foundation
import Trellis

/// A case built as a view tree: the container, a root view at (0, 0) sized by the case,
/// with the layout under test. Being the root, it owns everything the checks read: no
/// view of the tree refers to a view that may be gone.
struct LayoutCaseTree {
    let container: View

    /// Builds `layoutCase`'s container with `layout`, its subviews (before the
    /// mutations, unless `mutated`), and lays it out.
    init(_ layoutCase: LayoutCase, layout: some Layout, makeContainer: () -> View, mutated: Bool) {
        container = makeContainer()
        container.layout = layout
        container.padding = layoutCase.padding
        container.direction = layoutCase.direction
        for child in mutated ? layoutCase.finalChildren : layoutCase.children {
            container.addSubview(child.makeView())
        }
        container.frame = CGRect(x: 0, y: 0, width: layoutCase.width, height: layoutCase.height)
        container.layoutIfNeeded()
    }

    /// The subviews the case generated: every subview but those the container made itself
    /// (a collapsible row's toggle).
    var generated: [View] {
        container.subviews.filter { !($0.layoutRole == .accessory) }
    }

    /// Applies `mutation` to the tree and lays it out again, as an app would between
    /// frames.
    func apply(_ mutation: LayoutCase.Mutation) {
        let views = generated
        switch mutation {
        case .toggleHidden(let index):
            guard !views.isEmpty else { return }
            views[index % views.count].isHidden.toggle()
        case .setText(let index, let text):
            guard !views.isEmpty, let label = views[index % views.count] as? Label else { return }
            label.text = text
        case .insert(let index, let child):
            let position = index % (views.count + 1)
            if position < views.count {
                container.insertSubview(child.makeView(), belowSubview: views[position])
            } else if let last = views.last {
                container.insertSubview(child.makeView(), aboveSubview: last)
            } else {
                container.insertSubview(child.makeView(), at: 0)
            }
        case .remove(let index):
            guard !views.isEmpty else { return }
            views[index % views.count].removeFromSuperview()
        case .resize(let index, let width, let height):
            guard !views.isEmpty, !(views[index % views.count] is Label) else { return }
            let view = views[index % views.count]
            view.explicitWidth = width
            view.explicitHeight = height
        }
        container.layoutIfNeeded()
    }
}
