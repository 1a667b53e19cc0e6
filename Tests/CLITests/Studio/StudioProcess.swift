import Foundation

/// A `trellis studio` process started by a test: its first line on stdout read with a
/// deadline, signals sent, its end waited for with a deadline. Killed if still running
/// when released.
final class StudioProcess {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private var pendingOutput: [UInt8] = []

    /// Starts `trellis` with `arguments` in `directory`, with `environment` added.
    init(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws {
        process.executableURL = CLIRunner.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !CLIRunner.ciVariables.contains($0.key) }.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// The first line on stdout, without its newline; nil when none came within `timeout`.
    func firstLine(timeout: Duration = .seconds(10)) -> String? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !pendingOutput.contains(10) {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return nil }
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 1, Int32(left.components.seconds * 1000 + 1)) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            pendingOutput += buffer[0..<count]
        }
        let line = pendingOutput.prefix { $0 != 10 }
        pendingOutput.removeFirst(line.count + 1)
        return String(decoding: line, as: UTF8.self)
    }

    /// Sends `signal`.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the process to end; returns its exit status, or nil when it did not end
    /// within `timeout` or ended by a signal.
    func exitStatus(within timeout: Duration) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            guard ContinuousClock.now < deadline else { return nil }
            usleep(2_000)
        }
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }

    /// Everything printed on stdout after the first line, and on stderr; call once the
    /// process has ended.
    func remainingOutput() -> (stdout: String, stderr: String) {
        let rest = pendingOutput + [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        return (String(decoding: rest, as: UTF8.self), String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
}
