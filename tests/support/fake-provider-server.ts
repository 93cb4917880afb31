/**
 * What the fake Resend and Twilio servers share: a Node HTTP server on 127.0.0.1 that records
 * every request it was sent and can be told to fail the next ones (a 429 with Retry-After, a 500,
 * a 503) before it answers as the real provider does.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  status: number;
  at: number;
};
export type Answer = { status: number; body: unknown; headers?: Record<string, string> };
/**
 * A failure to answer instead of handling the request: `retryAfter` in seconds becomes the
 * Retry-After header; `afterHandling` handles the request first (the message goes out) and then
 * answers the failure, as when the provider's answer is lost on the way back.
 */
export type ScriptedFailure = { status: number; retryAfter?: string; afterHandling?: boolean };

export async function startProviderServer(
  handle: (request: Omit<Received, "status" | "at">) => Answer,
  failure: (scripted: ScriptedFailure) => Answer,
) {
  const requests: Received[] = [];
  const script: ScriptedFailure[] = [];
  let delayMs = 0;
  const server = createServer((incoming, outgoing) => {
    let raw = "";
    incoming.setEncoding("utf8");
    incoming.on("data", (chunk) => (raw += chunk));
    incoming.on("end", () => setTimeout(reply, delayMs));
    const reply = () => {
      const request = { method: incoming.method ?? "", path: incoming.url ?? "", headers: incoming.headers, raw };
      const scripted = script.shift();
      if (scripted?.afterHandling) handle(request);
      const answer = scripted ? failure(scripted) : handle(request);
      requests.push({ ...request, status: answer.status, at: Date.now() });
      outgoing.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      outgoing.end(JSON.stringify(answer.body));
    };
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every request, failed ones included, in the order they came. */
    requests,
    /** The next requests are answered with these failures, one each, before normal handling resumes. */
    failNext: (...failures: ScriptedFailure[]) => script.push(...failures),
    /** Every answer from now on comes this many milliseconds late (a slow provider); 0 ends it. */
    answerAfter: (ms: number) => (delayMs = ms),
    reset: () => {
      requests.length = 0;
      script.length = 0;
      delayMs = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
