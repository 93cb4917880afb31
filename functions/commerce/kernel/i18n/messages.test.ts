/**
 * The backend's words are complete in all 15 languages: every catalogue has every English key,
 * no empty text, and the same {0}/{1} parameters; the translator picks each language's own text
 * and falls back key by key.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { CATALOGUES, translator } from "./messages";

const en = CATALOGUES.en as Record<string, string>;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** en's keys, each plural text expanded to the forms `language` selects (Intl.PluralRules). */
function expectedKeys(language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(en)) {
    if (!PLURAL.test(key)) keys.add(key);
    else for (const form of forms) keys.add(key.replace(PLURAL, `_${form}`));
  }
  return [...keys];
}
/** The English text a language's key translates (a plural form reads en's `_other`). */
const english = (key: string) => en[key] ?? en[key.replace(PLURAL, "_other")];
const params = (text: string) =>
  [...text.matchAll(/\{(\d+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

describe.each(LANGUAGES.filter((language) => language !== "en"))("%s", (language) => {
  const catalogue = CATALOGUES[language] ?? {};
  it("has every key of en (plural texts in its own forms), and no other", () => {
    const expected = expectedKeys(language);
    expect(expected.filter((key) => !(key in catalogue))).toEqual([]);
    expect(Object.keys(catalogue).filter((key) => !expected.includes(key))).toEqual([]);
  });
  it("has no empty text and keeps every parameter", () => {
    for (const [key, text] of Object.entries(catalogue)) {
      expect(text?.trim(), key).not.toBe("");
      expect(params(text ?? ""), key).toBe(params(english(key)));
    }
  });
});

describe("translator", () => {
  it("speaks each language and fills parameters", () => {
    expect(translator("de")("stockLimit", 3)).toBe("Nur noch 3 auf Lager.");
    expect(translator("ja")("fieldTooShort", "パスワード", 8)).toBe("パスワードは8文字以上で入力してください");
    expect(translator("zh-TW")("signInRequired")).toBe("請先登入。");
    expect(translator("en")("notFound")).toBe("The page or item you were looking for does not exist.");
  });
  it("picks a counted text's plural form by the first number among the parameters", () => {
    expect(translator("en")("tooManyRequests", 1)).toBe("Too many attempts. Please try again in 1 second.");
    expect(translator("en")("tooManyRequests", 30)).toBe("Too many attempts. Please try again in 30 seconds.");
    expect(translator("es")("stockLimit", 1)).toBe("Solo queda 1 en stock.");
    expect(translator("es")("stockLimit", 4)).toBe("Solo quedan 4 en stock.");
    expect(translator("it")("buyAgainStockLimit", "Zaino", 1)).toContain("ne resta solo 1 disponibile");
    expect(translator("fr")("fieldTooShort", "Nom", 1)).toBe("Nom doit comporter au moins 1 caractère");
    expect(translator("ja")("stockLimit", 1)).toBe("在庫は残り 1 点です。");
  });
});
