/**
 * A request to the built Worker as a client sends it (the Host header the cache key needs), and
 * the answer's bytes as they came over the wire: nothing decoded, so a test sees the encoding
 * the Worker chose (ADRs 363, 380). fetch() would decompress the body for the test.
 */
import { request as httpRequest } from "node:http";
import type { TestWorker } from "./worker";

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

export function rawAnswer(worker: TestWorker, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, worker.url), { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () =>
        resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
      answer.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}
