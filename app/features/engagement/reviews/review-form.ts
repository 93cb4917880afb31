/** The product review form's one schema (browser and action alike); messages are locale keys. */
import { z } from "../../../lib/forms/zod";
import { LIMIT_MESSAGE } from "../../../lib/forms/shopper-limits";
import { reviewFields } from "../../../../functions/contract/engagement";
import { imageFilesField } from "../../account/image-forms";

// The contract's rules (functions/contract/engagement.ts, ADR 243) with the shopper's messages.
const fields = reviewFields((field, issue) =>
  field === "rating"
    ? "reviews.ratingRequired"
    : issue.code === "too_big"
      ? LIMIT_MESSAGE.error
      : "reviews.contentRequired",
);

export const reviewSchema = z.object({
  productId: z.coerce.number().int().min(1),
  // The form posts the stars as text; the rule is review/add's.
  rating: z.coerce.number({ error: "reviews.ratingRequired" }).pipe(fields.rating),
  content: fields.content,
  images: imageFilesField,
});
