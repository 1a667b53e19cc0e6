import Foundation
import Trellis

/// Deterministic screen files for the benchmarks: the same seed gives every machine the
/// same trees, byte for byte.
enum Workloads {
    /// The tag titles the generated screens draw from (Latin and CJK, as the seed's).
    static let titles = ["周一", "礼拜六", "十一月", "Swift", "tags", "新能源汽车", "MSCI中国", "a"]

    /// The width every generated screen has, in points: the container width `W` of the
    /// flow and grid workloads (their containers have no padding).
    static let screenWidth = 375

    /// `count` titles drawn from ``titles`` by a generator seeded with `seed`.
    static func titleSequence(_ count: Int, seed: UInt64 = 1) -> [String] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { _ in titles[Int(generator.next() % UInt64(titles.count))] }
    }

    /// A screen with one container `<element id="c" attributes>` of `count` buttons, each
    /// `<button title="…" padding="0 8" height="20"/>`: fixed-height boxes whose widths
    /// (title width under the test metrics plus 16) are all multiples of 0.5 point.
    static func containerScreen(_ element: String, attributes: String, buttons count: Int) -> [UInt8] {
        var xml = "<screen width=\"\(screenWidth)\" height=\"667\">\n  <\(element) id=\"c\" \(attributes)>\n"
        xml.reserveCapacity(count * 56 + 200)
        for title in titleSequence(count) {
            xml += "    <button title=\"\(title)\" padding=\"0 8\" height=\"20\"/>\n"
        }
        xml += "  </\(element)>\n</screen>\n"
        return Array(xml.utf8)
    }

    /// The layout workloads: key, table label, container element and attributes.
    static let flow = ("tag-list", "max-selected=\"0\"")
    static let grid = ("view", "layout=\"grid\" columns=\"4\" cell-height=\"20\"")
    static let checkIn = ("view", "layout=\"checkin\" cell-height=\"40\"")
    static let collapsed = ("collapsible", "max-lines=\"2\"")
    static let expanded = ("collapsible", "max-lines=\"2\" expanded=\"true\"")
    /// A tag list with the default selection cap (3), for selection taps.
    static let selectableFlow = ("tag-list", "max-selected=\"3\"")

    /// The flow parameters the peers must use to reproduce the flow workload's frames
    /// (Docs/layouts.md defaults: spacing 10, line-spacing 10, no padding).
    static let flowSpacing = 10.0, flowLineSpacing = 10.0
    /// The grid workload's parameters (Docs/layouts.md defaults: spacing 5 on both axes).
    static let gridColumns = 4, gridSpacing = 5.0, gridCellHeight = 20.0

    /// The load workload: `count` buttons one per line, `<button title="…"/>`, in a flow
    /// container. Calls `write` with pieces of about 64 KiB so a caller can stream it.
    static func buttonScreen(buttons count: Int, write: (String) -> Void) {
        var chunk = "<screen width=\"\(screenWidth)\" height=\"667\">\n  <view id=\"c\" layout=\"flow\">\n"
        // Titles are drawn one at a time, not as an array, so a caller that streams the
        // screen to a file holds no more than a piece of it (the memory workload's baseline).
        var generator = SplitMix64(state: 2)
        for _ in 0..<count {
            let title = titles[Int(generator.next() % UInt64(titles.count))]
            chunk += "    <button title=\"\(title)\"/>\n"
            if chunk.utf8.count >= 1 << 16 {
                write(chunk)
                chunk = ""
            }
        }
        write(chunk + "  </view>\n</screen>\n")
    }

    /// The load workload's bytes.
    static func buttonScreen(buttons count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 32 + 200)
        buttonScreen(buttons: count) { bytes.append(contentsOf: $0.utf8) }
        return bytes
    }

    /// A screen of `count` buttons under the `absolute` layout, each at its own frame on a
    /// 100-column lattice of 3.75 × 6.67-point cells (a hundred buttons share each cell).
    static func absoluteScreen(buttons count: Int) -> [UInt8] {
        var xml = "<screen width=\"375\" height=\"667\">\n  <view id=\"canvas\" height=\"667\">\n"
        for (index, title) in titleSequence(count, seed: 3).enumerated() {
            let x = Double(index % 100) * 3.75
            let y = Double(index / 100 % 100) * 6.67
            xml += "    <button title=\"\(title)\" frame=\"\(x) \(y) 3.75 6.67\"/>\n"
        }
        return Array((xml + "  </view>\n</screen>\n").utf8)
    }
}

/// The loader for generated screens: the standard one with room for the million-item
/// workloads (256 MiB files, 2,000,000 views), which the default limits refuse.
let benchLoader = ScreenLoader(
    registry: .standard, limits: LoadLimits(maximumFileSize: 256 << 20, maximumViewCount: 2_000_000))

/// Loads a generated screen, or stops the benchmark with EX_SOFTWARE (70): a generated
/// screen that does not load is a defect of the generator or the loader.
func loadScreen(_ bytes: [UInt8]) -> Screen {
    do {
        return try benchLoader.load(bytes: bytes, path: "bench.xml")
    } catch {
        printError("trellis-bench: a generated screen failed to load: \(error)")
        exit(70)
    }
}

/// The container `c` of a generated screen (see ``loadScreen(_:)`` for the exit).
func container(of screen: Screen) -> View {
    guard let view = screen.view(withID: "c") else {
        printError("trellis-bench: a generated screen has no container with id 'c'")
        exit(70)
    }
    return view
}
