/**
 * axe-core in the browser tests: the engine's source is evaluated in the page (not a <script>
 * tag, so no CSP or disabled JavaScript stands in the way) and run against WCAG 2.2 A/AA and
 * axe's best practices (landmarks, one h1, heading order…). "JavaScript off" is judged on the
 * server's HTML exactly as a browser without JavaScript gets it: every document response has
 * its scripts removed and its <noscript> content unwrapped before the page sees it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { SHOP_URL } from "./shop";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type AxeResult = { violations: Array<{ id: string; nodes: Array<{ target: string[]; failureSummary?: string }> }> };

/** One line per violation: rule, the first offending elements and why. Empty means none. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
      }),
    TAGS,
  )) as AxeResult;
  return result.violations.map(
    (violation) =>
      `${page.url()} ${violation.id}: ` +
      violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(" ")} (${(node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 160)})`)
        .join("; "),
  );
}

/** Serve this context's documents as a browser without JavaScript would render them. */
export async function withoutJavaScript(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.origin === SHOP_URL,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      const html = (await response.text())
        .replace(/<script\b[\s\S]*?<\/script>/gi, "")
        .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
        .replace(/<\/?noscript>/gi, "");
      await route.fulfill({ response, body: html });
    },
  );
}
