/** The fake WeChat (fake-wechat.ts) over HTTP on 127.0.0.1, for the started shop to talk to. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeWechat, type FakeWechat } from "./fake-wechat";

export async function startFakeWechat(): Promise<{
  url: string;
  fake: FakeWechat;
  server: Server;
  close: () => Promise<void>;
}> {
  const fake = fakeWechat();
  const server = createServer(async (incoming, outgoing) => {
    const answer = await fake.handle(new Request(`http://127.0.0.1${incoming.url}`, { method: incoming.method }));
    outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
    outgoing.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, fake, server, close };
}
