import CBenchLoops
import Foundation

/// The C limits measured in the same run as Trellis: the greedy flow loop and the grid
/// loop over the workload's own item sizes, and a libxml2 parse-and-walk of the load
/// workload's bytes.
enum CBaselines {
    /// The flow loop over `widths`/`heights` (points) in a `width`-point container with the
    /// flow workload's spacings; returns each item's origin.
    static func flow(widths: [Double], heights: [Double], width: Double) -> (xs: [Double], ys: [Double]) {
        var xs = [Double](repeating: 0, count: widths.count)
        var ys = xs
        _ = cbench_flow(widths, heights, widths.count, width, Workloads.flowSpacing, Workloads.flowLineSpacing, &xs, &ys)
        return (xs, ys)
    }

    /// Times the flow loop over the given sizes; records `c.flow` at `size`.
    static func measureFlow(_ bench: Benchmark, widths: [Double], heights: [Double], width: Double) {
        var xs = [Double](repeating: 0, count: widths.count)
        var ys = xs
        bench.measure("c.flow", "C loop: greedy flow over sizes", size: widths.count, items: widths.count) {
            _ = cbench_flow(widths, heights, widths.count, width, Workloads.flowSpacing, Workloads.flowLineSpacing, &xs, &ys)
        }
    }

    /// Times the grid loop for `count` cells in a `width`-point container; records `c.grid`.
    static func measureGrid(_ bench: Benchmark, count: Int, width: Double) {
        var xs = [Double](repeating: 0, count: count)
        var ys = xs
        bench.measure("c.grid", "C loop: 4-column grid", size: count, items: count) {
            _ = cbench_grid(count, Workloads.gridColumns, width, Workloads.gridSpacing, Workloads.gridCellHeight, &xs, &ys)
        }
    }

    /// The libxml2 parse-and-walk of `bytes` (a `size`-button screen) as an operation to
    /// time; exits 70 when the walk does not see every element.
    static func xmlWalk(bytes: [UInt8], size: Int) -> Benchmark.Operation {
        var counts = cbench_xml_counts()
        let walk = {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { cbench_xml_walk($0.baseAddress, Int32(buffer.count), &counts) }
            }
        }
        guard walk() == 0, counts.elements == size + 2 else {
            printError("trellis-bench: the libxml2 walk saw \(counts.elements) elements, expected \(size + 2)")
            exit(70)
        }
        return Benchmark.Operation(key: "c.xml", label: "C libxml2: parse and walk the screen", body: { _ = walk() })
    }
}
