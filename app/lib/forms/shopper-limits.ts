/**
 * The bounds the backend puts on what shoppers write (functions/commerce/content/shopper-limits.ts
 * says the same numbers; the storefront cannot import it). Forms enforce them first, so a long
 * text gets "Input has reached its limit" before anything is sent.
 */
export const TEXT_LIMITS = {
  reviewContent: 2000,
  commentContent: 1000,
  inquiryName: 100,
  inquiryEmail: 254,
  inquiryPhone: 30,
  inquiryContent: 2000,
  feedbackContact: 200,
} as const;

/** zod's bound with the message of docs/spec.md §5. */
export const LIMIT_MESSAGE = { error: "errors.inputLimit" } as const;
