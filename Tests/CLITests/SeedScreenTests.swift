import Foundation
import Testing

/// The four seed screens in `Examples/`, run end to end through `trellis run --format json`
/// and compared with frames computed by hand from Docs/layouts.md.
struct SeedScreenTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// Runs the CLI on an example and returns the parsed JSON document.
    func run(_ example: String, taps: [String] = [], status: Int32 = 0) throws -> [String: Any] {
        var arguments = ["run", Self.examples.appendingPathComponent(example).path, "--format", "json"]
        for tap in taps { arguments += ["--tap", tap] }
        let result = try CLIRunner.run(arguments)
        #expect(result.status == status, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func container(_ document: [String: Any]) throws -> [String: Any] {
        let root = try #require(document["root"] as? [String: Any])
        return try #require((root["children"] as? [[String: Any]])?.first)
    }

    func children(_ view: [String: Any]) throws -> [[String: Any]] {
        try #require(view["children"] as? [[String: Any]])
    }

    func frames(_ views: [[String: Any]]) -> [[Double]] {
        views.map { ($0["frame"] as? [Double]) ?? [] }
    }

    @Test func weekdayTagList() throws {
        let document = try run("weekdays.xml", taps: ["周一", "周三", "礼拜六", "十月", "周三"])
        let list = try container(document)
        // Content width 375 − 16 − 16 = 343. Two-character tags are 2 × 15 + 2 × 20 = 70
        // wide, three-character ones 85, all 20 high, 20 apart; lines are 20 apart.
        // Line 1: 0, 90, 180, 270 (ends at 340; 周五 would end at 430). Line 2 (y 40):
        // 周五 0, 礼拜六 90, 礼拜天 195 (ends 280; 一月 would end 370). Eight lines in all:
        // height 8 × 20 + 7 × 20 = 300.
        #expect(list["frame"] as? [Double] == [16, 50, 343, 300])
        let tags = try children(list)
        #expect(tags.count == 26)
        #expect(
            frames(Array(tags.prefix(7))) == [
                [0, 0, 70, 20], [90, 0, 70, 20], [180, 0, 70, 20], [270, 0, 70, 20],
                [0, 40, 70, 20], [90, 40, 85, 20], [195, 40, 85, 20],
            ])
        // Line 5 (y 160): 九月 0, 十月 90, 十一月 180 (ends 265; 十二月 would end 370).
        // Line 6 (y 200): 十二月 0, 春天 105, 夏天 195. Line 8: 王五 alone at y 280.
        #expect(frames(Array(tags[15...19])) == [[0, 160, 70, 20], [90, 160, 70, 20], [180, 160, 85, 20], [0, 200, 85, 20], [105, 200, 70, 20]])
        #expect(frames([tags[25]]) == [[0, 280, 70, 20]])
        // 周一, 周三, 礼拜六 fill the three places; 十月 evicts 周一 (the earliest); the
        // second tap on 周三 deselects it.
        #expect((list["state"] as? [String: Any])?["selection"] as? [String] == ["礼拜六", "十月"])
        #expect(tags.map { $0["selected"] as? Bool } == (0..<26).map { [5, 16].contains($0) })
        let log = try #require(document["log"] as? [[String: Any]])
        // 周一 is tapped at its centre: (16 + 35, 50 + 10).
        #expect(log.first?["point"] as? [Double] == [51, 60])
        #expect(log.first?["events"] as? [String] == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(log.map { $0["valueChanged"] as? [String] } == Array(repeating: ["tag-list#weekdays"], count: 5))
    }

    @Test func checkInBoard() throws {
        let document = try run("checkin.xml", taps: ["第五天", "第六天"])
        let board = try container(document)
        // 375 × 200, padding 10: W = 355, H = 180. cellW = (355 − 3 × 15) / 4 = 77.5;
        // two rows: cellH = (180 − 10) / 2 = 85. Row 2 is at y = 10 + 85 + 10 = 105; the
        // seventh item, in column 3 of 4, stretches from x = 10 + 2 × 92.5 = 195 to the
        // right edge: 355 − 185 = 170.
        #expect(board["frame"] as? [Double] == [0, 0, 375, 200])
        let items = try children(board)
        #expect(
            frames(items) == [
                [10, 10, 77.5, 85], [102.5, 10, 77.5, 85], [195, 10, 77.5, 85], [287.5, 10, 77.5, 85],
                [10, 105, 77.5, 85], [102.5, 105, 77.5, 85], [195, 105, 170, 85],
            ])
        // Checking in on day five (index 4 = checked) works once; day six changes nothing.
        let state = try #require(board["state"] as? [String: Any])
        #expect(state["checked"] as? Int == 5)
        #expect(state["checkedToday"] as? Bool == true)
        #expect(items.map { $0["status"] as? String } == Array(repeating: "✨领奖✨", count: 5) + ["✨", "✨"])
        #expect(items.map { $0["selected"] as? Bool } == [true, true, true, true, true, false, false])
        let log = try #require(document["log"] as? [[String: Any]])
        #expect(log.map { $0["valueChanged"] as? [String] } == [["check-in#board"], []])
    }

    @Test func aCheckedDayIsAMissedTap() throws {
        let document = try run("checkin.xml", taps: ["第一天"], status: 1)
        let log = try #require(document["log"] as? [[String: Any]])
        #expect((log.first?["error"] as? String)?.contains("is not interactive") == true)
    }

    @Test func collapsibleCompanyTags() throws {
        let collapsed = try container(try run("company-tags.xml"))
        // W = 375 − 15 − 15 = 345; line 1 starts at the 35-point indent. Tags at 10 pt with
        // 10 points each side: 4 characters → 60, 5 → 70, 3 → 50. 35 + 60 = 95, 105 + 60 =
        // 165, 175 + 70 = 245, and the 45-point toggle at 255 ends at 300 ≤ 345; a fourth
        // tag (255 + 50 = 305) would leave no room for the toggle (315 + 45 = 360).
        #expect(collapsed["frame"] as? [Double] == [15, 20, 345, 15])
        let tags = try children(collapsed)
        #expect(frames(Array(tags.prefix(3))) == [[35, 0, 60, 15], [105, 0, 60, 15], [175, 0, 70, 15]])
        #expect(tags[3...11].allSatisfy { $0["collapsed"] as? Bool == true && $0["frame"] as? [Double] == [0, 0, 0, 0] })
        // The toggle is the last subview: "展开" at 10 pt is 20 × 12, its width fixed at 45.
        #expect(tags[12]["id"] as? String == "tags.toggle")
        #expect(tags[12]["text"] as? String == "展开")
        #expect(tags[12]["frame"] as? [Double] == [255, 0, 45, 12])
        #expect(collapsed["state"] as? NSDictionary == ["expanded": false, "hiddenCount": 9])

        let document = try run("company-tags.xml", taps: ["#tags.toggle"])
        let expanded = try container(document)
        // Expanded: line 1 holds 4 tags (…, 锂电池 at 255 ending 305; 储能 would end 355);
        // line 2 (y = 15 + 5 = 20): 储能 0, 光伏 50, MSCI中国 100, 富时罗素 170, 标普道琼斯 240
        // (ends 310); line 3 (y 40): 深股通 0, 创业板综 60, 预盈预增 130, then the toggle
        // "收起" at 200. Height 3 × 15 + 2 × 5 = 55.
        #expect(expanded["frame"] as? [Double] == [15, 20, 345, 55])
        let all = try children(expanded)
        #expect(
            frames(all) == [
                [35, 0, 60, 15], [105, 0, 60, 15], [175, 0, 70, 15], [255, 0, 50, 15],
                [0, 20, 40, 15], [50, 20, 40, 15], [100, 20, 60, 15], [170, 20, 60, 15], [240, 20, 70, 15],
                [0, 40, 50, 15], [60, 40, 60, 15], [130, 40, 60, 15], [200, 40, 45, 12],
            ])
        #expect(all[12]["text"] as? String == "收起")
        #expect(expanded["state"] as? NSDictionary == ["expanded": true, "hiddenCount": 0])
        let log = try #require(document["log"] as? [[String: Any]])
        #expect(log.first?["hit"] as? String == "button#tags.toggle")
        #expect(log.first?["valueChanged"] as? [String] == ["collapsible#tags"])
    }

    @Test func feedbackGrid() throws {
        let document = try run("feedback-grid.xml", taps: ["路太窄"])
        let grid = try container(document)
        // 375 × 105, padding 5, spacing 5, 4 × 2: cellW = (365 − 15) / 4 = 87.5,
        // cellH = (95 − 5) / 2 = 45; columns at 5, 97.5, 190, 282.5; rows at 5 and 55.
        #expect(grid["frame"] as? [Double] == [0, 0, 375, 105])
        #expect(
            frames(try children(grid)) == [
                [5, 5, 87.5, 45], [97.5, 5, 87.5, 45], [190, 5, 87.5, 45], [282.5, 5, 87.5, 45],
                [5, 55, 87.5, 45], [97.5, 55, 87.5, 45], [190, 55, 87.5, 45], [282.5, 55, 87.5, 45],
            ])
        let log = try #require(document["log"] as? [[String: Any]])
        // 路太窄 is tapped at its centre (190 + 43.75, 5 + 22.5); its action is unhandled
        // from the CLI, which installs no handler.
        #expect(log.first?["point"] as? [Double] == [233.75, 27.5])
        #expect(log.first?["actions"] as? [NSDictionary] == [["name": "report", "handled": false, "sender": "button \"路太窄\""]])
    }
}
