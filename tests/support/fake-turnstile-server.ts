/** The fake siteverify (fake-turnstile.ts) on 127.0.0.1, for the built Worker and the browser suite. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeTurnstile } from "./fake-turnstile";

export async function startFakeSiteverify() {
  const fake = fakeTurnstile();
  const server = createServer((incoming, outgoing) => {
    let text = "";
    incoming.on("data", (chunk) => (text += chunk));
    incoming.on("end", async () => {
      const request = new Request(`http://127.0.0.1${incoming.url ?? "/"}`, {
        method: incoming.method,
        headers: incoming.headers as Record<string, string>,
        body: incoming.method === "POST" ? text : undefined,
      });
      const response = await fake.handle(request);
      outgoing.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "text/plain" });
      outgoing.end(await response.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...fake,
    verifyUrl: `${origin}/turnstile/v0/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
