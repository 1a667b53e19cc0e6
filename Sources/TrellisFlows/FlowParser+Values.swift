import Foundation
import TrellisCore

extension FlowParser {
    /// The keys a view selector's mapping may have.
    static let selectorKeys = ["text", "id", "label", "type", "within", "index", "point"] + FlowSelector.Direction.allCases.map(\.rawValue)

    /// The pairs of a mapping whose keys are allowed and not repeated; every other key
    /// is reported (with a suggestion) and dropped.
    mutating func uniquePairs(_ pairs: [YAMLNode.Pair], allowed: [String], context: String) -> [YAMLNode.Pair] {
        var seen: Set<String> = []
        var result: [YAMLNode.Pair] = []
        for pair in pairs {
            guard let key = pair.key.scalar else {
                error(at: pair.key.location, "a key in \(context) must be a name, found \(pair.key.kindDescription)")
                continue
            }
            guard allowed.contains(key) else {
                error(at: pair.key.location, "unknown key '\(key)' in \(context)" + Suggestion.didYouMean(key, in: allowed, listing: "allowed keys"))
                continue
            }
            guard seen.insert(key).inserted else {
                error(at: pair.key.location, "'\(key)' is given twice in \(context)")
                continue
            }
            result.append(pair)
        }
        return result
    }

    /// The values of a mapping argument by key; reports a node that is not a mapping,
    /// unknown or repeated keys, and missing `required` keys.
    mutating func uniquePairs(_ node: YAMLNode, allowed: [String], required: [String] = [], context: String) -> [String: YAMLNode] {
        guard let pairs = node.pairs else {
            let help = FlowCommandDescriptor.named(context)?.argumentHelp(stateKeys: stateKeys) ?? allowed.joined(separator: ", ")
            error(at: node.location, "\(context) takes a mapping (\(help)), found \(node.kindDescription)")
            return [:]
        }
        var values: [String: YAMLNode] = [:]
        for pair in uniquePairs(pairs, allowed: allowed, context: context) {
            if let key = pair.key.scalar { values[key] = pair.value }
        }
        for key in required where values[key] == nil && !pairs.contains(where: { $0.key.scalar == key }) {
            error(at: node.location, "\(context) needs '\(key)'")
        }
        return values
    }

    /// A non-empty scalar.
    mutating func string(_ node: YAMLNode, what: String) -> String? {
        guard let text = node.scalar else {
            error(at: node.location, "\(what) must be a string, found \(node.kindDescription)")
            return nil
        }
        guard !text.isEmpty else {
            error(at: node.location, "\(what) must not be empty")
            return nil
        }
        return text
    }

    /// The scalar converted to `type` through its ``AttributeValue`` parser, the one
    /// conversion screen attributes and command-line options use too
    /// (``ValueConversionError``): `scroll's y expects a length in points (a number ≥ 0),
    /// not '-5'`.
    mutating func value<Value: AttributeValue>(_ node: YAMLNode, as type: Value.Type, what: String) -> Value? {
        guard let text = string(node, what: what) else { return nil }
        do {
            return try Value.converting(text, for: what)
        } catch {
            self.error(at: node.location, error.message)
            return nil
        }
    }

    /// A number in the screen XML's number syntax (``Number``).
    mutating func number(_ node: YAMLNode, what: String) -> CGFloat? {
        value(node, as: Number.self, what: what)?.value
    }

    /// A number ≥ 0, a length in points (``Length``).
    mutating func length(_ node: YAMLNode, what: String) -> CGFloat? {
        value(node, as: Length.self, what: what)?.value
    }

    /// A whole number from 0 to `maximum`, written with digits only.
    mutating func count(_ node: YAMLNode, what: String, maximum: Int) -> Int? {
        guard let text = string(node, what: what) else { return nil }
        guard NumberSyntax.isCount(text), let value = Int(text), value <= maximum else {
            error(at: node.location, "\(what) must be a whole number from 0 to \(maximum), not '\(text)'")
            return nil
        }
        return value
    }

    /// A plain `true` or `false`.
    mutating func bool(_ node: YAMLNode, what: String) -> Bool? {
        guard let text = node.scalar, text == "true" || text == "false" else {
            error(at: node.location, "\(what) must be true or false, found \(node.scalar.map { "'\($0)'" } ?? node.kindDescription)")
            return nil
        }
        return text == "true"
    }

    /// A selector that may carry `allowMissed` (tapOn, longPressOn, doubleTapOn).
    mutating func tapSelector(_ node: YAMLNode) -> (selector: FlowSelector, allowMissed: Bool)? {
        guard let pairs = node.pairs, let flag = pairs.first(where: { $0.key.scalar == "allowMissed" }) else {
            return selector(node).map { ($0, false) }
        }
        let rest = YAMLNode(content: .mapping(pairs.filter { $0.key.scalar != "allowMissed" }), location: node.location)
        let allowMissed = bool(flag.value, what: "allowMissed")
        guard let selector = selector(rest, extraKeys: ["allowMissed"]), let allowMissed else { return nil }
        return (selector, allowMissed)
    }

    /// A selector: a scalar is a text (a plain scalar written `/…/` is a regular
    /// expression; a quoted one is always literal text), a mapping combines `text`, `id`,
    /// `label`, `type`, `within`, `index` and one of `below`, `above`, `leftOf`, `rightOf`, or
    /// is `{point: "x,y"}`.
    mutating func selector(_ node: YAMLNode, extraKeys: [String] = []) -> FlowSelector? {
        switch node.content {
        case .scalar:
            return textMatch(node).map { .views(.init(text: $0)) }
        case .sequence:
            error(at: node.location, "a selector is a text or a mapping ({id: …}, {text: …, index: n}, {point: \"x,y\"}, {below: …}), found a list")
            return nil
        case .mapping(let all):
            let pairs = uniquePairs(all, allowed: FlowParser.selectorKeys + extraKeys, context: "a selector")
            let errorsBefore = diagnostics.count
            var match = FlowSelector.ViewMatch()
            var point: CGPoint?
            for pair in pairs {
                switch pair.key.scalar {
                case "text": match.text = textMatch(pair.value)
                case "id": match.id = string(pair.value, what: "'id'")
                case "label": match.label = string(pair.value, what: "'label'")
                case "type": match.type = widgetType(pair.value)
                case "within": match.within = selector(pair.value)
                case "index": match.index = count(pair.value, what: "'index'", maximum: Int(Int32.max))
                case "point": point = self.point(pair.value)
                case let key?:
                    guard let direction = FlowSelector.Direction(rawValue: key), let anchor = selector(pair.value) else { continue }
                    if match.relation != nil {
                        error(at: pair.key.location, "a selector takes one of below, above, leftOf, rightOf")
                    }
                    match.relation = .init(direction: direction, anchor: anchor)
                case nil: continue
                }
            }
            if let point {
                if pairs.count > 1 { error(at: node.location, "'point' cannot be combined with other keys of a selector") }
                return diagnostics.count == errorsBefore ? .point(point) : nil
            }
            if pairs.isEmpty, diagnostics.count == errorsBefore {
                error(at: node.location, "a selector needs 'text', 'id', 'label', 'type', 'within', 'point' or a relation (below, above, leftOf, rightOf)")
            }
            return diagnostics.count == errorsBefore ? .views(match) : nil
        }
    }

    private mutating func textMatch(_ node: YAMLNode) -> FlowSelector.TextMatch? {
        guard let text = string(node, what: "a text"), case .scalar(_, let quoted) = node.content else { return nil }
        guard !quoted, !node.neverPattern, text.count >= 2, text.hasPrefix("/"), text.hasSuffix("/") else { return .exact(text) }
        let pattern = String(text.dropFirst().dropLast())
        do {
            _ = try NSRegularExpression(pattern: pattern)
        } catch {
            self.error(at: node.location, "invalid regular expression /\(pattern)/")
            return nil
        }
        return .regex(pattern)
    }

    /// A selector's `type`: an element name the registry knows, with "did you mean".
    private mutating func widgetType(_ node: YAMLNode) -> String? {
        guard let name = string(node, what: "'type'") else { return nil }
        guard registry.widgets.contains(where: { $0.name == name }) else {
            error(at: node.location, "unknown widget type '\(name)'" + Suggestion.didYouMean(name, in: widgetTypes, listing: "widget types"))
            return nil
        }
        return name
    }

    private mutating func point(_ node: YAMLNode) -> CGPoint? {
        guard let text = string(node, what: "'point'") else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let x = try? NumberSyntax.parse(parts[0]), let y = try? NumberSyntax.parse(parts[1]) else {
            error(at: node.location, "a point is \"x,y\" in points (e.g. \"10,20\"), not '\(text)'")
            return nil
        }
        return CGPoint(x: x, y: y)
    }

    /// A state value: a plain `true`/`false` is a boolean, a plain number a number, any
    /// other scalar a string; a list of plain numbers is a list of numbers (a scroll
    /// view's `contentOffset`), any other list of scalars a list of strings (a selection).
    mutating func stateValue(_ node: YAMLNode) -> JSONValue? {
        switch node.content {
        case .scalar(let text, let quoted):
            if !quoted, text == "true" || text == "false" { return .bool(text == "true") }
            if !quoted, let value = try? NumberSyntax.parse(text) { return .number(Double(value)) }
            return .string(text)
        case .sequence(let items):
            let numbers = items.compactMap { item -> Double? in
                guard case .scalar(let text, quoted: false) = item.content, let number = try? NumberSyntax.parse(text) else { return nil }
                return Double(number)
            }
            if !items.isEmpty, numbers.count == items.count { return .array(numbers.map(JSONValue.number)) }
            let strings = items.compactMap { string($0, what: "a selection's title") }
            return strings.count == items.count ? .array(strings.map(JSONValue.string)) : nil
        case .mapping:
            error(at: node.location, "a state value is a scalar or a list, found a mapping")
            return nil
        }
    }
}
