/** GET /api/web/media/*: the generated demo pictures, and customers' uploads from R2 (uploads/…). */
import type { Context } from "hono";
import { notFound } from "../kernel/http/envelope";
import { demoImageForPath } from "./demo-images";

const IMMUTABLE = "public, max-age=31536000, immutable";

export async function serveMedia(c: Context<{ Bindings: Env }>): Promise<Response> {
  const pathname = new URL(c.req.url).pathname;
  const svg = demoImageForPath(pathname);
  if (svg)
    return new Response(svg, {
      headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": IMMUTABLE },
    });
  const key = pathname.replace(/^\/api\/web\/media\//, "");
  if (key.startsWith("uploads/") && c.env.UPLOADS) {
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
