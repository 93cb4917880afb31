/**
 * A report names the commit it measured, so a bench refuses a checkout with changes (`git status
 * --porcelain` not empty) unless `--allow-dirty`, which stamps the report as not counting.
 */
import { execSync } from "node:child_process";
import { resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");
export const git = (command) => execSync(`git ${command}`, { cwd: root, encoding: "utf8" }).trim();

/** Exits with an error on a dirty checkout without --allow-dirty; else `{ commit, dirty, counts }`. */
export function measuredCommit(argv = process.argv) {
  const changes = git("status --porcelain");
  if (changes && !argv.includes("--allow-dirty")) {
    console.error(
      `bench: the checkout has changes, so the report could not name what it measured:\n${changes}\nCommit them (or run with --allow-dirty: the report is then stamped as not counting).`,
    );
    process.exit(1);
  }
  return { commit: git("rev-parse HEAD"), dirty: changes !== "", counts: changes === "" };
}
