import Foundation
import TrellisCore

/// Finds the views a ``FlowSelector`` names on a screen, by Docs/events.md's visibility rule.
///
/// Matches are the visible views that satisfy the selector's text and id conditions,
/// outermost only (a button, not the label drawing its title), in screen order (depth
/// first, in subview order). With only a relation, every visible view that shows text is
/// a candidate. A relation keeps the candidates entirely on that side of the
/// anchor and orders them nearest first (the gap, then the distance between centres
/// across it), so `{below: X}` means the nearest view below X. `index` picks from that
/// order; without it a relation takes the nearest, and other selectors must match one.
struct ViewFinder {
    let screen: Screen

    /// Every view the selector matches, in order (a point matches nothing).
    func all(_ selector: FlowSelector) throws(StepFailure) -> [View] {
        guard case .views(let match) = selector else { return [] }
        screen.layoutIfNeeded()
        let regex = try match.text.flatMap { text throws(StepFailure) -> NSRegularExpression? in
            guard case .regex(let pattern) = text else { return nil }
            do { return try NSRegularExpression(pattern: pattern) } catch { throw StepFailure("invalid regular expression /\(pattern)/") }
        }
        // The conditions are read out of the selector once, not for every view.
        let id = match.id, label = match.label, text = match.text
        let predicate = { (view: View) -> Bool in
            if let id, view.id != id { return false }
            if let label, view.accessibilityLabel != label { return false }
            switch text {
            case .exact(let text): return view.displayedText == text
            case .regex: return view.displayedText.map { ViewFinder.wholeMatch(regex, $0) } ?? false
            case nil: return id != nil || label != nil || (view.displayedText.map { !$0.isEmpty } ?? false)
            }
        }
        var matches: [View] = []
        // A selector with an id reads the screen's id index instead of walking the screen.
        if let id, let found = screen.views(withID: id, below: screen, includingContainer: false, visibleOnly: true, where: predicate) {
            matches = found
        } else {
            collect(in: screen, into: &matches, where: predicate)
        }
        if let relation = match.relation {
            let anchor = try one(relation.anchor)
            let area = anchor.frameInRoot
            matches = matches
                .filter { $0 !== anchor && !$0.isDescendant(of: anchor) && !anchor.isDescendant(of: $0) }
                .compactMap { view in ViewFinder.distance(of: view.frameInRoot, from: area, toward: relation.direction).map { (view, $0) } }
                .enumerated()
                .sorted { ($0.element.1.gap, $0.element.1.across, $0.offset) < ($1.element.1.gap, $1.element.1.across, $1.offset) }
                .map(\.element.0)
            if match.index == nil { matches = Array(matches.prefix(1)) }
        }
        if let index = match.index { return index < matches.count ? [matches[index]] : [] }
        return matches
    }

    /// The one view the selector names.
    ///
    /// - Throws: when nothing matches (naming near candidates) or several do (listing them).
    func one(_ selector: FlowSelector) throws(StepFailure) -> View {
        if case .point(let point) = selector {
            try onScreen(point)
            guard let view = screen.hitTest(point) else { throw StepFailure("nothing is at \(selector)") }
            return view
        }
        let matches = try all(selector)
        if matches.count == 1, let only = matches.first { return only }
        if matches.isEmpty { throw StepFailure("no visible view matches \(selector)\(explainNoMatch(selector))") }
        let list = matches.map { "  " + screen.describe($0) + " at " + ViewFinder.describe($0.frameInRoot) }.joined(separator: "\n")
        throw StepFailure("\(matches.count) visible views match \(selector) (add index: n or a relation):\n\(list)")
    }

    /// The one control the selector names.
    func control(_ selector: FlowSelector) throws(StepFailure) -> Control {
        let view = try one(selector)
        guard let control = view as? Control else { throw StepFailure("\(screen.describe(view)) is not a control (it has no enabled or selected state)") }
        return control
    }

    /// The point a selector stands for: itself, or the centre of the visible part of the
    /// one view it names.
    func point(_ selector: FlowSelector) throws(StepFailure) -> CGPoint {
        if case .point(let point) = selector { return point }
        let view = try one(selector)
        guard let rect = view.visibleRect else { throw StepFailure("\(screen.describe(view)) is not visible") }
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    /// Throws unless `point` lies on the screen (``Screen/checkOnScreen(_:query:)``): a
    /// touch that begins outside it is a failing step, never one that hits nothing.
    func onScreen(_ point: CGPoint) throws(StepFailure) {
        do {
            try screen.checkOnScreen(point, query: .point(point))
        } catch {
            throw StepFailure(error.message)
        }
    }

    /// The query reports and messages name a selector by.
    func query(for selector: FlowSelector) -> ViewQuery {
        switch selector {
        case .point(let point): return .point(point)
        case .views(let match):
            if match.index == nil, match.relation == nil {
                if case .exact(let text) = match.text, match.id == nil, match.label == nil { return .text(text) }
                if match.text == nil, let id = match.id, match.label == nil { return .id(id) }
                if match.text == nil, match.id == nil, let label = match.label { return .accessibilityLabel(label) }
            }
            return .text(selector.description)
        }
    }

    /// Why nothing matched: the views that match but are not visible, else the visible
    /// texts or ids closest to the one asked for.
    func explainNoMatch(_ selector: FlowSelector) -> String {
        guard case .views(let match) = selector else { return "" }
        var hidden: View?
        var names: [String] = []
        screen.forEachInSubtree { view in
            if hidden == nil, !view.isVisible, (match.id.map { view.id == $0 } ?? true), (match.label.map { view.accessibilityLabel == $0 } ?? true),
               case .exact(let text) = match.text ?? .regex(""), view.displayedText == text { hidden = view }
            if view.isVisible {
                if match.text != nil, let text = view.displayedText, !text.isEmpty { names.append(text) }
                if match.text == nil, match.label == nil, let id = view.id { names.append(id) }
                if match.text == nil, match.label != nil, let label = view.accessibilityLabel { names.append(label) }
            }
        }
        if let hidden {
            if let scrolledOut = screen.scrolledOutDescription(of: hidden, named: selector.description) { return "; " + scrolledOut }
            return "; \(screen.describe(hidden)) matches but is not visible (hidden, collapsed or off screen)"
        }
        var word = match.label ?? match.id ?? ""
        if case .exact(let text) = match.text { word = text }
        return Screen.candidateList(names, near: word) { name in
            if match.text != nil { return "'\(name)'" }
            return match.label != nil ? "label:\(name)" : "#\(name)"
        }
    }

    private func collect(in view: View, into matches: inout [View], where predicate: (View) -> Bool) {
        if view.isHidden || view.isCollapsed || view.alpha < View.minimumHitTestAlpha { return }
        if view !== screen, predicate(view), view.isVisible {
            matches.append(view)
            return
        }
        for subview in view.subviews { collect(in: subview, into: &matches, where: predicate) }
    }

    private static func wholeMatch(_ regex: NSRegularExpression?, _ text: String) -> Bool {
        guard let regex else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return regex.firstMatch(in: text, options: [.anchored], range: range).map { $0.range == range } ?? false
    }

    /// How far `rect` lies on `direction`'s side of `anchor` (the gap, then the distance
    /// between centres across), or nil when it is not entirely on that side.
    private static func distance(of rect: CGRect, from anchor: CGRect, toward direction: FlowSelector.Direction) -> (gap: CGFloat, across: CGFloat)? {
        let epsilon: CGFloat = 1e-9
        switch direction {
        case .below: return rect.minY >= anchor.maxY - epsilon ? (rect.minY - anchor.maxY, abs(rect.midX - anchor.midX)) : nil
        case .above: return rect.maxY <= anchor.minY + epsilon ? (anchor.minY - rect.maxY, abs(rect.midX - anchor.midX)) : nil
        case .leftOf: return rect.maxX <= anchor.minX + epsilon ? (anchor.minX - rect.maxX, abs(rect.midY - anchor.midY)) : nil
        case .rightOf: return rect.minX >= anchor.maxX - epsilon ? (rect.minX - anchor.maxX, abs(rect.midY - anchor.midY)) : nil
        }
    }

    /// "(x, y, width, height)", as the dumps print frames.
    static func describe(_ rect: CGRect) -> String {
        "(" + [rect.minX, rect.minY, rect.width, rect.height].map(\.trellisDescription).joined(separator: ", ") + ")"
    }
}
