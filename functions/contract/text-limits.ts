/**
 * Every bound on the length of what shoppers write, shared by the backend (which refuses a
 * longer text with code 40) and the storefront's forms (which say "Input has reached its limit"
 * before anything is sent). One table, so the two cannot disagree. Plain data only.
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
