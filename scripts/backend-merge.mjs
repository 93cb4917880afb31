// Usage: node scripts/backend-merge.mjs <lang> <translations.json>
// translations.json: { "messageKey": "text with {0} parameters", ... }
// Adds the entries to functions/commerce/i18n/catalogues/<lang>.ts before its closing "};".
import { readFileSync, writeFileSync } from "node:fs";
const [lang, file] = process.argv.slice(2);
const flat = JSON.parse(readFileSync(file, "utf8"));
const path = `functions/commerce/i18n/catalogues/${lang}.ts`;
const source = readFileSync(path, "utf8");
const end = source.lastIndexOf("};");
const lines = Object.entries(flat).map(([key, text]) => `  ${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${JSON.stringify(text)},\n`).join("");
writeFileSync(path, source.slice(0, end) + lines + source.slice(end));
console.log(`added ${Object.keys(flat).length} texts to ${path}`);
