/**
 * Summarises a V8 .cpuprofile of the shop Worker: self and inclusive time by function and by
 * module, in milliseconds of CPU per request. Positions in dist/entry.js are mapped back to
 * their sources through the bundle's source map (the server build is made with
 * `--sourcemapServer`, so the storefront's own code maps to app/, not to a minified chunk).
 *
 * Time is counted in samples, one sampler period each, never by summing the samples' time deltas:
 * workerd runs every isolate of the process on one thread (the shop's, Miniflare's D1 object and
 * cache, the entry Worker), and V8 samples an isolate only while it is in use. While another
 * isolate runs or the thread waits, this one gets no sample and the next sample's delta spans the
 * whole gap, so summed deltas counted other isolates' work as the shop's and leant the shares
 * towards the code just before an `await` (ADR 390 measured it; ADR 392 fixed it here).
 */
import { SourceMap } from "node:module";
import { backToBackDeltas, medianPeriodUs } from "./isolate-profile.mjs";

/** Which module a source belongs to, named by what it does in a render. */
const GROUPS = [
  [/node_modules\/react-dom\//, "react-dom server (SSR)"],
  [/node_modules\/(react|scheduler)\//, "react"],
  [/node_modules\/@remix-run\/server-runtime\//, "remix server runtime"],
  [/node_modules\/(@remix-run\/router|react-router|react-router-dom)\//, "remix router / react-router"],
  [/node_modules\/@remix-run\/react\//, "remix react (RemixServer, Scripts, Links)"],
  [/node_modules\/@remix-run\/cloudflare\//, "remix cloudflare adapter"],
  [/node_modules\/turbo-stream\//, "turbo-stream (loader data encoding)"],
  [/node_modules\/zod\//, "zod"],
  [/node_modules\/(i18next|remix-i18next)\//, "i18next / remix-i18next"],
  [
    /node_modules\/(htmlparser2|domhandler|domutils|entities|dom-serializer|xss|cssfilter)\//,
    "HTML parser / sanitiser libs",
  ],
  [/node_modules\/drizzle-orm\//, "drizzle-orm (commerce SQL)"],
  [/node_modules\/(hono|@hono)\//, "hono (commerce router)"],
  [/node_modules\/jotai\//, "jotai"],
  [/node_modules\/@conform-to\//, "conform"],
  [/node_modules\/isbot\//, "isbot"],
  [/node_modules\/([^/]+)\//, (m) => `node_modules: ${m[1]}`],
  [/app\/lib\/page-html/, "app: page-HTML tree (parse, sanitise)"],
  [/app\/lib\/i18n|app\/lib\/language/, "app: storefront i18n"],
  [/app\/routes\//, "app: routes (loaders, route components)"],
  [/app\/components\/([^/]+)\//, (m) => `app: components/${m[1]}`],
  [/app\/root\.tsx/, "app: root.tsx"],
  [/app\/entry\.server/, "app: entry.server"],
  [/app\/lib\//, "app: lib (other)"],
  [/functions\/commerce\/([^/]+)\//, (m) => `commerce backend: ${m[1]}`],
  [/functions\/contract\//, "functions/contract"],
  [/functions\//, "worker (functions/)"],
  [/app\//, "app: other"],
];

function groupOf(source) {
  for (const [pattern, label] of GROUPS) {
    const match = source.match(pattern);
    if (match) return typeof label === "function" ? label(match) : label;
  }
  return source;
}

/** A name for a function the minifier renamed: the identifier its source line defines, if any. */
function sourceName(map, source, line) {
  const index = map.payload.sources.indexOf(source);
  const text = map.payload.sourcesContent?.[index]?.split("\n")[line] ?? "";
  const found = text.match(
    /(?:function\*?\s+([\w$]+)|(?:const|let|var)\s+([\w$]+)\s*=|([\w$]+)\s*[:=]\s*(?:async\s*)?(?:function|\()|^\s*(?:async\s+)?([\w$]+)\s*\([^)]*\)\s*\{)/,
  );
  return found ? (found[1] ?? found[2] ?? found[3] ?? found[4]) : null;
}

/** Identity of a profile node's function: name, mapped source and line, module group. */
function describe(callFrame, map, cache) {
  const key = `${callFrame.url}:${callFrame.lineNumber}:${callFrame.columnNumber}:${callFrame.functionName}`;
  const known = cache.get(key);
  if (known) return known;
  let described;
  if (!callFrame.url) {
    const name = callFrame.functionName || "(anonymous)";
    const special = name.startsWith("(");
    described = { name, where: special ? "" : "(V8 builtin)", group: special ? name : "V8 builtins (native)" };
  } else {
    const entry =
      map && /(?:worker|entry)\.js$/.test(callFrame.url)
        ? map.findEntry(callFrame.lineNumber, callFrame.columnNumber)
        : null;
    const source =
      entry?.originalSource?.replace(/^(?:\.\.\/)+/, "").replace(/^.*?(?=node_modules\/|app\/|functions\/)/, "") ??
      callFrame.url;
    const line = entry?.originalLine ?? callFrame.lineNumber;
    const minified = callFrame.functionName.length <= 2 && /^app\//.test(source);
    const name =
      (minified ? entry && sourceName(map, entry.originalSource, line) : null) ??
      (callFrame.functionName || "(anonymous)");
    described = { name, where: `${source}:${line + 1}`, group: groupOf(source) };
  }
  described.id = `${described.name} ${described.where}`;
  cache.set(key, described);
  return described;
}

/** The sampler's period in µs: one profile's median back-to-back delta (lib/isolate-profile.mjs). */
export const samplerPeriodUs = (cpuProfile) => medianPeriodUs(backToBackDeltas(cpuProfile));

const add = (table, key, ms, extra) => {
  const row = table.get(key) ?? { ...extra, ms: 0 };
  row.ms += ms;
  table.set(key, row);
};

/** `mapText` is dist/entry.js.map's text (or null: positions stay in the bundle). */
export function summarise(cpuProfile, { mapText, requests }) {
  const map = mapText ? new SourceMap(JSON.parse(mapText)) : null;
  const cache = new Map();
  const parent = new Map();
  for (const node of cpuProfile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const info = new Map(cpuProfile.nodes.map((node) => [node.id, describe(node.callFrame, map, cache)]));
  // Each stack's distinct functions and groups, computed once per node (inclusive time counts a
  // recursive function once per sample).
  const stacks = new Map();
  const stackOf = (id) => {
    let known = stacks.get(id);
    if (known) return known;
    const functions = new Set();
    const groups = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      functions.add(info.get(at).id);
      groups.add(info.get(at).group);
    }
    known = { functions, groups };
    stacks.set(id, known);
    return known;
  };

  const self = new Map();
  const inclusive = new Map();
  const groupSelf = new Map();
  const groupInclusive = new Map();
  let busyMs = 0;
  let idleMs = 0;
  const periodUs = samplerPeriodUs(cpuProfile);
  // Each sample stands for one sampler period of THIS isolate's time (see the module's comment).
  const ms = periodUs / 1000;
  const { samples } = cpuProfile;
  for (let i = 0; i < samples.length; i++) {
    const node = info.get(samples[i]);
    if (node.name === "(idle)" || node.name === "(root)") {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    add(self, node.id, ms, { name: node.name, where: node.where, group: node.group });
    add(groupSelf, node.group, ms, { group: node.group });
    const { functions, groups } = stackOf(samples[i]);
    for (const id of functions) add(inclusive, id, ms, { id });
    for (const group of groups) add(groupInclusive, group, ms, { group });
  }
  const perRequest = (row) => ({ ...row, msPerRequest: row.ms / requests, share: row.ms / busyMs });
  const sorted = (table) => [...table.values()].sort((a, b) => b.ms - a.ms).map(perRequest);
  return {
    requests,
    periodUs,
    busyMs,
    idleMs,
    cpuMsPerRequest: busyMs / requests,
    self: sorted(self),
    inclusive: sorted(inclusive),
    groupSelf: sorted(groupSelf),
    groupInclusive: sorted(groupInclusive),
  };
}

const pct = (share) => `${(share * 100).toFixed(1)} %`;
const ms = (value) => value.toFixed(2);

/** The summary as Markdown tables (top `top` rows each). */
export function summaryMarkdown(summary, { top = 25, title = "profile" } = {}) {
  const lines = [
    `### ${title}`,
    "",
    `${summary.requests} requests, ${ms(summary.busyMs)} ms of CPU in the shop Worker's isolate: **${ms(summary.cpuMsPerRequest)} ms per request**.`,
    "",
    "Self time by module:",
    "",
    "| module | ms/request | share |",
    "| --- | ---: | ---: |",
    ...summary.groupSelf.slice(0, top).map((row) => `| ${row.group} | ${ms(row.msPerRequest)} | ${pct(row.share)} |`),
    "",
    "Inclusive time by module (the module is anywhere on the stack):",
    "",
    "| module | ms/request | share |",
    "| --- | ---: | ---: |",
    ...summary.groupInclusive
      .slice(0, top)
      .map((row) => `| ${row.group} | ${ms(row.msPerRequest)} | ${pct(row.share)} |`),
    "",
    `Top ${top} functions by self time:`,
    "",
    "| function | where | module | ms/request | share |",
    "| --- | --- | --- | ---: | ---: |",
    ...summary.self
      .slice(0, top)
      .map((row) => `| \`${row.name}\` | ${row.where} | ${row.group} | ${ms(row.msPerRequest)} | ${pct(row.share)} |`),
    "",
    `Top ${top} functions by inclusive time:`,
    "",
    "| function | ms/request | share |",
    "| --- | ---: | ---: |",
    ...summary.inclusive.slice(0, top).map((row) => `| \`${row.id}\` | ${ms(row.msPerRequest)} | ${pct(row.share)} |`),
    "",
  ];
  return lines.join("\n");
}
