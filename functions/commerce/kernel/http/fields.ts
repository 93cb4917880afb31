/** Turns zod issues into the `data.fields` map of a code-40 answer, in the shopper's language. */
import type { z } from "@hono/zod-openapi";
import type { Translate } from "../i18n/messages";

type Issue = z.core.$ZodIssue;

function fieldName(issue: Issue): string {
  return issue.path.length ? issue.path.map(String).join(".") : "body";
}

/** zod does not echo the input in its issues, so look the value up to tell "missing" from "wrong". */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (!value || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function message(issue: Issue, field: string, t: Translate, input: unknown): string {
  switch (issue.code) {
    case "invalid_type":
      return valueAt(input, issue.path) === undefined ? t("fieldRequired", field) : t("fieldInvalid", field);
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1
          ? t("fieldRequired", field)
          : t("fieldTooShort", field, Number(issue.minimum));
      }
      return t("fieldTooSmall", field, Number(issue.minimum));
    case "too_big":
      return issue.origin === "string"
        ? t("fieldTooLong", field, Number(issue.maximum))
        : t("fieldTooBig", field, Number(issue.maximum));
    case "invalid_value":
      return t("fieldChoice", field);
    case "unrecognized_keys":
      return t("fieldUnknown", issue.keys.join(", "));
    default:
      return t("fieldInvalid", field);
  }
}

export function fieldMessages(issues: readonly Issue[], t: Translate, input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldName(issue);
    fields[field] ??= message(issue, field, t, input);
  }
  return fields;
}
