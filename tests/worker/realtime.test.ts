/**
 * /ws/message on the built Worker in Miniflare: the upgrade's checks, ping/pong from the Durable
 * Object, and the pushes end to end — qr.confirmed to the waiting visitor's socket, and for a
 * signed-in customer (whose socket lives in the customer's object) unpaid.reminder on connect
 * and order.updated when the operator settles the order, return.updated when an operator audits
 * the customer's after-sales application.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker, TEST_SESSION_SECRET } from "../support/worker";
import { mintedHumanCheck } from "../support/human-check";

let worker: TestWorker;
const ADMIN = { authorization: "Bearer test-admin-token" };

beforeAll(async () => {
  worker = await startWorker();
  const db = await worker.mf.getD1Database("DB");
  await db.prepare("DELETE FROM rate_limits").run();
});
afterAll(() => worker?.dispose());

type Answer = { code: number; msg?: string; data: any };

async function call(name: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await worker.fetch(`/api/web/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: worker.url, ...headers },
    body: JSON.stringify(body),
  });
  return { body: (await response.json()) as Answer, response };
}

type Socket = {
  ws: WebSocket;
  next: (type: string, ms?: number) => Promise<{ type: string; data?: any }>;
  seen: { type: string; data?: any }[];
};

async function connect(visitorId: string, headers: Record<string, string> = {}): Promise<Socket> {
  const response = await worker.fetch(`/ws/message?visitorId=${visitorId}`, {
    headers: { upgrade: "websocket", origin: worker.url, ...headers },
  });
  expect(response.status).toBe(101);
  const ws = (response as unknown as { webSocket: WebSocket }).webSocket;
  const seen: Socket["seen"] = [];
  const waiting: Array<() => void> = [];
  ws.addEventListener("message", (event) => {
    seen.push(JSON.parse(event.data as string));
    for (const wake of waiting.splice(0)) wake();
  });
  ws.accept();
  const next = async (type: string, ms = 5_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = seen.find((message) => message.type === type);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${type}; saw ${JSON.stringify(seen)}`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return { ws, next, seen };
}

/** A new customer through the public calls; answers the session cookie the proxy set. */
async function signUp(ip: string): Promise<string> {
  const account = `rt-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const headers = { "cf-connecting-ip": ip };
  expect(
    (
      await call(
        "auth/sendCode",
        { ...(await mintedHumanCheck(TEST_SESSION_SECRET)), account, scene: "signup" },
        headers,
      )
    ).body.code,
  ).toBe(0);
  const code = (await call("admin/outbox", { to: account }, ADMIN)).body.data[0].code;
  const { response, body } = await call(
    "auth/signup",
    { ...(await mintedHumanCheck(TEST_SESSION_SECRET)), account, password: "realtime pass 1", code, agree: true },
    headers,
  );
  expect(body.code).toBe(0);
  const sid = /sid=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  expect(sid).toBeTruthy();
  return `sid=${sid}`;
}

describe("/ws/message", () => {
  it("refuses plain requests, other sites and malformed visitor ids", async () => {
    expect((await worker.fetch("/ws/message?visitorId=abcdefgh1")).status).toBe(426);
    const foreign = await worker.fetch("/ws/message?visitorId=abcdefgh1", {
      headers: { upgrade: "websocket", origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    // A sandboxed frame or file: page sends "Origin: null"; a refusal, not a 500.
    for (const origin of ["null", "not a url"]) {
      const odd = await worker.fetch("/ws/message?visitorId=abcdefgh1", { headers: { upgrade: "websocket", origin } });
      expect(odd.status, origin).toBe(403);
    }
    const bad = await worker.fetch("/ws/message?visitorId=no", {
      headers: { upgrade: "websocket", origin: worker.url },
    });
    expect(bad.status).toBe(400);
  });

  it("answers ping with pong", async () => {
    const socket = await connect(`ping-${Date.now()}`);
    socket.ws.send(JSON.stringify({ type: "ping" }));
    expect(await socket.next("pong")).toEqual({ type: "pong" });
    socket.ws.close(1000);
  });

  it("pushes qr.scanned and qr.confirmed to the desktop tab that registered with the ticket", async () => {
    const visitorId = `desk-${Date.now()}`;
    const desktop = await connect(visitorId);
    const ticket = (await call("auth/qr/create", {}, { "cf-connecting-ip": "198.18.0.10" })).body.data.ticket;
    expect((await call("auth/qr/status", { ticket, visitorId })).body.data.status).toBe("pending");
    const phone = await signUp("198.18.0.11");
    expect((await call("auth/qr/scan", { ticket }, { cookie: phone })).body.code).toBe(0);
    expect(await desktop.next("qr.scanned")).toEqual({ type: "qr.scanned", data: { ticket } });
    expect((await call("auth/qr/confirm", { ticket }, { cookie: phone })).body.code).toBe(0);
    expect(await desktop.next("qr.confirmed")).toEqual({ type: "qr.confirmed", data: { ticket } });
    // The push carried no token; the claim still goes through status, once.
    const claimed = await call("auth/qr/status", { ticket });
    expect(claimed.body.data).toEqual({ status: "confirmed" });
    expect(claimed.response.headers.get("set-cookie")).toMatch(/^sid=/);
    desktop.ws.close(1000);
  });

  it("a signed-in socket hears unpaid.reminder on connect and order.updated from the operator", async () => {
    const customer = await signUp("198.18.0.12");
    const product = (await call("product/list", { pageSize: 40 })).body.data.list.find(
      (card: { inStock: boolean }) => card.inStock,
    );
    const detail = (await call("product/detail", { slug: product.slug })).body.data;
    const sku = detail.skus.find((candidate: { stock: number }) => candidate.stock > 0).sku;
    const slug = (await call("checkout/create", { items: [{ sku, quantity: 1 }] }, { cookie: customer })).body.data
      .slug;
    const address = {
      country: "US",
      province: "CA",
      city: "San Francisco",
      postalCode: "94103",
      firstName: "Ada",
      lastName: "Lovelace",
      address: "1 Market St",
      countryCode: "+1",
      phone: "415 555 0100",
    };
    const placed = await call(
      "checkout/submit",
      {
        slug,
        address,
        shippingMethodId: "express",
        paymentMethodId: "bank-transfer",
        idempotencyKey: `rt-${Date.now()}`,
      },
      { cookie: customer },
    );
    expect(placed.body.code).toBe(0);
    const orderNo = placed.body.data.orderNo;

    // Two tabs of the same customer, different visitor ids: both live in the customer's object.
    const first = await connect(`tab1-${Date.now()}`, { cookie: customer });
    const second = await connect(`tab2-${Date.now()}`, { cookie: customer });
    expect(await first.next("unpaid.reminder")).toEqual({ type: "unpaid.reminder", data: { count: 1 } });
    const visitorOnly = await connect(`anon-${Date.now()}`);

    expect((await call("admin/order/markPaid", { orderNo }, ADMIN)).body.code).toBe(0);
    const pushed = { type: "order.updated", data: { orderNo, status: "in_progress", payStatus: "paid" } };
    expect(await first.next("order.updated")).toEqual(pushed);
    expect(await second.next("order.updated")).toEqual(pushed);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(visitorOnly.seen).toEqual([]);
    for (const socket of [first, second, visitorOnly]) socket.ws.close(1000);

    // The order is shipped; a refund-only application, then the operator's decision is pushed.
    expect(
      (await call("admin/order/ship", { orderNo, expressName: "UPS", expressNo: `1Z${Date.now()}` }, ADMIN)).body.code,
    ).toBe(0);
    const order = (await call("order/detail", { orderNo }, { cookie: customer })).body.data;
    const applied = await call(
      "return/apply",
      { orderNo, items: [{ orderItemId: order.items[0].id, quantity: 1 }], applyType: 3, applyDesc: "Arrived damaged" },
      { cookie: customer },
    );
    expect(applied.body.code, JSON.stringify(applied.body)).toBe(0);
    const returnNo = applied.body.data.returnNo;
    const tab = await connect(`tab3-${Date.now()}`, { cookie: customer });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await call("admin/return/audit", { returnNo, approve: true }, ADMIN)).body.code).toBe(0);
    expect(await tab.next("return.updated")).toEqual({
      type: "return.updated",
      data: { returnNo, status: "pending_approval", auditStatus: "approved" },
    });
    tab.ws.close(1000);
  });
});
