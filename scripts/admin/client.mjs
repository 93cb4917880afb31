/**
 * How the operators' command line talks to a running shop: a POST to /api/web/<call> with the
 * admin token (--token, $ADMIN_TOKEN or .dev.vars), the envelope unwrapped or turned into an error.
 */
import { readFileSync, existsSync } from "node:fs";

function adminToken(options) {
  if (options.token) return options.token;
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  if (existsSync(".dev.vars")) {
    const line = readFileSync(".dev.vars", "utf8")
      .split("\n")
      .find((l) => l.startsWith("ADMIN_TOKEN="));
    if (line) return line.slice("ADMIN_TOKEN=".length).trim().replace(/^"|"$/g, "");
  }
  throw new Error("No admin token: pass --token, set ADMIN_TOKEN or add it to .dev.vars");
}

/**
 * A `send(call, body)` to the shop's admin calls: the answer's data, or an Error with the field
 * messages. A FormData body goes as multipart (a file upload), anything else as JSON.
 */
export function adminClient(options) {
  return async function send(call, body) {
    const multipart = body instanceof FormData;
    const response = await fetch(`${options.url.replace(/\/+$/, "")}/api/web/${call}`, {
      method: "POST",
      headers: {
        ...(multipart ? {} : { "content-type": "application/json" }),
        authorization: `Bearer ${adminToken(options)}`,
      },
      body: multipart ? body : JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({ code: 500, msg: `HTTP ${response.status}`, data: null }));
    if (answer.code !== 0) {
      const fields = answer.data?.fields
        ? `\n${Object.entries(answer.data.fields)
            .map(([f, m]) => `  ${f}: ${m}`)
            .join("\n")}`
        : "";
      throw new Error(`${call} failed (code ${answer.code}): ${answer.msg}${fields}`);
    }
    return answer.data;
  };
}
