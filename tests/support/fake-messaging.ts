/** A fake mail and SMS provider on 127.0.0.1 that records what it was sent and can be told to fail. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ProviderRequest = { path: string; headers: Record<string, string | string[] | undefined>; body: Record<string, string> };

export async function startFakeMessaging() {
  const received: ProviderRequest[] = [];
  const state = { failWith: 0 };
  const server = createServer((incoming, outgoing) => {
    let text = "";
    incoming.on("data", (chunk) => (text += chunk));
    incoming.on("end", () => {
      received.push({ path: incoming.url ?? "", headers: incoming.headers, body: JSON.parse(text || "{}") });
      outgoing.writeHead(state.failWith || 200, { "content-type": "application/json" });
      outgoing.end(JSON.stringify(state.failWith ? { error: "provider down" } : { id: `msg-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
