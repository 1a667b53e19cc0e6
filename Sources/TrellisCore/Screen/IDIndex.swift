import Foundation

/// A screen's views by id (Screen+IDIndex): the first view with each id, and for an id
/// that repeats, the others in screen order. Most ids are unique, so most need no list.
struct IDIndex {
    /// The first view with each id in screen order.
    var first: [String: View] = [:]
    /// The views after the first with each repeated id, in screen order.
    var repeated: [String: [View]] = [:]
}
