/** Codes 50/51 through the /api/web proxy: the answer clears the HttpOnly session cookie (issue 17). */
import { describe, expect, it } from "vitest";
import { proxyToUpstream } from "./proxy";

const envelope = (code: number, status: number) => async () =>
  Response.json({ code, msg: code ? "signInRequired" : "", data: null }, { status });

const call = (cookie?: string) =>
  new Request("http://shop.test/api/web/favorite/add", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: "{}",
  });

const cleared = (response: Response) => response.headers.getSetCookie().some((line) => /^sid=;.*Max-Age=0/.test(line));

describe("the proxy and an ended session", () => {
  it("clears the session cookie when the backend answers 50 or 51 to the browser's session", async () => {
    for (const code of [50, 51]) {
      const answer = await proxyToUpstream(call("sid=gone"), envelope(code, 401));
      expect(answer.status).toBe(401);
      expect(cleared(answer)).toBe(true);
      expect(await answer.json()).toMatchObject({ code });
    }
  });

  it("leaves live sessions and visitors alone", async () => {
    expect(cleared(await proxyToUpstream(call("sid=live"), envelope(0, 200)))).toBe(false);
    expect(cleared(await proxyToUpstream(call("sid=live"), envelope(41, 400)))).toBe(false);
    expect((await proxyToUpstream(call(), envelope(50, 401))).headers.getSetCookie()).toEqual([]);
  });

  it("marks the cleared cookie Secure in production", async () => {
    const answer = await proxyToUpstream(call("sid=gone"), envelope(51, 401), { env: { ENVIRONMENT: "production" } });
    expect(answer.headers.getSetCookie().find((line) => line.startsWith("sid="))).toContain("Secure");
  });
});
