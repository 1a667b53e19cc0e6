import Foundation
import Testing
import Trellis

/// A tag as the seed makes it: a button with 20 points of padding left and right and a
/// height of 20. "周一" at the button's 15 points is 30 wide, so the tag is 70 × 20.
private func tag(_ title: String) -> Button {
    let button = Button(title: title)
    button.padding = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    button.explicitHeight = 20
    return button
}

/// A container of `frame` on a screen, laid out by `layout`, holding `items`.
private func flow(
    _ layout: FlowLayout, frame: CGRect, items: [View], padding: EdgeInsets? = nil, direction: LayoutDirection? = nil
) -> (screen: Screen, container: View) {
    let screen = Screen(size: CGSize(width: 375, height: 667))
    let container = View(frame: frame)
    container.layout = layout
    container.padding = padding
    container.direction = direction
    for item in items { container.addSubview(item) }
    screen.addSubview(container)
    screen.layoutIfNeeded()
    return (screen, container)
}

/// Frames compare within 1e-6 (Docs/layouts.md).
private func frames(_ views: [View]) -> [CGRect] { views.map(\.frame) }

private func same(_ lhs: [CGRect], _ rhs: [CGRect]) -> Bool {
    lhs.count == rhs.count
        && zip(lhs, rhs).allSatisfy { a, b in
            abs(a.minX - b.minX) <= 1e-6 && abs(a.minY - b.minY) <= 1e-6
                && abs(a.width - b.width) <= 1e-6 && abs(a.height - b.height) <= 1e-6
        }
}

@Suite("flow layout")
struct FlowLayoutTests {
    private let weekdays = ["周一", "周二", "周三", "周四"]

    @Test("an item that ends exactly at the line's end stays on the line")
    func exactFitAtLineEnd() {
        // W = 230: 0…70, 80…150, 160…230 = W, so the third fits; the fourth wraps to
        // y = 20 + 10.
        let items = weekdays.map(tag)
        _ = flow(FlowLayout(), frame: rect(0, 0, 230, 100), items: items)
        #expect(same(frames(items), [rect(0, 0, 70, 20), rect(80, 0, 70, 20), rect(160, 0, 70, 20), rect(0, 30, 70, 20)]))
    }

    @Test("a hair narrower, the last item of the line wraps")
    func justOverTheLineEnd() {
        // W = 229.99: 160 + 70 = 230 > 229.99, so the third item starts line 2.
        let items = weekdays.prefix(3).map(tag)
        _ = flow(FlowLayout(), frame: rect(0, 0, 229.99, 100), items: items)
        #expect(same(frames(items), [rect(0, 0, 70, 20), rect(80, 0, 70, 20), rect(0, 30, 70, 20)]))
    }

    @Test("sums that land on the edge within 1e-9 fit")
    func toleranceAtTheEdge() {
        // 0.1 + 0.1 + 0.1 is 0.30000000000000004 in Double: over 0.3, within the tolerance.
        let lines = FlowLines(sizes: Array(repeating: CGSize(width: 0.1, height: 1), count: 3), width: 0.3, spacing: 0, lineSpacing: 0)
        #expect(lines.lines.count == 1)
        #expect(lines.lines.first?.indices == 0..<3)
    }

    @Test("spacing goes only between items, never after a line's last item")
    func noTrailingSpacing() {
        // The seed would wrap at 160 + 70 + 10 > 230; the spec keeps the third on line 1.
        let lines = FlowLines(sizes: Array(repeating: CGSize(width: 70, height: 20), count: 3), width: 230, spacing: 10, lineSpacing: 10)
        #expect(lines.lines.count == 1)
        #expect(lines.height == 20)
    }

    @Test("an item wider than the line, alone, is clamped to the line")
    func wideItemAlone() {
        // "周一周二周三周四": 8 × 15 + 40 = 160 > W = 100 → 100 wide.
        let wide = tag("周一周二周三周四")
        let (_, container) = flow(FlowLayout(), frame: rect(0, 0, 100, 100), items: [wide])
        #expect(wide.frame == rect(0, 0, 100, 20))
        #expect(container.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity)) == CGSize(width: 100, height: 20))
    }

    @Test("a wide item first takes its own line; the next wraps")
    func wideItemFirst() {
        // Wide: 0…100 (clamped); "周一": 100 + 10 + 70 > 100 → line 2 at y = 20 + 10.
        let items = [tag("周一周二周三周四"), tag("周一")]
        _ = flow(FlowLayout(), frame: rect(0, 0, 100, 100), items: items)
        #expect(same(frames(items), [rect(0, 0, 100, 20), rect(0, 30, 70, 20)]))
    }

    @Test("a wide item last wraps and is clamped")
    func wideItemLast() {
        // "周一" 0…70; wide: 70 + 10 + 100 > 100 → line 2, clamped to 100.
        let items = [tag("周一"), tag("周一周二周三周四")]
        _ = flow(FlowLayout(), frame: rect(0, 0, 100, 100), items: items)
        #expect(same(frames(items), [rect(0, 0, 70, 20), rect(0, 30, 100, 20)]))
    }

    @Test("an empty title is an item of its padding's width; without padding, zero wide")
    func emptyTitle() {
        // "" with padding 0 20: 40 × 20. A bare "" with height 20: 0 × 20, still spaced.
        let padded = tag("")
        let bare = Button(title: "")
        bare.explicitHeight = 20
        let items = [padded, bare, tag("周一")]
        _ = flow(FlowLayout(), frame: rect(0, 0, 375, 100), items: items)
        #expect(same(frames(items), [rect(0, 0, 40, 20), rect(50, 0, 0, 20), rect(60, 0, 70, 20)]))
    }

    @Test("with no items the fitting size is the padding alone")
    func zeroItems() {
        let (_, container) = flow(FlowLayout(), frame: rect(0, 0, 200, 100), items: [], padding: EdgeInsets(all: 5))
        #expect(container.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)) == CGSize(width: 200, height: 10))
        #expect(container.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) == CGSize(width: 10, height: 10))
    }

    @Test("in a zero-width container every item is clamped to 0 and takes its own line")
    func zeroWidthContainer() {
        // W = 0: each item is 0 wide; 0 + 10 + 0 > 0, so each starts a line: y = 0, 30.
        let items = [tag("周一"), tag("周二")]
        let (_, container) = flow(FlowLayout(), frame: rect(0, 0, 0, 100), items: items)
        #expect(same(frames(items), [rect(0, 0, 0, 20), rect(0, 30, 0, 20)]))
        // Height: 20 + 10 + 20.
        #expect(container.sizeThatFits(CGSize(width: 0, height: CGFloat.infinity)).height == 50)
    }

    @Test("padding wider than the container leaves W = 0, never negative")
    func paddingWiderThanContainer() {
        let items = [tag("周一")]
        _ = flow(FlowLayout(), frame: rect(0, 0, 30, 100), items: items, padding: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(items[0].frame == rect(20, 0, 0, 20))
    }

    @Test("spacing larger than the leftover wraps the next item")
    func spacingLargerThanLeftover() {
        // Spacing 65, W = 200: 70 + 65 + 70 = 205 > 200 → wrap, though 130 points are left.
        // With spacing 60: 70 + 60 + 70 = 200 fits exactly.
        let wrapped = [tag("周一"), tag("周二")]
        _ = flow(FlowLayout(spacing: 65), frame: rect(0, 0, 200, 100), items: wrapped)
        #expect(same(frames(wrapped), [rect(0, 0, 70, 20), rect(0, 30, 70, 20)]))
        let fitted = [tag("周一"), tag("周二")]
        _ = flow(FlowLayout(spacing: 60), frame: rect(0, 0, 200, 100), items: fitted)
        #expect(same(frames(fitted), [rect(0, 0, 70, 20), rect(130, 0, 70, 20)]))
    }

    @Test("line height is the tallest item; items are top-aligned; line-spacing between lines")
    func lineHeights() {
        // Line 1: 20 and 30 high → 30; line 2 at 30 + 4; fitting height 34 + 20.
        let tall = tag("周二")
        tall.explicitHeight = 30
        let items = [tag("周一"), tall, tag("周三")]
        let (_, container) = flow(FlowLayout(lineSpacing: 4), frame: rect(0, 0, 160, 100), items: items)
        #expect(same(frames(items), [rect(0, 0, 70, 20), rect(80, 0, 70, 30), rect(0, 34, 70, 20)]))
        #expect(container.sizeThatFits(CGSize(width: 160, height: CGFloat.infinity)) == CGSize(width: 160, height: 54))
    }

    @Test("with no proposed width, every item goes on one line")
    func idealSize() {
        // 70 + 10 + 70 + 10 + ("Mon": 22.5 + 40) + padding 8 + 8 = 238.5; height 20 + 2 + 2.
        let items = [tag("周一"), tag("周二"), tag("Mon")]
        let (_, container) = flow(FlowLayout(), frame: rect(0, 0, 100, 100), items: items, padding: EdgeInsets(top: 2, left: 8, bottom: 2, right: 8))
        #expect(container.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) == CGSize(width: 238.5, height: 24))
    }

    @Test("hidden children take no space and keep their frames")
    func hiddenChildren() {
        let hidden = tag("周二")
        hidden.frame = rect(1, 2, 3, 4)
        hidden.isHidden = true
        let items = [tag("周一"), hidden, tag("周三")]
        _ = flow(FlowLayout(), frame: rect(0, 0, 375, 100), items: items)
        #expect(same(frames(items), [rect(0, 0, 70, 20), rect(1, 2, 3, 4), rect(80, 0, 70, 20)]))
    }
}

@Suite("flow alignment, direction and max-lines")
struct FlowAlignmentTests {
    /// W = 250, four 70-wide tags: line 1 holds three (maxX 230, leftover 20), line 2 one
    /// (maxX 70, leftover 180) at y = 30.
    private func aligned(_ alignment: FlowAlignment) -> [CGRect] {
        let items = ["周一", "周二", "周三", "周四"].map(tag)
        _ = flow(FlowLayout(alignment: alignment), frame: rect(0, 0, 250, 100), items: items)
        return frames(items)
    }

    @Test("leading keeps every line at x = 0")
    func leading() {
        #expect(same(aligned(.leading), [rect(0, 0, 70, 20), rect(80, 0, 70, 20), rect(160, 0, 70, 20), rect(0, 30, 70, 20)]))
    }

    @Test("center moves each line by half its leftover")
    func center() {
        // Line 1 by 20 / 2 = 10; line 2 by 180 / 2 = 90.
        #expect(same(aligned(.center), [rect(10, 0, 70, 20), rect(90, 0, 70, 20), rect(170, 0, 70, 20), rect(90, 30, 70, 20)]))
    }

    @Test("trailing moves each line by its leftover")
    func trailing() {
        // Line 1 by 20; line 2 by 180.
        #expect(same(aligned(.trailing), [rect(20, 0, 70, 20), rect(100, 0, 70, 20), rect(180, 0, 70, 20), rect(180, 30, 70, 20)]))
    }

    @Test("justified spreads the leftover over the gaps, but not on the last line")
    func justified() {
        // Line 1: 20 over 2 gaps = 10 each → 0, 90, 180. Line 2 is the last: leading.
        #expect(same(aligned(.justified), [rect(0, 0, 70, 20), rect(90, 0, 70, 20), rect(180, 0, 70, 20), rect(0, 30, 70, 20)]))
    }

    @Test("justified leaves a one-item line leading, even when it is not the last")
    func justifiedOneItemLine() {
        // W = 160. Line 1: 0…70, 80…150 (leftover 10, one gap → second at 90). Line 2:
        // "周一周二周三" (6 × 15 + 40 = 130) alone, since 150 + 10 + 130 > 160 and
        // 130 + 10 + 70 > 160: stays at 0. Line 3 (last): "周四" at 0, y = 60.
        let items = [tag("周一"), tag("周二"), tag("周一周二周三"), tag("周四")]
        _ = flow(FlowLayout(alignment: .justified), frame: rect(0, 0, 160, 100), items: items)
        #expect(same(frames(items), [rect(0, 0, 70, 20), rect(90, 0, 70, 20), rect(0, 30, 130, 20), rect(0, 60, 70, 20)]))
    }

    @Test("right to left mirrors every position inside the content box")
    func rightToLeft() {
        // Padding left 10, right 20, top 5: W = 280 − 30 = 250, as in `aligned`. Mirrored:
        // x' = 10 + (250 − x − 70): 0 → 190, 80 → 110, 160 → 30; line 2: 0 → 190, y 5 + 30.
        let items = ["周一", "周二", "周三", "周四"].map(tag)
        let padding = EdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
        _ = flow(FlowLayout(), frame: rect(0, 0, 280, 100), items: items, padding: padding, direction: .rtl)
        #expect(same(frames(items), [rect(190, 5, 70, 20), rect(110, 5, 70, 20), rect(30, 5, 70, 20), rect(190, 35, 70, 20)]))
    }

    @Test("right to left with trailing alignment ends lines at the left edge")
    func rightToLeftTrailing() {
        // Trailing x: 20, 100, 180 and 180; mirrored x' = 10 + (250 − x − 70): 170, 90, 10; 10.
        let items = ["周一", "周二", "周三", "周四"].map(tag)
        let padding = EdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
        _ = flow(FlowLayout(alignment: .trailing), frame: rect(0, 0, 280, 100), items: items, padding: padding, direction: .rtl)
        #expect(same(frames(items), [rect(170, 5, 70, 20), rect(90, 5, 70, 20), rect(10, 5, 70, 20), rect(10, 35, 70, 20)]))
    }

    @Test("the direction is inherited from an ancestor")
    func inheritedDirection() {
        // W = 250, no padding: x' = 250 − 0 − 70 = 180.
        let item = tag("周一")
        let (screen, _) = flow(FlowLayout(), frame: rect(0, 0, 250, 100), items: [item])
        screen.direction = .rtl
        screen.layoutIfNeeded()
        #expect(item.frame == rect(180, 0, 70, 20))
    }

    @Test("max-lines collapses the items of later lines and limits the height")
    func maxLines() {
        // W = 250: lines of 3, 3 and 1 items; max-lines 2 shows six, collapses the seventh.
        // Height: 20 + 10 + 20 = 50.
        let items = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"].map(tag)
        let (_, container) = flow(FlowLayout(maxLines: 2), frame: rect(0, 0, 250, 100), items: items)
        #expect(
            same(
                frames(Array(items.prefix(6))),
                [
                    rect(0, 0, 70, 20), rect(80, 0, 70, 20), rect(160, 0, 70, 20),
                    rect(0, 30, 70, 20), rect(80, 30, 70, 20), rect(160, 30, 70, 20),
                ]))
        #expect(items.map(\.isCollapsed) == [false, false, false, false, false, false, true])
        #expect(items[6].frame == .zero)
        #expect(container.sizeThatFits(CGSize(width: 250, height: CGFloat.infinity)).height == 50)
    }

    @Test("a collapsed item comes back when the limit is lifted")
    func maxLinesLifted() {
        let items = ["周一", "周二"].map(tag)
        let (screen, container) = flow(FlowLayout(maxLines: 1), frame: rect(0, 0, 100, 100), items: items)
        #expect(items[1].isCollapsed)
        container.layout = FlowLayout(maxLines: 0)
        screen.layoutIfNeeded()
        #expect(!items[1].isCollapsed)
        #expect(items[1].frame == rect(0, 30, 70, 20))
    }

    @Test("justified with max-lines: a shown line followed by collapsed lines is not the last line")
    func justifiedWithMaxLines() {
        // W = 160, three tags: line 1 holds two (leftover 10 → second at 90), line 2 one.
        // max-lines 1 collapses line 2; line 1 is still not the flow's last line.
        let items = ["周一", "周二", "周三"].map(tag)
        _ = flow(FlowLayout(alignment: .justified, maxLines: 1), frame: rect(0, 0, 160, 100), items: items)
        #expect(same(frames(Array(items.prefix(2))), [rect(0, 0, 70, 20), rect(90, 0, 70, 20)]))
        #expect(items[2].isCollapsed)
    }
}

@Suite("flow lines and parameters")
struct FlowLinesTests {
    @Test("a first-line indent starts line 1 later and narrows it")
    func firstLineIndent() {
        // W = 200, indent 35: 35…95, 105…165; 175 + 60 > 200 → line 2 at 0.
        let lines = FlowLines(sizes: Array(repeating: CGSize(width: 60, height: 15), count: 3), width: 200, spacing: 10, lineSpacing: 10, firstLineIndent: 35)
        #expect(lines.alignedFrames(.leading) == [rect(35, 0, 60, 15), rect(105, 0, 60, 15), rect(0, 25, 60, 15)])
        #expect(lines.lines.map(\.startX) == [35, 0])
    }

    @Test("an item that starts line 1 is clamped to W − indent; on a later line, to W")
    func indentClamp() {
        // 190 > 200 − 35 → 165 on line 1; the same size on line 2 keeps 190 (≤ W).
        let lines = FlowLines(
            sizes: [CGSize(width: 190, height: 15), CGSize(width: 190, height: 15)], width: 200, spacing: 10, lineSpacing: 10, firstLineIndent: 35)
        #expect(lines.alignedFrames(.leading) == [rect(35, 0, 165, 15), rect(0, 25, 190, 15)])
    }

    @Test("alignment measures the leftover from the indented line's end")
    func indentAlignment() {
        // W = 200, indent 35, one 60-wide item: maxX 95, leftover 105 → trailing x 140.
        let lines = FlowLines(sizes: [CGSize(width: 60, height: 15)], width: 200, spacing: 10, lineSpacing: 10, firstLineIndent: 35)
        #expect(lines.alignedFrames(.trailing) == [rect(140, 0, 60, 15)])
    }

    @Test("a copy taken after k items is the flow of those k items")
    func prefixCopies() {
        var lines = FlowLines(width: 100, spacing: 10, lineSpacing: 10)
        lines.append(CGSize(width: 50, height: 10))
        let prefix = lines
        #expect(lines.append(CGSize(width: 50, height: 10)) == 1)
        #expect(prefix.itemCount == 1)
        #expect(lines.itemCount == 2)
        #expect(lines.height == 30)
        #expect(lines.height(ofFirst: 1) == 10)
        #expect(lines.height(ofFirst: 0) == 0)
        #expect(lines.itemCount(ofFirst: 1) == 1)
        #expect(lines.itemCount(ofFirst: 5) == 2)
        #expect(lines.itemCount(ofFirst: 0) == 0)
    }

    @Test("parameters are read from attributes, with defaults and reported bad values")
    func parameters() {
        let diagnostics = DiagnosticCollector()
        let location = SourceLocation(file: "flow.xml", line: 3)
        let reader = AttributeReader(
            elementName: "view", location: location,
            attributes: [
                RawAttribute(name: "spacing", value: "4", location: location),
                RawAttribute(name: "alignment", value: "middle", location: location),
                RawAttribute(name: "max-lines", value: "2", location: location),
            ], diagnostics: diagnostics)
        #expect(FlowLayout(reading: reader) == FlowLayout(spacing: 4, lineSpacing: 10, alignment: .leading, maxLines: 2))
        #expect(diagnostics.diagnostics.count == 1)
        #expect(diagnostics.diagnostics.first?.message.contains("alignment") == true)
    }

    @Test("the plugin registers flow and tag-list with every parameter listed")
    func plugin() throws {
        let registry = try Registry(plugins: [.core, .flow])
        #expect(registry.widget(named: "tag-list") != nil)
        let parameters = registry.layout(named: "flow")?.parameters.map(\.name)
        #expect(parameters == ["spacing", "line-spacing", "alignment", "max-lines"])
    }
}
