import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import commerce from "../index";
import { ORIGIN } from "../test/shop";
import { auth, freshIp, signUp } from "../test/accounts";
import { UPLOAD_MAX_BYTES, isUploadUrl, uploadedImages } from "./uploads";
import { UPLOADS_PER_IP_HOUR } from "./upload-call";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

async function upload(file: Blob | string | null, name = "picture.png", headers: Record<string, string> = freshIp()) {
  const form = new FormData();
  if (file instanceof Blob) form.set("file", file, name);
  else if (file !== null) form.set("file", file);
  const response = await commerce.fetch(
    new Request(`${ORIGIN}/api/web/upload/image`, { method: "POST", headers, body: form }),
    env,
    {} as ExecutionContext,
  );
  return { status: response.status, body: (await response.json()) as { code: number; data: any } };
}

async function storedCount(): Promise<number> {
  return (await env.UPLOADS.list({ prefix: "uploads/" })).objects.length;
}

describe("upload/image", () => {
  it("stores a PNG by its bytes and serves it back with its type and a long cache", async () => {
    const answer = await upload(new Blob([PNG], { type: "application/octet-stream" }), "anything.bin");
    expect(answer.body.code).toBe(0);
    const url: string = answer.body.data.url;
    expect(isUploadUrl(url)).toBe(true);
    expect(url).toMatch(/\.png$/);
    const served = await commerce.fetch(new Request(ORIGIN + url), env, {} as ExecutionContext);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("records the signed-in owner", async () => {
    const { token } = await signUp();
    const answer = await upload(new Blob([JPEG]), "me.jpg", auth(token));
    expect(answer.body.code).toBe(0);
    const key = `uploads/${answer.body.data.url.split("/uploads/")[1]}`;
    expect((await env.UPLOADS.head(key))?.customMetadata?.owner).toMatch(/^user:\d+$/);
    // The row the ownership checks and the sweep read.
    const row = await env.DB.prepare("SELECT key, owner, content_type, size, kept_at FROM uploads WHERE url = ?")
      .bind(answer.body.data.url)
      .first();
    expect(row).toEqual({
      key,
      owner: (await env.UPLOADS.head(key))!.customMetadata!.owner,
      content_type: "image/jpeg",
      size: JPEG.byteLength,
      kept_at: null,
    });
  });

  it.each([
    ["an SVG (it can carry script)", new Blob([SVG], { type: "image/svg+xml" }), "x.svg"],
    ["a text file named .png", new Blob(["hello"], { type: "image/png" }), "x.png"],
    ["an empty file", new Blob([]), "x.png"],
    ["a file over 5 MiB", new Blob([PNG, new Uint8Array(UPLOAD_MAX_BYTES)]), "big.png"],
  ])("refuses %s with code 40 on the file field and stores nothing", async (_name, blob, name) => {
    const before = await storedCount();
    const answer = await upload(blob, name);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe(40);
    expect(Object.keys(answer.body.data.fields)).toEqual(["file"]);
    expect(await storedCount()).toBe(before);
  });

  it("refuses a missing file, a text field and a JSON body with code 40", async () => {
    expect((await upload(null)).body.code).toBe(40);
    expect((await upload("not a file")).body.code).toBe(40);
    const json = await commerce.fetch(
      new Request(`${ORIGIN}/api/web/upload/image`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
      env,
      {} as ExecutionContext,
    );
    expect(((await json.json()) as { code: number }).code).toBe(40);
  });

  it("limits uploads per IP per hour (code 41, 429, Retry-After)", async () => {
    const ip = freshIp();
    for (let index = 0; index < UPLOADS_PER_IP_HOUR.limit; index += 1)
      expect((await upload(new Blob([PNG]), "a.png", ip)).body.code).toBe(0);
    const response = await upload(new Blob([PNG]), "a.png", ip);
    expect(response.status).toBe(429);
    expect(response.body.code).toBe(41);
  });

  it("refuses a body whose content-length is too large before reading it (413, code 41)", async () => {
    let pulls = 0;
    const body = new ReadableStream({ pull: () => void (pulls += 1) }, { highWaterMark: 0 });
    const before = await storedCount();
    const request = new Request(`${ORIGIN}/api/web/upload/image`, {
      method: "POST",
      headers: {
        ...freshIp(),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(UPLOAD_MAX_BYTES * 2),
        "x-lang": "de",
      },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await commerce.fetch(request, env, {} as ExecutionContext);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 41, msg: "Das Bild ist zu groß (höchstens 5 MB).", data: null });
    expect(pulls).toBe(0);
    expect(await storedCount()).toBe(before);
  });

  it("stops reading a body without content-length at the limit", async () => {
    const form = new FormData();
    form.set("file", new Blob([PNG, new Uint8Array(UPLOAD_MAX_BYTES + 128 * 1024)]), "big.png");
    const encoded = new Response(form);
    const type = encoded.headers.get("content-type")!;
    // Re-streamed so no length is declared, as a chunked upload arrives.
    const body = encoded.body!.pipeThrough(new TransformStream());
    const request = new Request(`${ORIGIN}/api/web/upload/image`, {
      method: "POST",
      headers: { ...freshIp(), "content-type": type },
      body,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    const response = await commerce.fetch(request, env, {} as ExecutionContext);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: number }).code).toBe(41);
  });

  it("refuses an expired or unknown session token instead of storing as a visitor", async () => {
    const answer = await upload(new Blob([PNG]), "a.png", auth("not-a-real-token"));
    expect(answer.body.code).toBe(50);
  });
});

describe("uploadedImages", () => {
  it("accepts only this shop's upload URLs, at most six", () => {
    const good = "/api/web/media/uploads/images/20261122/abc_DEF-1.png";
    expect(uploadedImages.safeParse([good]).success).toBe(true);
    expect(uploadedImages.safeParse(undefined).data).toEqual([]);
    for (const bad of [
      "https://evil.example/a.png",
      "/api/web/media/uploads/../secret",
      "javascript:alert(1)",
      "/api/web/media/demo/a.svg",
    ]) {
      expect(uploadedImages.safeParse([bad]).success, bad).toBe(false);
    }
    expect(uploadedImages.safeParse(Array(7).fill(good)).success).toBe(false);
  });
});
