// Usage: node scripts/locale-merge.mjs <lang> <translations.json>
// translations.json: { "namespace.key.sub": "text", ... } (flat keys as printed by locale-gaps --json).
// Deep-merges into locales/<lang>/<namespace>.json (creating files), keeping existing texts.
import { readFileSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
const [lang, file] = process.argv.slice(2);
const flat = JSON.parse(readFileSync(file, "utf8"));
const byNs = {};
for (const [key, text] of Object.entries(flat)) {
  const [ns, ...rest] = key.split(".");
  (byNs[ns] ??= []).push([rest, text]);
}
mkdirSync(`locales/${lang}`, { recursive: true });
for (const [ns, entries] of Object.entries(byNs)) {
  const path = `locales/${lang}/${ns}.json`;
  const tree = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : {};
  for (const [parts, text] of entries) {
    let node = tree;
    parts.slice(0, -1).forEach((part) => (node = node[part] ??= {}));
    node[parts.at(-1)] = text;
  }
  writeFileSync(path, JSON.stringify(tree, null, 2) + "\n");
}
console.log(`merged ${Object.keys(flat).length} texts into locales/${lang}/`);
