/**
 * Cached pages kept gzip-compressed beside their plain bytes (docs/decisions/363). Every browser
 * sends `Accept-Encoding: gzip`; a page rendered per request is compressed by the platform as it
 * streams out, but a cached page is the same bytes for everyone, so it is compressed once when it
 * is stored and a hit answers the stored gzip bytes as they are (`encodeBody: "manual"`): no hit
 * compresses anything, and a client that does not accept gzip gets the plain bytes.
 *
 * The page memory keeps both forms. The Cache API keeps only the gzip form (one entry per page,
 * so a purge by key still removes it), marked by STORED_ENCODING_HEADER rather than
 * `Content-Encoding`, so no runtime decodes it behind our back; a client without gzip, and a page
 * to be stitched (the rewriter reads HTML), get it decompressed. Both forms say
 * `Vary: Accept-Encoding`, so a shared cache downstream never hands one to the wrong client.
 */
import { storedAnswer, type StoredPage } from "./hashed-page";

/** Marks a Cache API entry whose body is the page's gzip bytes (never sent to a browser). */
export const STORED_ENCODING_HEADER = "x-stored-encoding";

/** Answers worth compressing: text, not pictures (a public page is HTML, a feed XML, robots text). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:xml|json|javascript)\b)/i;

/**
 * The Accept-Encoding the client sent. Cloudflare (and Miniflare after it) hands the Worker
 * `Accept-Encoding: br, gzip` whatever the client sent, and keeps the client's own value in
 * `request.cf.clientAcceptEncoding` ("" when it sent none).
 */
function clientAcceptEncoding(request: Request): string | null {
  const original = (request as { cf?: { clientAcceptEncoding?: unknown } }).cf?.clientAcceptEncoding;
  return typeof original === "string" ? original : request.headers.get("accept-encoding");
}

/** Bounded: any client may send any value; cleared when full. */
const ENCODINGS_LIMIT = 64;
const gzipTakenBy = new Map<string, boolean>();

/**
 * Whether the client's Accept-Encoding takes gzip (listed, or `*`, with a weight above 0). Asked on
 * every page-cache hit, for the few values browsers send: each value is parsed once (ADR 388).
 */
export function acceptsGzip(request: Request): boolean {
  const header = clientAcceptEncoding(request);
  if (!header) return false;
  let takes = gzipTakenBy.get(header);
  if (takes === undefined) {
    if (gzipTakenBy.size >= ENCODINGS_LIMIT) gzipTakenBy.clear();
    gzipTakenBy.set(header, (takes = takesGzip(header)));
  }
  return takes;
}

function takesGzip(header: string): boolean {
  let star = false;
  for (const element of header.split(",")) {
    const [coding, ...params] = element.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (coding.trim() === "gzip" || coding.trim() === "x-gzip") return weight > 0;
    if (coding.trim() === "*") star = weight > 0;
  }
  return star;
}

/** The page's headers with Accept-Encoding in its Vary (once). */
export function varyingByEncoding(headers: Headers): Headers {
  const copy = new Headers(headers);
  const vary = copy.get("vary");
  if (!vary) copy.set("vary", "Accept-Encoding");
  else if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) copy.set("vary", `${vary}, Accept-Encoding`);
  return copy;
}

async function gzipBytes(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The stored page with `Vary: Accept-Encoding` and, when it is text, its gzip form beside it. */
export async function withGzip(page: StoredPage): Promise<StoredPage> {
  const headers = varyingByEncoding(page.headers);
  if (!COMPRESSIBLE.test(headers.get("content-type") ?? "")) return { ...page, headers };
  const gzipHeaders = new Headers(headers);
  gzipHeaders.set("content-encoding", "gzip");
  return { ...page, headers, gzip: { body: await gzipBytes(page.body), headers: gzipHeaders } };
}

/** An answer of bytes that are already gzip: sent as they are, never encoded again. */
function gzipResponse(body: BodyInit | null, status: number, statusText: string, headers: Headers): Response {
  return new Response(body, { status, statusText, headers, encodeBody: "manual" } as ResponseInit);
}

/**
 * The answer for a page kept in memory: its gzip bytes when the client takes them, else the plain
 * ones; `headersOf` gives the headers to answer with for the stored ones (known-page.ts).
 */
export function answerFromMemory(
  stored: StoredPage,
  gzip: boolean,
  headersOf: (stored: Headers) => Headers = (headers) => headers,
): Response {
  if (gzip && stored.gzip)
    return gzipResponse(
      stored.gzip.body as Uint8Array<ArrayBuffer>,
      stored.status,
      stored.statusText,
      headersOf(stored.gzip.headers),
    );
  return storedAnswer({ ...stored, headers: headersOf(stored.headers) });
}

/** What the Cache API keeps for a stored page: its gzip bytes, marked, or the plain page when it has none. */
export function cacheEntry(page: StoredPage): Response {
  if (!page.gzip) return new Response(page.body as Uint8Array<ArrayBuffer>, page);
  const headers = new Headers(page.headers);
  headers.set(STORED_ENCODING_HEADER, "gzip");
  return new Response(page.gzip.body as Uint8Array<ArrayBuffer>, {
    status: page.status,
    statusText: page.statusText,
    headers,
  });
}

/**
 * The answer for a Cache API hit: the stored gzip bytes to a client that takes them, decompressed
 * for anyone else (and for the stitcher); an entry stored plain is answered as it is.
 */
export function answerFromCache(hit: Response, gzip: boolean): Response {
  if (hit.headers.get(STORED_ENCODING_HEADER) !== "gzip") return hit;
  const headers = new Headers(hit.headers);
  headers.delete(STORED_ENCODING_HEADER);
  // A stored length is the gzip bytes' length: right for them, wrong once decompressed.
  if (gzip) {
    headers.set("content-encoding", "gzip");
    return gzipResponse(hit.body, hit.status, hit.statusText, headers);
  }
  headers.delete("content-length");
  const plain = hit.body ? hit.body.pipeThrough(new DecompressionStream("gzip")) : null;
  return new Response(plain, { status: hit.status, statusText: hit.statusText, headers });
}
