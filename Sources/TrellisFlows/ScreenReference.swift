import Foundation

/// Something a flow step names that its screen must have, for `trellis validate` to check
/// without running the flow (Docs/flows.md, "Checking before running").
public enum ScreenReference: Sendable, Hashable {
    /// A view id a selector or an `id` key names.
    case id(String)
    /// State keys read from the view with the id (`assertState`).
    case stateKeys(id: String, keys: [String])
}

extension FlowSelector {
    /// The ids this selector names, its `within` and its relation's anchor included.
    public var referencedIDs: [String] {
        guard case .views(let match) = self else { return [] }
        return (match.id.map { [$0] } ?? []) + (match.within?.referencedIDs ?? []) + (match.relation?.anchor.referencedIDs ?? [])
    }
}
