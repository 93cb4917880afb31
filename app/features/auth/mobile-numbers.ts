/** The country code a mobile form starts with; the codes and their rules are the contract's. */
import { COUNTRY_CODES, type CountryCode } from "../../../functions/contract/mobile-numbers";

/**
 * The code a form starts with, from the page's language alone, so a page renders the same for
 * everyone in that language (edge cache, hydration). English is spoken too widely to name one
 * country: it starts at the first code, like every language without a country of its own.
 */
const BY_LANGUAGE: Record<string, CountryCode> = {
  zh: "+86",
  "zh-HK": "+852",
  "zh-TW": "+886",
  ja: "+81",
  ko: "+82",
  de: "+49",
  fr: "+33",
  es: "+34",
  it: "+39",
  pt: "+351",
  id: "+62",
  fil: "+63",
  th: "+66",
  vi: "+84",
};

export const defaultCountryCode = (lang: string): CountryCode => BY_LANGUAGE[lang] ?? COUNTRY_CODES[0];
