import Foundation

/// The realistic workloads' screen (issue 39's first item): a screen as tall as its
/// content, so every view is on screen and is drawn, hit and audited; most titles
/// distinct (CJK, Latin, digits, some emoji); `padding` and `height` on every button and
/// an `id` on every tenth, as a user's screen has them.
enum RealisticScreen {
    /// Each button's height and the stack's spacing, in points.
    static let buttonHeight = 32, spacing = 4, padding = 16

    /// The screen's height for `count` buttons: the padding above and below, the buttons
    /// and the spacing between them (16 + 32N + 4(N − 1) + 16 = 36N + 28 points).
    static func height(buttons count: Int) -> Int {
        2 * padding + count * buttonHeight + max(0, count - 1) * spacing
    }

    /// The title of the button at `index`: seven in ten are distinct (they hold the index),
    /// the rest drawn from the seed's eight titles; the kind is chosen by `generator`.
    static func title(at index: Int, using generator: inout SplitMix64) -> String {
        let draw = generator.next()
        switch draw % 10 {
        case 0, 1: return "订单 \(index) 已发货"
        case 2: return "Open item \(index)"
        case 3: return "\(index * 7919 % 1_000_003)"
        case 4: return "第\(index)号 · Tea"
        case 5: return draw % 20 == 5 ? "🍵 \(index)" : "Settings \(index) 设置"
        case 6: return "Ünïcode ümlaut \(index)"
        default: return Workloads.titles[Int(draw / 10 % UInt64(Workloads.titles.count))]
        }
    }

    /// The screen's XML for `count` buttons in a stack `<view id="c">`, handed to `write`
    /// in pieces of about 64 KiB so a caller can stream it to a file.
    static func write(buttons count: Int, to write: (String) -> Void) {
        var chunk = "<screen width=\"\(Workloads.screenWidth)\" height=\"\(height(buttons: count))\" padding=\"\(padding)\">\n"
        chunk += "  <view id=\"c\" layout=\"stack\" spacing=\"\(spacing)\">\n"
        var generator = SplitMix64(state: 39)
        for index in 0..<count {
            let id = index % 10 == 0 ? " id=\"b\(index)\"" : ""
            chunk += "    <button\(id) title=\"\(title(at: index, using: &generator))\" padding=\"0 12\" height=\"\(buttonHeight)\"/>\n"
            if chunk.utf8.count >= 1 << 16 {
                write(chunk)
                chunk = ""
            }
        }
        write(chunk + "  </view>\n</screen>\n")
    }

    /// The screen's bytes for `count` buttons.
    static func bytes(buttons count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 64 + 200)
        write(buttons: count) { bytes.append(contentsOf: $0.utf8) }
        return bytes
    }
}
