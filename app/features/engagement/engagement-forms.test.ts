/** The review and comment forms accept what review/add and comment/add accept (one set of rules, ADR 243). */
import { describe, expect, it } from "vitest";
import { z } from "../../lib/forms/zod";
import { commentFields, reviewFields } from "../../../functions/contract/engagement";
import { TEXT_LIMITS } from "../../../functions/contract/text-limits";
import { reviewSchema } from "./reviews/review-form";
import { commentSchema } from "./comments/comment-form";

const reviewCall = z.object(reviewFields());
const commentCall = z.object(commentFields());

const texts = (max: number) => ["Lovely", "  Lovely  ", "", "   ", "x".repeat(max), "x".repeat(max + 1)];

describe("review form and review/add", () => {
  it.each([1, 3, 5, 0, 6, 2.5])("rating %d", (rating) => {
    const backend = reviewCall.safeParse({ rating, content: "Lovely" });
    const form = reviewSchema.safeParse({ productId: "7", rating: String(rating), content: "Lovely" });
    expect(form.success).toBe(backend.success);
    if (!backend.success) expect(form.error!.issues.map((issue) => issue.message)).toEqual(["reviews.ratingRequired"]);
  });

  it.each(texts(TEXT_LIMITS.reviewContent))("content %#", (content) => {
    const backend = reviewCall.safeParse({ rating: 5, content });
    const form = reviewSchema.safeParse({ productId: "7", rating: "5", content });
    expect(form.success).toBe(backend.success);
    if (backend.success) expect(form.data!.content).toBe(backend.data.content);
    else expect(form.error!.issues[0].message).toMatch(/^(reviews\.contentRequired|errors\.inputLimit)$/);
  });
});

describe("comment form and comment/add", () => {
  it.each(texts(TEXT_LIMITS.commentContent))("content %#", (content) => {
    const backend = commentCall.safeParse({ content });
    const form = commentSchema.safeParse({ articleId: "3", content });
    expect(form.success).toBe(backend.success);
    if (!backend.success)
      expect(form.error!.issues[0].message).toMatch(/^(comments\.contentRequired|errors\.inputLimit)$/);
  });
});
