import Foundation
import Trellis

extension LayoutConformance {
    /// The smallest case found that still breaks rule `kind`: subviews and mutations
    /// removed one at a time, then sizes rounded and halved, each step kept when the rule
    /// is still broken, until no step helps (at most 500 tries).
    static func shrink(_ layoutCase: LayoutCase, kind: Violation.Kind, layout: some Layout, options: Options) -> Violation {
        let check = ConformanceChecks(layout: layout, options: options).check(for: kind)
        func failure(_ candidate: LayoutCase) -> String? {
            check(candidate).first { $0.0 == kind }?.1
        }
        var best = layoutCase
        var message = failure(layoutCase) ?? ""
        var budget = 500
        var improved = true
        while improved, budget > 0 {
            improved = false
            for candidate in smaller(best) {
                budget -= 1
                if budget <= 0 { break }
                if let found = failure(candidate) {
                    best = candidate
                    message = found
                    improved = true
                    break
                }
            }
        }
        return Violation(kind: kind, message: message, layoutCase: best, screenXML: best.screenXML(layout: layout, note: "\(kind.rawValue): \(message)"))
    }

    /// Cases one step smaller than `layoutCase`, most promising first.
    static func smaller(_ layoutCase: LayoutCase) -> [LayoutCase] {
        var candidates: [LayoutCase] = []
        for index in layoutCase.mutations.indices {
            var candidate = layoutCase
            candidate.mutations.remove(at: index)
            candidates.append(candidate)
        }
        for index in layoutCase.children.indices.reversed() {
            var candidate = layoutCase
            candidate.children.remove(at: index)
            candidates.append(candidate)
        }
        if layoutCase.padding != .zero {
            var candidate = layoutCase
            candidate.padding = .zero
            candidates.append(candidate)
        }
        for index in layoutCase.children.indices {
            guard case .box(let width, let height) = layoutCase.children[index].kind else { continue }
            for (newWidth, newHeight) in [((width / 2).rounded(), (height / 2).rounded()), (width.rounded(), height.rounded())]
            where (newWidth, newHeight) != (width, height) {
                var candidate = layoutCase
                candidate.children[index].kind = .box(width: newWidth, height: newHeight)
                candidates.append(candidate)
            }
        }
        for (width, height) in [(layoutCase.width.rounded(), layoutCase.height.rounded()), ((layoutCase.width / 2).rounded(), layoutCase.height)]
        where (width, height) != (layoutCase.width, layoutCase.height) {
            var candidate = layoutCase
            candidate.width = width
            candidate.height = height
            candidates.append(candidate)
        }
        return candidates
    }
}
