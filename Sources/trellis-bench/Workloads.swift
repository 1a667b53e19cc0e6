import Foundation
import Trellis

/// Deterministic screen files for the benchmarks.
enum Workloads {
    static let titles = ["周一", "礼拜六", "十一月", "Swift", "tags", "新能源汽车", "MSCI中国", "a"]

    /// A screen of `count` buttons under the `stack` layout.
    static func stackScreen(buttons count: Int) -> String {
        var xml = "<screen width=\"375\" height=\"667\" padding=\"10\" spacing=\"2\">\n"
        for index in 0..<count { xml += "  <button id=\"b\(index)\" title=\"\(titles[index % titles.count])\" padding=\"4 8\"/>\n" }
        return xml + "</screen>\n"
    }

    /// A screen of `count` buttons under the `absolute` layout, each at its own frame on a
    /// 100-column lattice of 3.75 × 6.67-point cells.
    static func absoluteScreen(buttons count: Int) -> String {
        var xml = "<screen width=\"375\" height=\"667\">\n  <view id=\"canvas\" height=\"667\">\n"
        for index in 0..<count {
            let x = Double(index % 100) * 3.75, y = Double(index / 100 % 100) * 6.67
            xml += "    <button id=\"b\(index)\" title=\"\(titles[index % titles.count])\" frame=\"\(x) \(y) 3.75 6.67\"/>\n"
        }
        return xml + "  </view>\n</screen>\n"
    }

    /// A screen with one container of `count` buttons: `<element attributes>`.
    static func containerScreen(_ element: String, attributes: String, buttons count: Int, padding: String = "0 8") -> String {
        var xml = "<screen width=\"375\" height=\"667\">\n  <\(element) id=\"c\" \(attributes)>\n"
        for index in 0..<count { xml += "    <button title=\"\(titles[index % titles.count])\" padding=\"\(padding)\" height=\"20\"/>\n" }
        return xml + "  </\(element)>\n</screen>\n"
    }
}
