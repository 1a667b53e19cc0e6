import TrellisCore

/// The registry's widgets and layouts as a load uses them: each looked up once per
/// distinct name and held by reference, with what the builder, the checker and the view
/// factory ask of it for every element.
final class ScreenVocabulary {
    let registry: Registry
    private var widgets: [String: WidgetEntry?] = [:]
    private var layouts: [String: LayoutEntry?] = [:]
    @exclusivity(unchecked) private var lastWidget: (name: String, entry: WidgetEntry?)?

    init(registry: Registry) {
        self.registry = registry
    }

    /// The registered widget named `name`; nil for an unknown element.
    func widget(named name: String) -> WidgetEntry? {
        if let last = lastWidget, last.name == name { return last.entry }
        let entry: WidgetEntry?
        if let known = widgets[name] {
            entry = known
        } else {
            entry = registry.widget(named: name).map { descriptor in
                WidgetEntry(descriptor, defaultLayout: Self.defaultLayoutName(of: descriptor).flatMap(layout(named:)))
            }
            widgets[name] = entry
        }
        lastWidget = (name, entry)
        return entry
    }

    /// The registered layout named `name`; nil for an unknown one.
    func layout(named name: String) -> LayoutEntry? {
        if let known = layouts[name] { return known }
        let entry = registry.layout(named: name).map(LayoutEntry.init)
        layouts[name] = entry
        return entry
    }

    /// The layout's name a widget's elements use when they name none.
    private static func defaultLayoutName(of widget: WidgetDescriptor) -> String? {
        switch widget.layoutPolicy {
        case .none: return nil
        case .fixed(let name), .defaultLayout(let name): return name
        }
    }
}

/// A registered widget held by reference, so that open elements share it.
final class WidgetEntry {
    let descriptor: WidgetDescriptor
    let name: String
    let isScreen: Bool
    let isControl: Bool
    let isPlainContainer: Bool
    /// Whether its elements have a layout (``WidgetDescriptor/LayoutPolicy/none`` is none).
    let hasLayout: Bool
    /// Whether the element may name its layout (``WidgetDescriptor/LayoutPolicy/defaultLayout(_:)``).
    let takesLayoutAttribute: Bool
    /// The layout used when the element names none; nil for none or an unknown one.
    let defaultLayout: LayoutEntry?
    /// Whether every registered widget may be a child.
    let takesAnyChild: Bool
    let make: @Sendable (AttributeReader) -> View
    let finish: (@Sendable (View, AttributeReader) -> Void)?
    /// The attributes it accepts with the layout (by identity) and `frame` of the last
    /// element checked; nil before the first.
    var lastAllowed: ScreenChecker.AllowedNames?
    var lastAllowedLayout: ObjectIdentifier?
    var lastAllowedTakesFrame = false
    var lastAllowedTakesGrow = false
    /// The attribute names of the element of this widget started last, in order, and
    /// what they hold: elements of one kind mostly repeat the same attributes.
    @exclusivity(unchecked) private var lastNames: [String] = []
    @exclusivity(unchecked) private var lastPlan: AttributePlan?

    init(_ descriptor: WidgetDescriptor, defaultLayout: LayoutEntry?) {
        self.descriptor = descriptor
        name = descriptor.name
        isScreen = descriptor.name == "screen"
        isControl = descriptor.isControl
        isPlainContainer = descriptor.isPlainContainer
        hasLayout = descriptor.layoutPolicy != .none
        if case .defaultLayout = descriptor.layoutPolicy { takesLayoutAttribute = true } else { takesLayoutAttribute = false }
        self.defaultLayout = defaultLayout
        if case .views(allowed: nil) = descriptor.content { takesAnyChild = true } else { takesAnyChild = false }
        make = descriptor.make
        finish = descriptor.finish
    }

    /// What `attributes` hold that the builder looks for, found once per list of names
    /// and kept while elements of this widget repeat it.
    func plan(for attributes: ArraySlice<RawAttribute>) -> AttributePlan {
        if let lastPlan, repeatsLastNames(attributes) { return lastPlan }
        let plan = AttributePlan(attributes)
        lastPlan = plan
        lastNames.removeAll(keepingCapacity: true)
        for index in attributes.indices { lastNames.append(attributes[index].name) }
        return plan
    }

    private func repeatsLastNames(_ attributes: ArraySlice<RawAttribute>) -> Bool {
        guard attributes.count == lastNames.count else { return false }
        var offset = 0
        for index in attributes.indices {
            if attributes[index].name != lastNames[offset] { return false }
            offset += 1
        }
        return true
    }
}

/// Where an element's `id` and `layout` attributes are, and whether it writes any of
/// the common view or control attributes (``CommonAttributes``), which are applied
/// only then.
struct AttributePlan {
    /// The offsets in the element's attributes of the first `id` and the first `layout`.
    var id: Int?
    var layout: Int?
    var writesViewAttributes = false
    var writesControlAttributes = false

    init(_ attributes: ArraySlice<RawAttribute>) {
        for index in attributes.indices {
            let name = attributes[index].name
            let offset = index - attributes.startIndex
            if name == CommonAttributes.id.name, id == nil { id = offset }
            if name == CommonAttributes.layout.name, layout == nil { layout = offset }
            if CommonAttributes.viewAttributeNames.contains(name) { writesViewAttributes = true }
            if CommonAttributes.controlAttributeNames.contains(name) { writesControlAttributes = true }
        }
    }
}

/// A registered layout held by reference, so that open elements share it.
final class LayoutEntry {
    let descriptor: LayoutDescriptor
    /// Whether it is `absolute`, whose children read `frame`.
    let isAbsolute: Bool
    /// Whether it is `stack`, whose children read `grow`.
    let isStack: Bool
    let make: @Sendable (AttributeReader) -> any Layout
    let makeContainer: (@Sendable (AttributeReader) -> View)?
    /// Whether it reads parameters, which a factory checks even for a layout it drops.
    let hasParameters: Bool

    init(_ descriptor: LayoutDescriptor) {
        self.descriptor = descriptor
        isAbsolute = descriptor.name == CoreLayouts.absolute.name
        isStack = descriptor.name == CoreLayouts.stack.name
        hasParameters = !descriptor.parameters.isEmpty
        make = descriptor.make
        makeContainer = descriptor.makeContainer
    }
}
