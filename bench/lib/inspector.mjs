/**
 * A minimal Chrome DevTools Protocol client for workerd's inspector (Miniflare `inspectorPort`):
 * finds the shop Worker's target and takes a V8 CPU profile (Profiler.start/stop) around a piece
 * of work. `ws` is already installed (Miniflare's own dependency); Node 20 has no global WebSocket.
 */
import WebSocket from "ws";

/**
 * The inspector target of the user Worker (`core:user:<name>`, the shop's name is empty), or of
 * the isolate whose id is or starts with `prefix` (Miniflare's own services have one each: `d1:db:<id>`,
 * `cache:cache`, `assets:router:<name>`, `core:entry`; bench/lib/isolate-cpu.mjs profiles them).
 */
async function workerTarget(inspectorUrl, prefix) {
  const base = inspectorUrl.toString().replace(/^ws:/, "http:").replace(/\/$/, "");
  const targets = await (await fetch(`${base}/json`)).json();
  const target = prefix
    ? (targets.find(({ id }) => id === prefix) ?? targets.find(({ id }) => id.startsWith(prefix)))
    : (targets.find(({ id }) => id === "core:user:") ?? targets.find(({ id }) => id.startsWith("core:user:")));
  if (!target)
    throw new Error(
      `no ${prefix ?? "user Worker"} among the inspector's targets: ${targets.map((t) => t.id).join(", ")}`,
    );
  return `${base.replace(/^http:/, "ws:")}/${target.id}`;
}

export async function connectInspector(mf, prefix) {
  const socket = new WebSocket(await workerTarget(await mf.getInspectorURL(), prefix));
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let next = 0;
  const waiting = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString());
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(`${pending.method}: ${message.error.message}`));
    else pending.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject, method });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

/** Runs `work` under V8's sampling profiler; answers the .cpuprofile object and work's answer. */
export async function profile(inspector, work, { intervalUs = 100 } = {}) {
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: intervalUs });
  await inspector.send("Profiler.start");
  const answer = await work();
  const { profile: cpuProfile } = await inspector.send("Profiler.stop");
  await inspector.send("Profiler.disable");
  return { cpuProfile, answer };
}
