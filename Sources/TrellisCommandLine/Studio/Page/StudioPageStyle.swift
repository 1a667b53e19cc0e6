/// The studio's style sheet (Docs/studio.md, "The page"), inline in both pages: the
/// system font stack, a neutral palette, three columns (files and tree, the screen,
/// inspector, recorder and log).
enum StudioPageStyle {
    static let css = #"""
        :root { --bg: #f6f7f9; --panel: #ffffff; --line: #e3e6ea; --text: #1f2328; --muted: #656d76; --accent: #0969da;
          --ok: #1a7f37; --bad: #cf222e; --warn: #9a6700; color-scheme: light; }
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; }
        body { font: 13px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
          color: var(--text); background: var(--bg); display: flex; flex-direction: column; }
        code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 12px; }
        header { display: flex; align-items: center; gap: 16px; padding: 8px 16px; background: var(--panel); border-bottom: 1px solid var(--line); }
        header h1 { font-size: 15px; margin: 0; font-weight: 600; }
        header .file { color: var(--muted); }
        header nav { margin-left: auto; display: flex; gap: 12px; }
        a { color: var(--accent); text-decoration: none; }
        a:hover { text-decoration: underline; }
        .layout { flex: 1; display: grid; grid-template-columns: 280px minmax(0, 1fr) 360px; min-height: 0; }
        .column { overflow: auto; padding: 12px; min-height: 0; }
        .column + .column { border-left: 1px solid var(--line); }
        .side { background: var(--panel); }
        h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 14px 0 6px; font-weight: 600; }
        h2:first-child { margin-top: 0; }
        ul, ol { list-style: none; margin: 0; padding: 0; }
        #screens li a { display: block; padding: 3px 6px; border-radius: 4px; color: var(--text); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        #screens li a:hover { background: var(--bg); text-decoration: none; }
        #screens li.current a { background: #ddf4ff; color: var(--accent); }
        #screens li .kind { color: var(--muted); font-size: 11px; margin-right: 6px; }
        #tree .row { white-space: pre; padding: 1px 6px; border-radius: 3px; cursor: default; overflow: hidden; text-overflow: ellipsis; }
        #tree .row:hover { background: var(--bg); }
        #tree .row.selected { background: #ddf4ff; }
        .stage { display: flex; flex-direction: column; align-items: center; gap: 12px; }
        #error { width: 100%; background: #ffebe9; border: 1px solid #ffcecb; color: var(--bad); border-radius: 6px; padding: 8px 10px; white-space: pre-wrap; }
        #error[hidden] { display: none; }
        .frame { position: relative; line-height: 0; box-shadow: 0 1px 3px rgba(0,0,0,.12), 0 8px 24px rgba(0,0,0,.08); background: #fff; }
        #screen { display: block; cursor: crosshair; user-select: none; -webkit-user-drag: none; }
        #highlight { position: absolute; pointer-events: none; border: 2px solid var(--accent); background: rgba(9,105,218,.08); border-radius: 2px; display: none; }
        #highlight.shown { display: block; }
        #selection { position: absolute; pointer-events: none; border: 1px dashed var(--warn); display: none; }
        #selection.shown { display: block; }
        .hint { color: var(--muted); font-size: 12px; text-align: center; }
        .status { color: var(--muted); font-size: 12px; min-height: 18px; }
        #keyboard { position: fixed; left: -1000px; top: 0; width: 10px; height: 10px; opacity: 0; }
        #inspector dl { display: grid; grid-template-columns: 70px minmax(0, 1fr); gap: 3px 8px; margin: 0; }
        #inspector dt { color: var(--muted); }
        #inspector dd { margin: 0; overflow-wrap: anywhere; }
        #inspector .source { white-space: pre-wrap; background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 4px 6px; margin-top: 2px; }
        .empty { color: var(--muted); font-style: italic; }
        .buttons { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; }
        button { font: inherit; padding: 4px 10px; border-radius: 6px; border: 1px solid var(--line); background: var(--panel); color: var(--text); cursor: pointer; }
        button:hover { background: var(--bg); }
        button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
        button:disabled { opacity: .5; cursor: default; }
        input[type=text] { font: inherit; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; width: 100%; }
        #steps li { padding: 3px 6px 3px 22px; position: relative; border-radius: 4px; overflow-wrap: anywhere; }
        #steps li::before { content: "•"; position: absolute; left: 8px; color: var(--muted); }
        #steps li[data-status=passed]::before { content: "✓"; color: var(--ok); left: 6px; }
        #steps li[data-status=failed] { background: #ffebe9; }
        #steps li[data-status=failed]::before { content: "✗"; color: var(--bad); left: 6px; }
        #steps li[data-status=not-run] { color: var(--muted); }
        #flow-yaml { background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 8px; white-space: pre-wrap; max-height: 220px; overflow: auto; margin: 0; }
        .save { display: flex; gap: 6px; margin-top: 8px; }
        #log li { padding: 4px 6px; border-bottom: 1px solid var(--line); white-space: pre-wrap; overflow-wrap: anywhere; }
        #log li.failed { color: var(--bad); }
        #log .explain { color: var(--muted); font-size: 12px; }
        #goldens { display: flex; flex-direction: column; gap: 16px; padding: 16px; }
        #goldens li { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 12px; }
        #goldens .pictures { display: flex; gap: 12px; flex-wrap: wrap; margin: 8px 0; }
        #goldens figure { margin: 0; }
        #goldens figcaption { color: var(--muted); font-size: 12px; }
        #goldens img { max-width: 320px; border: 1px solid var(--line); background: #fff; display: block; }
        #goldens .message { color: var(--bad); white-space: pre-wrap; }
        """#
}
