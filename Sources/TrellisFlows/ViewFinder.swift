import Foundation
import TrellisCore

/// A flow step's view of the screen's one resolver (``Screen/matches(of:)``,
/// ``Screen/view(matching:)``): it resolves a selector's ``FlowSelector/query`` and turns
/// a ``TapError`` into the step's failure, control characters escaped.
struct ViewFinder {
    let screen: Screen

    /// Every view the selector matches, in order (a point matches nothing).
    func all(_ selector: FlowSelector) throws(StepFailure) -> [View] {
        guard case .views = selector else { return [] }
        do { return try screen.matches(of: selector.query) } catch { throw StepFailure(error.message.debugEscapedLines) }
    }

    /// The one view the selector names: the only match, the nearest for a relation, or
    /// the view hit at a point.
    ///
    /// - Throws: when nothing matches (naming near candidates) or several do (listing them).
    func one(_ selector: FlowSelector) throws(StepFailure) -> View {
        do { return try screen.view(matching: selector.query) } catch { throw StepFailure(error.message.debugEscapedLines) }
    }

    /// The one control the selector names.
    func control(_ selector: FlowSelector) throws(StepFailure) -> Control {
        let view = try one(selector)
        guard let control = view as? Control else { throw StepFailure("\(screen.describe(view)) is not a control (it has no enabled or selected state)") }
        return control
    }

    /// The point a selector stands for: itself, or the centre of the visible part of the
    /// one view it names.
    func point(_ selector: FlowSelector) throws(StepFailure) -> CGPoint {
        if case .point(let point) = selector { return point }
        let view = try one(selector)
        guard let rect = view.visibleRect else { throw StepFailure("\(screen.describe(view)) is not visible") }
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    /// Throws unless `point` lies on the screen (``Screen/checkOnScreen(_:query:)``): a
    /// touch that begins outside it is a failing step, never one that hits nothing.
    func onScreen(_ point: CGPoint) throws(StepFailure) {
        do {
            try screen.checkOnScreen(point, query: .point(point))
        } catch {
            throw StepFailure(error.message)
        }
    }

    /// Why nothing matched (``Screen/noMatchReason(for:)``), escaped.
    func explainNoMatch(_ selector: FlowSelector) -> String {
        screen.noMatchReason(for: selector.query).debugEscapedLines
    }
}
