import Foundation
import TrellisCore

extension FlowParser {
    /// The most times a `repeat` may run its commands: 10,000, so that a typo cannot turn
    /// a flow into a hang.
    static let maximumRepeat = 10_000

    /// How each command's argument is written, for messages.
    static let argumentHelp: [String: String] = [
        "tapOn": "a text, /regex/, {id: …}, {text: …, index: n}, {point: \"x,y\"} or {below: …}; allowMissed: true",
        "longPressOn": "a selector, as tapOn",
        "doubleTapOn": "a selector, as tapOn",
        "swipe": "{from: selector, to: selector}",
        "assertVisible": "a selector", "assertNotVisible": "a selector",
        "assertSelected": "a selector", "assertNotSelected": "a selector",
        "assertEnabled": "a selector", "assertDisabled": "a selector",
        "assertState": "{id: …, selection|checked|checkedToday|expanded|hiddenCount: value}",
        "assertFrame": "{id: …, frame: [x, y, width, height], tolerance: points}",
        "assertSnapshot": "a golden file name such as 'expanded'",
        "runFlow": "a flow file's path, relative to this flow",
        "repeat": "{times: n, commands: [steps]}",
        "setSize": "{width: points, height: points}",
    ]

    /// The command `name` with its argument node, or nil (with errors recorded).
    mutating func command(_ name: String, _ argument: YAMLNode) -> FlowCommand? {
        switch name {
        case "tapOn", "longPressOn", "doubleTapOn":
            guard let (selector, allowMissed) = tapSelector(argument, command: name) else { return nil }
            switch name {
            case "tapOn": return .tapOn(selector, allowMissed: allowMissed)
            case "longPressOn": return .longPressOn(selector, allowMissed: allowMissed)
            default: return .doubleTapOn(selector, allowMissed: allowMissed)
            }
        case "swipe":
            let pairs = uniquePairs(argument, allowed: ["from", "to"], required: ["from", "to"], context: "swipe")
            guard let from = pairs["from"].flatMap({ selector($0) }), let to = pairs["to"].flatMap({ selector($0) }) else { return nil }
            return .swipe(from: from, to: to)
        case "assertVisible": return selector(argument).map(FlowCommand.assertVisible)
        case "assertNotVisible": return selector(argument).map(FlowCommand.assertNotVisible)
        case "assertSelected": return selector(argument).map { .assertSelected($0, true) }
        case "assertNotSelected": return selector(argument).map { .assertSelected($0, false) }
        case "assertEnabled": return selector(argument).map { .assertEnabled($0, true) }
        case "assertDisabled": return selector(argument).map { .assertEnabled($0, false) }
        case "assertState": return assertState(argument)
        case "assertFrame": return assertFrame(argument)
        case "assertSnapshot":
            guard let name = string(argument, what: "assertSnapshot's name") else { return nil }
            let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
            guard name.unicodeScalars.allSatisfy(allowed.contains), !name.hasPrefix(".") else {
                error(at: argument.location, "a snapshot name uses only letters, digits, '_', '-' and '.' and does not start with '.', not '\(name)'")
                return nil
            }
            return .assertSnapshot(name: name)
        case "runFlow":
            return string(argument, what: "runFlow's path").map { .runFlow(path: $0, steps: []) }
        case "repeat":
            let pairs = uniquePairs(argument, allowed: ["times", "commands"], required: ["times", "commands"], context: "repeat")
            guard let timesNode = pairs["times"], let commands = pairs["commands"] else { return nil }
            let inner = steps(commands)
            guard let times = count(timesNode, what: "repeat's 'times'", maximum: FlowParser.maximumRepeat) else { return nil }
            return .repeatSteps(times: times, steps: inner)
        case "setSize":
            let pairs = uniquePairs(argument, allowed: ["width", "height"], context: "setSize")
            if argument.pairs != nil, pairs.isEmpty {
                error(at: argument.location, "setSize needs 'width', 'height' or both")
                return nil
            }
            let width = pairs["width"].flatMap { length($0, what: "setSize's 'width'") }
            let height = pairs["height"].flatMap { length($0, what: "setSize's 'height'") }
            guard !pairs.isEmpty, pairs["width"] == nil || width != nil, pairs["height"] == nil || height != nil else { return nil }
            return .setSize(width: width, height: height)
        default:
            return nil
        }
    }

    private mutating func assertState(_ argument: YAMLNode) -> FlowCommand? {
        guard let pairs = argument.pairs else {
            error(at: argument.location, "assertState takes {id: …, key: value}, found \(argument.kindDescription)")
            return nil
        }
        let others = pairs.filter { $0.key.scalar != "id" }
        guard let idNode = pairs.first(where: { $0.key.scalar == "id" })?.value else {
            error(at: argument.location, "assertState needs 'id', the view whose state is checked")
            return nil
        }
        guard others.count == 1, let pair = others.first, let key = pair.key.scalar else {
            error(at: argument.location, "assertState checks one state key besides 'id' (selection, checked, checkedToday, expanded, hiddenCount), found \(others.count)")
            return nil
        }
        guard let id = string(idNode, what: "assertState's 'id'"), let value = stateValue(pair.value) else { return nil }
        return .assertState(id: id, key: key, value: value)
    }

    private mutating func assertFrame(_ argument: YAMLNode) -> FlowCommand? {
        let pairs = uniquePairs(argument, allowed: ["id", "frame", "tolerance"], required: ["id", "frame"], context: "assertFrame")
        guard let idNode = pairs["id"], let frameNode = pairs["frame"] else { return nil }
        let id = string(idNode, what: "assertFrame's 'id'")
        var numbers: [CGFloat] = []
        if let items = frameNode.items, items.count == 4 {
            numbers = items.enumerated().compactMap { index, item in
                index < 2 ? number(item, what: "a frame's \(index == 0 ? "x" : "y")")
                    : length(item, what: "a frame's \(index == 2 ? "width" : "height")")
            }
        } else {
            error(at: frameNode.location, "'frame' is [x, y, width, height] in points, found \(frameNode.items.map { "a list of \($0.count)" } ?? frameNode.kindDescription)")
        }
        let tolerance = pairs["tolerance"].flatMap { length($0, what: "'tolerance' (points)") } ?? 0
        guard let id, numbers.count == 4, pairs["tolerance"] == nil || tolerance >= 0 else { return nil }
        return .assertFrame(id: id, frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), tolerance: tolerance)
    }

    /// A state value: a plain `true`/`false` is a boolean, a plain number a number, any
    /// other scalar a string, and a list of scalars a list of strings (a selection).
    private mutating func stateValue(_ node: YAMLNode) -> JSONValue? {
        switch node.content {
        case .scalar(let text, let quoted):
            if !quoted, text == "true" || text == "false" { return .bool(text == "true") }
            if !quoted, let value = try? NumberSyntax.parse(text) { return .number(Double(value)) }
            return .string(text)
        case .sequence(let items):
            let strings = items.compactMap { string($0, what: "a selection's title") }
            return strings.count == items.count ? .array(strings.map(JSONValue.string)) : nil
        case .mapping:
            error(at: node.location, "a state value is a scalar or a list, found a mapping")
            return nil
        }
    }
}
