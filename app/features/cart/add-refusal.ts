/**
 * The words of a refused add (the cart action's form reply), told as a toast by AddToCart. Loaded
 * only when an add is refused (ADR 358): the form texts are not part of the product's first load.
 */
import { formErrorsOf } from "~/lib/forms/form-errors";
import { translateMessage } from "~/lib/forms/messages";

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function refusalText(t: Translate, answer: object): string | null {
  const failure = formErrorsOf(answer)?.[0];
  return failure ? translateMessage(t, failure) : null;
}
