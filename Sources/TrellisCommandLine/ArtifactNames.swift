import Foundation

/// The file names `trellis test --artifacts` gives each flow's artifacts: the flow's path
/// without its extension, its directories joined by `_` (`flows/login.yaml` →
/// `flows_login`), so the artifacts of a run sit side by side in one directory.
///
/// Names never collide: when two flows of a run would get the same name (`a_b.yaml` and
/// `a/b.yaml`, `x.yaml` and `x.yml`, `../x.yaml` and `x.yaml`; compared ignoring case, for
/// file systems that do), or a name is longer than ``maximumStemLength`` bytes, the name
/// ends in `-` and eight hexadecimal digits of a hash of the flow's whole path (FNV-1a),
/// which stays the same from run to run.
struct ArtifactNames: Sendable {
    /// The longest name kept whole, in UTF-8 bytes: with the longest suffix (`.json`) and
    /// a hash it stays within the 255 bytes a file name may have.
    static let maximumStemLength = 200

    private var stems: [String: String] = [:]

    /// Names the artifacts of the flows at `flowPaths`, as the flows' results give them.
    init(flowPaths: [String]) {
        let unique = Array(Set(flowPaths)).sorted()
        var byName: [String: [String]] = [:]
        for path in unique { byName[Self.plainStem(path).lowercased(), default: []].append(path) }
        var used = Set<String>()
        for path in unique {
            let plain = Self.plainStem(path)
            if byName[plain.lowercased()]?.count == 1, plain.utf8.count <= Self.maximumStemLength {
                stems[path] = plain
                used.insert(plain.lowercased())
            }
        }
        for path in unique where stems[path] == nil {
            var kept = Substring(Self.plainStem(path))
            while kept.utf8.count > Self.maximumStemLength { kept.removeLast() }
            var hash = Self.hash(path)
            var stem = "\(kept)-\(Self.hex(hash))"
            while used.contains(stem.lowercased()) {
                hash = hash &+ 1
                stem = "\(kept)-\(Self.hex(hash))"
            }
            stems[path] = stem
            used.insert(stem.lowercased())
        }
    }

    /// The name (without extension) of the artifacts of the flow at `path`.
    func stem(for path: String) -> String {
        stems[path] ?? Self.plainStem(path)
    }

    /// `path` without its extension, `.` and `..` left out, directories joined by `_`.
    static func plainStem(_ path: String) -> String {
        let parts = (path as NSString).deletingPathExtension.split(separator: "/").filter { $0 != "." && $0 != ".." }
        return parts.isEmpty ? "flow" : parts.joined(separator: "_")
    }

    /// The FNV-1a 32-bit hash of the path's UTF-8.
    private static func hash(_ path: String) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in path.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
