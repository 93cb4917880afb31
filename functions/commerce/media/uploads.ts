/**
 * Customers' pictures (return evidence, reviews, inquiries, avatars) in R2 under `uploads/`.
 *
 * The type is decided by the file's first bytes, never by the name or the browser's claimed
 * type, and only raster formats are kept: an SVG can carry script, so it is refused. Every other
 * call that takes pictures accepts only URLs this module handed out (`uploadedImages`), so a
 * review cannot point at someone else's server, and only the submitter's own (ownership.ts):
 * each upload gets a row in `uploads` with its owner, which the daily sweep (sweep.ts) reads.
 */
import { z } from "@hono/zod-openapi";
import type { ShopContext } from "../kernel/http/context";
import { invalidInput } from "../kernel/http/envelope";
import { randomToken } from "../kernel/random";
import { MAX_IMAGES, UPLOAD_MAX_BYTES } from "../../contract/uploads";

// The ceiling is the contract's: the Worker's proxy holds uploads to it too.
export { MAX_IMAGES, UPLOAD_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from "../../contract/uploads";
export const UPLOAD_PATH_PREFIX = "/api/web/media/uploads/";

type Kind = { type: string; extension: string; magic: (bytes: Uint8Array) => boolean };

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const KINDS: Kind[] = [
  {
    type: "image/png",
    extension: "png",
    magic: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: "image/jpeg", extension: "jpg", magic: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    type: "image/gif",
    extension: "gif",
    magic: (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a")),
  },
  {
    type: "image/webp",
    extension: "webp",
    magic: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8),
  },
  {
    type: "image/avif",
    extension: "avif",
    magic: (b) => startsWith(b, ascii("ftypavif"), 4) || startsWith(b, ascii("ftypavis"), 4),
  },
];

export function sniffImage(bytes: Uint8Array): Kind | undefined {
  return KINDS.find((kind) => kind.magic(bytes));
}

/** A multipart file field, described for the OpenAPI document as a binary string. */
export const fileField = z
  .custom<File>((value) => typeof value === "object" && value !== null && "arrayBuffer" in value && "size" in value, {
    message: "required",
  })
  .openapi({ type: "string", format: "binary" });

export function isUploadUrl(url: string): boolean {
  return (
    url.startsWith(UPLOAD_PATH_PREFIX) &&
    /^[a-z0-9/._-]+$/i.test(url.slice(UPLOAD_PATH_PREFIX.length)) &&
    !url.includes("..")
  );
}

/** Up to six pictures, each a URL from `upload/image`. */
export const uploadedImages = z
  .array(z.string().refine(isUploadUrl, { message: "invalid" }))
  .max(MAX_IMAGES)
  .default([]);

export type StoredUpload = { url: string; key: string; type: string; size: number };

/**
 * Checks and stores one picture and records it with its owner (ownership.ts). `folder` groups
 * them by use (`images`, `avatars`), which also lets an operator clean one kind up. Bad files
 * answer code 40 on `field`.
 */
export async function storeImage(
  ctx: ShopContext,
  file: File,
  folder: string,
  owner: string,
  field = "file",
): Promise<StoredUpload> {
  if (file.size === 0) throw invalidInput({ [field]: ctx.t("uploadEmpty") });
  if (file.size > UPLOAD_MAX_BYTES)
    throw invalidInput({ [field]: ctx.t("uploadTooLarge", UPLOAD_MAX_BYTES / 1024 / 1024) });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes.subarray(0, 16));
  if (!kind) throw invalidInput({ [field]: ctx.t("uploadNotImage") });
  const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  const key = `uploads/${folder}/${day}/${randomToken()}.${kind.extension}`;
  await ctx.env.UPLOADS.put(key, bytes, {
    httpMetadata: { contentType: kind.type, cacheControl: "public, max-age=31536000, immutable" },
    customMetadata: { owner, originalName: file.name.slice(0, 200) },
  });
  const url = `${UPLOAD_PATH_PREFIX}${key.slice("uploads/".length)}`;
  await ctx.db
    .prepare("INSERT INTO uploads (url, key, owner, content_type, size) VALUES (?, ?, ?, ?, ?)")
    .bind(url, key, owner, kind.type, bytes.byteLength)
    .run();
  return { url, key, type: kind.type, size: bytes.byteLength };
}
