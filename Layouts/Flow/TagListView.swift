import Foundation
import TrellisCore

/// A container of tag buttons laid out by `flow` that keeps a capped multiple selection
/// (Docs/layouts.md, "Behaviours that come with the plugin widgets", tag-list; seed:
/// TagListView's `maxSelectedTags`).
///
/// Every `Button` subview is a tag, whether it came from XML or was added in code: the
/// list wires it up in ``didAddSubview(_:)``. A button that is the layout's
/// `LayoutRole.accessory` (the toggle a `collapsible` layout adds) is not a tag and is
/// never selected (Docs/layouts.md, "Selection with any layout"). A tap (the button's
/// `primaryActionTriggered`) on an unselected tag selects it, first deselecting the tag
/// selected earliest when ``maxSelected`` tags are already selected; a tap on a selected
/// tag deselects it. Selection belongs to the button, not its title, so two tags may share
/// a title. Every change made by a tap sends `valueChanged` from the list.
public final class TagListView: View, ControlEventSending {
    /// The default of ``maxSelected``: 3, as the seed's `maxSelectedTags`.
    public static let defaultMaxSelected = 3

    public let targetActions = TargetActionList()

    /// The most tags selected at once; 0 means unlimited. Default 3. Lowering it deselects
    /// the earliest selected tags until the selection fits (without `valueChanged`: only
    /// taps send it, as UIKit controls do for programmatic changes).
    public var maxSelected: Int = TagListView.defaultMaxSelected {
        didSet {
            maxSelected = max(0, maxSelected)
            trimSelection()
        }
    }

    /// The selected tags, in the order they were selected.
    public private(set) var selection: [Button] = []

    private var registrations: [ObjectIdentifier: ActionRegistration] = [:]

    /// Creates an empty tag list with the default ``FlowLayout``.
    public override init() {
        super.init()
        layout = FlowLayout()
    }

    override public class var defaultTypeName: String { "tag-list" }
    override public class var drawsFromCoreStateOnly: Bool { true }

    /// The titles of the selected tags, in the order they were selected.
    public var selectedTitles: [String] { selection.map(\.title) }

    /// The tags: the button subviews, in subview order.
    public var tags: [Button] { subviews.compactMap(TagListView.tag) }

    override public var inspectableState: [(key: String, value: InspectableValue)]? {
        [("selection", .strings(selectedTitles))]
    }

    /// Wires up a button added to the list; a button that is already selected joins the
    /// selection (last), deselecting the earliest ones beyond ``maxSelected``.
    override public func didAddSubview(_ subview: View) {
        guard let button = TagListView.tag(subview) else { return }
        // The handler finds the list as the tag's superview rather than capturing it: the
        // registration lives exactly while the tag is in the list, and no weak reference
        // gives the list a side table, which would slow every retain of it.
        registrations[ObjectIdentifier(button)] = button.addAction(for: .primaryActionTriggered) { sender in
            guard let tag = sender as? Button, let list = tag.superview as? TagListView else { return }
            list.tagTapped(tag)
        }
        if button.isSelected { select(button) }
    }

    /// Forgets a button leaving the list: its tap no longer changes the selection and it
    /// leaves the selection (it keeps its own `isSelected`).
    override public func willRemoveSubview(_ subview: View) {
        guard let button = subview as? Button else { return }
        if let registration = registrations.removeValue(forKey: ObjectIdentifier(button)) {
            button.removeAction(registration)
        }
        selection.removeAll { $0 === button }
    }

    /// `view` as a tag: a button that is not the layout's accessory.
    private static func tag(_ view: View) -> Button? {
        guard let button = view as? Button, button.layoutRole != .accessory else { return nil }
        return button
    }

    /// Whether `tag` is in the selection.
    public func isSelected(_ tag: Button) -> Bool {
        selection.contains { $0 === tag }
    }

    /// Selects `tag` (a subview of the list), last in order, after deselecting the earliest
    /// selected tags when the list is full. Does nothing when it is already selected.
    /// Sends no `valueChanged`: only taps do.
    public func select(_ tag: Button) {
        guard tag.superview === self, !isSelected(tag) else { return }
        if maxSelected > 0 {
            while selection.count >= maxSelected, !selection.isEmpty {
                selection.removeFirst().isSelected = false
            }
        }
        tag.isSelected = true
        selection.append(tag)
    }

    /// Deselects `tag`; does nothing when it is not selected. Sends no `valueChanged`.
    public func deselect(_ tag: Button) {
        guard isSelected(tag) else { return }
        selection.removeAll { $0 === tag }
        tag.isSelected = false
    }

    /// Makes the selection the tags whose `isSelected` is true, in subview order, then
    /// deselects the earliest of them beyond ``maxSelected`` (Docs/layouts.md: the XML's
    /// `selected="true"` tags are the initial selection in document order).
    public func adoptSelectedTags() {
        selection = tags.filter(\.isSelected)
        trimSelection()
    }

    /// A tap on `tag`: toggles it, then sends `valueChanged`.
    private func tagTapped(_ tag: Button) {
        if isSelected(tag) { deselect(tag) } else { select(tag) }
        sendActions(for: .valueChanged)
    }

    /// Deselects the earliest selected tags beyond ``maxSelected``.
    private func trimSelection() {
        guard maxSelected > 0, selection.count > maxSelected else { return }
        for tag in selection.prefix(selection.count - maxSelected) { tag.isSelected = false }
        selection.removeFirst(selection.count - maxSelected)
    }
}
