/**
 * Response headers of the built Worker (docs/decisions/031): every HTML page carries a
 * Content-Security-Policy whose nonce is new for every response and is on every inline script
 * of the page (Remix's, React's streaming ones, JSON-LD, the i18n block); a page from the edge
 * cache carries no nonce, its own inline scripts allowed by hash (docs/decisions/324);
 * frame-ancestors, nosniff and a Referrer-Policy on everything.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { demoSlugs, routePaths } from "../support/route-paths";

let worker: TestWorker;
let paths: Array<{ pattern: string; path: string }>;

beforeAll(async () => {
  worker = await startWorker();
  paths = routePaths(await demoSlugs(worker));
});
afterAll(() => worker?.dispose());

const policyNonce = (policy: string | null) => policy?.match(/script-src [^;]*'nonce-([^']+)'/)?.[1];

/** Every <script …> opening tag of a page and the nonce it carries (undefined when none). */
const scriptNonces = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1].match(/\snonce="([^"]*)"/)?.[1]);

/** What the checks read of an answer (Miniflare's Response is undici's, not the DOM type). */
type Answer = { headers: { get(name: string): string | null } };

function expectSecured(response: Answer, html: string, label: string) {
  const policy = response.headers.get("content-security-policy");
  const nonce = policyNonce(policy);
  expect(nonce, `${label}: ${policy}`).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const nonces = scriptNonces(html);
  expect(nonces.length, label).toBeGreaterThan(2);
  expect(new Set(nonces), `${label}: every inline script carries this response's nonce`).toEqual(new Set([nonce]));
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  return nonce!;
}

describe("every page", () => {
  it("carries the policy, with its nonce on every inline script, and a new nonce each time", async () => {
    const seen = new Set<string>();
    for (const { pattern, path } of paths) {
      const response = await worker.fetch(path, { headers: { cookie: "currency=USD" } });
      if (response.status >= 300 && response.status < 400) continue; // sign-in redirects have no document
      const html = await response.text();
      const nonce = expectSecured(response, html, `${pattern} (${response.status})`);
      expect(seen.has(nonce), `${pattern}: nonce reused`).toBe(false);
      seen.add(nonce);
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it("error pages too", async () => {
    const response = await worker.fetch("/no/such/page", { headers: { cookie: "currency=USD" } });
    expect(response.status).toBe(404);
    expectSecured(response, await response.text(), "404");
  });
});

describe("pages from the edge cache", () => {
  /** The inline scripts a browser would run: no src, no type or a JavaScript/module type. */
  const runningScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/g)]
      .filter(([, attributes]) => !/\ssrc=/.test(attributes))
      .filter(([, attributes]) => /^(|module|text\/javascript)$/.test(attributes.match(/\stype="([^"]*)"/)?.[1] ?? ""))
      .map(([, , text]) => text);
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("are answered as stored: no nonce to replay, every inline script allowed by its hash alone (ADR 324)", async () => {
    const path = `/zh/page/about?csp-cache=${Date.now()}`;
    const first = await worker.fetch(path);
    const firstHtml = await first.text();
    const missNonce = expectSecured(first, firstHtml, "miss");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stored = firstHtml.replaceAll(` nonce="${missNonce}"`, "");
    for (let i = 0; i < 3; i++) {
      const hit = await worker.fetch(path);
      expect(hit.headers.get("x-page-cache")).toMatch(/^hit-(memory|cache)$/);
      const html = await hit.text();
      const policy = hit.headers.get("content-security-policy")!;
      expect(html, "the stored page is the render without its nonce attributes").toBe(stored);
      expect(html).not.toContain("nonce=");
      expect(policy).not.toContain("'nonce-");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy).toContain("frame-ancestors 'self'");
      const scripts = runningScripts(html);
      expect(scripts.length).toBeGreaterThan(1);
      const allowed = new Set(policy.match(/'sha256-[^']+'/g));
      expect(allowed).toEqual(new Set(scripts.map(sha256)));
      expect(allowed.has(sha256("alert(1)"))).toBe(false);
      expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("answers that are not pages", () => {
  it("are nosniff with a referrer policy, and the API is never framed as a page", async () => {
    const response = await worker.fetch("/api/web/site/config", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("a redirect too", async () => {
    const response = await worker.fetch("/user/center");
    expect(response.status).toBe(302);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
