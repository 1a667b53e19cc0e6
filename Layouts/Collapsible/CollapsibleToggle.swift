import Foundation
import TrellisCore

/// The expand/collapse toggle the `collapsible` layout lends to a container of another
/// widget that uses it (`<tag-list layout="collapsible" max-lines="1">`: Docs/layouts.md,
/// "Selection with any layout"). A ``CollapsibleView`` makes its own toggle; this one does
/// the same for any container, with the container's own behaviour kept: the toggle is
/// the container's ``LayoutRole/accessory``, so a tag list never counts it as a tag.
///
/// A tap on it flips the ``CollapsibleLayout``'s `isExpanded` in the container's layout,
/// which lays the container out again (animated, as a ``CollapsibleView``'s), sets its title (`expand-title` while collapsed,
/// `collapse-title` while expanded), and sends `valueChanged` from the container when the
/// container sends control events (rule 4). Its id is `<container id>.toggle`.
enum CollapsibleToggle {
    /// Adds the toggle to `container`, after its children, titled and sized from the
    /// container's attributes (`expand-title`, `collapse-title`, `toggle-width`, `expanded`).
    static func attach(to container: View, reader: AttributeReader) {
        let expandTitle = reader[CollapsibleView.expandTitleAttribute]
        let collapseTitle = reader[CollapsibleView.collapseTitleAttribute]
        let expanded = reader[CollapsibleLayout.expandedAttribute]
        let toggle = Button(title: expanded ? collapseTitle : expandTitle)
        toggle.layoutRole = .accessory
        toggle.explicitWidth = reader[CollapsibleView.toggleWidthAttribute]?.value
        if let id = container.id { toggle.id = id + CollapsibleView.toggleIDSuffix }
        toggle.addAction(for: .primaryActionTriggered) { sender in
            guard let container = sender.superview, var layout = container.layout as? CollapsibleLayout else { return }
            layout.isExpanded.toggle()
            animateFlip(of: container) {
                container.layout = layout
                (sender as? Button)?.title = layout.isExpanded ? collapseTitle : expandTitle
            }
            (container as? any ControlEventSending)?.sendActions(for: .valueChanged)
        }
        container.addSubview(toggle)
    }

    /// Runs `flip` (a change of the container's `expanded`) as an animation of the layout
    /// pass it causes (`Screen.animateChanges`), named after `container`, over its
    /// ``CollapsibleLayout``'s `animationDuration` by its `animationCurve` (Docs/time.md,
    /// "Animations"). A duration of 0, or a container in no screen, flips at once.
    static func animateFlip(of container: View, _ flip: () -> Void) {
        let layout = container.layout as? CollapsibleLayout ?? CollapsibleLayout()
        guard let screen = container.screen else {
            flip()
            return
        }
        screen.animateChanges(owner: container, duration: layout.animationDuration, curve: layout.animationCurve, flip)
    }
}
