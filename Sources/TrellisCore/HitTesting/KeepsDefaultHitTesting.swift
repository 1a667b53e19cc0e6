/// A view class of one of Trellis's own plugins that keeps View's own
/// ``View/hitTest(_:)`` and ``View/point(inside:)``, so that a container's hit index may
/// leave its views out of a hit-test when the point is outside their hit area
/// (``SubviewHitIndex``). Not public: a class from outside the package is tried for
/// every point, as UIKit does, and nothing is asked of its author.
///
/// A class says so by returning itself. A subclass inherits the conformance but not the
/// answer (it returns its superclass), so it is tried for every point whether or not it
/// overrides hit-testing.
package protocol KeepsDefaultHitTesting: View {
    /// The class whose views keep View's hit-testing: the conforming class itself.
    static var classKeepingDefaultHitTesting: AnyClass { get }
}
