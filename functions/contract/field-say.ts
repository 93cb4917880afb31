/**
 * What a form says when a field breaks a rule. A contract schema factory takes one: the storefront
 * passes locale keys (its forms speak the shopper's language before anything is sent); the backend
 * passes none and words its code-40 answers from the issue itself (commerce/http/fields.ts). Only
 * the messages differ between the two sides, never a rule (ADR 243).
 */
export type FieldSay<Field extends string> = (
  field: Field,
  issue: { code: string; input?: unknown },
) => string | undefined;

/** The backend's: no words of its own. */
export const silent = () => undefined;

/** zod's `error` option for one field, asking `say`. */
export const sayFor =
  <Field extends string>(say: FieldSay<Field>) =>
  (field: Field) => ({ error: (issue: { code: string; input?: unknown }) => say(field, issue) });
