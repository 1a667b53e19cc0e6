import Foundation
import TrellisCore

extension FlowParser {
    /// `node` with `${NAME}` replaced in every scalar value by its binding in ``scope``
    /// (Docs/flows.md, "Parameters"); mapping keys are kept, and so are the values of a
    /// top-level mapping under `keeping` (lists of steps, whose steps are replaced as
    /// they are read). Problems are recorded; a scalar whose replacement failed keeps its
    /// text.
    mutating func substituted(_ node: YAMLNode, keeping: Set<String> = []) -> YAMLNode {
        replaced(node, keeping: keeping) ?? node
    }

    /// `node` replaced, or nil when nothing in it changes (most arguments: no `$`).
    private mutating func replaced(_ node: YAMLNode, keeping: Set<String> = []) -> YAMLNode? {
        switch node.content {
        case .scalar(let text, let quoted):
            return replaced(scalar: node, text: text, quoted: quoted)
        case .sequence(let items):
            var changed: [YAMLNode]?
            for (index, item) in items.enumerated() {
                guard let new = replaced(item) else { continue }
                if changed == nil { changed = items }
                changed?[index] = new
            }
            return changed.map {
                var copy = node
                copy.content = .sequence($0)
                return copy
            }
        case .mapping(let pairs):
            var changed: [YAMLNode.Pair]?
            for (index, pair) in pairs.enumerated() {
                if let key = pair.key.scalar, keeping.contains(key) { continue }
                guard let new = replaced(pair.value) else { continue }
                if changed == nil { changed = pairs }
                changed?[index].value = new
            }
            return changed.map {
                var copy = node
                copy.content = .mapping($0)
                return copy
            }
        }
    }

    /// A scalar with its `${NAME}` replaced, scanning left to right: `$${` is a literal
    /// `${`, any other `$` itself, and a value goes in as it is, never scanned again. A
    /// scalar that is exactly one `${NAME}` takes the type a plain scalar of the value
    /// would; any other keeps its style. Only a plain scalar written `/…/` stays a
    /// pattern. Nil when the text holds no `$`.
    private mutating func replaced(scalar node: YAMLNode, text: String, quoted: Bool) -> YAMLNode? {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return nil }
        let characters = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var notes: [String] = []
        var failed = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "$", next == "$", index + 2 < characters.count, characters[index + 2] == "{" {
                output.append(contentsOf: "${".unicodeScalars)
                index += 3
                continue
            }
            guard character == "$", next == "{" else {
                output.append(character)
                index += 1
                continue
            }
            let at = columnLocation(of: node, offset: index, quoted: quoted)
            guard let close = characters[(index + 2)...].firstIndex(of: "}") else {
                error(at: at, "unclosed '${': write the name and '}' (${NAME}), or '$${' for a literal '${'")
                failed = true
                break
            }
            let name = String(String.UnicodeScalarView(characters[(index + 2)..<close]))
            index = close + 1
            if name.isEmpty {
                error(at: at, "'${}' names no variable: write ${NAME}, or '$${' for a literal '${'")
                failed = true
            } else if !FlowExpression.isVariableName(name) {
                error(at: at, "'\(name.abbreviated())' is not a variable name (a letter or '_', then letters, digits or '_')")
                failed = true
            } else if let binding = scope.binding(name) {
                output.append(contentsOf: binding.value.unicodeScalars)
                notes.append("\(name) is '\(binding.value.abbreviated())' (\(binding.origin))")
            } else {
                // Unbound: reported (or, for an included file checked on its own, left
                // for the flows that run it to bind); no command's error is added here.
                unbound(name, at: at)
                failed = true
            }
        }
        if failed {
            failedSubstitutions.insert(node.location)
            return nil
        }
        var copy = node
        // Exactly one `${NAME}` and nothing else: it opens the text and its `}` closes it.
        let whole = characters.count >= 3 && characters[0] == "$" && characters[1] == "{" && characters.firstIndex(of: "}") == characters.count - 1
        copy.content = .scalar(String(output), quoted: whole ? false : quoted)
        copy.columnsExact = false
        let writtenAsPattern = !quoted && characters.count >= 2 && characters.first == "/" && characters.last == "/"
        copy.neverPattern = !writtenAsPattern
        if !notes.isEmpty { substitutionNotes[node.location] = notes.joined(separator: ", ") }
        return copy
    }

    /// Where the character at `offset` of a scalar's text is: its column when the scalar
    /// sits on one line as written (``YAMLNode/columnsExact``), else the scalar's start.
    func columnLocation(of node: YAMLNode, offset: Int, quoted: Bool) -> SourceLocation {
        guard node.columnsExact else { return node.location }
        var location = node.location
        location.column += offset + (quoted ? 1 : 0)
        return location
    }

    /// Reports `name`, used at `use` and bound nowhere here: the row's error when another
    /// row binds it (``rowGaps``), else the unbound error with the ways to bind it. Nothing
    /// when the scope leaves unbound names as written.
    mutating func unbound(_ name: String, at use: SourceLocation) {
        if scope.allowsUnbound { return }
        if let row = scope.rowContext, row.namesAnyRowBinds.contains(name) {
            rowGaps.append((name, use))
        } else {
            error(at: use, scope.unboundMessage(name))
        }
    }
}
