/** Helpers for the commerce suite: seed the demo shop, send calls and route requests in-process. */
import { env } from "cloudflare:test";
import commerce from "../index";
import { generateShop } from "../demo/generate";
import { shopStatements } from "../demo/sql";

export const ORIGIN = "http://shop.test";

/** The operator's headers: the suite's ADMIN_TOKEN (vitest.commerce.config.ts). */
export const ADMIN = { authorization: "Bearer test-admin-token" };

export async function seedDemoShop(products = 240): Promise<void> {
  const { results } = await env.DB.prepare("SELECT count(*) AS n FROM products").run<{ n: number }>();
  if (results[0].n > 0) return;
  const statements = shopStatements(generateShop({ products }));
  for (let start = 0; start < statements.length; start += 50) {
    await env.DB.batch(statements.slice(start, start + 50).map((sql) => env.DB.prepare(sql)));
  }
}

export type Answer<T = any> = { status: number; headers: Headers; body: { code: number; msg: string; data: T } };

async function answer<T>(response: Response): Promise<Answer<T>> {
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer<T>["body"] };
}

export async function call<T = any>(
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const init: RequestInit = { method: "POST", headers: { "content-type": "application/json", ...headers } };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  return answer<T>(await commerce.fetch(new Request(`${ORIGIN}/api/web/${path}`, init), env, {} as ExecutionContext));
}

export async function route<T = any>(path: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
  // Appended, not resolved: a path like "//" is a path here, not a protocol-relative address.
  const url = new URL(ORIGIN + path);
  url.searchParams.set("request", "route");
  return answer<T>(await commerce.fetch(new Request(url, { headers }), env, {} as ExecutionContext));
}

/** Every `data-component` element of composed HTML, with its props parsed back from the attribute. */
export function components(html: string): { name: string; props: any }[] {
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  return [...html.matchAll(/<div data-component="([^"]+)" data-props="([^"]*)"><\/div>/g)].map((match) => ({
    name: match[1],
    props: JSON.parse(unescape(match[2])),
  }));
}
