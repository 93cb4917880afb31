import { describe, expect, it } from "vitest";
import type { ServerBuild } from "@remix-run/cloudflare";
import { customUserBase, userAreaHandlers, withUserBase } from "./user-area-routes";

const route = (id: string, path?: string) => ({ id, path, parentId: "root", module: {} });
const BUILD = {
  routes: {
    root: route("root", ""),
    "user.center": route("user.center", "user/center"),
    "lang/user.order.$slug": route("lang/user.order.$slug", ":lang/user/order/:slug"),
    cart: route("cart", "cart"),
  },
  assets: {
    version: "v1",
    routes: {
      root: { id: "root" },
      "user.center": { id: "user.center", module: "/assets/c.js" },
      "lang/user.order.$slug": { id: "lang/user.order.$slug", module: "/assets/o.js" },
      cart: { id: "cart" },
    },
  },
} as unknown as ServerBuild;

describe("user area routes", () => {
  it("takes only a plain path that is not the default", () => {
    expect(customUserBase("/account/")).toBe("account");
    expect(customUserBase("/my/account")).toBe("my/account");
    for (const rule of ["/user/", "/", "", undefined, "/:x/", "/a*/"]) expect(customUserBase(rule)).toBeNull();
  });

  it("adds every user route, prefixed or not, under the custom path and keeps the rest", () => {
    const build = withUserBase(BUILD, "account");
    expect(build.routes["user-area/user.center"]).toMatchObject({ path: "account/center", parentId: "root" });
    expect(build.routes["user-area/lang/user.order.$slug"]).toMatchObject({ path: ":lang/account/order/:slug" });
    expect(build.assets.routes["user-area/user.center"]).toMatchObject({
      id: "user-area/user.center",
      path: "account/center",
      module: "/assets/c.js",
    });
    expect(build.routes["user.center"].path).toBe("user/center");
    expect(Object.keys(build.routes)).toHaveLength(6);
    expect(BUILD.routes["user-area/user.center"]).toBeUndefined();
  });

  it("makes one handler per configured path", () => {
    const made: ServerBuild[] = [];
    const handlerFor = userAreaHandlers(BUILD, (build) => {
      made.push(build);
      return async () => new Response(String(made.length));
    });
    expect(handlerFor("/user/")).toBe(handlerFor(undefined));
    expect(handlerFor("/account/")).toBe(handlerFor("/account"));
    expect(handlerFor("/account/")).not.toBe(handlerFor("/user/"));
    expect(made).toHaveLength(2);
  });
});
