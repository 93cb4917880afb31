/**
 * Countries a shopper can pick for an address (ISO 3166-1 alpha-2, what the backend expects),
 * named in the shopper's language by Intl.DisplayNames and sorted by that name.
 */
export const COUNTRY_CODES = [
  "AE",
  "AR",
  "AT",
  "AU",
  "BE",
  "BR",
  "CA",
  "CH",
  "CL",
  "CN",
  "CO",
  "CZ",
  "DE",
  "DK",
  "EG",
  "ES",
  "FI",
  "FR",
  "GB",
  "GR",
  "HK",
  "HU",
  "ID",
  "IE",
  "IL",
  "IN",
  "IT",
  "JP",
  "KR",
  "MO",
  "MX",
  "MY",
  "NL",
  "NO",
  "NZ",
  "PH",
  "PL",
  "PT",
  "RO",
  "SA",
  "SE",
  "SG",
  "TH",
  "TR",
  "TW",
  "UA",
  "US",
  "VN",
  "ZA",
] as const;

export function countryOptions(lang: string): Array<{ code: string; name: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang, "en"], { type: "region" });
  } catch {
    names = null;
  }
  return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, lang),
  );
}
