import Foundation
import Trellis

/// The JSON output of a sweep (Docs/sweeps.md, "Output"): `{"screens": [{"file",
/// "configurations": [{"size", "width", "height", "fontScale", "appearance", "locale"}…]}…],
/// "findings": [{"file", "line", "column", "rule", "message", "holds", "where",
/// "thresholds"}…]}`, numbers and strings as Docs/cli.md writes them.
enum SweepJSON {
    /// The whole object.
    static func json(_ report: SweepReport) -> JSONValue {
        let screens: [JSONValue] = report.screens.map { screen in
            .object([
                ("file", .string(screen.file)),
                ("configurations", .array((0..<screen.grid.count).map { configuration($0, in: screen.grid) })),
            ])
        }
        let findings: [JSONValue] = report.findings.map { finding in
            let grid = report.screens[finding.screen].grid
            let location = finding.finding.location
            return .object([
                ("file", location.map { .string($0.file) } ?? .null),
                ("line", location.map { .number(Double($0.line)) } ?? .null),
                ("column", location.map { .number(Double($0.column)) } ?? .null),
                ("rule", .string(finding.finding.rule.rawValue)),
                ("message", .string(finding.finding.message)),
                ("holds", .array(finding.holds.map { .number(Double($0)) })),
                ("where", .string(SweepWhere.describe(Set(finding.holds), in: grid))),
                ("thresholds", .array(finding.thresholds.map { threshold($0, in: grid) })),
            ])
        }
        return .object([("screens", .array(screens)), ("findings", .array(findings))])
    }

    /// `{"size", "width", "height", "fontScale", "appearance", "locale"}`.
    static func configuration(_ index: Int, in grid: SweepGrid) -> JSONValue {
        let point = grid.point(at: index)
        let size = grid.sizes[point.size]
        return .object([
            ("size", .string(size.name)), ("width", number(size.width)), ("height", number(size.height)),
            ("fontScale", number(grid.scales[point.scale].value)), ("appearance", .string(grid.appearances[point.appearance].rawValue)),
            ("locale", .string(grid.locales[point.locale].rawValue)),
        ])
    }

    /// `{"axis", "holds", "value", "searched": [a, b], "at", "layouts"}`, `at` giving the
    /// other axes.
    static func threshold(_ threshold: SweepThreshold, in grid: SweepGrid) -> JSONValue {
        let (a, b) = (grid.point(at: threshold.search.a), grid.point(at: threshold.search.b))
        let (from, to) = (grid.sizes[a.size], grid.sizes[b.size])
        let appearance: (String, JSONValue) = ("appearance", .string(grid.appearances[a.appearance].rawValue))
        let locale: (String, JSONValue) = ("locale", .string(grid.locales[a.locale].rawValue))
        let searched: [CGFloat]
        let at: JSONValue
        switch threshold.search.axis {
        case .width:
            searched = [from.width, to.width]
            at = .object([("height", number(from.height)), ("fontScale", number(grid.scales[a.scale].value)), appearance, locale])
        case .fontScale:
            searched = [grid.scales[a.scale].value, grid.scales[b.scale].value]
            at = .object([("size", .string(from.name)), ("width", number(from.width)), ("height", number(from.height)), appearance, locale])
        }
        return .object([
            ("axis", .string(threshold.search.axis.rawValue)), ("holds", .string(threshold.search.holdsAtA ? "below" : "from")),
            ("value", number(threshold.value)), ("searched", .array(searched.map(number))), ("at", at),
            ("layouts", .number(Double(threshold.layouts))),
        ])
    }

    private static func number(_ value: CGFloat) -> JSONValue { .number(Double(value)) }
}
