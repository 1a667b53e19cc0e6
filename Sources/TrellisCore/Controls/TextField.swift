import Foundation

/// A single-line text input (UIKit's `UITextField`; Docs/widgets.md, "text-field").
///
/// Fitting size: the wider of the shown text (bullets when ``isSecureTextEntry``) and the
/// ``placeholder``, plus the horizontal padding; one line, ``lineHeightMultiple`` × the
/// font size (default 17 points), plus the vertical padding.
///
/// Editing: a tap (`touchDown`, `touchUpInside`, never `primaryActionTriggered`) makes the
/// field its screen's first responder (``Screen/firstResponder``): the previous one ends
/// editing first (`editingDidEnd`), then this one sends `editingDidBegin`. Typing goes
/// through the screen (``Screen/typeText(_:)``). A field that is hidden, disabled or
/// removed while editing ends editing.
open class TextField: Control {
    /// The bullet a secure field shows for each grapheme cluster: "•" (U+2022).
    public static let secureBullet: Character = "\u{2022}"
    /// A line's height as a multiple of the font size: 1.2 (Docs/widgets.md).
    public static let lineHeightMultiple: CGFloat = 1.2

    @exclusivity(unchecked) private var storedText = ""
    /// The number of grapheme clusters in ``text``, kept as it changes so typing into a
    /// long text costs the same per cluster.
    @exclusivity(unchecked) private var storedClusterCount = 0
    /// The shown text's measured width, kept while typing at the end (``ShownTextWidth``).
    @exclusivity(unchecked) private var shownWidth: ShownTextWidth?

    /// The text; "" by default. Setting it sends no event (only typing does).
    public var text: String {
        get { storedText }
        set {
            guard newValue != storedText else { return }
            storedText = newValue
            storedClusterCount = newValue.count
            shownWidth = nil
            textDidChange()
        }
    }

    /// How many grapheme clusters ``text`` holds.
    public var clusterCount: Int { storedClusterCount }

    /// The grey text shown while ``text`` is empty; nil (the default) shows nothing. It is
    /// not text: queries by text do not match it. Shown in the field's
    /// ``View/effectiveLocale`` (Docs/sweeps.md); setting it sets ``writtenPlaceholder``.
    public var placeholder: String? {
        get { writtenPlaceholder.map(shownText) }
        set { writtenPlaceholder = newValue }
    }

    /// The placeholder as written; nil by default. A new spelling of the same text
    /// (canonically equivalent, other bytes) is a change: it is what is drawn.
    public var writtenPlaceholder: String? {
        didSet { if !writtenPlaceholder.hasSameUTF8(as: oldValue) { invalidateText() } }
    }

    /// Whether each grapheme cluster shows as ``secureBullet``; false by default.
    public var isSecureTextEntry = false {
        didSet {
            guard isSecureTextEntry != oldValue else { return }
            shownWidth = nil
            invalidateText()
        }
    }

    /// The most grapheme clusters ``text`` takes by typing; 0 (the default) is unlimited.
    /// Typing drops what does not fit; setting ``text`` by code is not limited.
    public var maxLength = 0 {
        didSet { maxLength = max(0, maxLength) }
    }

    /// Whether the field is its screen's first responder.
    public internal(set) var isEditing = false

    /// How long after the last `editingChanged` the field sends ``debouncedAction``, in
    /// whole milliseconds (Docs/time.md, "Timers and timed widgets"): each change restarts
    /// a one-shot timer on the clock; return sends the action at once and cancels it,
    /// and leaving the screen cancels it. 0 (the default): none.
    public var debounce: Int64 = 0
    /// The named action the debounce sends (the field's `action`); nil: none.
    public var debouncedAction: String?
    /// The debounce's pending timer.
    var debounceTimer: ClockTimer?

    /// A field disabled while editing ends editing (Docs/widgets.md).
    override open var isEnabled: Bool {
        didSet { if !isEnabled, isEditing { resignFirstResponder() } }
    }

    /// Creates a field showing `text`, with `placeholder`.
    public convenience init(text: String = "", placeholder: String? = nil) {
        self.init()
        self.text = text
        self.placeholder = placeholder
    }

    override open class var defaultTypeName: String { "text-field" }
    override open class var drawsFromCoreStateOnly: Bool { self == TextField.self }
    override open class var defaultFontSize: CGFloat { Font.labelDefault.size }
    /// Leading, as a label's: a field's text and placeholder start at its leading edge
    /// (UITextField's natural alignment).
    override open class var defaultTextAlignment: TextAlignment { .leading }

    /// The text as shown, "" when empty (never the placeholder): a bullet per cluster for
    /// a secure field (``shownText``), so that queries, text dumps, JSON, the audit and
    /// every message see what a person sees and never a password; ``text`` still holds
    /// what was typed, for Swift code.
    override open var displayedText: String? { shownText }

    /// The text as shown: a bullet per cluster for a secure field, else the text; nil
    /// while collapsed. A text wider than the field is not cut: the field scrolls it, as
    /// UIKit's does.
    override open var visibleText: String? {
        if isCollapsed { return nil }
        return shownText
    }

    /// ``secureBullet`` per cluster when secure, else ``text``.
    public var shownText: String {
        isSecureTextEntry ? String(repeating: TextField.secureBullet, count: storedClusterCount) : storedText
    }

    override open var inspectableProperties: [(key: String, value: InspectableValue)] {
        var properties: [(key: String, value: InspectableValue)] = []
        if let placeholder { properties.append(("placeholder", .string(placeholder))) }
        if isEditing { properties.append(("editing", .bool(true))) }
        return properties
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let padding = effectivePadding
        let textWidth = shownTextWidth()
        let placeholderWidth = placeholder.map { measuredSize(of: $0).width } ?? 0
        return CGSize(
            width: max(textWidth, placeholderWidth) + padding.horizontal,
            height: effectiveFont.size * TextField.lineHeightMultiple + padding.vertical)
    }

    /// The shown text's width: the kept one when it was measured in this font by this kind
    /// of measurer, else measured (and kept when the measurer's widths add).
    private func shownTextWidth() -> CGFloat {
        let measurer = currentTextMeasurer
        let font = effectiveFont
        if let width = shownWidth?.width(for: font, measurer: measurer) { return width }
        let shown = shownText
        shownWidth = ShownTextWidth(measuring: shown, font: font, measurer: measurer)
        return shownWidth?.width(for: font, measurer: measurer) ?? measuredSize(of: shown).width
    }

    /// `touchUpInside`, then the field becomes the first responder (no
    /// `primaryActionTriggered`: for a text field that means return).
    override open func touchEndedInside() {
        let screenAtStart = screen
        sendActions(for: .touchUpInside)
        guard isStillOn(screenAtStart) else { return }
        becomeFirstResponder()
    }

    /// Makes the field its screen's first responder (UIKit's `becomeFirstResponder()`):
    /// the previous one ends editing (`editingDidEnd`), then this one sends
    /// `editingDidBegin`. Does nothing when it is already editing.
    ///
    /// - Returns: whether the field is editing afterwards: false when it is not on a
    ///   screen, is disabled or hidden, or a handler of the previous field took it away.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard let screen, isEnabled, !isHidden else { return false }
        if let previous = screen.firstResponder { previous.resignFirstResponder() }
        guard self.screen === screen, isEnabled, !isHidden, screen.firstResponder == nil else { return false }
        screen.firstResponder = self
        isEditing = true
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing (UIKit's `resignFirstResponder()`): the field stops being the first
    /// responder, then sends `editingDidEnd`. Does nothing when it is not editing.
    ///
    /// - Returns: whether it was editing.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isEditing else { return false }
        isEditing = false
        if let screen, screen.firstResponder === self { screen.firstResponder = nil }
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Appends `cluster` as typing does, when ``maxLength`` leaves room, then sends
    /// `editingChanged`.
    ///
    /// - Returns: whether it was inserted (false: dropped by ``maxLength``).
    @discardableResult
    public func insert(_ cluster: Character) -> Bool {
        guard maxLength == 0 || storedClusterCount < maxLength else { return false }
        storedText.append(cluster)
        // A cluster that joins the previous one (a lone combining mark) adds none.
        if storedText.last == cluster || storedClusterCount == 0 {
            storedClusterCount += 1
            let shown = isSecureTextEntry ? TextField.secureBullet : cluster
            shownWidth = ShownTextWidth.adjusted(shownWidth, by: shown, sign: 1, measurer: currentTextMeasurer)
        } else {
            shownWidth = nil
        }
        textDidChange()
        sendActions(for: .editingChanged)
        restartDebounce()
        return true
    }

    /// Removes the last grapheme cluster, as the delete key does, then sends
    /// `editingChanged`.
    ///
    /// - Returns: whether there was one to remove.
    @discardableResult
    public func deleteBackward() -> Bool {
        guard let last = storedText.last else { return false }
        storedText.removeLast()
        storedClusterCount -= 1
        let shown = isSecureTextEntry ? TextField.secureBullet : last
        shownWidth = ShownTextWidth.adjusted(shownWidth, by: shown, sign: -1, measurer: currentTextMeasurer)
        textDidChange()
        sendActions(for: .editingChanged)
        restartDebounce()
        return true
    }

    /// The return key: `primaryActionTriggered` (so ``Control`` actions fire) and
    /// `editingDidEndOnExit`, then the field resigns (`editingDidEnd`).
    public func pressReturn() {
        cancelDebounce()
        let screenAtStart = screen
        sendActions(for: .primaryActionTriggered)
        guard isStillOn(screenAtStart) else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }

    /// The text changed: only a change of the fitting size concerns the superview, so a
    /// field whose width is fixed (`width`) asks
    /// only for its own layout pass; otherwise its size is measured again upward.
    private func textDidChange() {
        setNeedsDisplay()
        if explicitWidth != nil {
            setNeedsLayout()
        } else {
            invalidateLayout(.contentSize)
        }
    }
}
