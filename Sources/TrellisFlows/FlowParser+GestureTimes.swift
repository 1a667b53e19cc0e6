import Foundation
import TrellisCore

extension FlowParser {
    /// A gesture's time (`duration`, `delay`): a duration from 0 ms to 24 h
    /// (Docs/time.md, "Durations"), or an error at the value with the duration's own
    /// message: `duration '250' has no unit; write 250ms or 250s`.
    mutating func gestureTime(_ node: YAMLNode, what: String) -> ClockDuration? {
        guard let text = string(node, what: what) else { return nil }
        do throws(ValueError) {
            return try ClockDuration.parse(text)
        } catch {
            self.error(at: node.location, error.reason ?? "\(what) expects \(ClockDuration.valueDescription), not '\(text.debugEscaped)'")
            return nil
        }
    }

    /// A tap selector (``tapSelector(_:)``) that may also carry the time `key` (`duration`
    /// for `tapOn` and `longPressOn`, `delay` for `doubleTapOn`).
    mutating func timedTapSelector(_ node: YAMLNode, key: String) -> (selector: FlowSelector, allowMissed: Bool, time: ClockDuration?)? {
        guard let pairs = node.pairs, let timed = pairs.first(where: { $0.key.scalar == key }) else {
            return tapSelector(node).map { ($0.selector, $0.allowMissed, nil) }
        }
        let rest = YAMLNode(content: .mapping(pairs.filter { $0.key.scalar != key }), location: node.location)
        let time = gestureTime(timed.value, what: key)
        guard let tapped = tapSelector(rest), let time else { return nil }
        return (tapped.selector, tapped.allowMissed, time)
    }
}
