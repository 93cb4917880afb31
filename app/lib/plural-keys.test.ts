/**
 * Counts read right in every language: a text that shows `{{count}}` is an i18next plural key
 * (`name_one`, `name_other`…), never a single sentence ("Sie haben 1 unbezahlte Bestellungen"),
 * and each language has every plural form its own Intl.PluralRules selects (the rules i18next
 * uses in the browser and in workerd: `other` alone for Chinese, Japanese, Korean, Thai,
 * Vietnamese and Indonesian; `one`/`many`/`other` for French, Spanish, Italian and Portuguese).
 * Every namespace of every language, the backend's words included.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES, loadFlat } from "../../scripts/locale-keys.mjs";
import { messagesFor } from "./i18n.server";
import { translate } from "./i18n/translator";

const PLURAL = /_(zero|one|two|few|many|other)$/;
const flat = loadFlat as (language: string) => Map<string, string>;

describe.each(LANGUAGES as string[])("%s", (language) => {
  const texts = flat(language);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it("shows {{count}} only in plural keys", () => {
    const single = [...texts].filter(([key, text]) => /\{\{\s*count\s*\}\}/.test(text) && !PLURAL.test(key));
    expect(single.map(([key]) => key)).toEqual([]);
  });

  it("has every plural form its language selects, and no other", () => {
    const bases = new Set([...texts.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, "")));
    const wrong: string[] = [];
    for (const base of bases) {
      for (const category of categories)
        if (!texts.has(`${base}_${category}`)) wrong.push(`${base}_${category} missing`);
      for (const key of texts.keys()) {
        const suffix = key.startsWith(`${base}_`) ? key.slice(base.length + 1) : null;
        if (suffix && PLURAL.test(`_${suffix}`) && !categories.includes(suffix as Intl.LDMLPluralRule))
          wrong.push(`${key} unused`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

it("knows the plural forms the shop's languages need", () => {
  // The rules the tests above hold each folder to, as the runtime reports them.
  const forms = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories.sort();
  expect(forms("de")).toEqual(["one", "other"]);
  expect(forms("fr")).toEqual(["many", "one", "other"]);
  expect(forms("ja")).toEqual(["other"]);
});

it("says one unpaid order in the singular, as the reminder passes its count", () => {
  const say = (language: "de" | "en" | "fr", count: number) =>
    translate(language, messagesFor(language), "confirm.unpaidOrders", { count });
  expect(say("de", 1)).toBe("Sie haben 1 unbezahlte Bestellung");
  expect(say("de", 2)).toBe("Sie haben 2 unbezahlte Bestellungen");
  expect(say("en", 1)).toBe("You have 1 unpaid order");
  expect(say("fr", 1)).toBe("Vous avez 1 commande impayée");
});
