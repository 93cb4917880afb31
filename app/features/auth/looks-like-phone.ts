/**
 * Does what the shopper typed in an "email or mobile" field look like a phone number (digits, with
 * at most a leading "+", spaces, dots, dashes and brackets)? Only then is a country code worth
 * showing beside it: an email address gets no "+86 China" hint.
 */
export function looksLikePhone(value: string): boolean {
  const text = value.trim();
  return /^\+?[\d\s().-]+$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 3;
}
