/**
 * `import` with pictures from files: an image field of the document (a category's, product's or
 * SKU's, collection's, article's thumbnail, promotion's banner) that names a local file — a
 * relative path such as "photos/coat.jpg", resolved from the document's folder, or a file: URL —
 * is stored in the shop's R2 through admin/media/put and replaced by the URL the shop serves it
 * at (resized per page by Cloudflare Images, docs/decisions/305). The key is the file's content
 * hash, so importing the same document again stores nothing new and changes no product.
 * Addresses (https://…, /api/web/media/…, any path starting with "/") are left as they are.
 *
 * Every file is checked before anything is sent: it must exist, be a JPEG, PNG, WebP or AVIF
 * (by its first bytes) and be at most MAX_BYTES; otherwise the import stops with every problem
 * listed, having changed nothing.
 */
import { readFileSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** functions/contract/uploads.ts CATALOGUE_PICTURE_MAX_BYTES: the shop refuses larger ones too. */
export const MAX_BYTES = 20 * 1024 * 1024;

const TYPES = [
  { type: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: "image/png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: "image/webp", test: (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP" },
  { type: "image/avif", test: (b) => ["ftypavif", "ftypavis"].includes(b.toString("latin1", 4, 12)) },
];

/** Each image field of the document: its path for messages, and how to read and replace it. */
function* imageFields(document) {
  const one = (kind, field) =>
    (document[kind] ?? []).map((item, index) => ({ item, key: field, at: `${kind}[${index}].${field}` }));
  const slots = [
    ...one("categories", "image"),
    ...one("collections", "image"),
    ...one("articles", "thumbnail"),
    ...one("promotions", "banner"),
  ];
  for (const slot of slots) if (typeof slot.item?.[slot.key] === "string") yield slot;
  for (const [p, product] of (document.products ?? []).entries()) {
    for (const [i] of (product.images ?? []).entries())
      yield { item: product.images, key: i, at: `products[${p}].images[${i}]` };
    for (const [s, sku] of (product.skus ?? []).entries())
      if (typeof sku.image === "string") yield { item: sku, key: "image", at: `products[${p}].skus[${s}].image` };
  }
}

/** The file a value names, or null when it is an address. */
function localFile(value, folder) {
  if (typeof value !== "string" || !value) return null;
  if (value.startsWith("file:")) return fileURLToPath(value);
  if (value.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return resolve(folder, value);
}

/** What is wrong with a picture file, or null. */
function problemWith(path) {
  let size;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return "is not a file";
    size = stat.size;
  } catch {
    return "no such file";
  }
  if (size === 0) return "is empty";
  if (size > MAX_BYTES)
    return `is ${(size / 1024 / 1024).toFixed(1)} MiB, more than the ${MAX_BYTES / 1024 / 1024} MiB a picture may be`;
  const head = readFileSync(path).subarray(0, 16);
  if (!TYPES.some((kind) => kind.test(head))) return "is not a JPEG, PNG, WebP or AVIF picture";
  return null;
}

/**
 * Uploads the document's picture files and rewrites their fields to the served URLs, in place.
 * `send` is the admin client (client.mjs). Returns { uploaded, alreadyStored } counts of files.
 */
export async function importPictures(send, document, documentPath) {
  const folder = dirname(resolve(documentPath));
  const fields = [...imageFields(document)]
    .map((field) => ({ ...field, file: localFile(field.item[field.key], folder) }))
    .filter((field) => field.file);
  const problems = [];
  const files = new Map();
  for (const field of fields) {
    if (!files.has(field.file)) files.set(field.file, problemWith(field.file));
    const problem = files.get(field.file);
    if (problem) problems.push(`  ${field.at}: ${field.item[field.key]} (${field.file}) ${problem}`);
  }
  if (problems.length) throw new Error(`Pictures not imported, nothing changed:\n${problems.join("\n")}`);
  const urls = new Map();
  const counts = { uploaded: 0, alreadyStored: 0 };
  for (const file of files.keys()) {
    const form = new FormData();
    form.set("file", new Blob([readFileSync(file)]), basename(file));
    const stored = await send("admin/media/put", form);
    urls.set(file, stored.url);
    counts[stored.stored ? "uploaded" : "alreadyStored"] += 1;
  }
  for (const field of fields) field.item[field.key] = urls.get(field.file);
  return counts;
}
