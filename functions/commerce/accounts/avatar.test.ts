import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import commerce from "../index";
import { ORIGIN, call } from "../test/shop";
import { auth, signUp } from "../test/accounts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

async function sendAvatar(file: Blob | null, headers: Record<string, string>, name = "me.png") {
  const form = new FormData();
  if (file) form.set("file", file, name);
  const response = await commerce.fetch(
    new Request(`${ORIGIN}/api/web/user/editAvatar`, { method: "POST", headers, body: form }),
    env,
    {} as ExecutionContext,
  );
  return (await response.json()) as { code: number; data: any };
}

describe("user/editAvatar", () => {
  it("stores the picture under avatars/ and serves it back as an image with a long cache", async () => {
    const { token } = await signUp();
    const answer = await sendAvatar(new Blob([PNG]), auth(token));
    expect(answer.code).toBe(0);
    expect(answer.data.avatar).toMatch(/^\/api\/web\/media\/uploads\/avatars\/.+\.png$/);
    const served = await commerce.fetch(new Request(ORIGIN + answer.data.avatar), env, {} as ExecutionContext);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("max-age=31536000");
    expect((await call("user/info", {}, auth(token))).body.data.avatar).toBe(answer.data.avatar);
  });

  it("refuses SVG, oversized and missing files with code 40 and keeps the old avatar", async () => {
    const { token } = await signUp();
    for (const file of [
      new Blob([SVG], { type: "image/svg+xml" }),
      new Blob([PNG, new Uint8Array(5 * 1024 * 1024)]),
      null,
    ]) {
      expect((await sendAvatar(file, auth(token))).code).toBe(40);
    }
    expect((await call("user/info", {}, auth(token))).body.data.avatar).toBeNull();
  });

  it("needs a session", async () => {
    expect((await sendAvatar(new Blob([PNG]), {})).code).toBe(50);
  });
});
