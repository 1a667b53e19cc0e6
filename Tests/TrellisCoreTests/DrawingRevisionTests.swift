import Foundation
import Testing

@testable import TrellisCore

/// A view's drawing revision moves on whenever something its own drawing is made from
/// changes, as UIKit's `setNeedsDisplay()` marks it, and stays put otherwise: a renderer
/// that kept a drawing of the view trusts it while the revision is the same.
struct DrawingRevisionTests {
    /// What is changed, on a label inside a container, a button, a text field or the
    /// screen.
    enum Change: String, CaseIterable, Sendable {
        case frame, boundsOrigin, alpha, hidden, collapsed, backgroundColor, textColor, textAlignment
        case borderWidth, borderColor, cornerRadius, padding, fontSize, fontFamily, fontWeight, direction
        case layout, clipsToBounds, superview
        case labelText, numberOfLines, lineBreakMode
        case buttonTitle, enabled, selected, highlighted
        case fieldText, typing, deleting, placeholder, secureEntry
        case screenMeasurer
    }

    /// A metrics type other than the test metrics, so the screen's measurer changes type.
    struct WideMetrics: TextMeasuring {
        func size(of text: String, font: Font) -> CGSize {
            CGSize(width: CGFloat(text.count) * font.size, height: font.size)
        }

        func lineHeight(for font: Font) -> CGFloat { font.size }
    }

    /// A screen with a container holding a label, a button and a text field.
    struct Tree {
        let screen = Screen(size: CGSize(width: 200, height: 200))
        let box = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(text: "Name")
        let button = Button()
        let field = TextField()

        init() {
            button.title = "Go"
            field.text = "ab"
            screen.addSubview(box)
            box.addSubview(label)
            screen.addSubview(button)
            screen.addSubview(field)
        }

        /// The view `change` is made on.
        func view(changedBy change: Change) -> View {
            switch change {
            case .boundsOrigin, .fontSize, .fontFamily, .fontWeight, .direction, .layout, .clipsToBounds: return box
            case .buttonTitle, .enabled, .selected, .highlighted: return button
            case .fieldText, .typing, .deleting, .placeholder, .secureEntry: return field
            case .screenMeasurer: return screen
            default: return label
            }
        }

        /// Makes `change`.
        func apply(_ change: Change) {
            switch change {
            case .frame: label.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            case .boundsOrigin: box.bounds.origin = CGPoint(x: 0, y: 10)
            case .alpha: label.alpha = 0.5
            case .hidden: label.isHidden = true
            case .collapsed: label.isCollapsed = true
            case .backgroundColor: label.backgroundColor = Color(red: 1, green: 2, blue: 3)
            case .textColor: label.textColor = Color(red: 1, green: 2, blue: 3)
            case .textAlignment: label.textAlignment = .trailing
            case .borderWidth: label.borderWidth = 2
            case .borderColor: label.borderColor = Color(red: 9, green: 9, blue: 9)
            case .cornerRadius: label.cornerRadius = 4
            case .padding: label.padding = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            case .fontSize: box.fontSize = 30
            case .fontFamily: box.fontFamily = "serif"
            case .fontWeight: box.fontWeight = .bold
            case .direction: box.direction = .rtl
            case .layout: box.layout = StackLayout()
            case .clipsToBounds: box.clipsToBounds = true
            case .superview: screen.addSubview(label)
            case .labelText: label.text = "Other"
            case .numberOfLines: label.numberOfLines = 2
            case .lineBreakMode: label.lineBreakMode = .truncateTail
            case .buttonTitle: button.title = "Stop"
            case .enabled: button.isEnabled = false
            case .selected: button.isSelected = true
            case .highlighted: button.isHighlighted = true
            case .fieldText: field.text = "xyz"
            case .typing: field.insert("c")
            case .deleting: field.deleteBackward()
            case .placeholder: field.placeholder = "Email"
            case .secureEntry: field.isSecureTextEntry = true
            case .screenMeasurer: screen.textMeasurer = WideMetrics()
            }
        }
    }

    @Test(arguments: Change.allCases)
    func aChangeMovesTheRevisionOfTheViewItIsMadeOn(_ change: Change) {
        let tree = Tree()
        let view = tree.view(changedBy: change)
        let before = view.drawingRevision
        tree.apply(change)
        #expect(view.drawingRevision != before)
    }

    /// The setters that compare the new value with the old: setting the same value again
    /// (a layout pass placing a view where it is, a flow selecting a selected button)
    /// leaves the revision alone, so the drawing kept stays trusted.
    @Test(arguments: [
        Change.frame, .boundsOrigin, .alpha, .hidden, .collapsed, .backgroundColor, .padding, .fontSize, .direction,
        .labelText, .buttonTitle, .enabled, .selected, .highlighted, .fieldText, .placeholder, .secureEntry,
    ])
    func settingTheSameValueAgainLeavesItAlone(_ change: Change) {
        let tree = Tree()
        let view = tree.view(changedBy: change)
        tree.apply(change)
        let after = view.drawingRevision
        tree.apply(change)
        #expect(view.drawingRevision == after)
    }

    @Test func aLabelMeasuredForAnotherWidthMovesItsRevision() {
        // The lines a label shows are those of the newest width it was offered that fit
        // its frame, so measuring it for another width may change them with the frame
        // as it is; measuring it again for the newest width does not.
        let label = Label(text: "one two three")
        label.numberOfLines = 0
        _ = label.sizeThatFits(CGSize(width: 40, height: CGFloat.infinity))
        let before = label.drawingRevision
        _ = label.sizeThatFits(CGSize(width: 40, height: CGFloat.infinity))
        #expect(label.drawingRevision == before)
        _ = label.sizeThatFits(CGSize(width: 400, height: CGFloat.infinity))
        #expect(label.drawingRevision != before)
    }

    @Test func aLayoutPassThatPlacesViewsWhereTheyAreLeavesTheirRevisionsAlone() {
        let tree = Tree()
        tree.box.layout = StackLayout()
        tree.screen.layoutIfNeeded()
        let before = [tree.box, tree.label, tree.button, tree.field].map(\.drawingRevision)
        tree.screen.setSubtreeNeedsLayout()
        tree.screen.layoutIfNeeded()
        #expect([tree.box, tree.label, tree.button, tree.field].map(\.drawingRevision) == before)
    }
}
