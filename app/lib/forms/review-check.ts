/** The review form's browser-side check, loaded only once the shopper starts on the form (ADR 165). */
import { checkWith } from "./check-with";
import { reviewSchema } from "./review";

export const review = checkWith(() => reviewSchema);
