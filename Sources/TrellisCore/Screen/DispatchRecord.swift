/// Something that happened during dispatch, as the screen records it while it drives a
/// touch: a control event sent by a view, or a named action and whether it was handled.
public enum DispatchRecord {
    /// `sender` sent `event` to its targets.
    case event(ControlEvents, sender: View)
    /// `sender` sent a named action.
    case action(SentAction, sender: View)
    /// The app moved from one screen to another (or failed to) because of what was sent
    /// (Docs/navigation.md).
    case navigation(NavigationRecord)
}

extension Screen {
    /// Records an event or action while a touch driven by the screen is in progress.
    package func record(_ record: DispatchRecord) {
        log?.append(record)
    }

    /// Runs `body` (taps, typing, code that sends events or actions) and returns everything
    /// sent on this screen while it ran, in order: the records a ``TapReport`` holds, for a
    /// span of several. Spans nest: an outer span gets the inner ones' records too. When
    /// `body` throws, the error is passed on and the records are kept for an outer span.
    public func recordingDispatch(during body: () throws -> Void) rethrows -> [DispatchRecord] {
        let outer = log
        log = []
        do {
            try body()
        } catch {
            log = Self.merging(outer, log ?? [])
            throw error
        }
        let records = log ?? []
        log = Self.merging(outer, records)
        return records
    }

    /// The log of an outer span once an inner one's `records` are added: nil when no span
    /// is outside, the inner records themselves when the outer span recorded nothing yet
    /// (a tap's span around its touch's), so that nesting copies no record it need not.
    private static func merging(_ outer: [DispatchRecord]?, _ records: [DispatchRecord]) -> [DispatchRecord]? {
        guard let outer else { return nil }
        return outer.isEmpty ? records : outer + records
    }

    /// Runs `body` while recording everything sent, and returns the records in order.
    func recording(_ body: () -> Void) -> [DispatchRecord] {
        recordingDispatch(during: body)
    }
}

extension Sequence<DispatchRecord> {
    /// The app's transitions among the records, in order.
    @inlinable
    public var navigations: [NavigationRecord] {
        compactMap { record in
            if case .navigation(let navigation) = record { return navigation }
            return nil
        }
    }

    /// The named actions among the records, in order, each with its sender.
    @inlinable
    public var sentActions: [(action: SentAction, sender: View)] {
        compactMap { record in
            if case .action(let action, let sender) = record { return (action, sender) }
            return nil
        }
    }
}
