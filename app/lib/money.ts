/** Money is integers in minor units plus an ISO 4217 code (shared/API.md); shown with Intl. */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(minor: number, currency: string, lang: string): string {
  const key = `${lang}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(lang, { style: "currency", currency });
    } catch {
      formatter = new Intl.NumberFormat("en", { style: "currency", currency: "USD" });
    }
    formatters.set(key, formatter);
  }
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minor / 10 ** digits);
}
