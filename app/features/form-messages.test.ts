import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { messagesFor } from "../lib/i18n.server";
import { LANGUAGES } from "../../functions/contract/languages";
import { translate, type Tree } from "../lib/i18n/translator";
import { infoSchema } from "./account/account-forms";
import { newAddressSchema } from "./checkout/checkout-form";
import { articleSaveSchema } from "./account/user-article-form";
import { orderRefundSchema, returnApplySchema } from "./returns/return-forms";
import { requiredMessage, selectMessage, translateMessage } from "../lib/forms/messages";

const tFor = (lang: string) => (key: string, values?: Record<string, unknown>) =>
  translate(lang, messagesFor(lang as never) as Tree, key, values);
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema });
  return (submission as { error?: Record<string, string[] | null> }).error ?? {};
};

describe("generic field messages", () => {
  it("name the field by its label in every language", () => {
    for (const lang of LANGUAGES) {
      const t = tFor(lang);
      const city = translateMessage(t, requiredMessage("checkout.city"));
      expect(city, lang).toBe(t("validation.required", { 0: t("checkout.city") }));
      expect(city, lang).toContain(t("checkout.city"));
      expect(city, lang).not.toContain("{{");
      const country = translateMessage(t, selectMessage("checkout.country"));
      expect(country, lang).toContain(t("checkout.country"));
      expect(country, lang).not.toContain("{{");
    }
    const en = tFor("en");
    expect(translateMessage(en, requiredMessage("checkout.city"))).toBe("City is required");
    expect(translateMessage(en, selectMessage("checkout.country"))).toBe("please select Country");
    expect(translateMessage(tFor("zh-HK"), requiredMessage("checkout.city"))).toBe("城市為必填項目");
  });

  it("leaves plain keys and the backend's own words alone", () => {
    const en = tFor("en");
    expect(translateMessage(en, "validation.emailFormat")).toBe("Please enter a valid email address");
    expect(translateMessage(en, "Name | surname is odd")).toBe("Name | surname is odd");
  });

  it("are what the schemas answer for empty required fields and unmade choices", () => {
    const address = errorsOf(newAddressSchema, {
      firstName: "A",
      lastName: "B",
      countryCode: "+1",
      phone: "415 555 0100",
    });
    expect(address.country).toEqual([selectMessage("checkout.country")]);
    expect(address.city).toEqual([requiredMessage("checkout.city")]);
    expect(address.province).toEqual([requiredMessage("checkout.province")]);
    expect(address.postalCode).toEqual([requiredMessage("checkout.postalCode")]);
    expect(address.address).toEqual([requiredMessage("checkout.street")]);
    expect(errorsOf(articleSaveSchema, { intent: "save" }).title).toEqual([requiredMessage("userArticle.title")]);
    expect(errorsOf(orderRefundSchema, { intent: "refund" }).reason).toEqual([
      requiredMessage("returns.refund.reason"),
    ]);
    expect(errorsOf(returnApplySchema, { intent: "apply", orderNo: "X1" }).applyType).toEqual([
      selectMessage("returns.applyTypeLabel"),
    ]);
  });

  it("ask for a birthday picked from the calendar, and a real past day", () => {
    expect(errorsOf(infoSchema, { intent: "info", birthday: "next tuesday" }).birthday).toEqual([
      "validation.birthdayRequired",
    ]);
    expect(errorsOf(infoSchema, { intent: "info", birthday: "2999-01-01" }).birthday).toEqual([
      "account.birthdayInvalid",
    ]);
    expect(errorsOf(infoSchema, { intent: "info", birthday: "1990-05-17" }).birthday).toBeUndefined();
    expect(errorsOf(infoSchema, { intent: "info", birthday: "" }).birthday).toBeUndefined();
    expect(translateMessage(tFor("ja"), "validation.birthdayRequired")).toBe("生年月日を選択してください");
  });
});
