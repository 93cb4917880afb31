/** What every call and route request gets to work with. */
import type { Language } from "../i18n/languages";
import { translator, type Translate } from "../i18n/messages";
import { requestLanguage } from "../i18n/languages";
import { NO_REALTIME, type Realtime } from "../realtime";
import { NO_PAGE_PURGE, type PagePurge } from "../page-purge";

export type ShopContext = {
  env: Env;
  /**
   * The request's one D1 session (d1-session.ts): a read may come from the nearest replica, never
   * older than the bookmark the request carried or than this request's own writes. It has
   * prepare() and batch(), no exec().
   */
  db: D1DatabaseSession;
  language: Language;
  t: Translate;
  /** The request's origin, for absolute URLs (canonical, og:url, media). */
  origin: string;
  headers: Headers;
  /** A customer token came with the request; its answers must never be shared. */
  signedIn: boolean;
  /** Headers a call adds to its answer, e.g. `x-cart` when it issues a visitor cart. */
  answerHeaders: Headers;
  /** Work that may finish after the answer (the request's ExecutionContext); absent for bare in-process callers. */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** Pushes to open tabs, as the Worker handed them in (../realtime.ts); a no-op without a Worker. */
  realtime: Realtime;
  /** Removes the cached pages that show what a write changed (../page-purge.ts, ADR 275); a no-op without a Worker. */
  purgePages: PagePurge;
};

export function shopContext(
  request: Request,
  env: Env,
  db: D1DatabaseSession,
  pathLanguage?: Language | null,
  execution?: { waitUntil?(promise: Promise<unknown>): void },
  realtime: Realtime = NO_REALTIME,
  purgePages: PagePurge = NO_PAGE_PURGE,
): ShopContext {
  const language = requestLanguage(request.headers, pathLanguage);
  // Parsed on first use: most calls (shopper/parts on every signed-in page) build no absolute URL.
  let origin: string | undefined;
  return {
    env,
    db,
    language,
    t: translator(language),
    get origin() {
      return (origin ??= new URL(request.url).origin);
    },
    headers: request.headers,
    signedIn: !!request.headers.get("x-auth"),
    answerHeaders: new Headers(),
    waitUntil: execution?.waitUntil?.bind(execution),
    realtime,
    purgePages,
  };
}
