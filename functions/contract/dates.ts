/**
 * Dates in the shopper's language through Intl. The server renders in UTC and the browser
 * hydrates the same text, so times are shown in UTC and say so (a local time zone on the client
 * would differ from the server's HTML and break hydration). One rule for both sides: the
 * storefront's screens (functions/contract/dates.ts) and the dates the backend writes into composed pages
 * (an article's byline) read alike.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(value: string | number | Date, lang: string, withTime = false): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const key = `${lang}|${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = withTime
      ? { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }
      : { dateStyle: "medium", timeZone: "UTC" };
    try {
      formatter = new Intl.DateTimeFormat(lang, options);
    } catch {
      formatter = new Intl.DateTimeFormat("en", options);
    }
    formatters.set(key, formatter);
  }
  // timeStyle cannot be combined with timeZoneName: name the zone after the time instead.
  return withTime ? `${formatter.format(date)} UTC` : formatter.format(date);
}
