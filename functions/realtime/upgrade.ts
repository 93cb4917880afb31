/**
 * /ws/message?visitorId=… → one Durable Object per visitor. The upgrade is refused unless it
 * comes from this site's own pages (Origin check) and carries a well-formed visitor id.
 */
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

export async function handleSocketUpgrade(request: Request, env: Env): Promise<Response> {
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  const url = new URL(request.url);
  const origin = request.headers.get("origin");
  if (origin && new URL(origin).host !== url.host) {
    return new Response("Forbidden origin", { status: 403 });
  }
  const visitorId = url.searchParams.get("visitorId") ?? "";
  if (!VISITOR_ID.test(visitorId)) return new Response("Bad visitor id", { status: 400 });
  const stub = env.VISITOR_SOCKET.get(env.VISITOR_SOCKET.idFromName(visitorId));
  return stub.fetch(request);
}
