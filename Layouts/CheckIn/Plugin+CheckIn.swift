import TrellisCore

extension Plugin {
    /// The check-in plugin (Docs/layouts.md, "checkin" and "check-in"): the `check-in` board,
    /// its `item`s and the `checkin` layout.
    public static let checkIn = Plugin(
        name: "check-in",
        widgets: [CheckInView.descriptor, CheckInItem.descriptor],
        layouts: [CheckInLayout.descriptor]
    )
}
