/**
 * A shopper's stitched page (docs/decisions/270), answered as gzip spliced from the page's
 * template to a client that takes gzip (docs/decisions/380), else by the rewriter as before.
 * Templates are cut once per stored page, on its first stitch: for a page in this isolate's memory
 * beside the page itself (gone with it), for a page from the Cache API by its gzip bytes' digest
 * (a changed or purged page is other bytes, so never meets an old template).
 */
import type { ShopperParts } from "../contract/shopper-parts";
import type { StoredPage } from "./hashed-page";
import { stitchPage } from "./stitch-page";
import { cutGzipTemplate, cutTemplate, type StitchTemplate } from "./stitch-template";
import { splicePage } from "./stitch-splice";

/**
 * The neutral page a stitch starts from: its status and headers (its plain form's), its plain
 * answer made only for the rewriter, and its template when a splice may answer.
 */
export type NeutralPage = {
  status: number;
  statusText: string;
  /** Never changed: they may be the stored page's own. */
  headers: Headers;
  /** The plain page read whole (the rewriter's input). */
  plain: () => Promise<Response>;
  /** Null when the client does not take gzip or the page was rendered for this request. */
  template: (() => Promise<StitchTemplate | null>) | null;
};

type Template = Promise<StitchTemplate | null>;
/** A failed cut is kept as null: the page is then stitched by the rewriter without trying again. */
const cut = (made: Template) => made.catch(() => null);

const ofStoredPage = new WeakMap<StoredPage, Template>();

/** The template of a page in the page memory, cut on its first stitch. */
export function storedPageTemplate(page: StoredPage): Template {
  let template = ofStoredPage.get(page);
  if (!template) ofStoredPage.set(page, (template = cut(cutTemplate(page.body))));
  return template;
}

/** Bounded: the pages a colo's shoppers stitch from the Cache API within a few minutes. */
const MAX_GZIP_TEMPLATES = 64;
const ofGzip = new Map<string, Template>();

/** The template of a Cache API entry's gzip bytes, cut on the first stitch of those bytes. */
export async function gzipTemplate(gzip: Uint8Array): Template {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", gzip as Uint8Array<ArrayBuffer>));
  const key = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  let template = ofGzip.get(key);
  if (template) ofGzip.delete(key);
  else template = cut(cutGzipTemplate(gzip));
  // Re-inserted: the map's order is the order of use.
  ofGzip.set(key, template);
  if (ofGzip.size > MAX_GZIP_TEMPLATES) ofGzip.delete(ofGzip.keys().next().value as string);
  return template;
}

/** The neutral page with this shopper's parts in: spliced gzip when it can be, else rewritten. */
export async function stitchAnswer(neutral: NeutralPage, parts: ShopperParts, url: URL): Promise<Response> {
  const template = neutral.template ? await neutral.template() : null;
  const spliced = template ? splicePage(template, parts, url) : null;
  if (!spliced) return stitchPage(await neutral.plain(), parts, url);
  // A page with a template is found without its plain answer (page-cache.ts): nothing to cancel.
  const headers = new Headers(neutral.headers);
  headers.set("content-encoding", "gzip");
  headers.delete("content-length");
  // The bytes are gzip already: the runtime sends them as they are.
  return new Response(
    spliced as Uint8Array<ArrayBuffer>,
    {
      status: neutral.status,
      statusText: neutral.statusText,
      headers,
      encodeBody: "manual",
    } as ResponseInit,
  );
}
