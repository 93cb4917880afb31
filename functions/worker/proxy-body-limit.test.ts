import { describe, expect, it } from "vitest";
import { proxyToUpstream } from "./proxy";
import { UPLOAD_MAX_BYTES } from "../contract/uploads";

/** A body that counts how often it is read from. */
function watchedBody() {
  const watch = { pulls: 0 };
  const body = new ReadableStream<Uint8Array>({ pull: () => void (watch.pulls += 1) }, { highWaterMark: 0 });
  return { body, watch };
}

describe("the proxy's upload ceiling", () => {
  it("refuses an upload from its content-length without reading the body or calling the backend", async () => {
    const { body, watch } = watchedBody();
    let called = false;
    const request = new Request("https://shop.test/api/web/upload/image", {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(UPLOAD_MAX_BYTES * 4),
        "x-lang": "fr",
      },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await proxyToUpstream(request, async () => {
      called = true;
      return Response.json({ code: 0, msg: "ok", data: null });
    });
    expect(response.status).toBe(413);
    const answer = (await response.json()) as { code: number; msg: string };
    expect(answer.code).toBe(41);
    // The backend's own message, in the shopper's language.
    expect(answer.msg).toBe("L’image est trop volumineuse (5 Mo maximum).");
    expect(watch.pulls).toBe(0);
    expect(called).toBe(false);
  });

  it("stops a chunked upload at the ceiling", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 20) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request("https://shop.test/api/web/user/editAvatar", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await proxyToUpstream(request, async () => Response.json({ code: 0, msg: "ok", data: null }));
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(10);
  });

  it("passes an upload within the ceiling and other calls' bodies through unchanged", async () => {
    const seen: number[] = [];
    const upstream = async (forwarded: Request) => {
      seen.push((await forwarded.arrayBuffer()).byteLength);
      return Response.json({ code: 0, msg: "ok", data: null });
    };
    const small = new Request("https://shop.test/api/web/upload/image", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: new Uint8Array(1000),
    });
    expect((await proxyToUpstream(small, upstream)).status).toBe(200);
    const big = new Request("https://shop.test/api/web/admin/import", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Uint8Array(UPLOAD_MAX_BYTES * 2),
    });
    expect((await proxyToUpstream(big, upstream)).status).toBe(200);
    expect(seen).toEqual([1000, UPLOAD_MAX_BYTES * 2]);
  });
});
