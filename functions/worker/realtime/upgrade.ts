/**
 * /ws/message?visitorId=… → a Durable Object holding the tab's socket. The upgrade is refused
 * unless it comes from this site's own pages (Origin check) and carries a well-formed visitor id.
 * With a live session cookie the socket goes to the customer's object ("user:<id>") instead of
 * the visitor's, so the backend can push to a user by id (docs/decisions/055); the same
 * user/info answer says how many orders wait for payment, which the object tells the new socket
 * (unpaid.reminder).
 */
import { SESSION_COOKIE, readCookie } from "../../contract/cookies";
import type { UpstreamFetch } from "../../contract/upstream";
import { userSocketName, visitorSocketName } from "./push";

const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

type Customer = { id: number; unpaidOrderCount: number };

/** The session's customer, asked of the upstream like any page would; null when signed out. */
async function sessionCustomer(request: Request, upstream: UpstreamFetch): Promise<Customer | null> {
  const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (!token) return null;
  try {
    const answer = await upstream(
      new Request(new URL("/api/web/user/info", request.url), {
        method: "POST",
        headers: { "content-type": "application/json", "x-auth": token },
        body: "{}",
      }),
    );
    const envelope = (await answer.json()) as { code: number; data?: { id?: number; unpaidOrderCount?: number } };
    if (envelope.code !== 0 || typeof envelope.data?.id !== "number") return null;
    return { id: envelope.data.id, unpaidOrderCount: envelope.data.unpaidOrderCount ?? 0 };
  } catch {
    return null;
  }
}

/**
 * No Origin (a non-browser client) passes; any Origin present must be this host. "null" (a
 * sandboxed frame, a file: page, a redirect across origins) or anything unparsable is refused —
 * it used to throw from new URL() and answer 500.
 */
function fromOwnPages(origin: string | null, url: URL): boolean {
  if (origin === null) return true;
  try {
    return new URL(origin).host === url.host;
  } catch {
    return false;
  }
}

export async function handleSocketUpgrade(request: Request, env: Env, upstream: UpstreamFetch): Promise<Response> {
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  const url = new URL(request.url);
  if (!fromOwnPages(request.headers.get("origin"), url)) return new Response("Forbidden origin", { status: 403 });
  const visitorId = url.searchParams.get("visitorId") ?? "";
  if (!VISITOR_ID.test(visitorId)) return new Response("Bad visitor id", { status: 400 });
  const customer = await sessionCustomer(request, upstream);
  const name = customer ? userSocketName(customer.id) : visitorSocketName(visitorId);
  const stub = env.VISITOR_SOCKET.get(env.VISITOR_SOCKET.idFromName(name));
  // Only what the object needs; the browser's cookies stay here.
  const headers = new Headers({ upgrade: "websocket" });
  if (customer?.unpaidOrderCount) headers.set("x-unpaid-orders", String(customer.unpaidOrderCount));
  return stub.fetch(new Request(request.url, { headers }));
}
