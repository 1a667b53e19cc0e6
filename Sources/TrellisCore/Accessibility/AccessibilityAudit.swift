import Foundation

/// The accessibility audit of a screen as it is (Docs/accessibility.md, "The audit"): the
/// rules chosen, the smallest tap target, and how a view's text colour is read.
public struct AccessibilityAudit: Sendable {
    /// Apple's Human Interface Guidelines' smallest tap target: 44 points a side.
    public static let defaultMinimumTarget: CGFloat = 44

    /// The rules to run; all by default.
    public var rules: Set<AuditRule>
    /// The smallest width and height of a tap target, in points (`--min-target`); 44 by
    /// default (48 is Android's).
    public var minimumTarget: CGFloat

    /// Creates an audit.
    public init(
        rules: Set<AuditRule> = Set(AuditRule.allCases), minimumTarget: CGFloat = AccessibilityAudit.defaultMinimumTarget
    ) {
        self.rules = rules
        self.minimumTarget = minimumTarget
    }

    /// Every finding on `screen`, laid out first, sorted (``AuditFinding``'s order). Each
    /// view is visited once; overlap is found by a sweep over the controls in order of
    /// their top edges, which compares only controls whose rows overlap.
    public func findings(on screen: Screen) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        collect(on: screen) { _, _, finding in findings.append(finding) }
        return Self.inOrder(findings) { $0 }
    }

    /// Every finding on `screen` with the view it is about (for `overlap`, the later
    /// view) and, for `overlap`, the other view (nil for other rules), in
    /// ``findings(on:)``'s order; what `trellis test --audit` uses to report each finding
    /// once (Docs/accessibility.md, "In flows").
    public func viewFindings(on screen: Screen) -> [(view: View, other: View?, finding: AuditFinding)] {
        var findings: [(view: View, other: View?, finding: AuditFinding)] = []
        collect(on: screen) { findings.append(($0, $1, $2)) }
        return Self.inOrder(findings) { $0.finding }
    }

    /// `items` in the order of their findings (``AuditFinding``'s `<`). The walk finds
    /// most in order: a pass that finds them in order spares the sort, and a sort of their
    /// indices moves no item until the last pass.
    private static func inOrder<Item>(_ items: [Item], by finding: (Item) -> AuditFinding) -> [Item] {
        if items.indices.dropFirst().allSatisfy({ !(finding(items[$0]) < finding(items[$0 - 1])) }) { return items }
        return items.indices.sorted { finding(items[$0]) < finding(items[$1]) }.map { items[$0] }
    }

    /// Hands each finding on `screen` to `add` with its view and, for `overlap`, the other
    /// view, in the order the walk finds them: each view's own findings as it is visited,
    /// then the overlaps.
    private func collect(on screen: Screen, _ add: (View, View?, consuming AuditFinding) -> Void) {
        var controls: [(order: Int, area: CGRect, view: View, ignored: Bool)] = []
        var order = 0
        let enabled = EnabledRules(rules, minimumTarget: minimumTarget)
        // Every view's screen (its outermost, ``View/screen``) is the audited screen's.
        let memo = AuditWalkMemo(appearance: screen.screen?.appearance ?? .light)
        screen.walkVisibleViews(includingScrolledOut: true) { visited in
            check(visited, screen: screen, enabled: enabled, memo: memo, add: add)
            let view = visited.view
            if enabled.overlap, visited.takesTouches, view is Control {
                let area = view.frame.size == .zero ? .null : visited.frame.inset(by: view.hitInsets).intersection(visited.clip)
                if !area.isNull, area.width > 0, area.height > 0 {
                    controls.append((order, area, view, visited.ignoredRules.contains(.overlap)))
                }
            }
            order += 1
            return Screen.isElement(visited)
        }
        if enabled.overlap { findOverlaps(controls, add: add) }
    }

    private func check(
        _ visited: VisitedView, screen: Screen, enabled: EnabledRules, memo: AuditWalkMemo, add: (View, View?, consuming AuditFinding) -> Void
    ) {
        let view = visited.view
        // Messages and names are made only for findings: most views have none.
        func report(_ rule: AuditRule, _ message: @autoclosure () -> String) {
            guard enabled.contains(rule), visited.ignoredRules.isEmpty || !visited.ignoredRules.contains(rule) else { return }
            add(view, nil, AuditFinding(rule: rule, message: message(), location: AccessibilityAudit.location(of: view)))
        }
        var name: String { AccessibilityAudit.name(of: view) }
        let role = visited.declaration.role
        let isControl = view is Control || role.isControl
        // Read once: the tap target's message and the text rules use it.
        let text = view.displayedText
        if isControl, visited.takesTouches, !visited.isInsideControl || view is Control {
            let area = visited.frame.inset(by: view.hitInsets)
            if area.width < minimumTarget || area.height < minimumTarget {
                report(
                    .tapTarget,
                    AccessibilityAudit.tapTargetMessage(of: view, text: view.accessibilityLabel ?? text, area: area.size, enabled: enabled, lengths: memo))
            }
        }
        if !visited.isAccessibilityHidden, !visited.isInsideControl,
            role.isControl || (role == .image && visited.takesTouches && view.isUserInteractionEnabled),
            visited.declaration.label(of: view) == nil
        {
            report(.label, "\(name) has no accessibility label")
        }
        let shown = text != nil && (enabled.truncated || enabled.contrast) ? view.visibleText : nil
        if enabled.truncated, let text, let shown, shown != text {
            report(.truncated, "\(name) shows \(TreePrinter.quoted(shown)) instead of \(TreePrinter.quoted(text))")
        } else if enabled.truncated, !visited.textClip.isInfinite, let text, !text.isEmpty,
            let clipped = AccessibilityAudit.clippedText(of: view, frame: visited.frame, clip: visited.textClip)
        {
            let clipper = visited.clipper.map { " by " + AccessibilityAudit.name(of: $0) } ?? ""
            report(.truncated, "\(name) is clipped\(clipper): shows \(TreePrinter.quoted(clipped)) instead of \(TreePrinter.quoted(text))")
        } else if enabled.truncated, let label = view as? Label, let text, !text.isEmpty,
            let overflow = AccessibilityAudit.textOverflow(of: label)
        {
            report(
                .truncated,
                "\(name) draws its text \(AccessibilityAudit.points(overflow.drawn)) pt wide in "
                    + "\(AccessibilityAudit.points(overflow.available)) pt: it is cut or overlaps what is beside it")
        }
        if enabled.contrast, let shown, !shown.isEmpty,
            !(!visited.takesTouches && (view is Control || visited.isInsideControl))
        {
            checkContrast(of: view, with: memo) { report($0, $1) }
        }
        if isControl || (role == .image && view.isUserInteractionEnabled), visited.takesTouches {
            if !visited.isInScrollContainer {
                let bounds = screen.bounds
                let frame = visited.frame
                let edges = AccessibilityAudit.edges(
                    left: bounds.minX - frame.minX, right: frame.maxX - bounds.maxX, top: bounds.minY - frame.minY, bottom: frame.maxY - bounds.maxY)
                if !edges.isEmpty { report(.offscreen, "\(name) extends past the screen's " + edges.joined(separator: " and the screen's ")) }
            } else if let message = AccessibilityAudit.unreachableInScroll(view, on: screen) {
                report(.offscreen, "\(name) \(message)")
            }
        }
    }

    /// The width of a label's widest line and the width its frame gives the text (its
    /// bounds less its padding), when the line is wider by more than 1e-6 pt: a one-line
    /// label whose text does not fit, or a word wider than the label (Docs/accessibility.md,
    /// "The audit", rule 3). Nil when the text fits or the label is collapsed.
    static func textOverflow(of label: Label) -> (drawn: CGFloat, available: CGFloat)? {
        guard !label.isCollapsed else { return nil }
        let padding = label.padding
        let available = max(0, label.bounds.width - (padding?.left ?? 0) - (padding?.right ?? 0))
        let drawn = label.textLayout.size.width
        return drawn > available + 1e-6 ? (drawn, available) : nil
    }

    /// "right edge by 12 pt" for each positive overhang, in the order left, right, top,
    /// bottom.
    private static func edges(left: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat) -> [String] {
        // Most controls are inside the screen: nothing is built for them.
        guard left > 0 || right > 0 || top > 0 || bottom > 0 else { return [] }
        return [("left", left), ("right", right), ("top", top), ("bottom", bottom)]
            .filter { $0.1 > 0 }.map { "\($0.0) edge by \(points($0.1)) pt" }
    }

    /// Why no content offset shows all of `view`, which is inside a scroll container:
    /// "extends past the screen's bottom edge by 100 pt at every content offset", with the
    /// reason when its scroll view does not scroll; nil when the offsets that reveal it
    /// (``Screen/revealGeometry(of:)``, what `scrollUntilVisible` computes) show it whole,
    /// and when a scroll container is a plugin's view whose offsets are not known.
    private static func unreachableInScroll(_ view: View, on screen: Screen) -> String? {
        guard view.frame.width > 0, view.frame.height > 0 else { return nil }
        var ancestor = view.superview
        while let container = ancestor, container !== screen {
            if !(container is ScrollView), screen.accessibilityDeclarations[container.typeName]?.isScrollContainer == true { return nil }
            ancestor = container.superview
        }
        guard let cut = screen.revealGeometry(of: view).cut else { return nil }
        let owner = cut.by === screen ? "the screen's " : cut.by.debugName + "'s "
        let edges = edges(left: cut.left, right: cut.right, top: cut.top, bottom: cut.bottom)
        return "extends past " + owner + edges.joined(separator: " and " + owner) + " at every content offset" + (screen.unscrollableHint(for: view) ?? "")
    }

    /// WCAG 2.1 1.4.3: the text colour over the nearest ancestor-or-self background
    /// (composited over the page: white in light, black in dark), at least 4.5:1, or 3:1
    /// for large text, judged at the scaled font size; colours are the screen
    /// appearance's (Docs/sweeps.md, "Appearances"): default text black in light, white in dark.
    private func checkContrast(of view: View, with check: AuditWalkMemo, report: (AuditRule, String) -> Void) {
        let appearance = check.appearance
        let page: ContrastColor = appearance == .dark ? .black : .white
        var background = page
        var current: View? = view
        while let candidate = current {
            if let written = candidate.backgroundColor {
                background = ContrastColor(written.resolved(for: appearance)).composited(over: page)
                break
            }
            current = candidate.superview
        }
        let defaultText: ContrastColor = appearance == .dark ? .white : .black
        let text = (view.textColor.map { ContrastColor($0.resolved(for: appearance)) } ?? defaultText).composited(over: background)
        let font = view.effectiveFont
        let isLarge = font.size >= 18 || (font.size >= 14 && font.weight.cssWeight >= Font.Weight.semibold.cssWeight)
        let minimum: Double = isLarge ? 3 : 4.5
        let ratio = check.ratio(of: text, on: background)
        guard ratio < minimum else { return }
        let truncated = (ratio * 100).rounded(.down) / 100
        report(
            .contrast,
            "\(AccessibilityAudit.name(of: view)) has contrast \(String(format: "%.2f", truncated)):1 (\(text.hex) on \(background.hex)); "
                + "\(isLarge ? "large " : "")text needs at least \(isLarge ? "3" : "4.5"):1")
    }

    /// Reports each pair of controls whose hit areas intersect with positive area, neither
    /// inside the other, at the later one in document order. The controls are swept in
    /// order of their top edges, keeping those whose bottom edge is below the current top.
    private func findOverlaps(
        _ controls: [(order: Int, area: CGRect, view: View, ignored: Bool)], add: (View, View?, consuming AuditFinding) -> Void
    ) {
        // The walk meets most controls in order of their top edges: then nothing is sorted.
        func precedes(_ a: (order: Int, area: CGRect, view: View, ignored: Bool), _ b: (order: Int, area: CGRect, view: View, ignored: Bool)) -> Bool {
            (a.area.minY, a.order) < (b.area.minY, b.order)
        }
        let inOrder = controls.indices.dropFirst().allSatisfy { !precedes(controls[$0], controls[$0 - 1]) }
        let sorted = inOrder ? controls : controls.sorted(by: precedes)
        var active: [Int] = []
        for (index, control) in sorted.enumerated() {
            active.removeAll { sorted[$0].area.maxY <= control.area.minY }
            for otherIndex in active {
                let other = sorted[otherIndex]
                let overlap = control.area.intersection(other.area)
                guard !overlap.isNull, overlap.width > 0, overlap.height > 0,
                    !control.view.isDescendant(of: other.view), !other.view.isDescendant(of: control.view)
                else { continue }
                let (later, earlier) = control.order > other.order ? (control, other) : (other, control)
                guard !later.ignored else { continue }
                add(
                    later.view, earlier.view,
                    AuditFinding(
                        rule: .overlap,
                        message: "\(AccessibilityAudit.name(of: later.view)) overlaps \(AccessibilityAudit.name(of: earlier.view)) by "
                            + "\(AccessibilityAudit.points(overlap.width)) × \(AccessibilityAudit.points(overlap.height)) pt",
                        location: AccessibilityAudit.location(of: later.view)))
            }
            active.append(index)
        }
    }

    /// The tap-target rule's message for `view` (``name(of:)``, `text` its accessibility
    /// label or text), whose hit area is `area` (points): `button "OK" is 343 × 32 pt; tap
    /// targets should be at least 44 × 44`, made in one string; its lengths written as
    /// `lengths` last wrote them where they are the same (a screen's controls mostly share
    /// a width or a height).
    static func tapTargetMessage(of view: View, text: String?, area: CGSize, enabled: EnabledRules, lengths: AuditWalkMemo) -> String {
        let width = lengths.points(area.width)
        let height = lengths.points(area.height)
        var message = ""
        message.reserveCapacity(
            view.typeName.utf8.count + (view.id?.utf8.count ?? 0) + (text?.utf8.count ?? 0) + width.utf8.count + height.utf8.count
                + enabled.tapTargetEnding.utf8.count + 16)
        appendName(of: view, text: text, to: &message)
        message += " is "
        message += width
        message += " × "
        message += height
        message += enabled.tapTargetEnding
        return message
    }

    /// A length in messages: cut (not rounded) to hundredths of a point, so a size below a
    /// threshold never prints as the threshold (43.999 prints 43.99); the 1e-9 absorbs
    /// binary representation (20 + 2 × 11.99 is 43.980000000000004).
    static func points(_ value: CGFloat) -> String {
        ((value * 100 + 1e-9).rounded(.down) / 100).trellisDescription
    }

    /// `type#id "text"`: the element name, the id when set, the text or accessibility
    /// label when any.
    static func name(of view: View) -> String {
        var name = ""
        appendName(of: view, to: &name)
        return name
    }

    /// Appends ``name(of:)`` of `view` to `string`, the text quoted in place.
    static func appendName(of view: View, to string: inout String) {
        appendName(of: view, text: view.accessibilityLabel ?? view.displayedText, to: &string)
    }

    /// ``appendName(of:to:)`` with the view's accessibility label or text already read.
    private static func appendName(of view: View, text: String?, to string: inout String) {
        string += view.typeName
        if let id = view.id {
            string += "#"
            string += id
        }
        if let text, !text.isEmpty {
            string += " "
            TreePrinter.appendQuoted(text, to: &string)
        }
    }

    /// Where the view, or its nearest declared ancestor, was declared.
    static func location(of view: View) -> SourceLocation? {
        var current: View? = view
        while let candidate = current {
            if let location = candidate.sourceLocation { return location }
            current = candidate.superview
        }
        return nil
    }
}

/// What one screen's audit walk reads once and keeps: the appearance it reads colours
/// in, the contrast ratio of the last pair of colours compared (the views of a screen
/// mostly share their colours, so most views' ratio is the one before), and the last two
/// lengths written in messages, which most controls of a screen share.
final class AuditWalkMemo {
    let appearance: Appearance
    private var last: (text: ContrastColor, background: ContrastColor, ratio: Double)?
    private var lastLengths: [(value: CGFloat, text: String)] = []

    init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// WCAG's contrast ratio of `text` on `background` (``ContrastColor/contrastRatio(with:)``).
    func ratio(of text: ContrastColor, on background: ContrastColor) -> Double {
        if let last, last.text == text, last.background == background { return last.ratio }
        let ratio = text.contrastRatio(with: background)
        last = (text, background, ratio)
        return ratio
    }

    /// ``AccessibilityAudit/points(_:)`` of `value`, the text kept when `value` is one
    /// of the last two lengths written.
    func points(_ value: CGFloat) -> String {
        if let kept = lastLengths.first(where: { $0.value == value }) { return kept.text }
        let text = AccessibilityAudit.points(value)
        if lastLengths.count == 2 { lastLengths.removeFirst() }
        lastLengths.append((value, text))
        return text
    }
}
