/**
 * The operators' audit log (ADR 106): one `admin_audit` row per operator call that came with the
 * right token, written before the call runs (so a call that fails midway is still on record).
 * Who: a keyed fingerprint of the token (HMAC under SESSION_SECRET), never the token. What: the
 * call and the ids its input named, never whole payloads (an import is recorded as counts).
 * When, and from which address. `admin/audit/list` reads it; `npm run admin -- audit` prints it.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { listOf, offset, paging } from "../kernel/http/paging";
import type { ShopContext } from "../kernel/http/context";

/** Input fields recorded as they are: the ids an operator call acts on, and yes/no choices. */
const ID_FIELDS = ["orderNo", "returnNo", "formSlug", "approve", "page"] as const;

export type AuditKeys = Record<string, string | number | boolean>;

/** The ids an input named, and for each list it carried (an import's products, …) how many items. */
export function auditKeys(input: unknown): AuditKeys {
  if (!input || typeof input !== "object" || Array.isArray(input)) return {};
  const keys: AuditKeys = {};
  for (const [name, value] of Object.entries(input)) {
    if (Array.isArray(value)) keys[name] = value.length;
    else if (
      (ID_FIELDS as readonly string[]).includes(name) &&
      (typeof value === "number" || typeof value === "boolean" || (typeof value === "string" && value.length <= 64))
    )
      keys[name] = value;
    else if (name === "settings" && value && typeof value === "object")
      keys[name] = Object.keys(value).sort().join(",").slice(0, 200);
  }
  return keys;
}

/** 16 hex digits of HMAC-SHA-256(SESSION_SECRET, token): tells tokens apart, reveals nothing of them. */
export async function tokenFingerprint(secret: string, token: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`admin-audit\n${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(token)));
  return [...mac.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const entry = z.object({
  id: z.number().int(),
  token: z.string(),
  call: z.string(),
  keys: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  ip: z.string(),
  outcome: z.enum(["ok", "throttled"]),
  createdAt: z.string(),
});

type EntryRow = {
  id: number;
  token: string;
  call: string;
  keys: string;
  ip: string;
  outcome: "ok" | "throttled";
  created_at: string;
};

export const adminAuditListCall = defineCall({
  path: "admin/audit/list",
  summary: "The operators' audit log, newest first: token fingerprint, call, ids, address, outcome",
  tag: "operators",
  admin: true,
  input: z.object({ call: z.string().trim().min(1).max(100).optional(), ...paging }),
  output: listOf(entry),
  handle: async (ctx: ShopContext, input) => {
    const where = "(?1 IS NULL OR call = ?1)";
    const [list, total] = await ctx.db.batch([
      ctx.db
        .prepare(
          `SELECT id, token, call, keys, ip, outcome, created_at FROM admin_audit WHERE ${where} ORDER BY id DESC LIMIT ?2 OFFSET ?3`,
        )
        .bind(input.call ?? null, input.pageSize, offset(input)),
      ctx.db.prepare(`SELECT count(*) AS total FROM admin_audit WHERE ${where}`).bind(input.call ?? null),
    ]);
    return {
      list: (list.results as EntryRow[]).map((row) => ({
        id: row.id,
        token: row.token,
        call: row.call,
        keys: JSON.parse(row.keys) as AuditKeys,
        ip: row.ip,
        outcome: row.outcome,
        createdAt: row.created_at,
      })),
      total: (total.results[0] as { total: number }).total,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
