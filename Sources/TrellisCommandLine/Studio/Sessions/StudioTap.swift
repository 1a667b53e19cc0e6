import Foundation
import Trellis

/// Taps and keys as the command line performs them: a tap exactly as `trellis run --tap`
/// performs one (settled after itself, missed taps refused; Docs/cli.md), so its log
/// entry is the one `trellis run SCREEN --tap @X,Y --format json` prints; keys as the
/// flow commands `inputText`, `eraseText`, `pressKey: return` and `hideKeyboard` send
/// them (Docs/flows.md).
enum StudioTap {
    /// What a tap did: its log record, and the report when it was performed.
    struct Outcome {
        var record: TapRecord
        var report: TapReport?
    }

    /// `point` in `--tap`'s syntax with the JSON output's numbers: `@10,20.5`.
    static func text(of point: CGPoint) -> String {
        "@\(point.x.trellisDescription),\(point.y.trellisDescription)"
    }

    /// Performs a tap on `query` (written `text`) as `trellis run` does
    /// (``PerformedTap``), settling the clock after it.
    static func perform(_ query: ViewQuery, as text: String, on screen: Screen) -> Outcome {
        screen.layoutIfNeeded()
        let tap = PerformedTap.perform(query, as: text, on: screen)
        screen.layoutIfNeeded()
        return Outcome(record: tap.record, report: try? tap.outcome?.get())
    }

    /// Sends `key` to the first responder as the flow commands do; returns
    /// ``TextInputError``'s message when no text field is editing (or settling fails),
    /// else nil.
    static func type(_ key: TextInputCommand.Key, on screen: Screen) -> String? {
        do throws(TextInputError) {
            switch key {
            case .text(let text): try screen.typeText(text)
            case .delete(let count): try screen.deleteBackward(count ?? Int.max)
            case .returnKey: try screen.pressReturn()
            case .hideKeyboard: try screen.resignFirstResponder()
            }
            screen.layoutIfNeeded()
            return nil
        } catch {
            return error.message
        }
    }
}
