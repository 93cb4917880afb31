import { describe, expect, it } from "vitest";
import { readNotice } from "./forms/form-notice";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { failureReply, formError } from "./action-failure.server";
import { UpstreamError } from "./envelope";

const request = new Request("https://shop.test/zh/user/address", { method: "POST" });
const args = (secure = false) => ({
  request,
  context: { session: { signedIn: true, hasCart: true, secure } } as unknown as AppLoadContext,
});
const backend = (code: number, msg: string, status: number, data: unknown = null) =>
  new UpstreamError(code, msg, status, data, true);

describe("failureReply: the one failure shape", () => {
  it("puts a field's message beside the field the form has, the rest as the form's message", () => {
    const error = backend(40, "Please check the highlighted fields.", 422, {
      fields: { city: "城市必填", stock: "Only 2 left in stock." },
    });
    const { result, status } = failureReply(error, args(), { fields: ["city"] });
    expect(status).toBe(422);
    expect(result.error).toEqual({ "": ["Only 2 left in stock."], city: ["城市必填"] });
  });

  it("says a dialog's text, the backend's words for 41, and fixed texts for the client's own failures", () => {
    const told = (error: UpstreamError) => failureReply(error, args()).result.error?.[""]?.map(readNotice);
    expect(told(backend(10, "Wrong password.", 200))).toEqual([{ kind: "dialog", message: "Wrong password." }]);
    expect(told(backend(41, "Out of stock.", 400))).toEqual([{ kind: "toast", message: "Out of stock." }]);
    expect(told(new UpstreamError(20_000, "timeout", 504))).toEqual([{ kind: "toast", message: "errors.timeout" }]);
    expect(told(new UpstreamError(500, "malformed answer", 502))).toEqual([
      { kind: "toast", message: "errors.unknown" },
    ]);
    expect(told(backend(500, "boom", 500))).toEqual([{ kind: "toast", message: "boom" }]);
    expect(told(backend(30, "denied", 403))).toEqual([{ kind: "toast", message: "errors.authorization" }]);
  });

  it("throws the sign-in redirect with the session cookie cleared on codes 50/51", () => {
    let thrown: unknown;
    try {
      failureReply(backend(51, "Signed out elsewhere.", 401), args(true), { returnPath: "/zh/product/x" });
    } catch (answer) {
      thrown = answer;
    }
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toMatch(/^sid=;.*Max-Age=0.*Secure/);
    const to = new URL(response.headers.get("location")!, "https://shop.test");
    expect(to.pathname).toBe("/zh/auth/signin");
    expect(to.searchParams.get("redirect")).toBe("/zh/product/x");
  });

  it("rethrows what is not an upstream answer, and builds a bare form message", () => {
    expect(() => failureReply(new TypeError("bug"), args())).toThrow("bug");
    expect(formError("errors.inputLimit")).toEqual({ status: "error", error: { "": ["errors.inputLimit"] } });
  });
});
