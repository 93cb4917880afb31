/**
 * The rate limits on what shoppers send, which answer code 41, HTTP 429 and Retry-After
 * (kernel/rate-limits.ts); the text lengths are the contract's (functions/contract/text-limits.ts,
 * shared with the storefront's forms). docs/api.md ("Reviews, comments, inquiries, newsletter")
 * explains them.
 */
import type { RateLimit } from "../kernel/policy";

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;

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
