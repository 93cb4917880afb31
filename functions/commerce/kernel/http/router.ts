/**
 * The Hono router: registers every call (handler and OpenAPI entry), validates input, wraps
 * every answer in the envelope and turns every failure into one, never leaking a stack.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { cacheHeaders } from "./cache";
import type { Call } from "./call";
import { shopContext, type ShopContext } from "./context";
import { Code, envelope, forbidden, invalidInput, ShopError } from "./envelope";
import { fieldMessages } from "./fields";
import { translator } from "../i18n/messages";
import { requestLanguage, splitLanguage } from "../i18n/languages";
import { readBodyWithin } from "../../../contract/body-limit";
import { answerBookmark, openSession } from "./d1-session";
import { NO_REALTIME, type Realtime } from "../realtime";
import { NO_PAGE_PURGE, type PagePurge } from "../page-purge";

export const API_BASE = "/api/web";

/**
 * What every handler gets from Hono: the bindings, the request's one D1 session (d1-session.ts)
 * and the pushes to open tabs the caller handed in with the request (withRealtime).
 */
export type ShopBindings = {
  Bindings: Env;
  Variables: { db: D1DatabaseSession; realtime: Realtime; purgePages: PagePurge };
};

/** The pushes each request came with: Hono's fetch takes no per-request options, so they wait here. */
const realtimeOfRequest = new WeakMap<Request, Realtime>();

/** Hands `realtime` to the handlers of `request` (the backend's fetch does, with what the Worker gave). */
export function withRealtime(request: Request, realtime: Realtime): Request {
  realtimeOfRequest.set(request, realtime);
  return request;
}

/** The page purge each request came with (ADR 275), kept the same way. */
const purgeOfRequest = new WeakMap<Request, PagePurge>();

/** Hands `purge` to the handlers of `request` (the backend's fetch does, with what the Worker gave). */
export function withPagePurge(request: Request, purge: PagePurge): Request {
  purgeOfRequest.set(request, purge);
  return request;
}

type App = OpenAPIHono<ShopBindings>;

/**
 * The door in front of every operator call (admin/gate.ts), handed in by the backend's entry so
 * the kernel needs no domain. Without one, every operator call is refused.
 */
export type OperatorGate = (ctx: ShopContext, request: Request, callPath: string, input: unknown) => Promise<void>;

const closedGate: OperatorGate = () => Promise.reject(forbidden());

async function readInput(c: Context<ShopBindings>, call: Call, ctx: ShopContext): Promise<unknown> {
  if (call.method === "get") return Object.fromEntries(new URL(c.req.url).searchParams);
  if (call.body === "multipart") return readMultipart(c, ctx, call.maxBodyBytes);
  // A POST without a body is `{}`, as an empty one always was; nothing to read (ADR 392).
  if (c.req.raw.body === null) return {};
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalidInput({ body: ctx.t("bodyNotJson") });
  }
}

/** Multipart fields as an object; a field sent more than once becomes an array. */
async function readMultipart(c: Context<ShopBindings>, ctx: ShopContext, maxBytes = Infinity): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw invalidInput({ body: ctx.t("bodyNotMultipart") });
  }
  const bytes = await readBodyWithin(c.req.raw, maxBytes);
  if (!bytes) throw new ShopError(Code.fullFailure, "uploadTooLarge", 413, null, [Math.floor(maxBytes / 1024 / 1024)]);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw invalidInput({ body: ctx.t("bodyNotMultipart") });
  }
  const out: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const seen = out[name];
    out[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

function register(app: App, call: Call, admitOperator: OperatorGate) {
  const method = call.method ?? "post";
  const path = `${API_BASE}/${call.path}`;
  app.openAPIRegistry.registerPath({
    method,
    path,
    summary: call.summary,
    tags: [call.tag],
    security: call.admin ? [{ adminToken: [] }] : undefined,
    request:
      method === "get"
        ? { query: call.input as z.ZodObject }
        : {
            body: {
              content: {
                [call.body === "multipart" ? "multipart/form-data" : "application/json"]: { schema: call.input },
              },
            },
          },
    responses: {
      200: {
        description: "Envelope with code 0",
        content: {
          "application/json": { schema: z.object({ code: z.literal(0), msg: z.string(), data: call.output }) },
        },
      },
      422: { description: "Code 40: bad input, `data.fields` maps fields to messages" },
    },
  });
  app.on(method.toUpperCase(), path, async (c) => {
    const ctx = shopContext(c.req.raw, c.env, c.var.db, null, executionOf(c), c.var.realtime, c.var.purgePages);
    // Operator calls pass the door (token, lockout, audit log) before their input is judged.
    let input: unknown;
    let unreadable: unknown = null;
    try {
      input = await readInput(c, call, ctx);
    } catch (error) {
      unreadable = error;
    }
    if (call.admin) await admitOperator(ctx, c.req.raw, call.path, input);
    if (unreadable) throw unreadable;
    const parsed = call.input.safeParse(input);
    if (!parsed.success) throw invalidInput(fieldMessages(parsed.error.issues, ctx.t, input));
    const data = await call.handle(ctx, parsed.data);
    const headers = new Headers(cacheHeaders(call.cache ?? "none", ctx.signedIn));
    ctx.answerHeaders.forEach((value, name) => headers.set(name, value));
    return envelope(Code.ok, ctx.t("ok"), data ?? null, 200, headers);
  });
}

/** The request's ExecutionContext; Hono throws when the caller passed none. */
function executionOf(c: { executionCtx: { waitUntil(promise: Promise<unknown>): void } }) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

export function createRouter(calls: Call[], admitOperator: OperatorGate = closedGate): App {
  const app: App = new OpenAPIHono<ShopBindings>();
  // The contract document needs no database: served before the session is opened.
  app.get(`${API_BASE}/openapi.json`, (c) =>
    c.json(
      app.getOpenAPIDocument({
        openapi: "3.0.3",
        info: {
          title: "Storefront /api/web",
          version: "1.0.0",
          description: "See docs/api.md and docs/api-calls.md in the repository.",
        },
      }),
      200,
      { "cache-control": "public, max-age=300" },
    ),
  );
  // Before every route, this router's and those added to it (index.ts): one session per request,
  // its bookmark on the answer. Hono has already turned a thrown error into its answer when
  // next() returns, so failures carry the bookmark too.
  app.use("*", async (c, next) => {
    const session = openSession(c.env.DB, c.req.path, c.req.raw.headers);
    c.set("db", session);
    c.set("realtime", realtimeOfRequest.get(c.req.raw) ?? NO_REALTIME);
    c.set("purgePages", purgeOfRequest.get(c.req.raw) ?? NO_PAGE_PURGE);
    await next();
    answerBookmark(c.res.headers, session);
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "adminToken", { type: "http", scheme: "bearer" });
  for (const call of calls) register(app, call, admitOperator);

  app.notFound((c) => {
    throw new ShopError(Code.fullFailure, "notFound", 404, { path: new URL(c.req.url).pathname });
  });

  app.onError((error, c) => {
    const url = new URL(c.req.url);
    // A failed route request still answers in its page's language.
    const pathLanguage = url.searchParams.get("request") === "route" ? splitLanguage(url.pathname).language : null;
    const t = translator(requestLanguage(c.req.raw.headers, pathLanguage));
    if (error instanceof ShopError) {
      return envelope(error.code, t(error.messageKey, ...error.params), error.data, error.status, {
        "cache-control": "no-store",
        ...error.headers,
      });
    }
    console.error("commerce call failed", c.req.method, url.pathname, error);
    return envelope(Code.server, t("serverError"), null, 500, { "cache-control": "no-store" });
  });
  return app;
}
