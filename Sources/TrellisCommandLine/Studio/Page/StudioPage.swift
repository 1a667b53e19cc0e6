import Foundation
import Trellis

/// The studio's two pages (Docs/studio.md, "The page"): `GET /` and `GET /goldens`, each
/// one self-contained document with its style and script inline and nothing from the
/// network. The inline style and script are allowed by a nonce, new for every answer
/// (128 random bits), in the `Content-Security-Policy` the spec gives: `default-src
/// 'none'; script-src 'nonce-N'; style-src 'nonce-N'; img-src 'self' data:; connect-src
/// 'self'; frame-ancestors 'none'`. The page sets no style attribute in markup (its
/// script moves boxes through the CSS object model, which the policy allows).
enum StudioPage {
    /// A new nonce: 32 lowercase hexadecimal digits.
    static func makeNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", generator.next() as UInt32) }.joined()
    }

    /// The page's `Content-Security-Policy` for `nonce`.
    static func policy(nonce: String) -> String {
        "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'"
    }

    /// The answer holding `body` (markup the studio wrote, no text from files) with the
    /// style and `script`, titled `title`.
    static func response(title: String, token: String, body: String, script: String) -> HTTPResponse {
        let nonce = makeNonce()
        let html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <link rel="icon" href="data:,">
            <meta name="trellis-token" content="\(token)">
            <title>\(title)</title>
            <style nonce="\(nonce)">
            \(StudioPageStyle.css)
            </style>
            </head>
            <body>
            \(body)
            <script nonce="\(nonce)">
            \(script)
            </script>
            </body>
            </html>

            """
        return HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", "text/html; charset=utf-8"), ("Content-Security-Policy", policy(nonce: nonce)), ("X-Content-Type-Options", "nosniff"),
                ("Cache-Control", "no-store"), ("Referrer-Policy", "no-referrer"),
            ], body: Array(html.utf8))
    }

    /// The markup of `GET /`: the element ids the spec names, empty until the script
    /// fills them.
    static let studioBody = """
        <header><h1>Trellis Studio</h1><span class="file mono" id="current-file"></span>
        <nav><a href="/goldens">Goldens</a></nav></header>
        <main class="layout">
        <aside class="column side">
        <h2>Screens and flows</h2><ul id="screens"></ul>
        <h2>Views</h2><div id="tree" class="mono"></div>
        </aside>
        <section class="column stage" id="canvas">
        <div id="error" role="alert" hidden></div>
        <div class="frame"><img id="screen" alt="the screen" data-scale="1" data-session="" data-revision="0">
        <div id="highlight" data-point="" data-hit="" data-path=""></div><div id="selection"></div></div>
        <div class="status mono" id="hover-status"></div>
        <div class="hint">Click taps through hit-testing · Alt-click selects · type while a field is editing</div>
        <input id="keyboard" type="text" autocomplete="off" autocapitalize="off" spellcheck="false" aria-label="keyboard">
        </section>
        <aside class="column side">
        <h2>Inspector</h2><div id="inspector" data-path=""><div class="empty">Alt-click a view or pick one in the tree</div></div>
        <div><span class="empty">selector </span><code id="selector"></code></div>
        <h2>Recorder</h2><ol id="steps"></ol>
        <div class="buttons"><button id="assert-this" disabled>Assert this</button><button id="undo">Undo</button><button id="reset">Reset</button></div>
        <pre id="flow-yaml"></pre>
        <div class="save"><input id="save-path" type="text" aria-label="save path"><button id="save" class="primary">Save</button></div>
        <div class="status" id="save-status"></div>
        <h2>Log</h2><ol id="log"></ol>
        </aside>
        </main>
        """
}

extension StudioApplication {
    /// `GET /` (`?screen=PATH` or `?flow=PATH`, `&scale=S`): the page; its script
    /// starts the session.
    func page(_ request: HTTPRequest) -> HTTPResponse {
        StudioPage.response(
            title: "Trellis Studio", token: token, body: StudioPage.studioBody, script: StudioPageScript.session + "\n" + StudioPageScript.interaction)
    }

    /// `GET /goldens`: the golden review.
    func goldensPage() -> HTTPResponse {
        StudioPage.response(title: "Goldens · Trellis Studio", token: token, body: GoldensPageScript.body, script: GoldensPageScript.script)
    }
}
