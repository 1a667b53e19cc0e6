import Foundation

extension FlowCommandDescriptor {
    /// Every command a flow may use, in the order messages and Docs/flows.md list them.
    public static let all: [FlowCommandDescriptor] = [
        TapCommand.tapOn, TapCommand.longPressOn, TapCommand.doubleTapOn, SwipeCommand.descriptor,
        ScrollCommand.descriptor, ScrollUntilVisibleCommand.descriptor,
        AssertVisibleCommand.visible, AssertVisibleCommand.notVisible,
        AssertControlCommand.selected, AssertControlCommand.notSelected,
        AssertControlCommand.enabled, AssertControlCommand.disabled,
        AssertControlCommand.on, AssertControlCommand.off,
        TextInputCommand.inputText, TextInputCommand.eraseText, TextInputCommand.pressKey, TextInputCommand.hideKeyboard,
        AssertTextCommand.descriptor, AssertActionCommand.assertAction, AssertActionCommand.assertNoAction,
        AssertStateCommand.descriptor, AssertFrameCommand.descriptor, AssertPresentationCommand.descriptor,
        AssertSnapshotCommand.descriptor, AssertScreenshotCommand.descriptor,
        AssertAccessibleCommand.descriptor,
        AdvanceClockCommand.descriptor, WaitForAnimationCommand.descriptor,
        RunFlowCommand.descriptor, RepeatCommand.descriptor, SetSizeCommand.descriptor,
        AppMoveCommand.back, AppMoveCommand.openLink, AppMoveCommand.launchApp, AssertScreenCommand.descriptor,
    ]

    /// Every command name, in the order of ``all``.
    public static let names = all.map(\.name)

    private static let index = Dictionary(all.enumerated().map { ($0.element.name, $0.offset) }) { first, _ in first }

    /// The command written `name`, or nil when there is none.
    public static func named(_ name: String) -> FlowCommandDescriptor? {
        index[name].map { all[$0] }
    }

    /// The column where ``reference`` starts its comments (0-based): 35, or three spaces
    /// after a longer line.
    static let commentColumn = 35

    /// The list of commands in Docs/flows.md, "Commands": one YAML line per command, its example and a
    /// comment saying what it does, the comments aligned at `commentColumn` (an
    /// ideograph counts as two columns, as terminals and editors show it).
    public static var reference: String {
        all.map { command in
            let line = command.example.isEmpty ? "- \(command.name)" : "- \(command.name): \(command.example)"
            let padding = max(3, commentColumn - columns(line))
            return line + String(repeating: " ", count: padding) + "# " + command.summary + "\n"
        }.joined()
    }

    private static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.properties.isIdeographic ? 2 : 1) }
    }
}
