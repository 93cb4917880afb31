/**
 * How a page is kept in the page cache so that a hit answers the stored bytes as they are
 * (docs/decisions/324). A rendered page allows its inline scripts by this response's nonce
 * (docs/decisions/031); a stored page is answered to many visitors, so it must not carry a
 * nonce at all. Before it is stored, the inline scripts that carried the render's own nonce are
 * hashed (SHA-256 of their text, as the browser's parser reads it) and the policy's
 * `'nonce-…'` source is replaced by those hashes; every nonce attribute is dropped. Under that
 * policy only those exact scripts run: a script the render did not nonce (one that slipped into
 * server-written HTML, whatever nonce it claims) is in no hash and is refused, and nothing is
 * left for a visitor to read and replay. No `'unsafe-inline'`, as before.
 *
 * React escapes `"`, `<` and `>` in attribute values and text, and Remix's and our inline JSON
 * escape `<`, so a `<script` start tag ends at the first `>` and its text at the first
 * `</script`, as the HTML parser ends them.
 */
import { nonceOfPolicy } from "../contract/content-security-policy";

/**
 * A page as stored: the bytes, and the status and headers to answer with; `gzip`, the same page
 * compressed with its own headers (compressed-page.ts, docs/decisions/363).
 */
export type StoredPage = {
  body: Uint8Array;
  status: number;
  statusText: string;
  headers: Headers;
  gzip?: { body: Uint8Array; headers: Headers };
};

const SCRIPT_START = /<script(?=[\s>/])[^>]*>/gi;
const SCRIPT_END = /<\/script/gi;
const NONCE_ATTRIBUTE = /(\s)nonce="([^"]*)"/g;
const ATTRIBUTE_VALUE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i");
/** Types a browser runs (an absent type is JavaScript); data blocks (JSON, JSON-LD) never run. */
const RUNS = /^(?:|module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript))$/i;

/** The script's text as the parser hands it to CSP: newlines normalised, NUL replaced. */
const parsedText = (text: string) => text.replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD");

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(parsedText(text))));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/**
 * The page without nonce attributes, and the hash sources of the inline scripts that ran by
 * the render's `nonce` (whose start tag carried exactly it, with no `src`, of a type that runs).
 */
export async function hashOwnScripts(html: string, nonce: string): Promise<{ html: string; hashes: string[] }> {
  const parts: string[] = [];
  const own: string[] = [];
  let from = 0;
  const outside = (text: string) => text.replace(NONCE_ATTRIBUTE, "");
  SCRIPT_START.lastIndex = 0;
  for (let start = SCRIPT_START.exec(html); start; start = SCRIPT_START.exec(html)) {
    const tag = start[0];
    const contentFrom = start.index + tag.length;
    SCRIPT_END.lastIndex = contentFrom;
    const end = SCRIPT_END.exec(html);
    const contentTo = end ? end.index : html.length;
    const text = html.slice(contentFrom, contentTo);
    const ours = [...tag.matchAll(NONCE_ATTRIBUTE)].some((match) => match[2] === nonce);
    const type = ATTRIBUTE_VALUE("type").exec(tag)?.[1].trim() ?? "";
    if (ours && !ATTRIBUTE_VALUE("src").test(tag) && RUNS.test(type)) own.push(text);
    parts.push(outside(html.slice(from, start.index)), outside(tag), text);
    from = contentTo;
    SCRIPT_START.lastIndex = contentTo;
  }
  parts.push(outside(html.slice(from)));
  const hashes = [...new Set(await Promise.all(own.map(sha256Source)))];
  return { html: parts.join(""), hashes };
}

/** The policy with the render's `'nonce-…'` source replaced by the page's script hashes. */
export function hashedPolicy(policy: string, nonce: string, hashes: string[]): string {
  return policy.replace(` 'nonce-${nonce}'`, hashes.map((hash) => ` ${hash}`).join(""));
}

/**
 * The page as it goes into the cache: no nonce anywhere, its own scripts allowed by hash; null
 * when it cannot be kept so (its policy has no nonce: nothing says which scripts are its own).
 */
export async function prepareForCache(response: Response): Promise<StoredPage | null> {
  const policy = response.headers.get("content-security-policy");
  const nonce = nonceOfPolicy(policy);
  if (!policy || !nonce) {
    await response.body?.cancel();
    return null;
  }
  const { html, hashes } = await hashOwnScripts(await response.text(), nonce);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-security-policy", hashedPolicy(policy, nonce, hashes));
  return { body: new TextEncoder().encode(html), status: response.status, statusText: response.statusText, headers };
}

/**
 * A stored page may be answered as it is when its policy names no nonce (it was stored by
 * prepareForCache). Anything else came from elsewhere and is rendered anew.
 */
export const answerable = (headers: Headers) => {
  const policy = headers.get("content-security-policy");
  return policy !== null && nonceOfPolicy(policy) === null;
};

/** The answer for a page kept in memory: its bytes and headers as stored (the Response copies both). */
export function storedAnswer(stored: StoredPage): Response {
  return new Response(stored.body as Uint8Array<ArrayBuffer>, {
    status: stored.status,
    statusText: stored.statusText,
    headers: stored.headers,
  });
}
