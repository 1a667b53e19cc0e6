import TrellisCore

/// `{name}` placeholders in the texts of a screen shown in an app (Docs/navigation.md,
/// "Arguments and deep links"): the `text`, `title`, `label` and `placeholder` attributes
/// and a label's text content may name one of the screen's arguments; `{{` and `}}` are
/// literal braces. A screen file loaded alone shows them as written.
extension ParsedScreen {
    /// The attributes whose values may hold placeholders.
    static let placeholderAttributes: Set<String> = ["text", "title", "label", "placeholder"]

    /// Every placeholder problem of the file for a screen whose arguments are
    /// `arguments` (`usedBy` names the app's screens using the file, for messages):
    /// a name that is not an argument, or a `{` with no `}`; each located at its
    /// attribute, or at the text.
    func placeholderProblems(arguments: Set<String>, usedBy screens: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let locator = AttributeLocator(bytes)
        for event in events {
            switch event {
            case .start(let name, _, let attributes):
                for attribute in attributes where Self.holdsBrace(attribute.value) && Self.placeholderAttributes.contains(attribute.name) {
                    problems += Self.placeholderProblems(
                        in: attribute.value, at: locator.location(of: attribute), what: "attribute '\(attribute.name)' of <\(name)>",
                        arguments: arguments, usedBy: screens)
                }
            case .text(let isWhitespace, let text, let location):
                if !isWhitespace && Self.holdsBrace(text) {
                    problems += Self.placeholderProblems(in: text, at: location, what: "the text", arguments: arguments, usedBy: screens)
                }
            case .end:
                break
            }
        }
        return problems
    }

    /// The placeholder problems of one value, `what` (at `location`), of a screen file
    /// used by `screens`, whose arguments are `arguments`: each name that is not one of
    /// them, with "did you mean", or the one brace that is not closed.
    static func placeholderProblems(in text: String, at location: SourceLocation, what: String, arguments: Set<String>, usedBy screens: String) -> [Diagnostic]
    {
        do {
            let known = arguments.sorted()
            return try placeholderNames(in: text).filter { !arguments.contains($0) }.map { name in
                let list = known.isEmpty ? "it takes no arguments" : "its arguments are " + known.joined(separator: ", ")
                return Diagnostic(
                    at: location, "\(what) uses '{\(name)}', which is not an argument of \(screens); \(list)\(Suggestion.didYouMean(name, in: known))")
            }
        } catch {
            return [Diagnostic(at: location, "\(what): \(error.description)")]
        }
    }

    /// A new screen built from the parsed file with each placeholder replaced by its
    /// argument's value (`ArgumentValue.description`), laid out unless `laysOut` is
    /// false (an app lays a screen out once, in the frame it shows it in).
    ///
    /// - Throws: as ``makeScreen()`` does.
    public func makeScreen(arguments: [String: ArgumentValue], laysOut: Bool = true) throws(ScreenLoadError) -> Screen {
        guard hasPlaceholderBraces else { return try makeScreen(replaying: events, laysOut: laysOut) }
        let substituted = events.map { event -> Event in
            switch event {
            case .start(let name, let location, let attributes):
                let replaced = attributes.map { attribute -> RawAttribute in
                    guard Self.holdsBrace(attribute.value), Self.placeholderAttributes.contains(attribute.name) else {
                        return attribute
                    }
                    var copy = attribute
                    copy.value = Self.substitute(attribute.value, arguments)
                    return copy
                }
                return .start(name: name, location: location, attributes: replaced)
            case .text(let isWhitespace, let text, let location):
                return .text(isWhitespace: isWhitespace, text: isWhitespace ? text : Self.substitute(text, arguments), location: location)
            case .end:
                return .end
            }
        }
        return try makeScreen(replaying: substituted, laysOut: laysOut)
    }

    /// Whether `event` is a start tag with a placeholder attribute, or text that is not
    /// white space, holding a brace.
    static func holdsPlaceholderBraces(_ event: Event) -> Bool {
        switch event {
        case .start(_, _, let attributes):
            return attributes.contains { holdsBrace($0.value) && placeholderAttributes.contains($0.name) }
        case .text(let isWhitespace, let text, _):
            return !isWhitespace && holdsBrace(text)
        case .end:
            return false
        }
    }

    /// Whether `text` holds `{` or `}`: one pass over its UTF-8 bytes.
    static func holdsBrace(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    /// The names `text`'s placeholders use, in order.
    ///
    /// - Throws: ``DeepLinkError``-like sentence when a `{` has no `}` or a `}` stands
    ///   alone.
    static func placeholderNames(in text: String) throws(NavigationError) -> [String] {
        var names: [String] = []
        var characters = text[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            if first == "{" {
                if characters.first == "{" {
                    characters = characters.dropFirst()
                    continue
                }
                guard let close = characters.firstIndex(of: "}") else {
                    throw NavigationError("a '{' has no '}' (write '{{' for a brace)")
                }
                names.append(String(characters[..<close]))
                characters = characters[characters.index(after: close)...]
            } else if first == "}" {
                guard characters.first == "}" else { throw NavigationError("a '}' closes no '{' (write '}}' for a brace)") }
                characters = characters.dropFirst()
            }
        }
        return names
    }

    /// `text` with each `{name}` replaced by its value, `{{` and `}}` by one brace; a
    /// placeholder without a value is left as written.
    static func substitute(_ text: String, _ arguments: [String: ArgumentValue]) -> String {
        // Braces are ASCII, so the text is scanned as UTF-8 and copied in runs between them.
        let utf8 = text.utf8
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        var result = ""
        result.reserveCapacity(utf8.count)
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            guard byte == open || byte == close else {
                index = next
                continue
            }
            if next < utf8.endIndex, utf8[next] == byte {
                // `{{` or `}}`: one brace, written.
                result += String(decoding: utf8[runStart..<next], as: UTF8.self)
                index = utf8.index(after: next)
                runStart = index
            } else if byte == open, let end = utf8[next...].firstIndex(of: close),
                let value = arguments[String(decoding: utf8[next..<end], as: UTF8.self)]
            {
                result += String(decoding: utf8[runStart..<index], as: UTF8.self)
                result += value.description
                index = utf8.index(after: end)
                runStart = index
            } else {
                index = next
            }
        }
        result += String(decoding: utf8[runStart...], as: UTF8.self)
        return result
    }
}
