import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { accountSchemaFor, isPastDate } from "./account-forms";
import { addressActionSchema } from "./address-book-form";
import { articleActionSchema, textToHtml } from "./user-article-form";

/** The field errors of a submission that failed, else undefined. */
const errorsOf = (submission: { status?: string }) =>
  submission.status === "error" ? (submission as { error?: Record<string, unknown> }).error : undefined;

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("user-center forms", () => {
  it("knows a past date", () => {
    expect(isPastDate("1990-12-10")).toBe(true);
    expect(isPastDate("1990-02-30")).toBe(false);
    expect(isPastDate("2999-01-01")).toBe(false);
  });

  it("asks only for the new address when sending a code, for everything when saving", () => {
    expect(
      parseWithZod(form({ intent: "email-code", email: "new@example.com" }), { schema: accountSchemaFor("email-code") })
        .status,
    ).toBe("success");
    const save = parseWithZod(form({ intent: "email", email: "new@example.com" }), {
      schema: accountSchemaFor("email"),
    });
    expect(save.status).toBe("error");
    expect(Object.keys(errorsOf(save) ?? {})).toEqual(expect.arrayContaining(["code", "password"]));
  });

  it("checks addresses with checkout's rules and reads the checkbox", () => {
    const base = {
      intent: "save",
      country: "US",
      province: "NY",
      city: "NYC",
      postalCode: "10001",
      firstName: "A",
      lastName: "B",
      address: "1 Main",
      countryCode: "+1",
      phone: "212 555 0100",
    };
    const ok = parseWithZod(form({ ...base, isDefault: "on" }), { schema: addressActionSchema });
    expect(ok.status === "success" && ok.value).toMatchObject({ intent: "save", isDefault: true });
    expect(errorsOf(parseWithZod(form({ ...base, phone: "call me" }), { schema: addressActionSchema }))).toHaveProperty(
      "phone",
    );
    expect(parseWithZod(form({ intent: "delete", id: "x" }), { schema: addressActionSchema }).status).toBe("error");
  });

  it("turns plain textarea text into escaped paragraphs and keeps editor HTML", () => {
    expect(textToHtml("Hello <script>x</script>\n\nSecond\nline")).toBe(
      "<p>Hello &lt;script&gt;x&lt;/script&gt;</p><p>Second<br>line</p>",
    );
    expect(textToHtml("<p>From the <strong>editor</strong></p>")).toBe("<p>From the <strong>editor</strong></p>");
    expect(
      errorsOf(
        parseWithZod(form({ intent: "save", title: "T", content: "x", slug: "Bad Slug" }), {
          schema: articleActionSchema,
        }),
      ),
    ).toHaveProperty("slug");
  });
});
