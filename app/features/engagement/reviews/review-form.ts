/** The product review form's one schema (browser and action alike); messages are locale keys. */
import { z } from "../../../lib/forms/zod";
import { LIMIT_MESSAGE } from "../../../lib/forms/shopper-limits";
import { TEXT_LIMITS } from "../../../../functions/contract/text-limits";
import { imageFilesField } from "../../account/image-forms";

export const reviewSchema = z.object({
  productId: z.coerce.number().int().min(1),
  rating: z.coerce
    .number({ error: "reviews.ratingRequired" })
    .int({ error: "reviews.ratingRequired" })
    .min(1, { error: "reviews.ratingRequired" })
    .max(5, { error: "reviews.ratingRequired" }),
  content: z
    .string({ error: "reviews.contentRequired" })
    .trim()
    .min(1, { error: "reviews.contentRequired" })
    .max(TEXT_LIMITS.reviewContent, LIMIT_MESSAGE),
  images: imageFilesField,
});
