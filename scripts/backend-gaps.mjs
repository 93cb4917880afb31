// The backend messages (functions/commerce/i18n) each language lacks compared with en.
// Usage: node scripts/backend-gaps.mjs [--json]   (prints { lang: { key: English } } with --json)
import { build } from "esbuild";
const out = await build({ entryPoints: ["functions/commerce/i18n/messages.ts"], bundle: true, format: "esm", write: false, platform: "neutral" });
const url = "data:text/javascript;base64," + Buffer.from(out.outputFiles[0].text).toString("base64");
const { CATALOGUES } = await import(url);
const en = CATALOGUES.en;
const result = {};
for (const [lang, cat] of Object.entries(CATALOGUES)) {
  if (lang === "en") continue;
  const missing = Object.keys(en).filter((k) => !(k in cat));
  if (missing.length) result[lang] = Object.fromEntries(missing.map((k) => [k, en[k]]));
}
if (process.argv.includes("--json")) console.log(JSON.stringify(result, null, 2));
else for (const [l, m] of Object.entries(result)) console.log(l, Object.keys(m).length);
