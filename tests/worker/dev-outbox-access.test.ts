/**
 * /dev/outbox holds every code the shop "sent": even in development it answers only a request
 * that is loopback in every way the Worker can read, or one with the operator token (ADR 202).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let dev: TestWorker;
beforeAll(async () => {
  dev = await startWorker();
});
afterAll(() => dev?.dispose());

const port = () => new URL(dev.url).port;
const outbox = (host: string, headers: Record<string, string> = {}) =>
  dev.fetch(`http://${host}:${port()}/dev/outbox`, { headers });

describe("/dev/outbox outside production", () => {
  it("opens on loopback", async () => {
    for (const host of ["127.0.0.1", "localhost"]) {
      const page = await outbox(host);
      expect(page.status, host).toBe(200);
      expect(await page.text()).toContain("<html");
    }
  });

  it("is not there for another host, a proxied request or a remote peer", async () => {
    const refused: [string, Record<string, string>][] = [
      ["192.168.1.20", {}],
      ["shop.example", {}],
      ["127.0.0.1", { "x-forwarded-for": "203.0.113.9" }],
      ["127.0.0.1", { forwarded: "for=203.0.113.9" }],
      ["127.0.0.1", { "x-real-ip": "203.0.113.9" }],
      ["127.0.0.1", { "cf-connecting-ip": "203.0.113.9" }],
      ["192.168.1.20", { authorization: "Bearer wrong-token" }],
    ];
    for (const [host, headers] of refused) {
      const page = await outbox(host, headers);
      expect(page.status, `${host} ${JSON.stringify(headers)}`).toBe(404);
      expect(await page.text()).toBe("Not found");
    }
  });

  it("opens from anywhere with the operator token", async () => {
    const page = await outbox("192.168.1.20", { authorization: "Bearer test-admin-token" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
  });
});
