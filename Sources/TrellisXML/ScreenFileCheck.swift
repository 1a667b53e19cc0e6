import TrellisCore

/// What `trellis validate` of an app file learns of one screen file while the builder
/// checks it, without keeping the parse (Docs/navigation.md, "Speed and memory"): the
/// named actions its controls send and its `{name}` placeholder problems, as
/// ``ParsedScreen`` would find them in its kept events.
final class ScreenFileCheck: XMLContentHandler {
    /// The builder the parse goes on to; set by ``ScreenLoader/check(contentsOfFile:with:)``.
    var builder: ScreenBuilder?
    /// The file's bytes, for locating attributes in messages.
    var bytes: [UInt8] = []
    /// Every `action` attribute's value.
    private(set) var actions: Set<String> = []
    /// The placeholder problems, each at its attribute or text.
    private(set) var problems: [Diagnostic] = []
    private let arguments: Set<String>
    private let usedBy: String
    private lazy var locator = AttributeLocator(bytes)

    /// A check of a file used by the app's screens `usedBy` names, whose arguments all of
    /// them take are `arguments`.
    init(arguments: Set<String>, usedBy: String) {
        self.arguments = arguments
        self.usedBy = usedBy
    }

    func startElement(_ tag: XMLStartTag) -> Bool {
        for attribute in tag.attributes {
            if attribute.name == "action" {
                actions.insert(attribute.value)
            } else if ParsedScreen.holdsBrace(attribute.value), ParsedScreen.placeholderAttributes.contains(attribute.name) {
                problems += ParsedScreen.placeholderProblems(
                    in: attribute.value, at: locator.location(of: attribute), what: "attribute '\(attribute.name)' of <\(tag.name)>",
                    arguments: arguments, usedBy: usedBy)
            }
        }
        return builder?.startElement(tag) ?? false
    }

    func endElement(attributes: ArraySlice<RawAttribute>) {
        builder?.endElement(attributes: attributes)
    }

    func characters(isWhitespace: Bool, text: () -> String, location: () -> SourceLocation) {
        if !isWhitespace {
            let piece = text()
            if ParsedScreen.holdsBrace(piece) {
                problems += ParsedScreen.placeholderProblems(in: piece, at: location(), what: "the text", arguments: arguments, usedBy: usedBy)
            }
        }
        builder?.characters(isWhitespace: isWhitespace, text: text, location: location)
    }
}
