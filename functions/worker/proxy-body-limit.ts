/**
 * How much of a browser's body the proxy (proxy.ts) reads before handing it on. It buffers the
 * body, so the upload calls are held to the backend's own ceiling here too: an oversized upload
 * is refused from its content-length (HTTP 413, code 41, the backend's translated message)
 * before a byte is read, or as soon as a chunked body passes the ceiling. Other calls keep
 * Cloudflare's own request limit.
 */
import { readBodyWithin } from "../commerce/kernel/http/body-limit";
import { UPLOAD_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from "../commerce/media/uploads";
import { requestLanguage } from "../commerce/kernel/i18n/languages";
import { translator } from "../commerce/kernel/i18n/messages";

const UPLOAD_PATHS = new Set(["/api/web/upload/image", "/api/web/user/editAvatar"]);

/** The request's body, or the 413 answer to give instead. */
export async function readProxiedBody(request: Request): Promise<ArrayBuffer | Response> {
  const limit = UPLOAD_PATHS.has(new URL(request.url).pathname) ? UPLOAD_BODY_MAX_BYTES : Infinity;
  const body = await readBodyWithin(request, limit);
  if (body) return body;
  const msg = translator(requestLanguage(request.headers))("uploadTooLarge", UPLOAD_MAX_BYTES / 1024 / 1024);
  return Response.json({ code: 41, msg, data: null }, { status: 413, headers: { "cache-control": "no-store" } });
}
