/// Something that happened during dispatch, as the screen records it while it drives a
/// touch: a control event sent by a view, or a named action and whether it was handled.
public enum DispatchRecord {
    /// `sender` sent `event` to its targets.
    case event(ControlEvents, sender: View)
    /// `sender` sent a named action.
    case action(SentAction, sender: View)
}

extension Screen {
    /// Records an event or action while a touch driven by the screen is in progress.
    func record(_ record: DispatchRecord) {
        log?.append(record)
    }

    /// Runs `body` while recording everything sent, and returns the records in order.
    func recording(_ body: () -> Void) -> [DispatchRecord] {
        let outer = log
        log = []
        body()
        let records = log ?? []
        log = outer.map { $0 + records }
        return records
    }
}
