/**
 * Mobile numbers by country calling code (docs/decisions/125). docs/spec.md §5's "exactly 11 digits
 * starting with 1" is mainland China's (+86) rule; each country the storefront offers has its
 * own mobile rule for the national number, and any other calling code is held to E.164 (at most
 * 15 digits with the code). Spaces, dashes, dots, brackets and, where the country dials one, a
 * leading trunk 0 are not part of the number: "07700 900123" under +44 is stored as 7700900123,
 * so the shopper finds the account however they type it.
 *
 * The storefront checks the same table before it calls (app/lib/forms/mobile-numbers.ts);
 * mobile-numbers.test.ts checks that the two agree.
 */
type MobileRule = { pattern: RegExp; trunkZero: boolean };

export const MOBILE_RULES: Record<string, MobileRule> = {
  "+86": { pattern: /^1\d{10}$/, trunkZero: false },
  "+852": { pattern: /^[4-9]\d{7}$/, trunkZero: false },
  "+853": { pattern: /^6\d{7}$/, trunkZero: false },
  "+886": { pattern: /^9\d{8}$/, trunkZero: true },
  "+1": { pattern: /^[2-9]\d{2}[2-9]\d{6}$/, trunkZero: false },
  "+44": { pattern: /^7\d{9}$/, trunkZero: true },
  "+65": { pattern: /^[89]\d{7}$/, trunkZero: false },
  "+61": { pattern: /^4\d{8}$/, trunkZero: true },
  "+81": { pattern: /^[789]0\d{8}$/, trunkZero: true },
  "+82": { pattern: /^1\d{8,9}$/, trunkZero: true },
  "+49": { pattern: /^1[5-7]\d{8,9}$/, trunkZero: true },
  "+33": { pattern: /^[67]\d{8}$/, trunkZero: true },
  "+34": { pattern: /^[67]\d{8}$/, trunkZero: false },
  "+39": { pattern: /^3\d{8,9}$/, trunkZero: false },
  "+351": { pattern: /^9\d{8}$/, trunkZero: false },
  "+55": { pattern: /^[1-9]{2}9\d{8}$/, trunkZero: true },
  "+62": { pattern: /^8\d{8,11}$/, trunkZero: true },
  "+63": { pattern: /^9\d{9}$/, trunkZero: true },
  "+66": { pattern: /^[689]\d{8}$/, trunkZero: true },
  "+84": { pattern: /^[35789]\d{8}$/, trunkZero: true },
};

const E164_MAX_DIGITS = 15;

/**
 * The national number as stored, or null when it is not a mobile number under `countryCode`
 * ("+44"; already checked to be a plausible calling code).
 */
export function readMobile(countryCode: string, value: string): string | null {
  const digits = value.replace(/[\s().-]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  const rule = MOBILE_RULES[countryCode];
  if (!rule) {
    const room = E164_MAX_DIGITS - (countryCode.length - 1);
    return digits.length >= 4 && digits.length <= room && !digits.startsWith("0") ? digits : null;
  }
  const national = rule.trunkZero && digits.startsWith("0") ? digits.slice(1) : digits;
  return rule.pattern.test(national) ? national : null;
}
