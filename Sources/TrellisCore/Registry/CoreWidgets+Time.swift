import Foundation

extension CoreWidgets {
    static let interval = Attribute<TimerInterval?>("interval", defaultDescription: "none: required", "time between firings, 1ms to 24h (required)")
    static let repeats = Attribute<Bool>("repeats", default: false, "whether it fires again every interval (else once)")
    static let timerAction = Attribute<String?>("action", defaultDescription: "none: required", "the named action it sends up the responder chain (required)")

    /// `timer`: not a view, but a timer of its screen (Docs/time.md, "Timers and timed
    /// widgets"), allowed only directly under `<screen>`: from load it sends `action`
    /// every `interval` (once unless `repeats`), from the sender `timer#id`. `interval` and
    /// `action` are required; it takes `id` and none of the other view attributes.
    public static let timer = WidgetDescriptor(
        name: "timer", summary: "not a view: sends a named action every interval from load", parents: ["screen"],
        attributes: [interval.declaration, repeats.declaration, timerAction.declaration], content: .none, isView: false,
        make: { reader in
            let timer = ScreenTimer()
            timer.repeats = reader[repeats]
            if let value = reader[interval] {
                timer.interval = value.value.milliseconds
            } else if !reader.contains(interval.name) {
                reader.reportError("<timer> needs 'interval': \(TimerInterval.valueDescription)")
            }
            if let name = reader[timerAction], !name.isEmpty {
                timer.action = name
            } else if reader.contains(timerAction.name) {
                reader.reportError("attribute 'action' of <timer> is empty: expected an action name", attribute: timerAction.name)
            } else {
                reader.reportError("<timer> needs 'action': the named action it sends")
            }
            return timer
        }
    )

    static let animating = Attribute<Bool>("animating", default: true, "whether it turns")
    static let hidesWhenStopped = Attribute<Bool>("hides-when-stopped", default: true, "whether it is hidden while not animating")

    /// `spinner`: a turning activity indicator, always 20 × 20 points (UIKit's medium
    /// `UIActivityIndicatorView`; Docs/widgets.md, "spinner"), so `width` and `height` on
    /// it are errors. In the accessibility tree an `image` labelled "In progress" while it
    /// turns and "Progress halted" while not, as VoiceOver reads UIKit's
    /// (Docs/accessibility.md).
    public static let spinner = WidgetDescriptor(
        name: "spinner", summary: "a turning activity indicator, always 20 × 20 points",
        attributes: [animating.declaration, hidesWhenStopped.declaration], content: .none,
        accessibility: AccessibilityDeclaration(
            role: .image,
            label: { view in (view as? Spinner)?.isAnimating == true ? "In progress" : "Progress halted" }),
        make: { reader in
            let spinner = Spinner()
            spinner.hidesWhenStopped = reader[hidesWhenStopped]
            spinner.isAnimating = reader[animating]
            return spinner
        },
        finish: { view, reader in
            rejectSize(of: reader, fixed: Spinner.size)
            // `hidden` written on the element wins over hides-when-stopped's showing.
            if let hidden = reader.value(ifWritten: CommonAttributes.hidden) { view.isHidden = hidden }
        }
    )
}
