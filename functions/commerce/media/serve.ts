/**
 * GET /api/web/media/*: the generated demo pictures, and pictures stored in R2 (uploads/…): as
 * stored, or at one of the contract's widths (`?w=`) through Cloudflare Images (resize.ts).
 * Any other width is a 404, so the Worker never resizes to a width nobody's page asks for.
 */
import type { Context } from "hono";
import { notFound } from "../kernel/http/envelope";
import { isImageWidth } from "../../contract/responsive-images";
import { demoImageForPath } from "./demo-images";
import { IMMUTABLE, resizedPicture } from "./resize";

export async function serveMedia(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const pathname = url.pathname;
  const svg = demoImageForPath(pathname);
  if (svg)
    return new Response(svg, {
      headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": IMMUTABLE },
    });
  const key = pathname.replace(/^\/api\/web\/media\//, "");
  if (key.startsWith("uploads/") && c.env.UPLOADS) {
    const asked = url.searchParams.get("w");
    if (asked !== null) {
      const width = Number(asked);
      if (!isImageWidth(width)) throw notFound();
      const resized = await resizedPicture(
        { UPLOADS: c.env.UPLOADS, IMAGES: c.env.IMAGES as ImagesBinding | undefined },
        key,
        url,
        { width, accept: c.req.header("accept") ?? null },
        (promise) => c.executionCtx.waitUntil(promise),
      );
      if (resized) return resized;
    }
    const object = await c.env.UPLOADS.get(key);
    if (object) {
      // nosniff: the stored type came from the file's bytes; browsers must not guess another.
      const headers = new Headers({ "cache-control": IMMUTABLE, "x-content-type-options": "nosniff" });
      object.writeHttpMetadata(headers);
      return new Response(object.body, { headers });
    }
  }
  throw notFound();
}
