import Foundation
import Trellis

/// Where a finding holds, in words (Docs/sweeps.md, "Where it holds"): `in every
/// configuration`, else its configurations described axis by axis in the order sizes,
/// scales, appearances, locales.
///
/// For the first axis, the combinations of the other axes are taken in sweep order and,
/// for each, the set of first-axis values with which the finding holds; combinations with
/// the same non-empty set form a group, in the order of their first combination. A group
/// is its set's phrase (none for the whole axis), then the clauses describing its
/// combinations by the same rule over the remaining axes; phrases are joined by `, `,
/// clauses by `; `.
enum SweepWhere {
    /// The phrase for the configurations `holds` (indices in sweep order) of `grid`.
    static func describe(_ holds: Set<Int>, in grid: SweepGrid) -> String {
        if holds.count == grid.count { return "in every configuration" }
        let held = Set(
            holds.map { index in
                let point = grid.point(at: index)
                return [point.size, point.scale, point.appearance, point.locale]
            })
        return clauses(held, axis: 0, grid: grid).joined(separator: "; ")
    }

    /// The clauses describing `held`, tuples of the values of the axes from `axis` on.
    private static func clauses(_ held: Set<[Int]>, axis: Int, grid: SweepGrid) -> [String] {
        let counts = grid.axisCounts
        guard axis < counts.count else { return [] }
        var groups: [(values: [Int], combinations: [[Int]])] = []
        var groupOfValues: [[Int]: Int] = [:]
        for combination in combinations(Array(counts[(axis + 1)...])) {
            let values = (0..<counts[axis]).filter { held.contains([$0] + combination) }
            guard !values.isEmpty else { continue }
            if let group = groupOfValues[values] {
                groups[group].combinations.append(combination)
            } else {
                groupOfValues[values] = groups.count
                groups.append((values, [combination]))
            }
        }
        return groups.map { group in
            var parts: [String] = []
            if group.values.count < counts[axis] { parts.append(phrase(group.values, axis: axis, grid: grid)) }
            let rest = clauses(Set(group.combinations), axis: axis + 1, grid: grid).joined(separator: "; ")
            if !rest.isEmpty { parts.append(rest) }
            return parts.joined(separator: ", ")
        }
    }

    /// Every tuple of values below `counts`, in sweep order (the last axis fastest).
    private static func combinations(_ counts: [Int]) -> [[Int]] {
        var result: [[Int]] = [[]]
        for count in counts {
            result = result.flatMap { prefix in (0..<count).map { prefix + [$0] } }
        }
        return result
    }

    /// The phrase for `values` (ascending indices, not the whole axis) on `axis`.
    static func phrase(_ values: [Int], axis: Int, grid: SweepGrid) -> String {
        switch axis {
        case 0:
            let widths = grid.sizes.map(\.width)
            switch run(values, widths) {
            case .first(let last): return "at widths ≤ \(widths[last].trellisDescription) pt"
            case .last(let first): return "at widths ≥ \(widths[first].trellisDescription) pt"
            case .one(let value): return "at size \(grid.sizes[value].name)"
            case .other: return "at sizes " + values.map { grid.sizes[$0].name }.joined(separator: ", ")
            }
        case 1:
            let scales = grid.scales.map(\.value)
            switch run(values, scales) {
            case .first(let last): return "at font scale ≤ \(scales[last].trellisDescription)"
            case .last(let first): return "at font scale ≥ \(scales[first].trellisDescription)"
            case .one(let value): return "at font scale \(scales[value].trellisDescription)"
            case .other: return "at font scales " + values.map { scales[$0].trellisDescription }.joined(separator: ", ")
            }
        case 2:
            return "in " + values.map { grid.appearances[$0].rawValue }.joined(separator: ", ")
        default:
            return (values.count == 1 ? "in locale " : "in locales ") + values.map { grid.locales[$0].rawValue }.joined(separator: ", ")
        }
    }

    /// How a set of values on a sorted axis reads.
    private enum Run {
        /// One value.
        case one(Int)
        /// The first k ≥ 2 values, the next one being larger; the last of them.
        case first(Int)
        /// The last k ≥ 2 values, the one before being smaller; the first of them.
        case last(Int)
        /// Any other set.
        case other
    }

    /// Whether `values` (ascending indices, not all of `keys`) is one value, a run from
    /// the start or a run to the end of the axis whose values are `keys` (ascending).
    private static func run(_ values: [Int], _ keys: [CGFloat]) -> Run {
        guard let first = values.first, let last = values.last else { return .other }
        if values.count == 1 { return .one(first) }
        guard last - first + 1 == values.count else { return .other }
        if first == 0, last + 1 < keys.count, keys[last + 1] > keys[last] { return .first(last) }
        if last == keys.count - 1, first > 0, keys[first - 1] < keys[first] { return .last(first) }
        return .other
    }
}
