import { describe, expect, it } from "vitest";
import { HSTS, httpsRedirect, withTransportSecurity } from "./transport-security";

const withCookies = (...cookies: string[]) => {
  const response = new Response("ok");
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
};

describe("transport security", () => {
  it("adds Secure to every cookie and HSTS over HTTPS, in any environment", () => {
    const answer = withTransportSecurity(
      withCookies("sid=a; Path=/; HttpOnly", "lng=zh; Path=/; Secure", "cart=b; Path=/; secure; HttpOnly"),
      new Request("https://shop.example/"),
    );
    expect(answer.headers.getSetCookie()).toEqual([
      "sid=a; Path=/; HttpOnly; Secure",
      "lng=zh; Path=/; Secure",
      "cart=b; Path=/; secure; HttpOnly",
    ]);
    expect(answer.headers.get("strict-transport-security")).toBe(HSTS);
  });

  it("leaves plain-HTTP answers alone (local development on 127.0.0.1)", () => {
    const answer = withTransportSecurity(withCookies("sid=a; Path=/; HttpOnly"), new Request("http://127.0.0.1:8787/"));
    expect(answer.headers.getSetCookie()).toEqual(["sid=a; Path=/; HttpOnly"]);
    expect(answer.headers.has("strict-transport-security")).toBe(false);
  });

  it("copies an answer with immutable headers instead of failing", async () => {
    const fetched = new Response("body", { headers: { "set-cookie": "x=1" } });
    const refuse = () => {
      throw new TypeError("immutable headers");
    };
    Object.assign(fetched.headers, { set: refuse, append: refuse, delete: refuse });
    const answer = withTransportSecurity(fetched, new Request("https://shop.example/"));
    expect(answer.headers.get("strict-transport-security")).toBe(HSTS);
    expect(answer.headers.getSetCookie()).toEqual(["x=1; Secure"]);
    expect(await answer.text()).toBe("body");
  });

  it("sends plain HTTP to HTTPS in production only, never for the loopback host", () => {
    const production = {};
    const redirect = httpsRedirect(new Request("http://shop.example/cart?x=1"), production);
    expect(redirect?.status).toBe(308);
    expect(redirect?.headers.get("location")).toBe("https://shop.example/cart?x=1");
    expect(httpsRedirect(new Request("https://shop.example/cart"), production)).toBeNull();
    expect(httpsRedirect(new Request("http://127.0.0.1:8787/"), production)).toBeNull();
    expect(httpsRedirect(new Request("http://localhost:8787/"), production)).toBeNull();
    expect(httpsRedirect(new Request("http://shop.example/"), { ENVIRONMENT: "development" })).toBeNull();
  });
});
