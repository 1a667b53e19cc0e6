import Foundation
import Testing
import TrellisCore

/// The registry built from an explicit list of plugins, and the core plugin.
struct RegistryTests {
    @Test func coreRegistersItsWidgetsAndLayoutsInOrder() {
        let registry = Registry.core
        #expect(registry.widgets.map(\.name) == ["screen", "view", "label", "button", "switch", "text-field", "scroll", "spinner", "timer"])
        #expect(registry.layouts.map(\.name) == ["stack", "absolute"])
        #expect(registry.widget(named: "button")?.isControl == true)
        #expect(registry.widget(named: "label")?.content == .text)
        #expect(registry.widget(named: "screen")?.layoutPolicy == .defaultLayout("stack"))
        #expect(registry.widget(named: "view")?.layoutPolicy == .defaultLayout("absolute"))
        #expect(registry.widget(named: "tag-list") == nil)
        #expect(registry.layout(named: "flow") == nil)
    }

    @Test func duplicateNamesAreRefused() {
        let again = Plugin(name: "again", layouts: [CoreLayouts.stack])
        #expect(throws: RegistryError.duplicateLayout("stack", plugin: "again")) { try Registry(plugins: [.core, again]) }
        let widget = Plugin(name: "mine", widgets: [CoreWidgets.view])
        let error = #expect(throws: RegistryError.self) { try Registry(plugins: [.core, widget]) }
        #expect(error?.description == "plugin 'mine' registers widget 'view', which is already registered")
    }

    @Test func stackParametersAreParsedThroughTheReader() {
        let diagnostics = DiagnosticCollector()
        let location = SourceLocation(file: "s.xml", line: 1)
        let reader = AttributeReader(
            elementName: "view", location: location,
            attributes: [
                RawAttribute(name: "axis", value: "horizontal", location: location),
                RawAttribute(name: "spacing", value: "7.5", location: location),
                RawAttribute(name: "alignment", value: "middle", location: location),
            ],
            diagnostics: diagnostics)
        let layout = CoreLayouts.stack.make(reader) as? StackLayout
        // The bad alignment is reported and falls back to the default.
        #expect(layout == StackLayout(axis: .horizontal, spacing: 7.5, alignment: .fill))
        #expect(
            diagnostics.diagnostics.map(\.message)
                == ["invalid value 'middle' for attribute 'alignment' of <view>: expected one of fill, leading, center, trailing"])
        #expect(CoreLayouts.stack.parameters.map(\.name) == ["axis", "spacing", "alignment"])
    }

    @Test func screenWidgetMakesAScreenOfTheGivenSize() {
        let diagnostics = DiagnosticCollector()
        let location = SourceLocation(file: "s.xml", line: 1)
        let reader = AttributeReader(
            elementName: "screen", location: location,
            attributes: [RawAttribute(name: "width", value: "320", location: location)], diagnostics: diagnostics)
        let screen = CoreWidgets.screen.make(reader) as? Screen
        #expect(screen?.size == CGSize(width: 320, height: 667))
    }
}
