import Foundation

/// Threads that run jobs as they come: a job is handed to an idle thread, or to a new one
/// when none is idle, so a job that blocks (a large screen being loaded) never holds up
/// another. A thread idle for ``idleLifetime`` ends.
final class WorkerPool: @unchecked Sendable {
    /// How long a thread waits for a job before it ends: 5 s.
    static let idleLifetime: TimeInterval = 5
    /// Each thread's stack: 8 MiB, as the main thread's, so an answer may go as deep as a
    /// command run on the main thread.
    static let stackSize = 8 << 20

    private let condition = NSCondition()
    /// The jobs not taken yet, in the order given; guarded by `condition`.
    private var jobs: [@Sendable () -> Void] = []
    /// The threads waiting for a job; guarded by `condition`.
    private var idle = 0

    /// Runs `job` on a thread of the pool, soon.
    func run(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        let spawns = idle < jobs.count
        if !spawns { condition.signal() }
        condition.unlock()
        guard spawns else { return }
        let thread = Thread { self.work() }
        thread.stackSize = Self.stackSize
        thread.start()
    }

    private func work() {
        condition.lock()
        while true {
            while jobs.isEmpty {
                idle += 1
                let signalled = condition.wait(until: Date(timeIntervalSinceNow: Self.idleLifetime))
                idle -= 1
                if !signalled, jobs.isEmpty {
                    condition.unlock()
                    return
                }
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
            condition.lock()
        }
    }
}
