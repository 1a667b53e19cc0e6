import Foundation
import TrellisCore

/// `assertSelected`, `assertNotSelected`, `assertEnabled`, `assertDisabled`, `assertOn`,
/// `assertOff`: the one control a selector names has a state.
public struct AssertControlCommand: FlowCommand {
    /// The control state checked.
    public enum Property: Sendable, Hashable {
        /// `Control.isSelected`.
        case selected
        /// `Control.isEnabled`.
        case enabled
        /// `Switch.isOn`; only a switch has it.
        case on

        /// How a message says the state is on or off ("selected", "not selected").
        func word(_ value: Bool) -> String {
            switch self {
            case .selected: return value ? "selected" : "not selected"
            case .enabled: return value ? "enabled" : "disabled"
            case .on: return value ? "on" : "off"
            }
        }

        /// The state of `control`; nil when it has none (``on`` of a control that is not a
        /// switch).
        func value(of control: Control) -> Bool? {
            switch self {
            case .selected: return control.isSelected
            case .enabled: return control.isEnabled
            case .on: return (control as? Switch)?.isOn
            }
        }
    }

    /// The state checked.
    public var property: Property
    /// The control.
    public var selector: FlowSelector
    /// The value expected: true for `assertSelected` and `assertEnabled`.
    public var expected: Bool

    /// Creates the command.
    public init(_ property: Property, _ selector: FlowSelector, expected: Bool) {
        self.property = property
        self.selector = selector
        self.expected = expected
    }

    /// An assertion: it changes nothing, and its step (sending no action) clears the actions `assertAction` checks.
    public var traits: FlowCommandTraits { [.isAssertion, .recordsActions] }

    public var name: String {
        switch (property, expected) {
        case (.selected, true): return Self.selected.name
        case (.selected, false): return Self.notSelected.name
        case (.enabled, true): return Self.enabled.name
        case (.enabled, false): return Self.disabled.name
        case (.on, true): return Self.on.name
        case (.on, false): return Self.off.name
        }
    }

    public var description: String { "\(name) \(selector)" }

    public var screenReferences: [ScreenReference] { selector.referencedIDs.map(ScreenReference.id) }

    public func perform(in context: FlowContext) throws {
        let control = try context.finder.control(selector)
        guard let actual = property.value(of: control) else {
            throw StepFailure("\(name) needs a switch; \(context.screen.describe(control)) is not one")
        }
        guard actual == expected else {
            throw StepFailure("expected \(context.screen.describe(control)) to be \(property.word(expected)), found it \(property.word(actual))")
        }
    }

    static let selected = descriptor(
        "assertSelected", .selected, expected: true, example: "周一", summary: "the one matching control is selected")
    static let notSelected = descriptor(
        "assertNotSelected", .selected, expected: false, example: "周一", summary: "the one matching control is not selected")
    static let enabled = descriptor(
        "assertEnabled", .enabled, expected: true, example: "OK", summary: "the one matching control is enabled")
    static let disabled = descriptor(
        "assertDisabled", .enabled, expected: false, example: "Off", summary: "the one matching control is disabled")
    static let on = descriptor(
        "assertOn", .on, expected: true, example: "{id: wifi}", summary: "the one matching switch is on")
    static let off = descriptor(
        "assertOff", .on, expected: false, example: "{id: wifi}", summary: "the one matching switch is off")

    private static func descriptor(
        _ name: String, _ property: Property, expected: Bool, example: String, summary: String
    ) -> FlowCommandDescriptor {
        FlowCommandDescriptor(name: name, argumentHelp: "a selector", argumentSchema: FlowSchema.selector, example: example, summary: summary) {
            argument, parser in
            parser.selector(argument).map { AssertControlCommand(property, $0, expected: expected) }
        }
    }
}
