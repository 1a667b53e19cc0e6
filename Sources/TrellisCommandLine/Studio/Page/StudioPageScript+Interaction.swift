extension StudioPageScript {
    /// The pointer (hover highlight, click to tap, Alt-click to select), the inspector, the
    /// keyboard element, the recorder buttons and the event stream.
    static let interaction = #"""
        function pointOf(event) {
          const box = $("screen").getBoundingClientRect();
          return { x: num((event.clientX - box.left) / state.scale), y: num((event.clientY - box.top) / state.scale) };
        }

        function place(box, frame) {
          box.style.left = frame[0] * state.scale + "px";
          box.style.top = frame[1] * state.scale + "px";
          box.style.width = frame[2] * state.scale + "px";
          box.style.height = frame[3] * state.scale + "px";
        }

        async function hover(point) {
          if (state.hoverBusy) { state.hoverNext = point; return; }
          state.hoverBusy = true;
          try {
            const { status, data } = await api("GET", sessionURL("hit") + "?x=" + point.x + "&y=" + point.y);
            const box = $("highlight");
            if (status === 200 && data) {
              box.dataset.point = point.x + "," + point.y;
              box.dataset.hit = data.hit || "";
              box.dataset.path = data.path ? JSON.stringify(data.path) : "";
              if (data.visibleFrame) { place(box, data.visibleFrame); box.classList.add("shown"); } else { box.classList.remove("shown"); }
              $("hover-status").textContent = "(" + point.x + ", " + point.y + ") " + (data.hit || "nothing");
            }
          } finally {
            state.hoverBusy = false;
            if (state.hoverNext) { const next = state.hoverNext; state.hoverNext = null; hover(next); }
          }
        }

        async function select(path, fetchAgain) {
          state.selected = path;
          const key = JSON.stringify(path);
          for (const row of $("tree").children) row.classList.toggle("selected", row.dataset.path === key);
          const inspector = $("inspector");
          inspector.dataset.path = key;
          const { status, data } = await api("GET", sessionURL("view") + "?path=" + encodeURIComponent(key));
          if (status !== 200 || JSON.stringify(state.selected) !== key) return;
          const node = nodeAt(path) || {};
          const list = el("dl");
          const add = (name, value, className) => { list.append(el("dt", "", name)); const dd = el("dd", className || "", value); list.append(dd); return dd; };
          add("view", data.view, "mono");
          add("frame", data.frame.join(", "), "mono");
          add("visible", data.visibleFrame ? data.visibleFrame.join(", ") : "not visible", "mono");
          add("id", node.id || "—");
          add("text", node.text !== undefined ? node.text : "—");
          add("state", node.state ? JSON.stringify(node.state) : "—", "mono");
          if (data.source) {
            const where = add("source", data.source.file + ":" + data.source.line + ":" + data.source.column, "mono");
            if (data.source.text !== null) where.append(el("div", "source mono", data.source.text));
          } else {
            add("source", "made by a widget");
          }
          inspector.replaceChildren(list);
          $("selector").textContent = data.selector || "no selector; give it an id";
          $("assert-this").disabled = !data.assertion;
          $("assert-this").title = data.assertion || "";
          const selection = $("selection");
          if (data.visibleFrame) { place(selection, data.visibleFrame); selection.classList.add("shown"); } else { selection.classList.remove("shown"); }
          void fetchAgain;
        }

        async function click(event) {
          event.preventDefault();
          if (!state.session) return;
          const point = pointOf(event);
          if (event.altKey) {
            const { data } = await api("GET", sessionURL("hit") + "?x=" + point.x + "&y=" + point.y);
            if (data && data.path) select(data.path, true);
            return;
          }
          const { status, data } = await api("POST", sessionURL("tap"), { x: point.x, y: point.y });
          if (status === 404) { await refresh(); return; }
          if (status !== 200) { showErrors([data.error]); return; }
          state.explanations = state.explanations || [];
          const { data: session } = await api("GET", sessionURL(""));
          if (session && session.log) state.explanations[session.log.length - 1] = data.explain;
          if (data.path) state.selected = data.path;
          if (session) show(session);
          if (data.entry.error) $("hover-status").textContent = data.entry.error;
        }

        function syncKeyboard() {
          const keyboard = $("keyboard");
          if (state.session && state.session.editing) {
            if (document.activeElement !== keyboard) keyboard.focus();
          } else if (document.activeElement === keyboard) {
            keyboard.blur();
          }
        }

        async function send(body) {
          const { status, data } = await api("POST", sessionURL("input"), body);
          if (status === 409) $("hover-status").textContent = data.error;
          await refresh();
        }

        function setUpKeyboard() {
          const keyboard = $("keyboard");
          let composing = false;
          keyboard.addEventListener("compositionstart", () => { composing = true; });
          keyboard.addEventListener("compositionend", () => { composing = false; flush(); });
          keyboard.addEventListener("input", () => { if (!composing) flush(); });
          function flush() {
            const text = keyboard.value;
            keyboard.value = "";
            if (text) send({ inputText: text });
          }
          keyboard.addEventListener("keydown", (event) => {
            if (composing) return;
            if (event.key === "Backspace") { event.preventDefault(); send({ eraseText: 1 }); }
            else if (event.key === "Enter") { event.preventDefault(); send({ pressKey: "return" }); }
            else if (event.key === "Escape") { event.preventDefault(); send({ hideKeyboard: true }); }
          });
        }

        function setUpRecorder() {
          $("assert-this").addEventListener("click", async () => {
            if (!state.selected) return;
            const { status, data } = await api("POST", sessionURL("assert"), { path: state.selected });
            if (status !== 200) $("save-status").textContent = data.error;
            await refresh();
          });
          for (const name of ["undo", "reset"]) {
            $(name).addEventListener("click", async () => {
              const { status, data } = await api("POST", sessionURL(name));
              state.explanations = [];
              if (status === 200) show(data);
            });
          }
          $("save-path").addEventListener("input", () => { $("save-path").dataset.edited = "1"; });
          $("save").addEventListener("click", async () => {
            const path = $("save-path").value;
            let answer = await api("POST", sessionURL("save"), { path, overwrite: false });
            if (answer.status === 409 && /exists/.test(answer.data.error) && window.confirm(answer.data.error + "\nReplace it?")) {
              answer = await api("POST", sessionURL("save"), { path, overwrite: true });
            }
            $("save-status").textContent = answer.status === 201 ? "saved " + answer.data.path : answer.data.error;
            $("save-status").dataset.status = String(answer.status);
          });
        }

        function setUpEvents() {
          if (!window.EventSource) return;
          const events = new EventSource("/api/events");
          events.addEventListener("reload", () => { loadProject(); refresh(); });
          events.addEventListener("errors", () => { refresh(); });
        }

        async function main() {
          const screen = $("screen");
          screen.addEventListener("mousemove", (event) => { if (state.session) hover(pointOf(event)); });
          screen.addEventListener("mouseleave", () => { $("highlight").classList.remove("shown"); });
          screen.addEventListener("click", click);
          screen.addEventListener("dragstart", (event) => event.preventDefault());
          setUpKeyboard();
          setUpRecorder();
          setUpEvents();
          const project = await loadProject();
          await startSession(project);
        }

        main();
        """#
}
