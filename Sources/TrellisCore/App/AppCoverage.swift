import Foundation

/// What one run of an app did, counted for route coverage (Docs/navigation.md, "Flows",
/// `trellis test --coverage`): how many times each screen became the screen shown, each
/// route was taken, each deep link opened and each control with an action was tapped.
/// Runs of the same app add up (``merge(_:)``).
public struct AppCoverage: Sendable, Hashable {
    /// The app file's path.
    public var app: String
    /// Times each screen (by id) became the screen shown, the start included.
    public var shown: [String: Int] = [:]
    /// Times each route (by its `<on>` element's location) was taken.
    public var routes: [SourceLocation: Int] = [:]
    /// Times each deep link (by its `<deep-link>` element's location) was opened.
    public var links: [SourceLocation: Int] = [:]
    /// Times each control with an action (by its element's location in its screen file,
    /// or an alert button's in the app file) was tapped; tab items do not count.
    public var controls: [SourceLocation: Int] = [:]

    /// Nothing counted yet for the app at `app`.
    public init(app: String) {
        self.app = app
    }

    /// Adds `other`'s counts to these (runs of the same app).
    public mutating func merge(_ other: AppCoverage) {
        shown.merge(other.shown, uniquingKeysWith: +)
        routes.merge(other.routes, uniquingKeysWith: +)
        links.merge(other.links, uniquingKeysWith: +)
        controls.merge(other.controls, uniquingKeysWith: +)
    }
}

extension App {
    /// Counts a tap on the control at `location` (an alert button, which has no screen
    /// file of its own).
    func countTap(at location: SourceLocation) {
        counts.controls[location, default: 0] += 1
    }
}
