/**
 * The storefront's translator must say exactly what i18next says, so the files under locales/
 * mean what their format (i18next JSON) says they mean, and the backend (which reads its words
 * with i18next itself) and the storefront read them alike: every key of every language (the
 * merged texts the storefront renders and the browser receives), with and without
 * sample values, every plural count class, and the odd keys components pass (ready text from the
 * backend, missing keys, defaultValue, a key naming a whole section).
 */
import { createInstance, type i18n as I18next } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider as RealProvider, Trans as RealTrans, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { messagesFor } from "../i18n.server";
import { LANGUAGES, type Language } from "../../../functions/contract/languages";
import { StorefrontI18n, I18nProvider, Trans } from "./react";
import { translate, type Tree } from "./translator";

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 1.5, 1_000_000];

/** Every key as components ask for it: plural variants folded into their base key. */
function keysOf(tree: Tree, prefix = ""): { key: string; plural: boolean }[] {
  const out = new Map<string, boolean>();
  for (const [name, value] of Object.entries(tree)) {
    if (value && typeof value === "object") {
      for (const entry of keysOf(value as Tree, `${prefix}${name}.`))
        out.set(entry.key, out.get(entry.key) || entry.plural);
      continue;
    }
    const base = name.replace(/_(zero|one|two|few|many|other)$/, "");
    out.set(`${prefix}${base}`, out.get(`${prefix}${base}`) || base !== name);
  }
  return [...out].map(([key, plural]) => ({ key, plural }));
}

/** Sample values for every placeholder the language's texts use. */
function sampleValues(tree: Tree): Record<string, unknown> {
  const names = new Set(
    JSON.stringify(tree)
      .match(/{{[^}]+}}/g)
      ?.map((match) => match.slice(2, -2).trim()),
  );
  return Object.fromEntries(
    [...names].map((name, index) => [name, index % 3 === 0 ? index * 7 : `«${name} $& ${index}»`]),
  );
}

async function i18nextFor(lang: Language): Promise<I18next> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messagesFor(lang) } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

describe.each(LANGUAGES.map((language) => [language]))("%s", (lang) => {
  let real: I18next;
  const texts = messagesFor(lang as Language) as unknown as Tree;
  beforeAll(async () => {
    real = await i18nextFor(lang as Language);
  });

  it("every key, bare and with sample values, matches i18next", () => {
    const values = sampleValues(texts);
    const keys = keysOf(texts);
    expect(keys.length).toBeGreaterThan(500);
    for (const { key, plural } of keys) {
      expect(translate(lang, texts, key), key).toBe(real.t(key));
      expect(translate(lang, texts, key, values), key).toBe(real.t(key, values));
      if (!plural) continue;
      for (const count of COUNTS) {
        expect(translate(lang, texts, key, { ...values, count }), `${key} ${count}`).toBe(
          real.t(key, { ...values, count }),
        );
      }
    }
  });

  it("odd keys and options match i18next", () => {
    const cases: [unknown, Record<string, unknown>?][] = [
      ["orders.status.nothing", { defaultValue: "nothing" }],
      ["orders.status.nothing", { defaultValue: undefined }],
      ["orders.status"],
      ["Ready text from the backend."],
      ["Ready text: with a colon"],
      ["weird:key.path"],
      ["translation:validation.required", { 0: "E-mail" }],
      ["validation.required", { 0: undefined }],
      ["validation.required", { 0: null }],
      ["validation.required", { replace: { 0: "x" } }],
      ["cart.count", { count: "3" }],
      [undefined],
      [""],
    ];
    for (const [key, options] of cases)
      expect(translate(lang, texts, key, options), String(key)).toBe(real.t(key as string, options as never));
  });

  it("Trans renders the same markup as react-i18next's", () => {
    const components = { privacy: <a href="/p" />, terms: <a href="/t" /> };
    const browser = new StorefrontI18n(lang, texts);
    const ours = renderToStaticMarkup(
      <I18nProvider i18n={browser}>
        <Trans i18nKey="auth.agree" components={components} />
      </I18nProvider>,
    );
    const theirs = renderToStaticMarkup(
      <RealProvider i18n={real}>
        <RealTrans i18nKey="auth.agree" components={components} />
      </RealProvider>,
    );
    expect(ours).toContain('<a href="/p">');
    expect(ours).toBe(theirs);
  });
});

describe("the texts' keys", () => {
  it("never hold a dot or a colon themselves (the translator reads every dot as a path step)", () => {
    const odd = (tree: Tree, path: string): string[] =>
      Object.entries(tree).flatMap(([name, value]) => [
        ...(/[.:]/.test(name) ? [`${path}${name}`] : []),
        ...(value && typeof value === "object" ? odd(value as Tree, `${path}${name}.`) : []),
      ]);
    for (const lang of LANGUAGES) expect(odd(messagesFor(lang) as unknown as Tree, `${lang}:`)).toEqual([]);
  });
});

describe("StorefrontI18n", () => {
  it("switches language with the texts a navigation brought", async () => {
    const i18n = new StorefrontI18n("en", messagesFor("en") as unknown as Tree);
    const english = i18n.t("site.search");
    i18n.addResourceBundle("zh", "translation", messagesFor("zh") as unknown as Tree);
    expect(i18n.hasResourceBundle("zh")).toBe(true);
    await i18n.changeLanguage("zh");
    expect(i18n.language).toBe("zh");
    expect(i18n.t("site.search")).not.toBe(english);
    expect(i18n.t("site.search")).toBe(translate("zh", messagesFor("zh") as unknown as Tree, "site.search"));
  });

  it("keeps the root's keys of a namespace when a route brings other keys of it", () => {
    const i18n = new StorefrontI18n("en", {});
    i18n.addTexts("en", { realtime: { dismiss: "Dismiss" }, site: { search: "Search" } });
    i18n.addTexts("en", { realtime: { qrLive: "Live" } });
    expect(i18n.t("realtime.dismiss")).toBe("Dismiss");
    expect(i18n.t("realtime.qrLive")).toBe("Live");
    expect(i18n.t("site.search")).toBe("Search");
  });
});
