/**
 * `import <file.json>`: the document sent to admin/import in parts (kinds in dependency order,
 * at most PART_SIZE items each) so a large catalogue fits the request limit; totals summed.
 * Image fields naming local files are uploaded first (pictures.mjs).
 */
import { readFileSync } from "node:fs";
import { importPictures } from "./pictures.mjs";

/** Larger documents are sent in parts of this many items, kinds in dependency order. */
const PART_SIZE = 200;
const ORDER = [
  "settings",
  "templates",
  "categories",
  "tags",
  "products",
  "collections",
  "articles",
  "pages",
  "promotions",
  "coupons",
];

function parts(document) {
  const out = [];
  for (const kind of ORDER) {
    const value = document[kind];
    if (value === undefined) continue;
    if (!Array.isArray(value)) out.push({ [kind]: value });
    else for (let i = 0; i < value.length; i += PART_SIZE) out.push({ [kind]: value.slice(i, i + PART_SIZE) });
  }
  const unknown = Object.keys(document).filter((key) => !ORDER.includes(key));
  if (unknown.length) throw new Error(`Unknown keys in the document: ${unknown.join(", ")}`);
  return out;
}

export async function importFile(send, options, file) {
  if (!file) throw new Error("import needs a file: npm run admin -- import shop.json");
  const document = JSON.parse(readFileSync(file, "utf8"));
  const parted = parts(document);
  // Picture files first: the document's fields then name the URLs the shop serves them at.
  const pictures = await importPictures(send, document, file);
  if (pictures.uploaded + pictures.alreadyStored)
    console.log(`Pictures: ${pictures.uploaded} stored, ${pictures.alreadyStored} already in the shop.`);
  const totals = {};
  const refused = [];
  for (const part of parted) {
    const { refused: notImported = [], ...counts } = await send("admin/import", part);
    refused.push(...notImported);
    for (const [kind, count] of Object.entries(counts)) totals[kind] = (totals[kind] ?? 0) + count;
  }
  const summary = Object.entries(totals)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`);
  console.log(`Imported ${summary.join(", ") || "nothing"} into ${options.url}.`);
  // Items the shop would not take (e.g. an article slug a customer's article holds), one per line.
  for (const item of refused) console.log(`  not imported: ${item.message}`);
  if (refused.length) process.exitCode = 1;
}
