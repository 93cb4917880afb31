/**
 * Field messages with the field's name in them: the generic "{0} is required" and "please select
 * {0}" of docs/spec.md §5 (locales/<lang>/validation.json). A schema's message is a string that
 * travels from the action to the browser in the form's reply, so the label's locale key rides
 * along after a `|` ("validation.required|checkout.city"); the field's message line translates
 * the label, then the message, in the shopper's language.
 */
import { readNotice } from "./form-notice";

const SEPARATOR = "|";
const LOCALE_KEY = /^[A-Za-z][\w-]*(?:\.[\w-]+)+$/;

// Whole literals, so the texts-per-route check sees which two keys these read (ADR 280, 319).
const REQUIRED = "validation.required";
const SELECT = "validation.select";

/** A required text field left empty: "City is required". */
export const requiredMessage = (labelKey: string) => `${REQUIRED}${SEPARATOR}${labelKey}`;
/** A choice left unmade (a select, a group of radios): "please select Country". */
export const selectMessage = (labelKey: string) => `${SELECT}${SEPARATOR}${labelKey}`;

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The message in the shopper's language: a locale key, a key with its label keys, or the backend's own words. */
export function translateMessage(t: Translate, marked: string): string {
  const { message } = readNotice(marked);
  const [key, ...labels] = message.split(SEPARATOR);
  if (!labels.length || !LOCALE_KEY.test(key) || !labels.every((label) => LOCALE_KEY.test(label))) return t(message);
  return t(key, Object.fromEntries(labels.map((label, index) => [String(index), t(label)])));
}
