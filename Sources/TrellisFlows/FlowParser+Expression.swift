import Foundation
import TrellisCore

extension FlowParser {
    /// A `true:` condition: its expression (a string; a plain `true` or `false` is one
    /// too) checked and decided now, with every variable known (Docs/flows.md,
    /// "Expressions"). Each problem is located at its operator, function or `${` in the
    /// file (the scalar's start when it is not written on one line as it reads); an
    /// unbound name is reported as in any other value.
    mutating func expression(_ node: YAMLNode) -> FlowCondition? {
        guard case .scalar(let text, let quoted) = node.content else {
            error(at: node.location, "true: takes an expression (a string such as \"${ROLE} == 'admin'\"), found \(node.kindDescription)")
            return nil
        }
        var unboundNames = false
        for (name, offset) in FlowExpression.variables(in: text) where scope.binding(name) == nil {
            unbound(name, at: columnLocation(of: node, offset: unicodeScalarOffset(ofCharacter: offset, in: text), quoted: quoted))
            unboundNames = true
        }
        let scope = self.scope
        // Unbound names are reported above (a row's own error when another row binds
        // them); the expression is still checked for every other problem.
        switch FlowExpression.evaluate(text, lookup: { scope.binding($0) }, unbound: { _ in "" }) {
        case .success(let value):
            return unboundNames ? nil : .expression(text, value: value)
        case .failure(let failure):
            for problem in failure.problems where !problem.message.isEmpty {
                error(at: columnLocation(of: node, offset: unicodeScalarOffset(ofCharacter: problem.offset, in: text), quoted: quoted), problem.message)
            }
            return nil
        }
    }

    /// The offset in Unicode scalars (as columns count) of the character at
    /// `characterOffset` in `text`.
    private func unicodeScalarOffset(ofCharacter characterOffset: Int, in text: String) -> Int {
        let index = text.index(text.startIndex, offsetBy: min(max(characterOffset, 0), text.count))
        return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index)
    }
}
