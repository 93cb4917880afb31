import { data, redirect, type ServerBuild } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { withRouteTexts, withTexts } from "./route-texts.server";
import { ROUTE_TEXTS } from "./route-texts";

const texts = { cart: { title: "Cart" } };

describe("withTexts", () => {
  it("adds the texts beside a loader's data, with or without a response init", () => {
    expect(withTexts({ page: 1 }, texts)).toEqual({ page: 1, [ROUTE_TEXTS]: texts });
    const answer = withTexts(data({ page: 1 }, { headers: { "x-a": "1" } }), texts) as ReturnType<typeof data>;
    expect(answer.data).toEqual({ page: 1, [ROUTE_TEXTS]: texts });
    expect(answer.init).toEqual({ headers: { "x-a": "1" } });
  });

  it("leaves a redirect and data that is not an object as they are", () => {
    const away = redirect("/auth/signin");
    expect(withTexts(away, texts)).toBe(away);
    expect(withTexts(null, texts)).toBe(null);
  });
});

describe("withRouteTexts", () => {
  const route = (id: string, loader?: () => unknown) => ({ id, path: id, module: { loader, default: () => null } });
  const build = {
    routes: {
      root: route("root", () => ({ lang: "en" })),
      "product.$slug": route("product.$slug", () => ({ page: 1 })),
      "lang/product.$slug": route("lang/product.$slug", () => ({ page: 2 })),
    },
  } as unknown as ServerBuild;
  const args = (lang: string) => ({ context: { lang }, request: new Request("http://x/"), params: {} }) as never;

  it("makes the product route bring its namespaces in the request's language, prefixed or not", async () => {
    const wrapped = withRouteTexts(build);
    const english = (await wrapped.routes["product.$slug"].module.loader!(args("en"))) as Record<string, never>;
    expect(Object.keys(english[ROUTE_TEXTS]).sort()).toEqual(["cart", "catalogue", "reviews", "upload", "validation"]);
    const german = (await wrapped.routes["lang/product.$slug"].module.loader!(args("de"))) as Record<string, never>;
    expect(german.page).toBe(2);
    expect(german[ROUTE_TEXTS]).not.toEqual(english[ROUTE_TEXTS]);
    // The root's loader brings its own texts itself (root.tsx).
    expect(wrapped.routes.root).toBe(build.routes.root);
  });
});
