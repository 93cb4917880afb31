/**
 * The backend's words are complete in all 15 languages: every catalogue has every English key,
 * no empty text, and the same {0}/{1} parameters; the translator picks each language's own text
 * and falls back key by key.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { CATALOGUES, translator, type MessageKey } from "./messages";

const en = CATALOGUES.en as Record<MessageKey, string>;
const params = (text: string) =>
  [...text.matchAll(/\{(\d+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

describe.each(LANGUAGES.filter((language) => language !== "en"))("%s", (language) => {
  const catalogue = CATALOGUES[language] ?? {};
  it("has every key of en, and no other", () => {
    expect(Object.keys(en).filter((key) => !(key in catalogue))).toEqual([]);
    expect(Object.keys(catalogue).filter((key) => !(key in en))).toEqual([]);
  });
  it("has no empty text and keeps every parameter", () => {
    for (const [key, text] of Object.entries(catalogue)) {
      expect(text?.trim(), key).not.toBe("");
      expect(params(text ?? ""), key).toBe(params(en[key as MessageKey]));
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
});
