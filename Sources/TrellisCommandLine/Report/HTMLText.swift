import Foundation
import TrellisRender

/// Text and links as HTML writes them, and the style sheets the report's pages carry
/// inline (a report needs nothing from the network and works from `file://`).
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element text and attribute
    /// values, as the SVG pictures escape theirs (`SVGWriter.escaped`; HTML5 knows
    /// `&apos;`), characters XML does not allow replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        SVGWriter.escaped(text)
    }

    /// A relative link to `path` (`/`-separated), a file the report wrote: `./` first
    /// (unless it starts with `../`), so no name can be read as a scheme
    /// (`javascript:alert(1)<!--.yaml`'s page is `./flows/javascript:…`); each part
    /// percent-encoded, so names holding `#`, `?`, `%` or spaces stay one path; then
    /// escaped for an attribute.
    static func href(_ path: String) -> String {
        path.hasPrefix("../") || path.hasPrefix("./") ? encodedHref(path) : "./" + encodedHref(path)
    }

    private static func encodedHref(_ path: String) -> String {
        // Most names (letters, digits, `-._~/`) need no encoding and nothing escaped.
        if path.utf8.allSatisfy(isPlainPathByte) { return path }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#%;")
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
        }
        return escape(parts.joined(separator: "/"))
    }

    /// Whether `byte` stands for itself both in a URL path and in an HTML attribute: an
    /// ASCII letter or digit, `-`, `.`, `_`, `~` (RFC 3986's unreserved characters) or `/`.
    private static func isPlainPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// A time in seconds as the report shows it: milliseconds with two decimals below a
    /// second, else seconds with two.
    static func time(_ seconds: Double) -> String {
        var bytes: [UInt8] = []
        appendTime(seconds, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The rules every report page shares: system fonts, headings, links and code. Written without
    /// needless white space, as each page carries its style sheet inline, with only the
    /// rules it uses.
    private static let commonStyle = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0;padding:16px 24px;color:#1d1d1f;background:#f6f7f9}h1{font-size:20px;margin:0 0 8px}\
        h2{font-size:16px;margin:24px 0 8px}a{color:#0b57d0}code,pre{font:12px/1.4 ui-monospace,Menlo,monospace}.meta{color:#5f6368}
        """

    /// The rule of a failure's reason, on the index and on a failed flow's page.
    private static let reasonStyle = ".reason{color:#c5221f;font-size:12px;word-break:break-word}"

    /// The style sheet of `index.html`: the counts, the table of flows (the status badge
    /// `<i>` in a row's first cell, its time in the fifth) and the navigation graphs.
    static let indexStyle =
        commonStyle + reasonStyle + """
            td i{padding:1px 8px;border-radius:10px;font-weight:600;font-style:normal}.passed i,.counts .passed{background:#e6f4ea;color:#137333}.failed i,.counts .failed{background:#fce8e6;color:#c5221f}\
            .skipped i,.counts .skipped{background:#eceff1;color:#5f6368}\
            .counts span{display:inline-block;padding:2px 10px;border-radius:12px;margin-right:6px;font-weight:600}\
            table{border-collapse:collapse;background:#fff;width:100%}th,td{border-bottom:1px solid #e3e5e8;padding:6px 8px;text-align:left;vertical-align:top}\
            th{background:#eef0f3}td:nth-child(5){white-space:nowrap}\
            .graph{background:#fff;border:1px solid #d9dce1;padding:8px}.graph svg{max-width:100%;height:auto}
            """

    /// The style sheet of a flow's page (``FlowPage``): its heading's badge in the flow's
    /// colours, the step cards (``FlowPage/CardWriter``) and, only on a page that shows
    /// them, the rules of a failure's section (its pictures and tree), of failed and
    /// skipped cards, and of the hooks' headings. A card is an `li` of the list `.steps`,
    /// of class `f` when failed and `s` when skipped; each step in it a `code` whose
    /// number (a counter over the page's steps) and status badge the sheet writes before
    /// it, then a `small` line and `p` taps; the picture last.
    static func flowStyle(passed: Bool, failure: Bool, skipped: Bool, sections: Bool) -> String {
        // The heading's badge (`<span class="badge">`) and each step's share their shape,
        // and their colours on a passed flow's page.
        var style = commonStyle + cardStyle
        if !passed { style += ".badge{background:#fce8e6;color:#c5221f}" }
        if failure { style += reasonStyle + failureStyle }
        if skipped { style += ".steps>.s{opacity:.6;border-style:dashed}.s code:after{content:\"○\";background:#eceff1;color:#5f6368}" }
        if sections { style += ".steps>.section{grid-column:1/-1;font-weight:600;background:none;border:0;padding:0}" }
        return style
    }

    /// The rules of the step cards.
    private static let cardStyle = """
        .steps{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px;padding:0;list-style:none;counter-reset:s}\
        .steps>li{background:#fff;border:1px solid #d9dce1;border-radius:6px;padding:8px;overflow:hidden}\
        .steps code{display:flex;gap:6px;align-items:baseline;flex-wrap:wrap;counter-increment:s}.steps *+code{margin-top:8px}\
        .steps code:before,.steps code:after{font:14px system-ui,sans-serif;order:-2;color:#5f6368;content:counter(s)}\
        .badge,.steps code:after{padding:1px 8px;border-radius:10px;font-weight:600;background:#e6f4ea;color:#137333}.steps code:after{order:-1;content:"✓"}\
        .steps small,.steps p{display:block;color:#5f6368;font-size:12px;word-break:break-word}.steps p{margin:4px 0}\
        .steps img{display:block;width:100%;height:auto;aspect-ratio:var(--r);border:1px solid #e3e5e8;margin-top:6px}
        """

    /// The rules of a failure's section and of a failed step's card.
    private static let failureStyle = """
        pre{background:#fff;border:1px solid #d9dce1;padding:8px;overflow:auto;white-space:pre-wrap;word-break:break-word}\
        .failure{background:#fff;border-left:4px solid #c5221f;padding:8px 12px}.pictures{display:flex;gap:12px;flex-wrap:wrap}\
        figure{margin:0;background:#fff;border:1px solid #d9dce1;padding:6px}.pictures img{display:block;max-width:320px;height:auto}\
        .failure-screen{margin:12px 0;display:inline-block}.failure-screen img{display:block;max-width:240px;width:100%;height:auto}\
        figcaption{font-size:13px;color:#555;margin-top:4px}.steps>.f{border:2px solid #c5221f}\
        .f code:after{content:"✗";background:#fce8e6;color:#c5221f}
        """
}
