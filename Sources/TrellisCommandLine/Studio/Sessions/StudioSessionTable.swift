import Foundation

/// The studio's live sessions (Docs/studio.md, "Sessions"): at most ``capacity``; making
/// another drops the least recently used, whose requests then get 404. Guarded by a lock
/// of its own, separate from each session's, so that one session's slow request never
/// holds up a lookup of another.
final class StudioSessionTable: @unchecked Sendable {
    /// The most sessions kept: 32.
    static let capacity = 32

    private let lock = NSLock()
    private var sessions: [String: StudioSession] = [:]
    /// The sessions' ids, least recently used first.
    private var order: [String] = []
    private var nextNumber = 1

    /// A new id: `1`, `2`, … in the order sessions are made.
    func makeID() -> String {
        lock.lock()
        defer { lock.unlock() }
        let id = String(nextNumber)
        nextNumber += 1
        return id
    }

    /// Adds `session` as the most recently used, dropping the least recently used one
    /// when the table is full.
    func insert(_ session: StudioSession) {
        lock.lock()
        defer { lock.unlock() }
        sessions[session.id] = session
        order.removeAll { $0 == session.id }
        order.append(session.id)
        while order.count > Self.capacity {
            sessions[order.removeFirst()] = nil
        }
    }

    /// The session `id`, now the most recently used; nil when there is none (never made,
    /// or dropped).
    func session(_ id: String) -> StudioSession? {
        lock.lock()
        defer { lock.unlock() }
        guard let session = sessions[id] else { return nil }
        order.removeAll { $0 == id }
        order.append(id)
        return session
    }

    /// Every live session, least recently used first.
    var all: [StudioSession] {
        lock.lock()
        defer { lock.unlock() }
        return order.compactMap { sessions[$0] }
    }
}
