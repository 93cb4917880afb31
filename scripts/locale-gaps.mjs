#!/usr/bin/env node
/**
 * Lists, per language, what locales/<language>/ lacks compared with locales/en (see
 * locale-keys.mjs), so a translator's second pass knows exactly which texts to write.
 *   node scripts/locale-gaps.mjs            summary, then each missing key with its English text
 *   node scripts/locale-gaps.mjs --json     { language: { key: englishText } } of missing keys,
 *                                           ready to translate and merge back
 *   node scripts/locale-gaps.mjs de fr      only these languages
 * Exits 1 when any language has a gap.
 */
import { LANGUAGES, gaps } from "./locale-keys.mjs";

const args = process.argv.slice(2);
const asJson = args.includes("--json");
const chosen = args.filter((arg) => !arg.startsWith("--"));
const languages = (chosen.length ? chosen : LANGUAGES).filter((language) => language !== "en");

let bad = false;
const json = {};
for (const language of languages) {
  const found = gaps(language);
  const problems =
    found.missing.length +
    found.extra.length +
    found.empty.length +
    found.placeholderChanged.length +
    (found.folder ? 0 : 1);
  if (problems) bad = true;
  if (asJson) {
    if (found.missing.length)
      json[language] = Object.fromEntries(found.missing.map((key) => [key, found.expected.get(key)]));
    continue;
  }
  console.log(
    `${language}: ${found.folder ? "" : "no folder, "}${found.missing.length} missing, ${found.extra.length} extra, ${found.empty.length} empty, ${found.placeholderChanged.length} with changed placeholders`,
  );
  for (const key of found.missing) console.log(`  missing  ${key}  = ${JSON.stringify(found.expected.get(key))}`);
  for (const key of found.extra) console.log(`  extra    ${key}`);
  for (const key of found.empty) console.log(`  empty    ${key}`);
  for (const key of found.placeholderChanged) console.log(`  placeholders differ  ${key}`);
}
if (asJson) console.log(JSON.stringify(json, null, 2));
process.exitCode = bad ? 1 : 0;
