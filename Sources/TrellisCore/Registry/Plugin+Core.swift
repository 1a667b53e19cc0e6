import Foundation

extension Plugin {
    /// The core's widgets and layouts: `screen`, `view`, `label`, `button`, `switch`,
    /// `text-field`, `scroll`, `spinner`, `timer` (not a view); `stack` and `absolute` (Docs/screen-xml.md, Docs/layouts.md); and the `test` text metrics. They go through
    /// the same public API as any plugin.
    public static let core = Plugin(
        name: "core",
        widgets: [
            CoreWidgets.screen, CoreWidgets.view, CoreWidgets.label, CoreWidgets.button, CoreWidgets.switch, CoreWidgets.textField, CoreWidgets.scroll,
            CoreWidgets.spinner, CoreWidgets.timer,
        ],
        layouts: [CoreLayouts.stack, CoreLayouts.absolute],
        textMetrics: [.test]
    )
}

/// The descriptors of the core's widgets.
public enum CoreWidgets {
    static let screenWidth = Attribute<Length>("width", default: Length(Screen.defaultSize.width), "the screen's width in points")
    static let screenHeight = Attribute<Length>("height", default: Length(Screen.defaultSize.height), "the screen's height in points")
    /// The screen's `text-metrics`: the name of a registered text measurer. The loader
    /// resolves it against its registry (a loader-wide choice overrides it).
    public static let textMetrics = Attribute<String>(
        "text-metrics", default: TextMetricsDescriptor.test.name,
        "how text is measured: test (deterministic, the default) or fonts (installed fonts)")
    static let text = Attribute<String?>("text", "the label's text (or give it as the element's content)")
    static let title = Attribute<String>("title", default: "", "the button's title")
    static let lines = Attribute<Count>("lines", default: Count(1), "the most lines the text wraps to (1 = no wrapping, 0 = unlimited)")
    static let lineBreak = Attribute<LineBreakMode>("line-break", default: .word, "where lines break: word (UAX #14), char, or truncate-tail with \u{2026}")

    /// `screen`: the root, a window of `width` × `height` points (default 375 × 667) with
    /// the `stack` layout.
    public static let screen = WidgetDescriptor(
        name: "screen", summary: "the root: a window of width × height points",
        attributes: [screenWidth.declaration, screenHeight.declaration, textMetrics.declaration],
        content: .views(allowed: nil), layoutPolicy: .defaultLayout("stack"),
        make: { reader in
            Screen(size: CGSize(width: reader[screenWidth].value, height: reader[screenHeight].value))
        }
    )

    /// `view`: a plain container with the `absolute` layout.
    public static let view = WidgetDescriptor(
        name: "view", summary: "a plain container",
        content: .views(allowed: nil), layoutPolicy: .defaultLayout("absolute"), isPlainContainer: true,
        make: { _ in View() }
    )

    /// `label`: text, not interactive; `text` attribute or text content, not both.
    public static let label = WidgetDescriptor(
        name: "label", summary: "text; not interactive",
        attributes: [text.declaration, lines.declaration, lineBreak.declaration] + CommonAttributes.textStyleDeclarations,
        content: .text,
        accessibility: AccessibilityDeclaration(role: .staticText),
        make: { reader in
            let label = Label()
            label.numberOfLines = reader[lines].value
            label.lineBreakMode = reader[lineBreak]
            if let attribute = reader[text] {
                if reader.textContent != nil {
                    reader.reportError("<label> has both a 'text' attribute and text content; give one", attribute: "text")
                }
                label.text = attribute
            } else {
                label.text = reader.textContent ?? ""
            }
            return label
        }
    )

    /// `button`: a control with a `title`.
    public static let button = WidgetDescriptor(
        name: "button", summary: "a control with a title", isControl: true,
        attributes: [title.declaration] + CommonAttributes.textStyleDeclarations,
        content: .views(allowed: nil), layoutPolicy: .defaultLayout("absolute"),
        accessibility: AccessibilityDeclaration(role: .button),
        make: { reader in Button(title: reader[title]) }
    )
}

/// The descriptors of the core's layouts.
public enum CoreLayouts {
    static let axis = Attribute<StackLayout.Axis>("axis", default: .vertical, "the direction children follow one another")
    static let spacing = Attribute<Length>("spacing", default: Length(0), "gap between neighbours along the axis")
    static let alignment = Attribute<StackLayout.Alignment>("alignment", default: .fill, "cross-axis placement")

    /// `stack`: children one after another along an axis.
    public static let stack = LayoutDescriptor(
        name: "stack", summary: "children one after another along an axis",
        parameters: [axis.declaration, spacing.declaration, alignment.declaration],
        make: { reader in
            StackLayout(axis: reader[axis], spacing: reader[spacing].value, alignment: reader[alignment])
        }
    )

    /// `absolute`: each child at its `frame`.
    public static let absolute = LayoutDescriptor(
        name: "absolute", summary: "each child at its frame=\"x y w h\"", parameters: [],
        make: { _ in AbsoluteLayout() }
    )
}
