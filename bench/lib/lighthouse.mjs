/**
 * Lighthouse, mobile profile (its default: emulated phone, simulated slow 4G and CPU slowdown),
 * run through its own CLI on Debian's Chromium, three times per page; each category's median
 * counts. For a category below 100, the audits that cost points in the median run are listed.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const RUNS = 3;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking";
const CLI = resolve(import.meta.dirname, "../../node_modules/lighthouse/cli/index.js");

function runOnce(url) {
  const args = [
    CLI,
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", fail);
    child.on("close", (code) => {
      if (code !== 0)
        return fail(new Error(`lighthouse exited with ${code}: ${stderr.trim().split("\n").slice(-3).join(" ")}`));
      const lhr = JSON.parse(stdout);
      if (lhr.runtimeError) return fail(new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`));
      done(lhr);
    });
  });
}

function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

/** What an audit found, briefly: the console message, the element or the URL of its first items. */
function evidence(audit) {
  return (audit.details?.items ?? [])
    .slice(0, 2)
    .map((item) => String(item.description ?? item.node?.snippet ?? item.url ?? "").slice(0, 160))
    .filter(Boolean);
}

/** Audits that lost points in a category, worst first (weight × missing score). */
function losses(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .sort((a, b) => b.weight * (1 - lhr.audits[b.id].score) - a.weight * (1 - lhr.audits[a.id].score))
    .slice(0, 4)
    .map((ref) => ({ audit: ref.id, evidence: evidence(lhr.audits[ref.id]) }));
}

/** The SEO score without the `is-crawlable` audit (weights as Lighthouse counts them). */
function seoWithoutCrawlable(lhr) {
  const refs = lhr.categories.seo.auditRefs.filter(
    (ref) => ref.id !== "is-crawlable" && ref.weight > 0 && lhr.audits[ref.id].score !== null,
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return weight
    ? Math.round((refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight) * 100)
    : null;
}

/** A page that asks not to be indexed (robots meta or X-Robots-Tag) is exempt from `is-crawlable`. */
async function isNoindex(url) {
  const response = await fetch(url);
  const html = await response.text();
  return (
    /noindex/i.test(response.headers.get("x-robots-tag") ?? "") ||
    /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html)
  );
}

/** `pages` maps a page type to its path. Throws with the reason when Lighthouse cannot run here. */
export async function lighthouseScores(origin, pages) {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const result = {};
  for (const [name, path] of Object.entries(pages)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runOnce(origin + path));
    const page = { path, runs: runs.map((lhr) => Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)]))) };
    for (const category of CATEGORIES) {
      const ordered = [...runs].sort((a, b) => score(a, category) - score(b, category));
      const median = ordered[Math.floor(ordered.length / 2)];
      page[category] = { median: score(median, category), lost: losses(median, category) };
    }
    page.noindex = await isNoindex(origin + path);
    const withoutCrawlable = runs.map(seoWithoutCrawlable).sort((a, b) => a - b);
    page.seoWithoutCrawlable = { median: withoutCrawlable[Math.floor(withoutCrawlable.length / 2)] };
    page.metrics = Object.fromEntries(
      ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].map(
        (id) => {
          const values = runs.map((lhr) => lhr.audits[id].numericValue).sort((a, b) => a - b);
          return [id, values[Math.floor(values.length / 2)]];
        },
      ),
    );
    result[name] = page;
    console.log(`lighthouse ${name}: ${CATEGORIES.map((c) => `${c} ${page[c].median}`).join(", ")}`);
  }
  return result;
}
