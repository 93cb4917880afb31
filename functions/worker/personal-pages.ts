/**
 * Pages a neutral render found personal by nature (cart, checkout, the user area, sign-in: their
 * answer is not `public`), remembered by this isolate for a minute so a shopper's next visit
 * renders them for the request straight away instead of trying a neutral render first (ADR 270).
 * Bounded: the oldest entries go first.
 */
const REMEMBERED_MS = 60_000;
const MAX_ENTRIES = 1_000;

const personalPages = new Map<string, number>();

export function isPersonalPage(key: string, now = Date.now()): boolean {
  const until = personalPages.get(key);
  if (until === undefined) return false;
  if (until > now) return true;
  personalPages.delete(key);
  return false;
}

export function rememberPersonalPage(key: string, now = Date.now()): void {
  personalPages.delete(key);
  personalPages.set(key, now + REMEMBERED_MS);
  if (personalPages.size > MAX_ENTRIES) personalPages.delete(personalPages.keys().next().value as string);
}
