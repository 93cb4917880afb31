/**
 * The message a form gives for a text past its bound. The bounds themselves are the contract's
 * (functions/contract/text-limits.ts), the same numbers the backend enforces.
 */

/** zod's bound with the message of docs/spec.md §5. */
export const LIMIT_MESSAGE = { error: "errors.inputLimit" } as const;
