/** The review form's browser-side check, loaded only once the shopper starts on the form (ADR 165). */
import { checkWith } from "../../../lib/forms/check-with";
import { reviewSchema } from "./review-form";

export const review = checkWith(() => reviewSchema);
