import Foundation
import TrellisRender

/// Text and links as HTML writes them, and the style sheet every report page carries
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

    /// The style sheet: system fonts, a table for the index, cards for the steps.
    static let style = """
        body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;padding:16px 24px;color:#1d1d1f;background:#f6f7f9}
        h1{font-size:20px;margin:0 0 8px}h2{font-size:16px;margin:24px 0 8px}
        .graph{background:#fff;border:1px solid #d9dce1;padding:8px}.graph svg{max-width:100%;height:auto}
        a{color:#0b57d0}code,pre{font:12px/1.4 ui-monospace,Menlo,Consolas,monospace}
        pre{background:#fff;border:1px solid #d9dce1;padding:8px;overflow:auto;white-space:pre-wrap;word-break:break-word}
        .counts span{display:inline-block;padding:2px 10px;border-radius:12px;margin-right:6px;font-weight:600}
        .passed .badge,.counts .passed,.p>div>i{background:#e6f4ea;color:#137333}
        .failed .badge,.counts .failed,.f>div>i{background:#fce8e6;color:#c5221f}
        .skipped .badge,.counts .skipped,.s>div>i{background:#eceff1;color:#5f6368}
        .badge,.steps i{padding:1px 8px;border-radius:10px;font-weight:600;white-space:nowrap;font-style:normal}
        table{border-collapse:collapse;background:#fff;width:100%}
        th,td{border-bottom:1px solid #e3e5e8;padding:6px 8px;text-align:left;vertical-align:top}
        th{background:#eef0f3;font-weight:600}
        .reason{color:#c5221f;font-size:12px;margin-top:2px;word-break:break-word}
        .meta{color:#5f6368}td.time{white-space:nowrap}
        .steps{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px;padding:0;list-style:none}
        .steps>.p,.steps>.f,.steps>.s{background:#fff;border:1px solid #d9dce1;border-radius:6px;padding:8px;overflow:hidden}
        .steps>.f{border:2px solid #c5221f}
        .steps>.s{opacity:.6;border-style:dashed}
        .steps>.section{grid-column:1/-1;font-weight:600;margin:4px 0 -4px}
        .steps>li>div{display:flex;gap:6px;align-items:baseline;flex-wrap:wrap}
        .steps b{color:#5f6368;font-weight:400}
        .steps small{display:block;color:#5f6368;font-size:12px}
        .steps p{font-size:12px;color:#5f6368;margin:4px 0;word-break:break-word}
        .steps img{display:block;width:100%;height:auto;aspect-ratio:var(--r);border:1px solid #e3e5e8;margin-top:6px;background:#fff}
        .failure{background:#fff;border-left:4px solid #c5221f;padding:8px 12px}
        .pictures{display:flex;gap:12px;flex-wrap:wrap}
        .pictures figure{margin:0;background:#fff;border:1px solid #d9dce1;padding:6px}
        .pictures img{display:block;max-width:320px;height:auto}
        .failure-screen{margin:12px 0;display:inline-block;background:#fff;border:1px solid #d9dce1;padding:6px}
        .failure-screen img{display:block;max-width:240px;width:100%;height:auto}
        .failure-screen figcaption{font-size:13px;color:#555;margin-top:4px}
        """
}
