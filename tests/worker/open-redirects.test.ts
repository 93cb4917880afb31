/**
 * No redirect of the built Worker leaves the shop (ADR 200): the exact addresses that did
 * (dot segments that resolve to `//evil.com`, the language marker on a `//host` path) now land
 * on a path of this site.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createCustomer, PASSWORD } from "../support/shoppers";

let worker: TestWorker;
const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

/** A `Location` as the browser reads it: does it stay on the shop? */
function staysOnShop(location: string | null): boolean {
  const url = new URL(location ?? "", `${worker.url}/auth/signin`);
  return url.origin === worker.url && !url.pathname.startsWith("//");
}

describe("after sign-in and sign-up", () => {
  it("the sign-in form never carries an off-site target, and a correct password does not follow one", async () => {
    const page = await (await worker.fetch("/auth/signin?redirect=/.//evil.com")).text();
    // The form's hidden target is what a correct password follows.
    const hidden = /<input[^>]*name="redirect"[^>]*value="([^"]*)"/.exec(page)?.[1];
    expect(hidden).toBe("/user/center");
    const customer = await createCustomer(worker);
    for (const target of ["/.//evil.com", "/a/..//evil.com/x", "/%2e%2e//evil.com", "/./%2fevil.com"]) {
      const response = await worker.fetch("/auth/signin", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: worker.url,
          "x-forwarded-host": new URL(worker.url).host,
          "cf-connecting-ip": ip,
        },
        body: new URLSearchParams({
          intent: "password",
          account: customer.email,
          password: PASSWORD,
          redirect: target,
        }).toString(),
      });
      expect(response.status, target).toBe(302);
      expect(response.headers.get("location"), target).toBe("/user/center");
    }
  });

  it("a signed-in shopper following a sign-in or sign-up link stays on the shop", async () => {
    const { cookie } = await createCustomer(worker);
    for (const path of [
      "/auth/signin?redirect=/a/..//evil.com/x",
      "/auth/signup?redirect=/a/..//evil.com/x",
      "/auth/signin?redirect=/.//evil.com",
      "/ja/auth/signup?redirect=%2F.%2F%2Fevil.com",
    ]) {
      const response = await worker.fetch(path, { headers: { cookie } });
      expect(response.status, path).toBe(302);
      const location = response.headers.get("location");
      expect(staysOnShop(location), `${path} → ${location}`).toBe(true);
      expect(location).toMatch(/^(\/ja)?\/user\/center$/);
    }
  });
});

describe("the language marker", () => {
  it("never redirects to the host a //host or /\\host path names", async () => {
    for (const path of ["//evil.com/?lng=en", "/\\evil.com?lng=en", "/.//evil.com?lng=ja", "///evil.com/x?lng=de"]) {
      // Written out whole: `new URL("//evil.com", base)` would already be the other host.
      const response = await worker.fetch(`${worker.url}${path}`);
      expect(response.status, path).toBe(303);
      expect(response.headers.get("location"), path).toBe("/");
    }
    const kept = await worker.fetch("/ja/cart?tab=1&lng=ja");
    expect(kept.headers.get("location")).toBe("/ja/cart?tab=1");
  });
});
