import Foundation

extension Screen {
    /// Types `text` into the first responder (Docs/widgets.md, "text-field"): one grapheme
    /// cluster at a time at the end, each followed by `editingChanged`; clusters beyond the
    /// field's `maxLength` are dropped and counted. Pending layout is done once at the end.
    ///
    /// Typing takes no time; when ``VirtualClock/autoSettle`` is true the clock settles
    /// after it (Docs/time.md, "Swift").
    ///
    /// - Throws: ``TextInputError`` when no text field is editing, naming the fields on
    ///   the screen, or when settling fails (``TextInputError/clockError``).
    @discardableResult
    public func typeText(_ text: String) throws(TextInputError) -> TextInputReport {
        let clock = self.clock
        return try clock.asOneStep { () throws(TextInputError) -> TextInputReport in
            let report = try typeWithoutSettling(text)
            guard clock.autoSettle else { return report }
            do throws(ClockError) {
                if try clock.settleAfterGesture() { layoutIfNeeded() }
            } catch {
                throw TextInputError(clockError: error)
            }
            return report
        }
    }

    private func typeWithoutSettling(_ text: String) throws(TextInputError) -> TextInputReport {
        let field = try editingField(for: "type")
        var dropped = 0
        let records = recording {
            for cluster in text {
                guard field.isEditing else {
                    dropped += 1
                    continue
                }
                if !field.insert(cluster) { dropped += 1 }
            }
            layoutIfNeeded()
        }
        return TextInputReport(field: field, records: records, dropped: dropped)
    }

    /// Taps the one text field `query` names (``tap(_:allowMissed:duration:)``, which makes it the
    /// first responder), then types `text` into it as ``typeText(_:)`` does:
    /// `screen.typeText("ada@example.com", into: .type("text-field").below(.text("Email")))`.
    ///
    /// - Throws: ``TapError`` when the query names no view, several, or a view that is not
    ///   a text field (kind `noMatch`), or when the tap misses it; ``TextInputError`` when
    ///   the field did not begin editing (it is disabled).
    @discardableResult
    public func typeText(_ text: String, into query: ViewQuery) throws -> TextInputReport {
        let target = try view(matching: query)
        guard target is TextField else {
            throw TapError(kind: .noMatch, query: query.description, message: "\(describe(target)) matches \(query.messageName) but is not a text field")
        }
        try tap(target, query: query)
        return try typeText(text)
    }

    /// Deletes `count` grapheme clusters from the end of the first responder's text, one
    /// `editingChanged` each, stopping at empty; `Int.max` deletes them all.
    ///
    /// - Throws: ``TextInputError`` when no text field is editing.
    @discardableResult
    public func deleteBackward(_ count: Int = 1) throws(TextInputError) -> TextInputReport {
        let field = try editingField(for: "delete")
        let records = recording {
            var left = count
            while left > 0, field.isEditing, field.deleteBackward() { left -= 1 }
            layoutIfNeeded()
        }
        return TextInputReport(field: field, records: records, dropped: 0)
    }

    /// Presses return in the first responder (``TextField/pressReturn()``).
    ///
    /// - Throws: ``TextInputError`` when no text field is editing.
    @discardableResult
    public func pressReturn() throws(TextInputError) -> TextInputReport {
        let field = try editingField(for: "press return")
        let records = recording {
            field.pressReturn()
            layoutIfNeeded()
        }
        return TextInputReport(field: field, records: records, dropped: 0)
    }

    /// Makes the first responder resign (the keyboard is hidden).
    ///
    /// - Throws: ``TextInputError`` when no text field is editing: hiding a keyboard that
    ///   is not there is a mistake in the test (Docs/widgets.md).
    @discardableResult
    public func resignFirstResponder() throws(TextInputError) -> TextInputReport {
        let field = try editingField(for: "hide the keyboard")
        let records = recording {
            field.resignFirstResponder()
            layoutIfNeeded()
        }
        return TextInputReport(field: field, records: records, dropped: 0)
    }

    /// The first responder, or an error naming the text fields on the screen.
    private func editingField(for verb: String) throws(TextInputError) -> TextField {
        if let firstResponder { return firstResponder }
        var fields: [String] = []
        forEachInSubtree { if $0 is TextField { fields.append(describe($0)) } }
        let listing =
            fields.isEmpty
            ? "the screen has no text field"
            : "tap one first; text fields on the screen: " + fields.joined(separator: ", ")
        throw TextInputError(message: "cannot \(verb): no text field is editing; \(listing)")
    }

    /// Ends editing when the first responder is `view` or inside it: `view` is being
    /// hidden or is leaving the screen (Docs/widgets.md).
    func endEditing(within view: View) {
        guard let field = firstResponder, field.isDescendant(of: view) else { return }
        field.resignFirstResponder()
    }
}
