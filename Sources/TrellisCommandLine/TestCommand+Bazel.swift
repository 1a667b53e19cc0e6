import Foundation
import Trellis

/// What `trellis test` does under Bazel and GitHub Actions (Docs/ci.md): the variables of
/// Bazel's test protocol choose the shard, where the reports go and which tests run, and
/// `GITHUB_ACTIONS=true` adds a workflow command after each located error.
extension TestCommand {
    /// The help's ENVIRONMENT section: the variables read, all from Docs/ci.md.
    static let environmentSection: (title: String, text: String) = (
        "ENVIRONMENT",
        """
        Bazel's test protocol, each variable when set and not empty: TEST_TOTAL_SHARDS and TEST_SHARD_INDEX run \
        the shard --shard INDEX+1/TOTAL runs (not with --shard); TEST_SHARD_STATUS_FILE is touched before any flow \
        runs; XML_OUTPUT_FILE gets the JUnit report (as --report; both when both); TEST_UNDECLARED_OUTPUTS_DIR gets \
        the HTML report in report/ and the artifacts in artifacts/ unless --html or --artifacts is given; \
        TEST_PREMATURE_EXIT_FILE is created first and removed whenever trellis exits on its own; \
        TESTBRIDGE_TEST_ONLY (--test_filter) runs only the tests whose name matches one of its comma-separated \
        globs (* and ?). A bad shard variable is a usage error (2); a status, premature exit or XML output file \
        that cannot be created exits 73. GITHUB_ACTIONS=true writes each located error again as a workflow \
        command, '::error file=F,line=L,col=C::MESSAGE', on the line after it. Flows never read the environment.
        """
    )

    /// Reads `test`'s arguments as ``init(parsing:)`` does, then what `environment` asks:
    /// the shard of `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX`, and the HTML report and
    /// artifacts under `TEST_UNDECLARED_OUTPUTS_DIR` (`DIR/report`, `DIR/artifacts`) unless
    /// `--html` or `--artifacts` is given.
    ///
    /// - Throws: a usage error for a shard variable without the other, one that is not a
    ///   whole number, a total below 1, an index not below the total, or both variables
    ///   and `--shard`.
    init(parsing arguments: ParsedArguments, environment: CIEnvironment) throws(CommandFailure) {
        try self.init(parsing: arguments)
        self.environment = environment
        if let bazelShard = try Self.bazelShard(in: environment) {
            guard shard == nil else {
                throw usage("--shard and \(Self.shardVariables) both choose the shard; give one of them (under Bazel, leave out --shard and set shard_count)")
            }
            shard = bazelShard
        }
        if let outputs = environment[.undeclaredOutputsDirectory] {
            let folder = outputs.hasSuffix("/") ? outputs : outputs + "/"
            if html == nil { html = folder + "report" }
            if artifacts == nil { artifacts = folder + "artifacts" }
        }
    }

    /// `TEST_TOTAL_SHARDS/TEST_SHARD_INDEX`, as messages name the pair.
    private static var shardVariables: String {
        "\(CIEnvironment.Variable.totalShards.rawValue)/\(CIEnvironment.Variable.shardIndex.rawValue)"
    }

    /// The shard Bazel asks for, 0-based, as ``shard`` holds it (`TEST_SHARD_INDEX=1` of
    /// `TEST_TOTAL_SHARDS=3` is `--shard 2/3`); nil when neither variable is set.
    ///
    /// - Throws: a usage error naming the variable, its value and what was expected.
    static func bazelShard(in environment: CIEnvironment) throws(CommandFailure) -> (index: Int, count: Int)? {
        let total = CIEnvironment.Variable.totalShards.rawValue
        let index = CIEnvironment.Variable.shardIndex.rawValue
        switch (environment[.totalShards], environment[.shardIndex]) {
        case (nil, nil):
            return nil
        case (let totalText?, nil):
            throw usage("\(total) is set ('\(totalText.debugEscaped)') but \(index) is not; Bazel sets both for a sharded test")
        case (nil, let indexText?):
            throw usage("\(index) is set ('\(indexText.debugEscaped)') but \(total) is not; Bazel sets both for a sharded test")
        case (let totalText?, let indexText?):
            guard NumberSyntax.isCount(totalText), let count = Int(totalText), count >= 1 else {
                throw usage("\(total) expects a whole number of 1 or more, not '\(totalText.debugEscaped)'")
            }
            guard NumberSyntax.isCount(indexText), let shardIndex = Int(indexText), shardIndex < count else {
                throw usage("\(index) expects a whole number from 0 to \(count - 1) (\(total) is \(count)), not '\(indexText.debugEscaped)'")
            }
            return (shardIndex, count)
        }
    }

    /// Where the JUnit report goes: `--report`'s file, then `XML_OUTPUT_FILE`'s; both
    /// when both are given.
    var junitPaths: [String] {
        [reportPath, environment[.xmlOutputFile]].compactMap { $0 }
    }

    /// Before anything is loaded: touches the shard status file (`TEST_SHARD_STATUS_FILE`),
    /// so even a shard that gets no flow tells Bazel it knows sharding, and checks that
    /// `XML_OUTPUT_FILE` could be written.
    ///
    /// - Throws: exit 73 (sysexits' `EX_CANTCREAT`) naming the path, the variable and the
    ///   reason (`the directory 'out' does not exist`).
    func prepareCIOutputs() throws(CommandFailure) {
        if let path = environment[.shardStatusFile], let reason = MarkerFile.touch(path) {
            throw CommandFailure(
                code: .cannotCreate,
                message: "cannot create the shard status file '\(path.debugEscaped)' (\(CIEnvironment.Variable.shardStatusFile.rawValue)): \(reason)")
        }
        if let path = environment[.xmlOutputFile] {
            do {
                try AtomicFile.checkWritable(path, creatingDirectories: true)
            } catch {
                throw CommandFailure(
                    code: .cannotCreate,
                    message: "cannot write the JUnit report to '\(path.debugEscaped)' (\(CIEnvironment.Variable.xmlOutputFile.rawValue)): \(error.reason)")
            }
        }
    }

    /// Bazel's test filter (`TESTBRIDGE_TEST_ONLY`), when set.
    var testFilter: TestFilter? {
        environment[.testFilter].map(TestFilter.init)
    }

    /// Whether `flow` runs: it has one of `--tags` (when given) and `filter` (when set)
    /// matches its name.
    func selects(_ flow: Flow, filter: TestFilter?) -> Bool {
        // A data row answers to its own name (`login[2]`) and to its flow's (`login`).
        let names = flow.row.map { [flow.name, String(flow.name.dropLast("[\($0.number)]".count))] } ?? [flow.name]
        return (tags.isEmpty || !tags.isDisjoint(with: flow.tags)) && (filter?.matches(testNames: names) ?? true)
    }

    /// Why no flow of `flows` was selected: the filter matched none of the flows `--tags`
    /// left (naming up to ten of their names), or as ``whyNone(_:tags:)`` says.
    func whyNoneSelected(_ flows: [Flow], filter: TestFilter?) -> String {
        let tagged = flows.filter { $0.screenPath != nil && (tags.isEmpty || !tags.isDisjoint(with: $0.tags)) }
        guard let filter, !tagged.isEmpty else { return Self.whyNone(flows, tags: tags) }
        let names = tagged.prefix(10).map { "'\($0.name.debugEscaped)'" }.joined(separator: ", ") + (tagged.count > 10 ? ", …" : "")
        return
            "\(CIEnvironment.Variable.testFilter.rawValue) '\(filter.text.debugEscaped)' (bazel test --test_filter) matches no flow's name; the names: \(names)"
    }

    /// The load errors as printed on standard error, each followed by its GitHub Actions
    /// workflow command when `GITHUB_ACTIONS=true`.
    func loadErrors(_ diagnostics: [Diagnostic]) -> String {
        GitHubAnnotations.text(of: diagnostics, annotating: environment.annotatesForGitHub)
    }
}
