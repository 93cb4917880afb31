import { describe, expect, it } from "vitest";
import {
  NONCE_OFFSETS_HEADER,
  freshPage,
  prepareForCache,
  renewNonce as renewNonceBytes,
  withFreshNonce,
} from "./fresh-nonce";

const OLD = "b2xkIG5vbmNlIG9mIHRoZSBjYWNoZQ==";
const NEW = "bmV3IG5vbmNlIG9mIHRoaXMgaGl0IQ==";
const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const renewNonce = (html: string, old: string, nonce: string) => decode(renewNonceBytes(encode(html), old, nonce).page);
const policy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'`;

const PAGE = [
  `<script nonce="${OLD}">window.x = 1</script>`,
  `<script type="application/json" id="i18n-messages" nonce="${OLD}">{"a":"say nonce=\\"${OLD}\\""}</script>`,
  `<script nonce="guessed">alert(1)</script>`,
  `<p>a text with nonce=&quot;${OLD}&quot; in it</p>`,
  `<script>no nonce here</script><p>ünïcödé ✓</p>`,
  `<script\nnonce="${OLD}"></script>`,
].join("");
const RENEWED = [
  `<script nonce="${NEW}">window.x = 1</script>`,
  `<script type="application/json" id="i18n-messages" nonce="${NEW}">{"a":"say nonce=\\"${OLD}\\""}</script>`,
  `<script>alert(1)</script>`,
  `<p>a text with nonce=&quot;${OLD}&quot; in it</p>`,
  `<script>no nonce here</script><p>ünïcödé ✓</p>`,
  `<script\nnonce="${NEW}"></script>`,
].join("");

describe("renewNonce", () => {
  it("renews our nonce attributes, drops foreign ones, and leaves text and script content alone", () => {
    expect(renewNonce(PAGE, OLD, NEW)).toBe(RENEWED);
  });

  it("says where the renewed values start", () => {
    const { page, offsets } = renewNonceBytes(encode(PAGE), OLD, NEW);
    expect(offsets).toHaveLength(3);
    for (const at of offsets) expect(decode(page.subarray(at, at + NEW.length))).toBe(NEW);
  });
});

describe("a page through the cache", () => {
  const rendered = () =>
    new Response(PAGE, {
      status: 200,
      headers: { "content-security-policy": policy(OLD), "cache-control": "public, s-maxage=300" },
    });

  it("is stored without foreign nonces, with its own nonces' offsets, and served with the hit's nonce only", async () => {
    const stored = await prepareForCache(rendered());
    expect(stored.headers.get(NONCE_OFFSETS_HEADER)).toMatch(/^\d+,\d+,\d+$/);
    expect(decode(stored.body)).toBe(renewNonce(PAGE, OLD, OLD));
    // From the edge cache (a Response) and from memory (the stored form, swapped in place).
    const fromEdge = (await withFreshNonce(new Response(stored.body.slice(), stored), NEW))!;
    const fromMemory = freshPage(stored, NEW)!;
    for (const hit of [fromEdge, fromMemory]) {
      expect(hit.headers.get("content-security-policy")).toBe(policy(NEW));
      expect(hit.headers.get("cache-control")).toBe("public, s-maxage=300");
      expect(hit.headers.has(NONCE_OFFSETS_HEADER)).toBe(false);
      expect(await hit.text()).toBe(RENEWED);
    }
    // The stored form now carries the hit's nonce, in its bytes and its policy alike.
    expect(decode(stored.body)).toBe(RENEWED);
    expect(stored.headers.get("content-security-policy")).toBe(policy(NEW));
  });

  it("gives each hit its own nonce: a response made before the next swap keeps its bytes", async () => {
    const stored = await prepareForCache(rendered());
    const SECOND = "c2Vjb25kIGhpdCBub25jZSEhIQ==";
    const first = freshPage(stored, NEW)!;
    const second = freshPage(stored, SECOND)!;
    expect(await first.text()).toBe(RENEWED);
    expect(first.headers.get("content-security-policy")).toBe(policy(NEW));
    expect(await second.text()).toBe(RENEWED.replaceAll(NEW, SECOND));
    expect(second.headers.get("content-security-policy")).toBe(policy(SECOND));
  });

  it("is scanned when the offsets do not hold the old nonce (or are missing)", async () => {
    for (const record of ["0,5", "x", null]) {
      const headers = new Headers({ "content-security-policy": policy(OLD) });
      if (record !== null) headers.set(NONCE_OFFSETS_HEADER, record);
      const hit = (await withFreshNonce(new Response(PAGE, { headers }), NEW))!;
      expect(await hit.text(), String(record)).toBe(RENEWED);
    }
  });

  it("is rendered anew (null) when its policy has no nonce", async () => {
    expect(
      await withFreshNonce(
        new Response("<html></html>", { headers: { "content-security-policy": "script-src 'self'" } }),
        NEW,
      ),
    ).toBeNull();
    expect(await withFreshNonce(new Response("<html></html>"), NEW)).toBeNull();
  });
});
