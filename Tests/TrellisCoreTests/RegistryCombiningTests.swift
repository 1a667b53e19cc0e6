import Testing
import TrellisCore

/// Adding a package's plugins to a registry: order kept, names never replaced.
struct RegistryCombiningTests {
    static let badge = Plugin(
        name: "badge",
        widgets: [WidgetDescriptor(name: "badge", summary: "A badge.", content: .none, make: { _ in View() })])
    static let wide = Plugin(name: "wide", layouts: [LayoutDescriptor(name: "wide", summary: "Wide.", parameters: [], make: { _ in StackLayout() })])

    @Test func addingKeepsTheBaseAndAppendsInOrder() throws {
        let registry = try Registry.core + Self.badge + Self.wide
        #expect(registry.plugins.map(\.name) == ["core", "badge", "wide"])
        #expect(registry.widgets.map(\.name) == ["screen", "view", "label", "button", "switch", "text-field", "scroll", "spinner", "timer", "badge"])
        #expect(registry.layouts.map(\.name) == ["stack", "absolute", "wide"])
        #expect(registry.widget(named: "badge") != nil)
        #expect(registry.layout(named: "wide") != nil)
        let same = try Registry.core.adding([Self.badge, Self.wide])
        #expect(same.plugins.map(\.name) == registry.plugins.map(\.name))
        let merged = try Registry.core + Registry(plugins: [Self.badge, Self.wide])
        #expect(merged.widgets.map(\.name) == registry.widgets.map(\.name))
    }

    @Test func aNameAlreadyRegisteredIsRefused() throws {
        let withBadge = try Registry.core + Self.badge
        #expect(throws: RegistryError.duplicateWidget("badge", plugin: "badge")) { try withBadge + Self.badge }
        let stackAgain = Plugin(name: "mine", layouts: [LayoutDescriptor(name: "stack", summary: "", parameters: [], make: { _ in StackLayout() })])
        let error = #expect(throws: RegistryError.self) { try Registry.core.adding([Self.wide, stackAgain]) }
        #expect(error?.description == "plugin 'mine' registers layout 'stack', which is already registered")
        #expect(throws: RegistryError.duplicateWidget("screen", plugin: "core")) { try Registry.core + Registry.core }
    }
}
