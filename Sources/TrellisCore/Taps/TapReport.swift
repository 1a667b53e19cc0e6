import Foundation

/// What one simulated tap did (the CLI prints it as a `log` entry, Docs/cli.md).
public struct TapReport {
    /// The query the tap was aimed with.
    public var query: ViewQuery
    /// The point tapped, in screen coordinates; nil when no point was reached (the query
    /// matched nothing, or several views).
    public var point: CGPoint?
    /// The view hit-testing returned at ``point``; nil when nothing was hit.
    public var hitView: View?
    /// The control that took the touch (the first control at or above ``hitView``).
    public var trackingView: View?
    /// Everything sent during the tap, in order.
    public var records: [DispatchRecord]
    /// When the tap missed its target and the caller allowed it, why (the same message a
    /// ``TapError`` would carry); nil for a tap that reached its target.
    public var missed: String?
    /// When the gesture began and ended on the screen's clock, in ms (Docs/time.md): equal
    /// for an instantaneous tap; the end includes a hold (`duration`) but not the settling
    /// after it.
    public var time: ClosedRange<Int64> = 0...0
    /// The frame of ``hitView`` in screen coordinates (points) when the touch began: what
    /// pictures outline, since a tap that navigates takes the view out of the screen
    /// before it ends. nil when nothing was hit.
    public var hitFrame: CGRect?

    /// The control events that ``trackingView`` sent, in order.
    public var events: [ControlEvents] {
        records.compactMap { record in
            if case .event(let event, let sender) = record, sender === trackingView { return event }
            return nil
        }
    }

    /// The views other than ``trackingView`` that sent `valueChanged`, in order.
    public var valueChangedSenders: [View] {
        records.compactMap { record in
            if case .event(let event, let sender) = record, event == .valueChanged, sender !== trackingView {
                return sender
            }
            return nil
        }
    }

    /// The scroll views whose offset changed during the tap (each sent `valueChanged`),
    /// in the order of their first change, each once; read their ``ScrollView/contentOffset``
    /// for where they ended.
    public var scrolledViews: [ScrollView] {
        var seen: Set<ObjectIdentifier> = []
        return records.compactMap { record in
            guard case .event(.valueChanged, let sender) = record, let scrollView = sender as? ScrollView,
                seen.insert(ObjectIdentifier(scrollView)).inserted
            else { return nil }
            return scrollView
        }
    }

    /// The named actions sent, in order, with whether each was handled.
    public var actions: [SentAction] {
        records.sentActions.map(\.action)
    }
}
