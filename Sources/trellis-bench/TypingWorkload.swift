import Foundation
import Trellis

/// Typing into a text field on a screen of `size` views, one character per call of
/// `typeText`, each laying the screen out as a flow's `inputText` step does (Docs/widgets.md,
/// "text-field", cost of typing). The field is the first row of a vertical stack of buttons.
///
/// - `typing.fixed`: the field has a `width`, so a character asks only for the field's own
///   layout pass and its ancestors are not laid out again.
/// - `typing.fitting`: the field sizes to its text; it keeps its text's width and adds each
///   character's (``TextMeasuring/measuresClustersIndependently``), so the text is not
///   measured again, and its stack, whose `fill` alignment spans the field whatever its
///   width, places no row again (Docs/layouts.md, "The layout engine"); the stack still
///   adds up its kept row sizes to learn its own fitting size.
///
/// Both also pay for the layout pass finding the one row that needs layout among the
/// stack's rows (it checks each row's flags).
enum TypingWorkload {
    /// A screen of `size` views: the screen, a stack, the field and `size − 3` buttons.
    static func screen(views size: Int, fieldAttributes: String) -> [UInt8] {
        var xml = "<screen width=\"\(Workloads.screenWidth)\" height=\"667\">\n  <view id=\"c\" layout=\"stack\">\n"
        xml += "    <text-field id=\"field\" \(fieldAttributes)/>\n"
        for title in Workloads.titleSequence(max(0, size - 3), seed: 5) {
            xml += "    <button title=\"\(title)\" height=\"20\"/>\n"
        }
        xml += "  </view>\n</screen>\n"
        return Array(xml.utf8)
    }

    /// Measures both fields, typing `characters` characters per operation into the fixed
    /// one and `fittingCharacters` into the other.
    static func run(_ bench: Benchmark, size: Int, characters: Int, fittingCharacters: Int, runs: Int?) {
        measure(
            bench, key: "typing.fixed", label: "typing per character, fixed-width field",
            attributes: "width=\"300\"", size: size, characters: characters, runs: runs)
        measure(
            bench, key: "typing.fitting", label: "typing per character, field sized to its text",
            attributes: "placeholder=\"Search\"", size: size, characters: fittingCharacters, runs: runs)
    }

    private static func measure(
        _ bench: Benchmark, key: String, label: String, attributes: String, size: Int, characters: Int, runs: Int?
    ) {
        let screen = loadScreen(screen(views: size, fieldAttributes: attributes))
        guard let field = screen.view(withID: "field", as: TextField.self), field.becomeFirstResponder() else {
            preconditionFailure("the typing workload's field cannot edit")
        }
        let keys = "Swift 标签 ".map(String.init)
        let typed = (0..<characters).map { keys[$0 % keys.count] }
        bench.measure(
            key, label, size: size, items: characters, runs: runs,
            setUp: {
                field.text = ""
                screen.layoutIfNeeded()
            }
        ) {
            for key in typed {
                guard (try? screen.typeText(key)) != nil else { preconditionFailure("typing failed") }
            }
            precondition(field.clusterCount == characters)
        }
    }
}
