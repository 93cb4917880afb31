/**
 * A stored picture at one of the contract's widths (`?w=640`), resized by Cloudflare Images (the
 * `IMAGES` binding, docs/decisions/305) and encoded as AVIF or WebP when the browser's `Accept`
 * says it takes them, else as the original's own type. The answer says `Vary: Accept` to
 * browsers and caches; the edge cache (the Cache API, which keys by URL alone) gets the width and
 * the format in its key, so an AVIF variant is never served to a browser that asked for WebP.
 *
 * Any failure of the binding (absent, over quota, a picture it cannot read) serves the original:
 * a page shows a larger picture rather than none.
 */
import type { ImageWidth } from "../../contract/responsive-images";

export const IMMUTABLE = "public, max-age=31536000, immutable";
type OutputFormat = "image/avif" | "image/webp" | "image/jpeg" | "image/png";

/** AVIF, then WebP, when the browser lists it; else the original's type (PNG keeps its transparency). */
export function outputFormat(accept: string | null, original: string): OutputFormat {
  return modernFormat(accept) ?? (original === "image/png" ? "image/png" : "image/jpeg");
}

/** AVIF or WebP when the browser lists it: known from the request alone, before reading the stored picture. */
function modernFormat(accept: string | null): OutputFormat | null {
  const types = (accept ?? "").toLowerCase();
  if (types.includes("image/avif")) return "image/avif";
  if (types.includes("image/webp")) return "image/webp";
  return null;
}

/** Encoder quality per format: AVIF and WebP look the same as JPEG at fewer bytes at lower numbers. */
const QUALITY: Record<OutputFormat, number> = { "image/avif": 55, "image/webp": 72, "image/jpeg": 78, "image/png": 90 };

/** The edge cache's key of one variant: the picture's URL with only the width and format in its query. */
export function variantCacheKey(url: URL, width: ImageWidth, format: OutputFormat): Request {
  return new Request(`${url.origin}${url.pathname}?w=${width}&f=${format.slice("image/".length)}`);
}

/** Stored types the binding reads (GIF is left out: an animated one would lose its frames). */
const RESIZABLE = /^image\/(jpeg|png|webp|avif)$/;

type Variant = { width: ImageWidth; accept: string | null };
type Env = { UPLOADS: R2Bucket; IMAGES?: ImagesBinding };

/**
 * The resized answer for `key` from the edge cache or the binding, or null when it cannot be made
 * here (no binding, no such object, not a raster picture the binding takes, or the binding
 * failed): the caller then serves the original.
 */
export async function resizedPicture(
  env: Env,
  key: string,
  url: URL,
  variant: Variant,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response | null> {
  if (!env.IMAGES) return null;
  const cache = typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
  // A browser that takes AVIF or WebP names its variant by itself: the edge cache answers before
  // R2 is asked anything (docs/decisions/334). Only an older browser's variant (JPEG or PNG, as
  // stored) needs the stored type first.
  let format = modernFormat(variant.accept);
  if (!format) {
    const head = await env.UPLOADS.head(key);
    const original = head?.httpMetadata?.contentType ?? "";
    if (!head || !RESIZABLE.test(original)) return null;
    format = outputFormat(variant.accept, original);
  }
  const cacheKey = variantCacheKey(url, variant.width, format);
  const cached = await cache?.match(cacheKey);
  if (cached) return withVary(cached);
  const object = await env.UPLOADS.get(key);
  if (!object || !RESIZABLE.test(object.httpMetadata?.contentType ?? "")) {
    await object?.body.cancel();
    return null;
  }
  let body: ArrayBuffer;
  try {
    const result = await env.IMAGES.input(object.body)
      .transform({ width: variant.width, fit: "scale-down" })
      .output({ format, quality: QUALITY[format] });
    body = await result.response().arrayBuffer();
  } catch (error) {
    console.error("picture not resized, original served", key, variant.width, error);
    return null;
  }
  const headers = new Headers({
    "content-type": format,
    "cache-control": IMMUTABLE,
    "x-content-type-options": "nosniff",
  });
  // The cached copy is keyed by format already; its own Vary would only make a cache look for Accept.
  if (cache) waitUntil(cache.put(cacheKey, new Response(body, { headers })));
  return withVary(new Response(body, { headers }));
}

/** Browsers and shared caches in front keep one variant per Accept. */
function withVary(response: Response): Response {
  const answer = new Response(response.body, response);
  answer.headers.set("vary", "Accept");
  return answer;
}
