/**
 * A fake Stripe on 127.0.0.1 for the calls the shop makes, following Stripe's API reference
 * (docs.stripe.com/api): form-encoded bodies, `Authorization: Bearer <secret key>` (else 401),
 * errors as `{ error: { type, code, message } }`, and Idempotency-Key as documented — the same key
 * with the same parameters answers the first result again (with `Idempotent-Replayed: true`)
 * and creates nothing; the same key with other parameters is a 400 `idempotency_error`.
 *
 * - POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id (mode payment, one price_data line)
 * - GET /v1/payment_intents/:id
 * - POST /v1/refunds (against a succeeded PaymentIntent; never more than is left: amount_too_large)
 * - GET /pay/:session — a minimal "hosted checkout" page without JavaScript: its form completes the
 *   session (POST /pay/:session), sends the signed events to the shop's webhook as Stripe would
 *   (checkout.session.completed, payment_intent.succeeded; or payment_intent.payment_failed for
 *   the declining card), then answers 303 to success_url. "Cancel" is a link to cancel_url.
 *
 * Events are signed with the SDK's own `webhooks.generateTestHeaderString`. After a refund the
 * `charge.refunded` event follows a moment after the answer, as Stripe sends it (`refundEvents:
 * "manual"` leaves it to the test: `sendChargeRefunded`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { parseStripeForm } from "./stripe-form";

export const FAKE_STRIPE = {
  secretKey: "sk_test_fake_stripe_key",
  webhookSecret: "whsec_fake_stripe_webhook_secret",
} as const;
/** The card the hosted page declines (Stripe's documented insufficient-funds test card). */
export const DECLINED_CARD = "4000000000009995";

type Json = Record<string, any>;
type Answer = { status: number; body: Json; headers?: Record<string, string> };
export type StripeRequest = {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | undefined;
  replayed: boolean;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const error = (status: number, type: string, message: string, code?: string, param?: string): Answer => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
});

export async function startFakeStripe(options: { webhookUrl?: string; refundEvents?: "auto" | "manual" } = {}) {
  const signer = new Stripe(FAKE_STRIPE.secretKey);
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const idempotent = new Map<string, { params: string; answer: Answer }>();
  const requests: StripeRequest[] = [];
  const delivered: { type: string; status: number; body: string }[] = [];
  let webhookUrl = options.webhookUrl ?? "";

  async function send(type: string, object: Json) {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE.webhookSecret });
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    delivered.push({ type, status: response.status, body: await response.text() });
    return { event, status: response.status };
  }

  function createSession(body: Json): Answer {
    if (body.mode !== "payment")
      return error(400, "invalid_request_error", "Missing required param: mode.", "parameter_missing", "mode");
    const line = body.line_items?.[0];
    const price = line?.price_data;
    if (!price?.currency || !/^\d+$/.test(price.unit_amount ?? "") || !price.product_data?.name)
      return error(
        400,
        "invalid_request_error",
        "You must specify either `price` or `price_data` for each line item.",
        "parameter_missing",
        "line_items[0][price_data]",
      );
    if (!body.success_url)
      return error(
        400,
        "invalid_request_error",
        "Missing required param: success_url.",
        "parameter_missing",
        "success_url",
      );
    const types = body.allowed_payment_method_types ?? body.payment_method_types ?? ["card"];
    const session = {
      id: id("cs"),
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: Number(price.unit_amount) * Number(line.quantity ?? 1),
      currency: price.currency,
      client_reference_id: body.client_reference_id ?? null,
      customer_email: body.customer_email ?? null,
      locale: body.locale ?? null,
      metadata: body.metadata ?? {},
      payment_intent: null,
      payment_intent_data: body.payment_intent_data ?? {},
      allowed_payment_method_types: types,
      success_url: body.success_url,
      cancel_url: body.cancel_url ?? null,
      line_items: { data: [{ description: price.product_data.name, quantity: Number(line.quantity ?? 1) }] },
      url: "",
    };
    session.url = `${server.url}/pay/${session.id}`;
    sessions.set(session.id, session);
    return { status: 200, body: session };
  }

  function createRefund(body: Json): Answer {
    const intent = intents.get(body.payment_intent ?? "");
    if (!intent)
      return error(
        400,
        "invalid_request_error",
        `No such payment_intent: '${body.payment_intent}'`,
        "resource_missing",
        "payment_intent",
      );
    const charge = charges.get(intent.latest_charge);
    if (!charge)
      return error(
        400,
        "invalid_request_error",
        `PaymentIntent ${intent.id} has no successful charge to refund.`,
        "charge_not_refundable",
      );
    const left = charge.amount - charge.amount_refunded;
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (left <= 0)
      return error(
        400,
        "invalid_request_error",
        `Charge ${charge.id} has already been refunded.`,
        "charge_already_refunded",
      );
    if (!(amount > 0) || amount > left)
      return error(
        400,
        "invalid_request_error",
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        "amount_too_large",
        "amount",
      );
    const refund = {
      id: id("re"),
      object: "refund",
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      status: "succeeded",
      reason: body.reason ?? null,
      metadata: body.metadata ?? {},
      created: now(),
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    charge.refunds.push(refund.id);
    if (options.refundEvents !== "manual")
      setTimeout(() => void send("charge.refunded", { ...charge }).catch(() => {}), 50);
    return { status: 200, body: refund };
  }

  function api(method: string, path: string, body: Json): Answer {
    const session = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    const intent = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(body);
    if (method === "GET" && session)
      return sessions.has(session[1])
        ? { status: 200, body: sessions.get(session[1])! }
        : error(404, "invalid_request_error", `No such checkout.session: '${session[1]}'`, "resource_missing", "id");
    if (method === "GET" && intent)
      return intents.has(intent[1])
        ? { status: 200, body: intents.get(intent[1])! }
        : error(404, "invalid_request_error", `No such payment_intent: '${intent[1]}'`, "resource_missing", "id");
    if (method === "POST" && path === "/v1/refunds") return createRefund(body);
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Paying on the hosted page: a PaymentIntent and its charge, as a completed session leaves them. */
  async function pay(session: Json, card: string): Promise<string | null> {
    const metadata = session.payment_intent_data?.metadata ?? {};
    const intent: Json = {
      id: id("pi"),
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      metadata,
      status: "requires_payment_method",
      latest_charge: null,
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    if (card.replace(/\s/g, "") === DECLINED_CARD) {
      intent.last_payment_error = {
        type: "card_error",
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
      };
      await send("payment_intent.payment_failed", { ...intent });
      return intent.last_payment_error.message;
    }
    const charge = {
      id: id("ch"),
      object: "charge",
      amount: session.amount_total,
      amount_refunded: 0,
      refunded: false,
      currency: session.currency,
      payment_intent: intent.id,
      metadata,
      refunds: [] as string[],
    };
    charges.set(charge.id, charge);
    Object.assign(intent, { status: "succeeded", amount_received: session.amount_total, latest_charge: charge.id });
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id });
    await send("checkout.session.completed", { ...session });
    await send("payment_intent.succeeded", { ...intent });
    return null;
  }

  const page = (
    session: Json,
    problem: string | null,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title><link rel="icon" href="data:,"></head><body>
<main><h1>Pay ${session.currency.toUpperCase()} ${session.amount_total}</h1><p>${session.line_items.data[0].description}</p>
${problem ? `<p role="alert">${problem}</p>` : ""}
<form method="post" action="/pay/${session.id}"><label for="card">Card number</label><input id="card" name="card" value="4242 4242 4242 4242"><button type="submit">Pay</button></form>
${session.cancel_url ? `<a href="${session.cancel_url}">Back to the shop</a>` : ""}</main></body></html>`;

  async function hosted(incoming: IncomingMessage, outgoing: ServerResponse, raw: string) {
    const sessionId = (incoming.url ?? "").split("/")[2] ?? "";
    const session = sessions.get(sessionId);
    const html = (status: number, text: string) =>
      outgoing.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(text);
    if (!session) return html(404, "<!doctype html><title>Not found</title><p>This checkout does not exist.</p>");
    if (session.status !== "open")
      return html(410, "<!doctype html><title>Expired</title><p>This checkout is no longer open.</p>");
    if (incoming.method !== "POST") return html(200, page(session, null));
    const problem = await pay(session, new URLSearchParams(raw).get("card") ?? "");
    if (problem) return html(402, page(session, problem));
    outgoing.writeHead(303, { location: session.success_url }).end();
  }

  const http = createServer((incoming, outgoing) => {
    let raw = "";
    incoming.setEncoding("utf8");
    incoming.on("data", (chunk) => (raw += chunk));
    incoming.on("end", () => {
      const path = (incoming.url ?? "").split("?")[0];
      // The hosted page's own requests (the browser's /favicon.ico) are no API call.
      if (!path.startsWith("/v1/") && !path.startsWith("/pay/")) {
        outgoing.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      if (path.startsWith("/pay/")) {
        void hosted(incoming, outgoing, raw).catch((problem) => outgoing.writeHead(500).end(String(problem)));
        return;
      }
      const method = incoming.method ?? "GET";
      const body = parseStripeForm(method === "GET" ? ((incoming.url ?? "").split("?")[1] ?? "") : raw);
      const key = incoming.headers["idempotency-key"] as string | undefined;
      let answer: Answer;
      let replayed = false;
      if (incoming.headers.authorization !== `Bearer ${FAKE_STRIPE.secretKey}`) {
        answer = error(
          401,
          "invalid_request_error",
          "Invalid API Key provided: " + String(incoming.headers.authorization ?? "").slice(7, 15) + "****",
        );
      } else if (method === "POST" && key && idempotent.has(key)) {
        const first = idempotent.get(key)!;
        replayed = first.params === `${path}?${raw}`;
        answer = replayed
          ? { ...first.answer, headers: { "idempotent-replayed": "true", "original-request": "req_fake" } }
          : error(
              400,
              "idempotency_error",
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            );
      } else {
        answer = api(method, path, body);
        if (method === "POST" && key && answer.status < 500) idempotent.set(key, { params: `${path}?${raw}`, answer });
      }
      requests.push({ method, path, body, idempotencyKey: key, replayed });
      outgoing.writeHead(answer.status, {
        "content-type": "application/json",
        "request-id": `req_${randomBytes(6).toString("hex")}`,
        ...answer.headers,
      });
      outgoing.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const server = {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    requests,
    delivered,
    sessions,
    intents,
    refunds,
    setWebhookUrl: (url: string) => (webhookUrl = url),
    /** Sends charge.refunded for the charge of `paymentIntent` as it stands now (refundEvents: "manual"). */
    sendChargeRefunded: (paymentIntent: string) =>
      send("charge.refunded", { ...charges.get(intents.get(paymentIntent)!.latest_charge)! }),
    /** Pays an open session as the hosted page would, without a browser. */
    pay: (sessionId: string, card = "4242424242424242") => pay(sessions.get(sessionId)!, card),
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
  return server;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
