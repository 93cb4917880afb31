/** The review form's browser-side check, loaded only once the shopper starts on the form. */
import { parseWithZod } from "@conform-to/zod/v4";
import { reviewSchema } from "./review";

export const validate = (formData: FormData) => parseWithZod(formData, { schema: reviewSchema });
