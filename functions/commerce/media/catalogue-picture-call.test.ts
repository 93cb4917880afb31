/**
 * admin/media/put: an operator's catalogue picture stored once under its content hash (the
 * operator CLI's picture import), and the resized addresses of stored pictures (serve.ts).
 * Resizing itself needs the Images binding, which the built Worker's suite has
 * (tests/worker/responsive-images.test.ts); here the binding is absent, as on a Worker without it.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import commerce from "../index";
import { ADMIN, ORIGIN } from "../test/shop";
import { freshIp } from "../test/accounts";
import { CATALOGUE_PICTURE_MAX_BYTES } from "../../contract/uploads";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 2, 3, 4, 5]);
const GIF = new TextEncoder().encode("GIF89a-not-really-more");

async function put(bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string> = { ...ADMIN, ...freshIp() }) {
  const form = new FormData();
  form.set("file", new Blob([bytes]), "photo.jpg");
  const response = await commerce.fetch(
    new Request(`${ORIGIN}/api/web/admin/media/put`, { method: "POST", headers, body: form }),
    env,
    {} as ExecutionContext,
  );
  return { status: response.status, body: (await response.json()) as { code: number; data: any } };
}

const serve = (path: string, headers: Record<string, string> = {}) =>
  commerce.fetch(new Request(ORIGIN + path, { headers }), env, { waitUntil: () => {} } as unknown as ExecutionContext);

describe("admin/media/put", () => {
  it("stores a picture under its content hash once, with an operator row, and answers the same URL again", async () => {
    const bytes = JPEG.map((byte, index) => (index === 15 ? Math.floor(Math.random() * 256) : byte));
    const first = await put(bytes);
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ type: "image/jpeg", size: bytes.byteLength, stored: true });
    expect(first.body.data.url).toMatch(/^\/api\/web\/media\/uploads\/catalogue\/[0-9a-f]{32}\.jpg$/);
    const again = await put(bytes);
    expect(again.body.data).toMatchObject({ url: first.body.data.url, stored: false });
    const rows = await env.DB.prepare("SELECT owner FROM uploads WHERE url = ?").bind(first.body.data.url).all();
    expect(rows.results).toEqual([{ owner: "operator" }]);
    const served = await serve(first.body.data.url);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it("refuses a caller without the operator token", async () => {
    const answer = await put(JPEG, freshIp());
    expect(answer.status).toBe(403);
  });

  it("refuses what is not a still raster picture, and an empty or oversized file, storing nothing", async () => {
    const before = (await env.UPLOADS.list({ prefix: "uploads/catalogue/" })).objects.length;
    for (const bytes of [GIF, new TextEncoder().encode("<svg/>"), new Uint8Array()]) {
      const answer = await put(bytes);
      expect(answer.body.code).toBe(40);
      expect(answer.body.data.fields.file).toBeTruthy();
    }
    const big = new Uint8Array(CATALOGUE_PICTURE_MAX_BYTES + 1);
    big.set(JPEG);
    const oversized = await put(big);
    expect(oversized.body.code).not.toBe(0);
    expect((await env.UPLOADS.list({ prefix: "uploads/catalogue/" })).objects.length).toBe(before);
  });
});

describe("a stored picture at a width", () => {
  it("answers only the contract's widths, and the original where no Images binding resizes", async () => {
    const { url } = (await put(JPEG)).body.data;
    expect((await serve(`${url}?w=123`)).status).toBe(404);
    expect((await serve(`${url}?w=640x`)).status).toBe(404);
    const original = await serve(`${url}?w=640`, { accept: "image/avif,image/webp,*/*" });
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(JPEG);
  });
});
