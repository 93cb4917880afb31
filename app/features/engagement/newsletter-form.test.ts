/** The newsletter forms accept what newsletter/subscribe, /confirm and /unsubscribe accept (ADR 243). */
import { describe, expect, it } from "vitest";
import { newsletterSubscribeInput, newsletterTokenInput } from "../../../functions/contract/newsletter";
import { newsletterSchema, newsletterTokenSchema } from "./newsletter-form";

const EMAILS = [
  "ada@example.com",
  "  ada@example.com ",
  "ada.lovelace-1@mail.example.co.uk",
  "ada@localhost",
  "ada@@example.com",
  "ada example@example.com",
  "",
  `${"a".repeat(250)}@example.com`,
];
const TOKENS = ["abc", " abc ", "", "   ", "t".repeat(100), "t".repeat(101)];

describe("the newsletter forms and calls accept the same", () => {
  it.each(EMAILS)("email %j", (email) => {
    const backend = newsletterSubscribeInput.safeParse({ email });
    const form = newsletterSchema.safeParse({ email });
    expect(form.success).toBe(backend.success);
    if (backend.success) expect(form.data).toEqual(backend.data);
    else expect(form.error!.issues[0].message).toMatch(/^(validation\.emailFormat|errors\.inputLimit)$/);
  });

  it.each(TOKENS)("token %j", (token) => {
    const backend = newsletterTokenInput.safeParse({ token });
    const form = newsletterTokenSchema.safeParse({ intent: "confirm", token });
    expect(form.success).toBe(backend.success);
    if (!backend.success) expect(form.error!.issues[0].message).toBe("newsletter.linkInvalid");
  });
});
