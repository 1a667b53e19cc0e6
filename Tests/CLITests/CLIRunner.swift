import Foundation

/// Runs the built `trellis` executable and captures what it prints.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `trellis` executable beside the test bundle in the build directory.
    static let executable: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent("trellis")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return URL(fileURLWithPath: ".build/debug/trellis")
    }()

    /// The variables of Bazel's test protocol and GitHub Actions' that `trellis test`
    /// honours (Docs/ci.md), which a run of the suite under Bazel or on GitHub would
    /// otherwise pass on to every `trellis` it starts.
    static let ciVariables: Set<String> = [
        "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "XML_OUTPUT_FILE", "TEST_UNDECLARED_OUTPUTS_DIR",
        "TEST_PREMATURE_EXIT_FILE", "TESTBRIDGE_TEST_ONLY", "GITHUB_ACTIONS",
    ]

    /// Runs `trellis` with `arguments` in `directory` and waits for it, with the process's
    /// environment less ``ciVariables``, plus `environment`.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !ciVariables.contains($0.key) }.merging(environment) { $1 }
        let finished = try collect(process, in: directory)
        return Result(status: finished.status, stdout: finished.stdout, stderr: finished.stderr)
    }

    /// Starts `process` in `directory`, reads everything it prints and waits for it.
    static func collect(_ process: Process, in directory: URL?) throws -> (status: Int32, killedBySignal: Bool, stdout: String, stderr: String) {
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, process.terminationReason == .uncaughtSignal,
            String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    /// A fresh directory holding `files` (name → content), removed by the caller.
    static func directory(with files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, content) in files {
            try content.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }
}
