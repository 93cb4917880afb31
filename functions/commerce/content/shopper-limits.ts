/**
 * Every bound on what shoppers send: text lengths (the storefront's forms use the same numbers
 * and say "Input has reached its limit") and rate limits, which answer code 41, HTTP 429 and
 * Retry-After (accounts/rate-limits.ts). docs/api.md ("Reviews, comments, inquiries, newsletter")
 * explains them.
 */
import type { RateLimit } from "../accounts/policy";

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;

export const TEXT_LIMITS = {
  reviewContent: 2000,
  commentContent: 1000,
  inquiryName: 100,
  inquiryEmail: 254,
  inquiryPhone: 30,
  inquiryContent: 2000,
  feedbackContact: 200,
} as const;

export const SHOPPER_RATE_LIMITS = {
  /** Inquiries and feedback together, per IP: enough for a real customer, not for a spam run. */
  inquiryPerIp: { limit: 5, windowS: 10 * MINUTE_S },
  inquiryPerIpDaily: { limit: 30, windowS: 24 * HOUR_S },
  commentPerUser: { limit: 10, windowS: 10 * MINUTE_S },
  reviewPerUser: { limit: 20, windowS: HOUR_S },
  /** Confirmation mails: per address (nobody's inbox gets flooded) and per IP. */
  newsletterPerEmail: { limit: 3, windowS: HOUR_S },
  newsletterPerIp: { limit: 10, windowS: HOUR_S },
} satisfies Record<string, RateLimit>;
