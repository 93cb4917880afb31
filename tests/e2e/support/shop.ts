/**
 * The started shop for browser tests: `wrangler dev` on the built Worker (as `npm start` runs
 * it, on the local D1 that `npm test` migrated and seeded), and Debian's Chromium through
 * playwright-core. Every page records console errors and React hydration warnings.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const SHOP_PORT = Number(process.env.E2E_PORT ?? 8791);
export const SHOP_URL = `http://127.0.0.1:${SHOP_PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** `vars` are passed as `--var KEY:VALUE` (e.g. the WeChat app pointed at the fake WeChat). */
export async function startShop(vars: Record<string, string> = {}): Promise<ChildProcess> {
  const varArgs = Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]);
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(SHOP_PORT),
      "--show-interactive-dev-session=false",
      ...varArgs,
    ],
    {
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`);
    try {
      const response = await fetch(`${SHOP_URL}/favicon.ico`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopShop(child);
  throw new Error(`wrangler dev did not start in time:\n${log}`);
}

export function stopShop(child: ChildProcess | undefined) {
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export type WatchedPage = { page: Page; problems: string[] };

/** A page that collects console errors, page errors and hydration warnings into `problems`. */
export async function openPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    // A fetcher's request superseded by the next one (a second shipping method picked while the
    // first quote's answer was still being read) is aborted on purpose; Remix logs the abort of
    // the answer's decoding as an error. Nothing failed: the newer request answers.
    if (text.startsWith("AbortError: signal is aborted without reason")) return;
    if (message.type() === "error" || /hydrat|did not match|Warning:/i.test(text))
      problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}
