/// The studio page's script (Docs/studio.md, "The page"), inline in the page and allowed by
/// its nonce: it starts a session, shows the picture, tree, log and steps, and follows the
/// event stream. Every text from a file goes in through `textContent`, never as markup.
enum StudioPageScript {
    /// Starting and showing the session: the file list, picture, errors, tree, log and steps.
    static let session = #"""
        "use strict";
        const token = document.querySelector('meta[name="trellis-token"]').content;
        const params = new URLSearchParams(location.search);
        const $ = (id) => document.getElementById(id);
        const state = { session: null, scale: 1, selected: null, hoverBusy: false, hoverNext: null, nodes: [], lastLogLength: 0 };

        function el(tag, className, text) {
          const node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined && text !== null) node.textContent = String(text);
          return node;
        }

        // Requests that change a session leave in the order the person acted, one after
        // another, so fast typing or clicking cannot reach the studio reordered.
        let changes = Promise.resolve();
        function api(method, url, body) {
          if (method === "GET") return request(method, url, body);
          const answer = changes.then(() => request(method, url, body));
          changes = answer.catch(() => undefined);
          return answer;
        }

        async function request(method, url, body) {
          const options = { method, headers: {} };
          if (method !== "GET") {
            options.headers["X-Trellis-Token"] = token;
            options.headers["Content-Type"] = "application/json";
            options.body = JSON.stringify(body || {});
          }
          const response = await fetch(url, options);
          const text = await response.text();
          let data = null;
          try { data = text ? JSON.parse(text) : null; } catch (error) { data = { error: text }; }
          return { status: response.status, data };
        }

        function sessionURL(suffix) {
          return "/api/sessions/" + encodeURIComponent(state.session.id) + (suffix ? "/" + suffix : "");
        }

        function num(value) {
          return Math.round(value * 100) / 100;
        }

        async function loadProject() {
          const { data } = await api("GET", "/api/project");
          const list = $("screens");
          list.replaceChildren();
          if (!data) return data;
          const current = params.get("flow") || params.get("screen");
          for (const [kind, paths] of [["screen", data.screens], ["flow", data.flows]]) {
            for (const path of paths) {
              const item = el("li", path === current ? "current" : "");
              const link = el("a");
              link.href = "/?" + kind + "=" + encodeURIComponent(path) + (params.get("scale") ? "&scale=" + encodeURIComponent(params.get("scale")) : "");
              link.append(el("span", "kind", kind === "screen" ? "XML" : "YAML"), document.createTextNode(path));
              link.title = path;
              item.append(link);
              list.append(item);
            }
          }
          return data;
        }

        async function startSession(project) {
          let body = null;
          if (params.get("flow")) body = { flow: params.get("flow") };
          else if (params.get("screen")) body = { screen: params.get("screen") };
          else if (project && project.screens.length > 0) body = { screen: project.screens[0] };
          else if (project && project.flows.length > 0) body = { flow: project.flows[0] };
          if (!body) { showErrors(["no screen or flow under the roots"]); return; }
          const { status, data } = await api("POST", "/api/sessions", body);
          if (status !== 201) { showErrors([data && data.error ? data.error : "cannot start a session (" + status + ")"]); return; }
          $("current-file").textContent = data.flow || data.file;
          show(data);
        }

        async function refresh() {
          if (!state.session) return;
          const { status, data } = await api("GET", sessionURL(""));
          if (status === 404) { state.session = null; await startSession(await loadProject()); return; }
          if (status === 200) show(data);
        }

        function showErrors(lines) {
          const box = $("error");
          box.replaceChildren();
          if (!lines || lines.length === 0) { box.hidden = true; return; }
          for (const line of lines) box.append(el("div", "", line));
          box.hidden = false;
        }

        function chooseScale(width, height) {
          const given = parseFloat(params.get("scale"));
          if (given >= 0.25 && given <= 4) return given;
          const stage = $("canvas").getBoundingClientRect();
          const room = { width: Math.max(stage.width - 24, 100), height: Math.max(window.innerHeight - stage.top - 60, 100) };
          for (const scale of [2, 1.5, 1]) {
            if (width * scale <= room.width && height * scale <= room.height) return scale;
          }
          return 0.5;
        }

        function show(session) {
          state.session = session;
          showErrors(session.errors);
          const screen = $("screen");
          if (session.screen) {
            state.scale = chooseScale(session.screen.width, session.screen.height);
            screen.dataset.scale = String(state.scale);
            screen.dataset.session = session.id;
            screen.dataset.revision = String(session.revision);
            screen.width = Math.round(session.screen.width * state.scale);
            screen.height = Math.round(session.screen.height * state.scale);
            screen.src = sessionURL("picture.svg") + "?revision=" + session.revision;
          }
          showTree(session);
          showLog(session);
          showSteps(session);
          $("flow-yaml").textContent = session.yaml;
          if (!$("save-path").dataset.edited) $("save-path").value = session.savePath;
          if (state.selected) select(state.selected, false);
          syncKeyboard();
        }

        function showTree(session) {
          const tree = $("tree");
          tree.replaceChildren();
          state.nodes = [];
          if (!session.root) return;
          const pending = [{ node: session.root, path: [] }];
          while (pending.length > 0) {
            const { node, path } = pending.shift();
            state.nodes.push({ node, path });
            const children = node.children.map((child, index) => ({ node: child, path: path.concat([index]) }));
            pending.unshift(...children);
          }
          state.nodes.forEach((entry, index) => {
            const row = el("div", "row mono", session.dump[index] || entry.node.type);
            row.dataset.path = JSON.stringify(entry.path);
            row.addEventListener("click", () => select(entry.path, true));
            tree.append(row);
          });
        }

        function nodeAt(path) {
          const key = JSON.stringify(path);
          const found = state.nodes.find((entry) => JSON.stringify(entry.path) === key);
          return found ? found.node : null;
        }

        function showLog(session) {
          const log = $("log");
          const entries = session.log || [];
          const lines = session.logLines || [];
          while (log.children.length > entries.length) log.lastChild.remove();
          entries.forEach((entry, index) => {
            let item = log.children[index];
            const json = JSON.stringify(entry);
            if (item && item.dataset.entry === json) return;
            if (!item) { item = el("li"); log.append(item); }
            item.dataset.entry = json;
            item.className = entry.error ? "failed" : "";
            item.replaceChildren(el("div", "mono", lines[index] || entry.tap));
            if (state.explanations && state.explanations[index]) item.append(explainList(state.explanations[index]));
          });
        }

        function explainList(explain) {
          const list = el("div", "explain");
          for (const entry of explain) {
            let text = entry.view + " — " + entry.result;
            if (entry.reason) text += " (" + entry.reason + "): " + entry.message;
            list.append(el("div", "", text));
          }
          return list;
        }

        function showSteps(session) {
          const steps = $("steps");
          steps.replaceChildren();
          for (const step of session.steps) {
            const item = el("li", "", step.step + (step.error ? "\n" + step.error : ""));
            item.dataset.status = step.status;
            steps.append(item);
          }
          $("undo").disabled = session.steps.length === 0;
        }
        """#
}
