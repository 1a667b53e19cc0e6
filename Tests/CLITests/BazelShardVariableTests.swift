import Testing

@testable import TrellisCommandLine

/// `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` choose the shard `--shard INDEX+1/TOTAL`
/// runs (Docs/ci.md); every bad value is a usage error naming the variable and the value.
/// The environment is given to the command, never set on this process.
struct BazelShardVariableTests {
    /// `test` parsed from `arguments` with `environment`: the shard chosen, or the error.
    func parse(_ environment: [String: String]) -> Result<TestCommand, CommandFailure> {
        parse(["flows"], environment)
    }

    func parse(_ arguments: [String], _ environment: [String: String]) -> Result<TestCommand, CommandFailure> {
        do throws(CommandFailure) {
            let parsed = try ParsedArguments(arguments, for: TestCommand.declaration)
            return .success(try TestCommand(parsing: parsed, environment: CIEnvironment(environment)))
        } catch {
            return .failure(error)
        }
    }

    func usageMessage(_ environment: [String: String]) -> String? {
        usageMessage(["flows"], environment)
    }

    func usageMessage(_ arguments: [String], _ environment: [String: String]) -> String? {
        guard case .failure(let failure) = parse(arguments, environment), failure.code == .usage else { return nil }
        return failure.message
    }

    @Test func theIndexCountsFromZero() throws {
        // TEST_SHARD_INDEX=1 of 3 is --shard 2/3, held 0-based as (1, 3).
        let command = try parse(["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1"]).get()
        #expect(command.shard?.index == 1)
        #expect(command.shard?.count == 3)
        let bySwitch = try parse(["flows", "--shard", "2/3"], [:]).get()
        #expect(bySwitch.shard?.index == command.shard?.index && bySwitch.shard?.count == command.shard?.count)
        let only = try parse(["TEST_TOTAL_SHARDS": "1", "TEST_SHARD_INDEX": "0"]).get()
        #expect(only.shard?.index == 0 && only.shard?.count == 1)
    }

    @Test func unsetOrEmptyVariablesChooseNoShard() throws {
        #expect(try parse([:]).get().shard == nil)
        #expect(try parse(["TEST_TOTAL_SHARDS": "", "TEST_SHARD_INDEX": ""]).get().shard == nil)
        // An empty variable is one not set, so the other alone is an error.
        #expect(
            usageMessage(["TEST_TOTAL_SHARDS": "", "TEST_SHARD_INDEX": "0"])
                == "TEST_SHARD_INDEX is set ('0') but TEST_TOTAL_SHARDS is not; Bazel sets both for a sharded test")
    }

    @Test func oneWithoutTheOtherIsAUsageError() {
        #expect(
            usageMessage(["TEST_TOTAL_SHARDS": "3"])
                == "TEST_TOTAL_SHARDS is set ('3') but TEST_SHARD_INDEX is not; Bazel sets both for a sharded test")
        #expect(
            usageMessage(["TEST_SHARD_INDEX": "2"])
                == "TEST_SHARD_INDEX is set ('2') but TEST_TOTAL_SHARDS is not; Bazel sets both for a sharded test")
    }

    @Test(arguments: ["0", "-1", "abc", "3.0", "+3", " 3", "3 ", "0x3", "99999999999999999999", "٣"])
    func aTotalThatIsNotAWholeNumberOfOneOrMoreIsAUsageError(_ total: String) {
        #expect(
            usageMessage(["TEST_TOTAL_SHARDS": total, "TEST_SHARD_INDEX": "0"])
                == "TEST_TOTAL_SHARDS expects a whole number of 1 or more, not '\(total)'")
    }

    @Test(arguments: ["3", "4", "-1", "x", "1.5", "", "99999999999999999999"])
    func anIndexThatIsNotBelowTheTotalIsAUsageError(_ index: String) {
        let message = usageMessage(["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": index])
        if index.isEmpty {
            #expect(message == "TEST_TOTAL_SHARDS is set ('3') but TEST_SHARD_INDEX is not; Bazel sets both for a sharded test")
        } else {
            #expect(message == "TEST_SHARD_INDEX expects a whole number from 0 to 2 (TEST_TOTAL_SHARDS is 3), not '\(index)'")
        }
    }

    @Test func controlCharactersInAValueAreShownEscaped() {
        #expect(
            usageMessage(["TEST_TOTAL_SHARDS": "3\n\u{1B}[31m", "TEST_SHARD_INDEX": "0"])
                == "TEST_TOTAL_SHARDS expects a whole number of 1 or more, not '3\\n\\u{1B}[31m'")
    }

    @Test func theVariablesAndShardTogetherAreAUsageError() {
        #expect(
            usageMessage(["flows", "--shard", "1/3"], ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "0"])
                == "--shard and TEST_TOTAL_SHARDS/TEST_SHARD_INDEX both choose the shard; give one of them (under Bazel, leave out --shard and set shard_count)"
        )
    }

    @Test func undeclaredOutputsTakeTheReportAndArtifactsUnlessGiven() throws {
        let command = try parse(["TEST_UNDECLARED_OUTPUTS_DIR": "/out"]).get()
        #expect(command.html == "/out/report")
        #expect(command.artifacts == "/out/artifacts")
        let given = try parse(["flows", "--html", "mine", "--artifacts", "failed"], ["TEST_UNDECLARED_OUTPUTS_DIR": "/out"]).get()
        #expect(given.html == "mine")
        #expect(given.artifacts == "failed")
        let none = try parse([:]).get()
        #expect(none.html == nil && none.artifacts == nil)
    }

    @Test func theXMLOutputFileIsWrittenBesideTheReport() throws {
        #expect(try parse(["XML_OUTPUT_FILE": "/out/test.xml"]).get().junitPaths == ["/out/test.xml"])
        #expect(try parse(["flows", "--report", "junit.xml"], ["XML_OUTPUT_FILE": "/out/test.xml"]).get().junitPaths == ["junit.xml", "/out/test.xml"])
        #expect(try parse(["flows", "--report", "junit.xml"], [:]).get().junitPaths == ["junit.xml"])
    }

    @Test func onlyTheVariablesOfTheProtocolAreKept() {
        let environment = CIEnvironment(["GITHUB_ACTIONS": "true", "HOME": "/root", "TESTBRIDGE_TEST_ONLY": "a*", "XML_OUTPUT_FILE": ""])
        #expect(environment == CIEnvironment(["GITHUB_ACTIONS": "true", "TESTBRIDGE_TEST_ONLY": "a*"]))
        #expect(environment.annotatesForGitHub)
        #expect(environment[.testFilter] == "a*")
        #expect(environment[.xmlOutputFile] == nil)
        #expect(!CIEnvironment(["GITHUB_ACTIONS": "TRUE"]).annotatesForGitHub)
        #expect(!CIEnvironment(["GITHUB_ACTIONS": "1"]).annotatesForGitHub)
    }
}
