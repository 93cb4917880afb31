/**
 * Request bodies read with a ceiling. A declared `content-length` over the limit is refused
 * before a byte of the body is read; without one (a chunked body) reading stops at the limit.
 * The backend's multipart calls (functions/commerce/kernel/http/router.ts) and the Worker's proxy
 * (functions/worker/proxy-body-limit.ts) use it,
 * so an oversized upload is never buffered whole in either.
 */

/** The body's bytes, or null when it is larger than `limit`. */
export async function readBodyWithin(request: Request, limit: number): Promise<ArrayBuffer | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= limit)) return null;
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes.buffer;
}
