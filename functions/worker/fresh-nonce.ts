/**
 * A page from the edge cache holds the nonce of the render that filled the cache. Serving it as
 * is would hand every visitor the same nonce (an attacker who reads it once can inject scripts
 * that pass). On every hit the Worker swaps it for this response's nonce: in the policy header
 * and on exactly the attributes that carried the old one, so an element that had no nonce (or a
 * wrong one) never gains one. See docs/decisions/031 and 086.
 *
 * The swap works on bytes, not through an HTML parser or a decoded string (on a cache hit those
 * were most of the Worker's time). React writes every attribute as `name="value"` with `"`
 * escaped inside values and text (JSON in inline scripts escapes it as `\"`), so a whitespace
 * followed by `nonce="` can only be an attribute React wrote. Before a page is stored,
 * `prepareForCache` drops every nonce attribute that is not the render's own and records where
 * the render's nonces are (`x-nonce-at`); a hit then checks those bytes still hold the old nonce
 * and overwrites them (same length), without scanning the page. A page stored without the
 * record, or whose record does not match, is scanned instead. The same stored form is kept in
 * the isolate's memory (page-memory.ts, docs/decisions/086).
 */
import { Buffer } from "node:buffer";
import { nonceOfPolicy } from "../contract/content-security-policy";

/** Where the render's nonce values start in the stored page, comma-separated byte offsets. */
export const NONCE_OFFSETS_HEADER = "x-nonce-at";

const ATTRIBUTE = Buffer.from('nonce="', "latin1");
const QUOTE = 0x22;
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;

function ascii(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function holds(page: Uint8Array, at: number, value: Uint8Array): boolean {
  if (at < 0 || at + value.length > page.length || page[at + value.length] !== QUOTE) return false;
  for (let i = 0; i < value.length; i++) if (page[at + i] !== value[i]) return false;
  return true;
}

/**
 * `page` with every `nonce="old"` attribute renewed to `nonce` and every other nonce attribute
 * dropped, and where the renewed values start.
 */
export function renewNonce(page: Uint8Array, old: string, nonce: string): { page: Uint8Array; offsets: number[] } {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const oldBytes = ascii(old);
  const renewed = ascii(nonce);
  const edits: { from: number; to: number; value: Uint8Array | null }[] = [];
  for (let at = bytes.indexOf(ATTRIBUTE); at !== -1; at = bytes.indexOf(ATTRIBUTE, at + ATTRIBUTE.length)) {
    if (!isSpace(bytes[at - 1])) continue;
    const start = at + ATTRIBUTE.length;
    const end = bytes.indexOf(QUOTE, start);
    if (end === -1) break;
    edits.push(
      end - start === oldBytes.length && holds(bytes, start, oldBytes)
        ? { from: start, to: end, value: renewed }
        : { from: at - 1, to: end + 1, value: null },
    );
  }
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let from = 0;
  let length = 0;
  for (const edit of edits) {
    parts.push(bytes.subarray(from, edit.from));
    length += edit.from - from;
    if (edit.value) {
      offsets.push(length);
      parts.push(edit.value);
      length += edit.value.length;
    }
    from = edit.to;
  }
  parts.push(bytes.subarray(from));
  length += bytes.length - from;
  // A plain array of its own: Buffer.concat may hand out a slice of a shared pool.
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return { page: out, offsets };
}

/** A page as stored: the bytes, and the status and headers to answer with. */
export type StoredPage = { body: Uint8Array; status: number; statusText: string; headers: Headers };

/** The page as it goes into the cache: foreign nonce attributes dropped, its own nonces' offsets in a header. */
export async function prepareForCache(response: Response): Promise<StoredPage> {
  const nonce = nonceOfPolicy(response.headers.get("content-security-policy"));
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const stored = { status: response.status, statusText: response.statusText, headers };
  if (!nonce) return { ...stored, body: bytes };
  const { page, offsets } = renewNonce(bytes, nonce, nonce);
  headers.set(NONCE_OFFSETS_HEADER, offsets.join(","));
  return { ...stored, body: page };
}

/** Overwrites the old nonce at the recorded offsets; false (page untouched) when any of them does not hold it. */
function renewAtOffsets(page: Uint8Array, record: string, old: string, nonce: string): boolean {
  const oldBytes = ascii(old);
  const renewed = ascii(nonce);
  if (renewed.length !== oldBytes.length || !record) return false;
  const offsets = record.split(",").map(Number);
  if (!offsets.every((at) => Number.isInteger(at) && holds(page, at, oldBytes))) return false;
  for (const at of offsets) page.set(renewed, at);
  return true;
}

/**
 * A stored page with `nonce` in place of its own; null when it has no nonce to swap (render it
 * anew). The swap is made in the stored bytes themselves, and `stored` then names the new nonce
 * in its policy, so it stays a page whose record holds: the next hit swaps again. That is safe
 * for a page kept in memory and shared by every hit because nothing awaits between the swap and
 * `new Response(bytes)`, which copies the bytes there and then (workerd and Node both; tested in
 * fresh-nonce.test.ts), and an isolate runs one piece of JS at a time. It saves copying the whole
 * page once more on every hit (a tenth of a memory hit's CPU in the profile, docs/decisions/162).
 */
export function freshPage(stored: StoredPage, nonce: string): Response | null {
  const policy = stored.headers.get("content-security-policy");
  const old = nonceOfPolicy(policy);
  if (!old || !policy) return null;
  const renewedPolicy = policy.replace(`'nonce-${old}'`, `'nonce-${nonce}'`);
  const headers = new Headers(stored.headers);
  headers.set("content-security-policy", renewedPolicy);
  headers.delete("content-length");
  headers.delete(NONCE_OFFSETS_HEADER);
  let page = stored.body;
  if (renewAtOffsets(page, stored.headers.get(NONCE_OFFSETS_HEADER) ?? "", old, nonce))
    stored.headers.set("content-security-policy", renewedPolicy);
  else page = renewNonce(page, old, nonce).page;
  // Always a Uint8Array over an ArrayBuffer here (never shared memory).
  return new Response(page as Uint8Array<ArrayBuffer>, {
    status: stored.status,
    statusText: stored.statusText,
    headers,
  });
}

/** The edge cache's copy of a page with `nonce` in place of its own; null when it has no nonce to swap. */
export async function withFreshNonce(cached: Response, nonce: string): Promise<Response | null> {
  if (!nonceOfPolicy(cached.headers.get("content-security-policy"))) return null;
  const body = new Uint8Array(await cached.arrayBuffer());
  const headers = new Headers(cached.headers);
  return freshPage({ body, status: cached.status, statusText: cached.statusText, headers }, nonce);
}
