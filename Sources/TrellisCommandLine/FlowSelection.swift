import Foundation
import Trellis

/// The flow files `trellis test` runs: the files given, and the `.yaml`/`.yml` files
/// under the directories given (recursively, sorted), each with its path relative to the
/// argument that named it, which sharding hashes.
struct FlowSelection {
    /// One file and the path sharding hashes.
    typealias Entry = InputPaths.Entry

    private(set) var entries: [Entry] = []
    /// How many files under the directories could not be read for their names
    /// (``InputPaths/expand(_:unreadable:includes:)``, already reported).
    private(set) var unreadable = 0

    /// Expands the arguments.
    ///
    /// - Throws: exit 66 for a path that does not exist.
    init(arguments: [String]) throws(CommandFailure) {
        entries = try InputPaths.expand(arguments, unreadable: &unreadable) { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
    }

    /// Whether `entry` belongs to shard `index` (0-based) of `count`: the FNV-1a 64-bit
    /// hash of its relative path's UTF-8, modulo `count` — stable across machines and runs.
    static func inShard(_ entry: Entry, index: Int, count: Int) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in entry.relativePath.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash % UInt64(count) == UInt64(index)
    }
}
