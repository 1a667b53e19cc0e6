import Foundation
import TrellisCore
import TrellisFiles

/// `assertSnapshot: name`: compares the screen's text dump (``TreePrinter``) with the
/// golden file `name.snapshot.txt` in the flow file's directory.
///
/// When recording, the dump is written to the golden file with ``AtomicFile`` (a temporary
/// file renamed over it, so a failed or interrupted write leaves the old golden whole)
/// and the step still fails, so a recording run cannot pass CI.
struct SnapshotAssertion {
    let screen: Screen
    let record: Bool

    /// The golden file of snapshot `name` for a step written in `flowFile`.
    static func goldenPath(name: String, flowFile: String) -> String {
        FlowLoader.resolve(name + ".snapshot.txt", against: flowFile)
    }

    func check(name: String, flowFile: String) throws(StepFailure) {
        screen.layoutIfNeeded()
        let dump = TreePrinter.dump(screen)
        let path = SnapshotAssertion.goldenPath(name: name, flowFile: flowFile)
        if record {
            do {
                try AtomicFile.write(Data(dump.utf8), to: path)
            } catch {
                throw StepFailure("could not record \(path): \(error.reason); the old golden file is unchanged")
            }
            throw StepFailure("recorded \(path); run again without --record to check it", recordedGolden: path)
        }
        guard RegularFile.identity(of: path) != nil else {
            throw StepFailure("no golden file \(path); run with --record to write it")
        }
        let golden: String
        do {
            golden = String(decoding: try RegularFile.read(path, maximumSize: .max).bytes, as: UTF8.self)
        } catch {
            guard case .unreadable(let reason) = error else { throw StepFailure("cannot read the golden file \(path)") }
            throw StepFailure("cannot read the golden file \(path): \(reason)")
        }
        guard golden != dump else { return }
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let found = dump.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expected, found).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, found.count)
        let expectedLine = line < expected.count ? String(expected[line]) : "(end of file)"
        let foundLine = line < found.count ? String(found[line]) : "(end of dump)"
        throw StepFailure("the dump differs from \(path) at line \(line + 1):\n  expected: \(expectedLine)\n  found:    \(foundLine)")
    }
}
