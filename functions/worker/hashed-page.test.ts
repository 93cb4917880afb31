import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { answerable, hashOwnScripts, prepareForCache, storedAnswer } from "./hashed-page";

const NONCE = "b2xkIG5vbmNlIG9mIHRoZSBjYWNoZQ==";
const policy = (source: string) => `default-src 'self'; script-src 'self' ${source}; object-src 'none'`;
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const PAGE = [
  `<link rel="modulepreload" href="/a.js" nonce="${NONCE}"/>`,
  `<script nonce="${NONCE}">window.x = 1</script>`,
  `<script type="module" nonce="${NONCE}">import "/a.js";</script>`,
  `<script type="application/json" id="i18n-messages" nonce="${NONCE}">{"a":"say nonce=\\"${NONCE}\\""}</script>`,
  `<script nonce="guessed">alert(1)</script>`,
  `<p>a text with nonce=&quot;${NONCE}&quot; in it</p>`,
  `<script>no nonce here</script><p>ünïcödé ✓</p>`,
  `<script src="/b.js" nonce="${NONCE}"></script>`,
  `<SCRIPT\nnonce="${NONCE}">a()\r\nb()</SCRIPT >`,
].join("");
const STORED = [
  `<link rel="modulepreload" href="/a.js"/>`,
  `<script>window.x = 1</script>`,
  `<script type="module">import "/a.js";</script>`,
  `<script type="application/json" id="i18n-messages">{"a":"say nonce=\\"${NONCE}\\""}</script>`,
  `<script>alert(1)</script>`,
  `<p>a text with nonce=&quot;${NONCE}&quot; in it</p>`,
  `<script>no nonce here</script><p>ünïcödé ✓</p>`,
  `<script src="/b.js"></script>`,
  `<SCRIPT>a()\r\nb()</SCRIPT >`,
].join("");
/** Only the render's own inline scripts of a running type; the text as the parser reads it (CRLF → LF). */
const OWN = [hash("window.x = 1"), hash('import "/a.js";'), hash("a()\nb()")];

describe("hashOwnScripts", () => {
  it("drops every nonce attribute, leaves text and script content alone, and hashes only the render's own scripts", async () => {
    const { html, hashes } = await hashOwnScripts(PAGE, NONCE);
    expect(html).toBe(STORED);
    expect(hashes).toEqual(OWN);
  });

  it("never hashes a script whose nonce is not the render's (injected markup cannot gain a hash)", async () => {
    const { hashes } = await hashOwnScripts(
      `<script nonce="guessed">alert(1)</script><script>alert(2)</script>`,
      NONCE,
    );
    expect(hashes).toEqual([]);
  });
});

describe("a page through the cache", () => {
  const rendered = () =>
    new Response(PAGE, {
      status: 200,
      headers: {
        "content-security-policy": policy(`'nonce-${NONCE}'`),
        "cache-control": "public, s-maxage=300",
        "content-length": String(PAGE.length),
      },
    });

  it("is stored without a nonce, its scripts allowed by hash, and answered as stored", async () => {
    const stored = (await prepareForCache(rendered()))!;
    expect(new TextDecoder().decode(stored.body)).toBe(STORED);
    const stricter = policy(OWN.join(" "));
    expect(stored.headers.get("content-security-policy")).toBe(stricter);
    expect(stored.headers.get("content-security-policy")).not.toMatch(/'unsafe-inline'|'nonce-/);
    expect(stored.headers.has("content-length")).toBe(false);
    expect(answerable(stored.headers)).toBe(true);
    // Twice from memory: each answer is the stored page, and answering it changes nothing stored.
    for (let i = 0; i < 2; i++) {
      const hit = storedAnswer(stored);
      expect(hit.headers.get("content-security-policy")).toBe(stricter);
      expect(hit.headers.get("cache-control")).toBe("public, s-maxage=300");
      hit.headers.set("x-page-cache", "hit-memory");
      expect(await hit.text()).toBe(STORED);
    }
    expect(stored.headers.has("x-page-cache")).toBe(false);
  });

  it("is not stored when its policy names no nonce (nothing says which scripts are its own)", async () => {
    const headers = { "content-security-policy": "script-src 'self'" };
    expect(await prepareForCache(new Response("<script>x()</script>", { headers }))).toBeNull();
    expect(await prepareForCache(new Response("<html></html>"))).toBeNull();
  });

  it("a copy that still names a nonce is not answered from the cache (it is rendered anew)", () => {
    expect(answerable(new Headers({ "content-security-policy": policy(`'nonce-${NONCE}'`) }))).toBe(false);
    expect(answerable(new Headers())).toBe(false);
  });
});
