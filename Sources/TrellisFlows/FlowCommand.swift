import Foundation
import TrellisCore

/// One command of a flow (README, "Flows"), parsed and checked.
public indirect enum FlowCommand: Sendable, Hashable {
    /// Tap the view (or point); a missed tap fails unless `allowMissed`.
    case tapOn(FlowSelector, allowMissed: Bool)
    /// Press and hold the view: a touch that begins and ends at its centre.
    case longPressOn(FlowSelector, allowMissed: Bool)
    /// Two taps in a row at the view's centre.
    case doubleTapOn(FlowSelector, allowMissed: Bool)
    /// One touch that begins at `from`, moves through evenly spaced points and ends at `to`.
    case swipe(from: FlowSelector, to: FlowSelector)
    /// At least one visible view matches.
    case assertVisible(FlowSelector)
    /// No visible view matches.
    case assertNotVisible(FlowSelector)
    /// The one matching control is selected (`true`) or not (`false`).
    case assertSelected(FlowSelector, Bool)
    /// The one matching control is enabled (`true`) or disabled (`false`).
    case assertEnabled(FlowSelector, Bool)
    /// The view with the id has plugin state `key` equal to `value` (cli.md's JSON state).
    case assertState(id: String, key: String, value: JSONValue)
    /// The view with the id has this frame, in its parent's coordinates (as the dumps
    /// print it), within `tolerance` points on each number.
    case assertFrame(id: String, frame: CGRect, tolerance: CGFloat)
    /// The screen's text dump equals the golden file `name` beside the flow.
    case assertSnapshot(name: String)
    /// Run another flow's steps on this screen.
    case runFlow(path: String, steps: [FlowStep])
    /// Run `commands` `times` times.
    case repeatSteps(times: Int, steps: [FlowStep])
    /// Resize the screen (points; nil keeps that dimension) and lay it out again.
    case setSize(width: CGFloat?, height: CGFloat?)

    /// The command's name as written in a flow.
    public var name: String {
        switch self {
        case .tapOn: return "tapOn"
        case .longPressOn: return "longPressOn"
        case .doubleTapOn: return "doubleTapOn"
        case .swipe: return "swipe"
        case .assertVisible: return "assertVisible"
        case .assertNotVisible: return "assertNotVisible"
        case .assertSelected(_, let selected): return selected ? "assertSelected" : "assertNotSelected"
        case .assertEnabled(_, let enabled): return enabled ? "assertEnabled" : "assertDisabled"
        case .assertState: return "assertState"
        case .assertFrame: return "assertFrame"
        case .assertSnapshot: return "assertSnapshot"
        case .runFlow: return "runFlow"
        case .repeatSteps: return "repeat"
        case .setSize: return "setSize"
        }
    }

    /// Every command name a flow may use, for messages and suggestions.
    public static let names = [
        "tapOn", "longPressOn", "doubleTapOn", "swipe", "assertVisible", "assertNotVisible",
        "assertSelected", "assertNotSelected", "assertEnabled", "assertDisabled", "assertState",
        "assertFrame", "assertSnapshot", "runFlow", "repeat", "setSize",
    ]
}
