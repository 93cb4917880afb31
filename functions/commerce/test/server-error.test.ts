import { env } from "cloudflare:test";
import { expect, it, vi } from "vitest";
import { call, route } from "./shop";

it("answers unexpected failures with code 500, a translated message and no details, and logs them", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  await env.DB.prepare("DROP TABLE coupons").run();
  const answer = await call("coupon/list", {}, { "x-lang": "zh" });
  expect(answer.status).toBe(500);
  expect(answer.body).toEqual({ code: 500, msg: "发生未知错误。", data: null });
  expect(answer.headers.get("cache-control")).toBe("no-store");
  const page = await route("/coupon");
  expect(page.body.code).toBe(500);
  expect(JSON.stringify(page.body)).not.toMatch(/coupons|SQLITE|at /);
  expect(log).toHaveBeenCalled();
});
