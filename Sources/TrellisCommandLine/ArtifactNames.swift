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
        // Each path's plain name and its lowercased form, made once (a run names every flow).
        let plain = unique.map { path in
            let stem = Self.plainStem(path)
            return (stem: stem, folded: stem.lowercased())
        }
        var sharing: [String: Int] = [:]
        for name in plain { sharing[name.folded, default: 0] += 1 }
        var used = Set<String>()
        for (path, name) in zip(unique, plain) where sharing[name.folded] == 1 && name.stem.utf8.count <= Self.maximumStemLength {
            stems[path] = name.stem
            used.insert(name.folded)
        }
        for (path, name) in zip(unique, plain) where stems[path] == nil {
            var kept = Substring(name.stem)
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

    /// `path` without its extension, `.` and `..` left out, directories joined by `_`; a
    /// data row's test path keeps its `[i]` after the name (`flows/login.yaml[2]` →
    /// `flows_login[2]`; Docs/flows.md, "Data rows").
    static func plainStem(_ path: String) -> String {
        if path.hasSuffix("]"), let open = path.lastIndex(of: "[") {
            let number = path[open...].dropFirst().dropLast()
            if !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) {
                return fileStem(String(path[..<open])) + path[open...]
            }
        }
        return fileStem(path)
    }

    /// ``plainStem(_:)`` of a file's path.
    private static func fileStem(_ path: String) -> String {
        guard let extensionStart = asciiExtensionStart(path) else {
            let parts = (path as NSString).deletingPathExtension.split(separator: "/").filter { $0 != "." && $0 != ".." }
            return parts.isEmpty ? "flow" : parts.joined(separator: "_")
        }
        // An ASCII path: its bytes are its characters, so it is split at the byte "/" and
        // the name is put together in bytes.
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var path = path
        let stem = path.withUTF8 { utf8 in
            var stem: [UInt8] = []
            stem.reserveCapacity(extensionStart)
            var start = 0
            while start < extensionStart {
                var end = start
                while end < extensionStart, utf8[end] != slash { end += 1 }
                let part = UnsafeBufferPointer(rebasing: utf8[start..<end])
                // Not an empty part (repeated slashes), ".", or "..".
                if !(part.count <= 2 && part.allSatisfy { $0 == dot }) {
                    if !stem.isEmpty { stem.append(UInt8(ascii: "_")) }
                    stem.append(contentsOf: part)
                }
                start = end + 1
            }
            return stem
        }
        return stem.isEmpty ? "flow" : String(decoding: stem, as: UTF8.self)
    }

    /// Where `path`'s extension starts (at its "."), as a UTF-8 offset, found in the bytes
    /// (Foundation's path methods cost more than the rest of naming a flow), for an ASCII
    /// path whose last part has an extension of letters and digits after a name
    /// (`flows/a.yaml` → 7): `NSString.deletingPathExtension` keeps the bytes before it.
    /// Nil for any other path, which Foundation's rules (trailing slashes, hidden files,
    /// empty extensions) decide.
    static func asciiExtensionStart(_ path: String) -> Int? {
        var path = path
        return path.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 }), let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot > 0, dot + 1 < utf8.count,
                utf8[(dot + 1)...].allSatisfy(isLetterOrDigit), utf8[dot - 1] != UInt8(ascii: "/")
            else { return nil }
            return dot
        }
    }

    /// Whether `byte` is an ASCII letter or digit.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
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
