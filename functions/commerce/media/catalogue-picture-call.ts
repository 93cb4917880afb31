/**
 * admin/media/put: an operator's catalogue picture (a product photo, a banner) into R2 under a
 * key made of its content's SHA-256, so the same file always gets the same URL and storing it
 * again changes nothing (the operator CLI's `import` sends each picture a document names, then
 * the document with the URLs it got back). The type is judged from the bytes, as for uploads.
 *
 * It gets a row in `uploads` (owner "operator") like every stored picture: the daily sweep then
 * deletes a picture no product, category or page came to refer to within a day (an import that
 * failed half-way), and keeps it for good once one does.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { invalidInput } from "../kernel/http/envelope";
import { CATALOGUE_PICTURE_MAX_BYTES } from "../../contract/uploads";
import { IMMUTABLE } from "./resize";
import { UPLOAD_PATH_PREFIX, fileField, sniffImage } from "./uploads";

export const OPERATOR_OWNER = "operator";
const CATALOGUE_FOLDER = "uploads/catalogue/";

async function contentHash(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const cataloguePictureCall = defineCall({
  path: "admin/media/put",
  body: "multipart",
  maxBodyBytes: CATALOGUE_PICTURE_MAX_BYTES + 64 * 1024,
  summary:
    "Store a catalogue picture (PNG, JPEG, WebP or AVIF, at most 20 MiB) under its content hash and return its URL (idempotent)",
  tag: "operators",
  admin: true,
  input: z.object({ file: fileField }),
  output: z.object({ url: z.string(), size: z.number().int(), type: z.string(), stored: z.boolean() }),
  handle: async (ctx, { file }) => {
    if (file.size === 0) throw invalidInput({ file: ctx.t("uploadEmpty") });
    if (file.size > CATALOGUE_PICTURE_MAX_BYTES)
      throw invalidInput({ file: ctx.t("uploadTooLarge", CATALOGUE_PICTURE_MAX_BYTES / 1024 / 1024) });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes.subarray(0, 16));
    // GIF is left out: an animated one would lose its frames when resized.
    if (!kind || kind.type === "image/gif") throw invalidInput({ file: ctx.t("uploadNotImage") });
    const key = `${CATALOGUE_FOLDER}${await contentHash(bytes)}.${kind.extension}`;
    const url = `${UPLOAD_PATH_PREFIX}${key.slice("uploads/".length)}`;
    const stored = !(await ctx.env.UPLOADS.head(key));
    if (stored)
      await ctx.env.UPLOADS.put(key, bytes, {
        httpMetadata: { contentType: kind.type, cacheControl: IMMUTABLE },
        customMetadata: { owner: OPERATOR_OWNER, originalName: file.name.slice(0, 200) },
      });
    // A row swept earlier with its object comes back; a kept one stays as it is.
    await ctx.db
      .prepare(
        "INSERT INTO uploads (url, key, owner, content_type, size) VALUES (?, ?, ?, ?, ?) ON CONFLICT (url) DO NOTHING",
      )
      .bind(url, key, OPERATOR_OWNER, kind.type, bytes.byteLength)
      .run();
    return { url, size: bytes.byteLength, type: kind.type, stored };
  },
});
