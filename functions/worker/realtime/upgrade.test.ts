import { describe, expect, it } from "vitest";
import { handleSocketUpgrade } from "./upgrade";

// The origin check answers before any binding or upstream is touched.
const env = {} as Env;
const upstream = () => Promise.reject(new Error("not reached"));
const upgrade = (origin?: string) =>
  handleSocketUpgrade(
    new Request("https://shop.test/ws/message?visitorId=abcdefgh1", {
      headers: { upgrade: "websocket", ...(origin === undefined ? {} : { origin }) },
    }),
    env,
    upstream,
  );

describe("the socket upgrade's origin check", () => {
  it.each(["null", "", "not a url", "https://evil.example", "https://shop.test.evil.example", "http://shop.test:8080"])(
    "answers 403 to Origin %j",
    async (origin) => {
      expect((await upgrade(origin)).status).toBe(403);
    },
  );

  it("lets this site's own pages through to the next check", async () => {
    const response = await handleSocketUpgrade(
      new Request("https://shop.test/ws/message?visitorId=no", {
        headers: { upgrade: "websocket", origin: "https://shop.test" },
      }),
      env,
      upstream,
    );
    expect(response.status).toBe(400);
  });
});
