/**
 * The rules of a product review (review/add) and an article comment (comment/add), written once:
 * the backend validates with `reviewFields()` / `commentFields()`, the storefront's forms are built
 * from the same factories with the shopper's messages (ADR 243). Plain zod only: this module
 * reaches the storefront.
 */
import { z } from "./zod";
import { TEXT_LIMITS } from "./text-limits";
import { sayFor, silent, type FieldSay } from "./field-say";

export type ReviewField = "rating" | "content";

export function reviewFields(say: FieldSay<ReviewField> = silent) {
  const error = sayFor(say);
  return {
    /** Whole stars, 1 to 5. */
    rating: z.number(error("rating")).int(error("rating")).min(1, error("rating")).max(5, error("rating")),
    content: z
      .string(error("content"))
      .trim()
      .min(1, error("content"))
      .max(TEXT_LIMITS.reviewContent, error("content")),
  };
}

export type CommentField = "content";

export function commentFields(say: FieldSay<CommentField> = silent) {
  const error = sayFor(say);
  return {
    content: z
      .string(error("content"))
      .trim()
      .min(1, error("content"))
      .max(TEXT_LIMITS.commentContent, error("content")),
  };
}
