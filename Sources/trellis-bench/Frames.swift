import Foundation
import Trellis

/// `trellis-bench --frames flow|grid N`: the frames Trellis gives the flow or grid
/// workload's items, for peers to compare theirs with.
enum Frames {
    /// Prints a `# KIND N width W spacing S line-spacing L` header (for grid: `columns C
    /// spacing S cell-height H`), then one `x y width height` line per item in container
    /// coordinates (points, shortest round-tripping form). Returns the exit status: 0, or
    /// 64 for an unknown kind.
    static func print(kind: String, size: Int) -> Int32 {
        let header: String
        let screen: Screen
        switch kind {
        case "flow":
            screen = loadScreen(Workloads.containerScreen(Workloads.flow.0, attributes: Workloads.flow.1, buttons: size))
            header = "spacing \(Workloads.flowSpacing) line-spacing \(Workloads.flowLineSpacing)"
        case "grid":
            screen = loadScreen(Workloads.containerScreen(Workloads.grid.0, attributes: Workloads.grid.1, buttons: size))
            header = "columns \(Workloads.gridColumns) spacing \(Workloads.gridSpacing) cell-height \(Workloads.gridCellHeight)"
        default:
            printError("trellis-bench: --frames takes flow or grid, got '\(kind)'")
            return 64
        }
        let view = container(of: screen)
        var output = "# \(kind) \(size) width \(view.bounds.width) \(header)\n"
        output.reserveCapacity(size * 24 + 100)
        for subview in view.subviews {
            let frame = subview.frame
            output += "\(frame.minX) \(frame.minY) \(frame.width) \(frame.height)\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        return 0
    }
}
