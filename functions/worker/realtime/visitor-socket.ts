/**
 * One Durable Object per visitor ("visitor:<id>") or signed-in customer ("user:<id>"), holding
 * that shopper's open sockets with the hibernation API (an idle socket costs nothing). Clients
 * ping every 10 s; the answer is an automatic `pong`, so pings never wake the object. The
 * backend pushes events with POST /push (see push.ts); every open socket of the object gets them.
 */
import { DurableObject } from "cloudflare:workers";
import type { SocketMessage } from "./push";

export type SocketEvent = SocketMessage;

export class VisitorSocket extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.ctx.setWebSocketAutoResponse(
      new WebSocketRequestResponsePair(JSON.stringify({ type: "ping" }), JSON.stringify({ type: "pong" })),
    );
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/push") {
      const event = (await request.json()) as SocketEvent;
      if (!event || typeof event.type !== "string") return new Response("Bad event", { status: 400 });
      return Response.json({ delivered: this.broadcast(event) });
    }
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    // A customer with orders waiting for payment hears it as soon as a tab connects.
    const unpaid = Number(request.headers.get("x-unpaid-orders") ?? 0);
    if (unpaid > 0) pair[1].send(JSON.stringify({ type: "unpaid.reminder", data: { count: unpaid } }));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Sends to every open socket; answers how many took it. */
  broadcast(event: SocketEvent): number {
    const message = JSON.stringify(event);
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(message);
        delivered++;
      } catch {
        // A socket that closed between getWebSockets() and send() is simply skipped.
      }
    }
    return delivered;
  }

  async webSocketMessage(_socket: WebSocket, _message: string | ArrayBuffer): Promise<void> {
    // Anything other than the auto-answered ping is ignored: the client has nothing else to say.
  }

  async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // Echoing reserved codes (1005/1006/1015) throws; close normally instead.
    try {
      socket.close(code === 1005 || code === 1006 || code === 1015 ? 1000 : code, "closing");
    } catch {
      // Already closed.
    }
  }
}
