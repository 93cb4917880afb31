/**
 * Mobile numbers by country calling code: the codes a shopper can pick beside a mobile number,
 * each with its country's mobile rule for the national number (docs/decisions/125). docs/spec.md §5's
 * "exactly 11 digits starting with 1" is mainland China's (+86) rule; other countries have their
 * own lengths and leading digits. Shoppers write numbers their own way ("07700 900123" in the
 * UK): spaces, dashes, dots, brackets and a leading trunk 0 are not part of the number.
 *
 * One table for both sides: the storefront's forms check it before they call, so the shopper's
 * message comes before the round trip, and the backend holds every account to it (readMobile).
 */
type MobileRule = { region: string; pattern: RegExp; trunkZero: boolean };

export const MOBILE_RULES = {
  "+86": { region: "CN", pattern: /^1\d{10}$/, trunkZero: false },
  "+852": { region: "HK", pattern: /^[4-9]\d{7}$/, trunkZero: false },
  "+853": { region: "MO", pattern: /^6\d{7}$/, trunkZero: false },
  "+886": { region: "TW", pattern: /^9\d{8}$/, trunkZero: true },
  "+1": { region: "US", pattern: /^[2-9]\d{2}[2-9]\d{6}$/, trunkZero: false },
  "+44": { region: "GB", pattern: /^7\d{9}$/, trunkZero: true },
  "+65": { region: "SG", pattern: /^[89]\d{7}$/, trunkZero: false },
  "+61": { region: "AU", pattern: /^4\d{8}$/, trunkZero: true },
  "+81": { region: "JP", pattern: /^[789]0\d{8}$/, trunkZero: true },
  "+82": { region: "KR", pattern: /^1\d{8,9}$/, trunkZero: true },
  "+49": { region: "DE", pattern: /^1[5-7]\d{8,9}$/, trunkZero: true },
  "+33": { region: "FR", pattern: /^[67]\d{8}$/, trunkZero: true },
  "+34": { region: "ES", pattern: /^[67]\d{8}$/, trunkZero: false },
  "+39": { region: "IT", pattern: /^3\d{8,9}$/, trunkZero: false },
  "+351": { region: "PT", pattern: /^9\d{8}$/, trunkZero: false },
  "+55": { region: "BR", pattern: /^[1-9]{2}9\d{8}$/, trunkZero: true },
  "+62": { region: "ID", pattern: /^8\d{8,11}$/, trunkZero: true },
  "+63": { region: "PH", pattern: /^9\d{9}$/, trunkZero: true },
  "+66": { region: "TH", pattern: /^[689]\d{8}$/, trunkZero: true },
  "+84": { region: "VN", pattern: /^[35789]\d{8}$/, trunkZero: true },
} as const satisfies Record<string, MobileRule>;

export type CountryCode = keyof typeof MOBILE_RULES;

/** The picker's options, in the table's order (+86 first: the seed's own accounts). */
export const COUNTRY_CODES = Object.keys(MOBILE_RULES) as [CountryCode, ...CountryCode[]];

export const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === "string" && Object.hasOwn(MOBILE_RULES, value);

/** The number as stored: digits only, without the trunk 0 where the country dials one. */
export function normaliseMobile(countryCode: CountryCode, value: string): string {
  const digits = value.replace(/[\s().-]/g, "");
  return MOBILE_RULES[countryCode].trunkZero && digits.startsWith("0") ? digits.slice(1) : digits;
}

export function isMobile(countryCode: string | undefined, value: string): boolean {
  if (!isCountryCode(countryCode)) return false;
  return MOBILE_RULES[countryCode].pattern.test(normaliseMobile(countryCode, value));
}

const E164_MAX_DIGITS = 15;

/**
 * The national number as stored, or null when it is not a mobile number under `countryCode`
 * ("+44"; already checked to be a plausible calling code).
 */
export function readMobile(countryCode: string, value: string): string | null {
  const digits = value.replace(/[\s().-]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  const rule = isCountryCode(countryCode) ? MOBILE_RULES[countryCode] : undefined;
  if (!rule) {
    const room = E164_MAX_DIGITS - (countryCode.length - 1);
    return digits.length >= 4 && digits.length <= room && !digits.startsWith("0") ? digits : null;
  }
  const national = rule.trunkZero && digits.startsWith("0") ? digits.slice(1) : digits;
  return rule.pattern.test(national) ? national : null;
}
