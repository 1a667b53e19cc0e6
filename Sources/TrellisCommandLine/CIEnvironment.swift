/// The variables of the process environment that `trellis test` honours (Docs/ci.md):
/// Bazel's test protocol and GitHub Actions'. ``TrellisCommandLine/main(registry:arguments:)``
/// reads them once, as the process starts, and passes them down, so a test gives its own
/// without touching the process's environment.
///
/// Only these variables are kept, and only when set and not empty (Bazel's test
/// encyclopedia: an empty variable is one not set). Flows never see them: a flow's
/// `${NAME}` is bound by its files and `-e` alone (Docs/ci.md, "Bazel"); these
/// choose the shard, where reports go and which tests run.
struct CIEnvironment: Sendable, Equatable {
    /// A variable `trellis test` reads, named as the CI system sets it.
    enum Variable: String, CaseIterable, Sendable {
        /// Bazel's number of shards of a sharded test.
        case totalShards = "TEST_TOTAL_SHARDS"
        /// Bazel's shard of this run, counting from 0.
        case shardIndex = "TEST_SHARD_INDEX"
        /// The file a test that knows sharding creates or touches.
        case shardStatusFile = "TEST_SHARD_STATUS_FILE"
        /// Where Bazel wants the JUnit XML report.
        case xmlOutputFile = "XML_OUTPUT_FILE"
        /// The folder Bazel zips into `outputs.zip` after the test.
        case undeclaredOutputsDirectory = "TEST_UNDECLARED_OUTPUTS_DIR"
        /// The file that, left behind, tells Bazel the test ended before it meant to.
        case prematureExitFile = "TEST_PREMATURE_EXIT_FILE"
        /// `bazel test --test_filter`'s value: comma-separated globs of test names.
        case testFilter = "TESTBRIDGE_TEST_ONLY"
        /// `true` on GitHub Actions' runners.
        case githubActions = "GITHUB_ACTIONS"
    }

    private var values: [Variable: String] = [:]

    /// The variables of `environment` (a process's, or a test's own) that `trellis test`
    /// reads, leaving out every other and every empty one; default none.
    init(_ environment: [String: String] = [:]) {
        for variable in Variable.allCases {
            if let value = environment[variable.rawValue], !value.isEmpty { values[variable] = value }
        }
    }

    /// The variable's value; nil when it is not set or empty.
    subscript(_ variable: Variable) -> String? {
        values[variable]
    }

    /// Whether errors are also written as GitHub Actions' workflow commands
    /// (``GitHubAnnotations``): `GITHUB_ACTIONS` is exactly `true`; any other value
    /// changes nothing.
    var annotatesForGitHub: Bool {
        values[.githubActions] == "true"
    }
}
