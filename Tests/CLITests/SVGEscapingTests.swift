import Foundation
import Testing
import Trellis

/// The SVG writer escapes text byte for byte as the rule of Docs/cli.md ("trellis
/// render") says, so its output is the same as that of a writer building strings.
struct SVGEscapingTests {
    /// The rule, scalar by scalar: `&<>"'` as entities, tab, newline and carriage return
    /// kept, other C0 controls and U+FFFE, U+FFFF as U+FFFD, everything else as it is.
    static func reference(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test(arguments: [
        "a<b>&\"c\"'d'", "tab\there", "bell\u{7}nul\u{0}", "\u{FFFE}\u{FFFF}\u{FFFD}\u{FFEF}", "周一 ✨ é\u{301}",
        "\u{EFBF}x", "\u{202E}rtl", "end\u{1F}",
    ])
    func titlesAreEscapedAsTheRuleSays(_ title: String) throws {
        let screen = Screen(size: CGSize(width: 100, height: 40))
        let button = Button(title: title)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        screen.addSubview(button)
        let svg = SVGRenderer().render(screen)
        #expect(svg.contains(">" + Self.reference(title) + "</text>"), "\(svg)")
    }
}
