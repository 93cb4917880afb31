/**
 * One Durable Object per visitor, holding that visitor's open sockets with the hibernation API
 * (an idle socket costs nothing). Clients ping every 10 s; the answer is an automatic `pong`, so
 * pings never wake the object. Other parts of the Worker push events with POST /push.
 */
import { DurableObject } from "cloudflare:workers";

export type SocketEvent = { type: string; data?: unknown };

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
      this.broadcast(event);
      return new Response(null, { status: 204 });
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  broadcast(event: SocketEvent): void {
    const message = JSON.stringify(event);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(message);
      } catch {
        // A socket that closed between getWebSockets() and send() is simply skipped.
      }
    }
  }

  async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Anything other than the auto-answered ping is ignored: the client has nothing else to say yet.
    if (typeof message !== "string") return;
  }

  async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // Echoing reserved codes (1005/1006/1015) throws; close normally instead.
    socket.close(code === 1005 || code === 1006 || code === 1015 ? 1000 : code, "closing");
  }
}
