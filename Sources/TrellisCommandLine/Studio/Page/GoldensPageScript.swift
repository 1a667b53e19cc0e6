/// The golden review page (Docs/studio.md, "Golden review"): `#goldens`, one `li` an entry
/// with `data-golden`, `data-location` (when known), `img.expected`, `img.actual`,
/// `img.diff`, `button.accept` and `button.reject`; it follows the event stream.
enum GoldensPageScript {
    /// The page's markup.
    static let body = """
        <header><h1>Trellis Studio</h1><span class="file">Golden review</span><span class="file" id="goldens-count"></span>
        <nav><a href="/">Screens</a></nav></header>
        <div class="status" id="goldens-status"></div>
        <ul id="goldens"></ul>
        """

    /// The page's script: lists the pending goldens and sends accept and reject.
    static let script = #"""
        "use strict";
        const token = document.querySelector('meta[name="trellis-token"]').content;
        const $ = (id) => document.getElementById(id);

        function el(tag, className, text) {
          const node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined && text !== null) node.textContent = String(text);
          return node;
        }

        function picture(className, title, url) {
          const figure = el("figure");
          const image = el("img", className);
          image.alt = title;
          if (url) image.src = url; else image.hidden = true;
          figure.append(el("figcaption", "", url ? title : title + " (none)"), image);
          return figure;
        }

        async function review(action, golden) {
          const response = await fetch("/api/goldens/" + action, {
            method: "POST", headers: { "X-Trellis-Token": token, "Content-Type": "application/json" }, body: JSON.stringify({ golden }),
          });
          const data = await response.json();
          $("goldens-status").textContent = response.ok ? action + "ed " + data.golden : data.error;
          await load();
        }

        async function load() {
          const response = await fetch("/api/goldens");
          const data = await response.json();
          const list = $("goldens");
          list.replaceChildren();
          $("goldens-count").textContent = data.goldens.length === 1 ? "1 pending" : data.goldens.length + " pending";
          for (const entry of data.goldens) {
            const item = el("li");
            item.dataset.golden = entry.golden;
            if (entry.location) item.dataset.location = entry.location;
            item.append(el("div", "mono", entry.golden));
            if (entry.location) item.append(el("div", "mono", entry.location));
            if (entry.message) item.append(el("div", "message", entry.message));
            const pictures = el("div", "pictures");
            pictures.append(picture("expected", "Expected", entry.expected), picture("actual", "Actual", entry.actual), picture("diff", "Diff", entry.diff));
            item.append(pictures);
            const buttons = el("div", "buttons");
            const accept = el("button", "accept primary", "Accept");
            accept.addEventListener("click", () => review("accept", entry.golden));
            const reject = el("button", "reject", "Reject");
            reject.addEventListener("click", () => review("reject", entry.golden));
            buttons.append(accept, reject);
            item.append(buttons);
            list.append(item);
          }
        }

        if (window.EventSource) {
          const events = new EventSource("/api/events");
          events.addEventListener("goldens", load);
          events.addEventListener("reload", load);
        }
        load();
        """#
}
