/**
 * The operators' command line, talking to a running shop's admin calls (admin/import,
 * admin/outbox, admin/order/*, admin/return/*, admin/payment/events, admin/audit/list) with the ADMIN_TOKEN. Run `npm run admin -- --help`.
 */
import { readFileSync, existsSync } from "node:fs";
import { parseArgs } from "node:util";

const HELP = `Usage: npm run admin -- <command> [options]

Commands:
  import <file.json>   Upsert the catalogue and content in a JSON document (idempotent).
                       Keys: categories, tags, products, collections, articles, pages,
                       promotions, coupons, templates, settings (see docs/api.md).
  outbox [--to ADDR]   Show the latest mail and SMS the shop sent (codes included).
  order ship <orderNo> <expressName> <expressNo>
                       Record a shipment (paid or cash-on-delivery orders in progress).
  order paid <orderNo> Mark an unpaid order paid (bank transfer received, cash collected).
  order approve-cancel <orderNo>
                       Approve a paid order's cancellation or refund; stock and coupon go back.
                       Stripe: refunded through Stripe, pending until Stripe confirms it.
                       Bank transfer / cash on delivery: YOU pay the money back yourself,
                       then record it with "order refunded".
  order refunded <orderNo>
                       Record that you paid an offline order's pending refund out yourself.
  payments [--order NO] [--limit N]
                       The latest payment events (Stripe webhooks) and what each did:
                       paid, already paid, mismatch, not payable, failed, refunded, ignored.
  return approve <returnNo>
                       Approve an after-sales application (returns and exchanges get the
                       return address to send the goods to).
  return refuse <returnNo> <reason>
                       Refuse it with the reason the shopper sees; it ends.
  return complete <returnNo> [expressName expressNo]
                       Complete an approved application once the goods are on their way
                       back (refund only: at once); an exchange names the new goods' shipment.
                       A refund goes through Stripe, or is yours to pay out (offline orders).
  audit [--limit N] [--call NAME]
                       The latest operator calls (newest first): when, from which address,
                       which token (a fingerprint), the call, the ids it named, the outcome.

Options:
  --url URL            The shop (default http://127.0.0.1:8787)
  --token TOKEN        The admin token (default: $ADMIN_TOKEN, else ADMIN_TOKEN in .dev.vars)
  --to ADDR            outbox: only messages to this email address or mobile number
  --order NO           payments: only events of this order
  --limit N            payments: how many events (default 30); audit: how many entries (default 20, at most 100)
  --call NAME          audit: only this call, e.g. admin/order/ship
  -h, --help           Show this help
`;

/** Larger documents are sent in parts of this many items, kinds in dependency order. */
const PART_SIZE = 200;
const ORDER = [
  "settings",
  "templates",
  "categories",
  "tags",
  "products",
  "collections",
  "articles",
  "pages",
  "promotions",
  "coupons",
];

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string", default: "http://127.0.0.1:8787" },
    token: { type: "string" },
    to: { type: "string" },
    order: { type: "string" },
    limit: { type: "string" },
    call: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

function adminToken() {
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

async function send(call, body) {
  const response = await fetch(`${options.url.replace(/\/+$/, "")}/api/web/${call}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${adminToken()}` },
    body: JSON.stringify(body),
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
}

function parts(document) {
  const out = [];
  for (const kind of ORDER) {
    const value = document[kind];
    if (value === undefined) continue;
    if (!Array.isArray(value)) out.push({ [kind]: value });
    else for (let i = 0; i < value.length; i += PART_SIZE) out.push({ [kind]: value.slice(i, i + PART_SIZE) });
  }
  const unknown = Object.keys(document).filter((key) => !ORDER.includes(key));
  if (unknown.length) throw new Error(`Unknown keys in the document: ${unknown.join(", ")}`);
  return out;
}

async function importFile(file) {
  if (!file) throw new Error("import needs a file: npm run admin -- import shop.json");
  const document = JSON.parse(readFileSync(file, "utf8"));
  const totals = {};
  const refused = [];
  for (const part of parts(document)) {
    const { refused: notImported = [], ...counts } = await send("admin/import", part);
    refused.push(...notImported);
    for (const [kind, count] of Object.entries(counts)) totals[kind] = (totals[kind] ?? 0) + count;
  }
  const summary = Object.entries(totals)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`);
  console.log(`Imported ${summary.join(", ") || "nothing"} into ${options.url}.`);
  // Items the shop would not take (e.g. an article slug a customer's article holds), one per line.
  for (const item of refused) console.log(`  not imported: ${item.message}`);
  if (refused.length) process.exitCode = 1;
}

async function showOutbox() {
  const messages = await send("admin/outbox", options.to ? { to: options.to } : {});
  if (!messages.length) console.log("The outbox is empty.");
  for (const m of messages)
    console.log(
      `${m.createdAt}  ${m.channel.padEnd(4)}  ${m.to}  ${m.subject || ""}${m.code ? `  code ${m.code}` : ""}\n    ${m.text.split("\n")[0]}`,
    );
}

/** The order operations, each one admin/order/* call; prints the order's state after it. */
async function orderCommand([action, orderNo, ...rest]) {
  const calls = {
    ship: "admin/order/ship",
    paid: "admin/order/markPaid",
    "approve-cancel": "admin/order/approveCancel",
    refunded: "admin/order/recordRefund",
  };
  if (!calls[action] || !orderNo)
    throw new Error("Usage: order ship|paid|approve-cancel|refunded <orderNo> [expressName expressNo]");
  if (action === "ship" && rest.length < 2) throw new Error("order ship needs <orderNo> <expressName> <expressNo>");
  const body = action === "ship" ? { orderNo, expressName: rest[0], expressNo: rest[1] } : { orderNo };
  const order = await send(calls[action], body);
  console.log(
    `${order.orderNo}  ${order.status}  ${order.payStatus}  ${order.shipments.map((s) => `${s.expressName} ${s.expressNo}`).join(", ")}`,
  );
  refundNote(order);
}

/** Says plainly who moves the money of a pending refund. */
function refundNote(order) {
  if (order.refundPending > 0 && order.refundManual) {
    console.log(
      `  Refund of ${order.refundPending} ${order.currency} (minor units) is YOURS to pay: this order was paid by ${order.paymentMethodId}.`,
    );
    console.log(`  Pay it back to the shopper, then run: npm run admin -- order refunded ${order.orderNo}`);
  } else if (order.refundPending > 0) {
    console.log(
      `  Refund of ${order.refundPending} ${order.currency} (minor units) asked of ${order.paymentMethodId}; pending until its webhook confirms it (npm run admin -- payments).`,
    );
  } else if (order.refundedAmount > 0) {
    console.log(`  Refunded: ${order.refundedAmount} ${order.currency} (minor units).`);
  }
}

/** The latest verified payment events and their outcome, newest first. */
async function showPayments() {
  const limit = options.limit ? Number(options.limit) : 30;
  const { list } = await send("admin/payment/events", { ...(options.order ? { orderNo: options.order } : {}), limit });
  if (!list.length) console.log("No payment events yet.");
  for (const e of list) {
    const amount = e.amount === null ? "" : `${e.amount} ${e.currency ?? ""}`;
    console.log(
      `${e.createdAt}  ${e.provider.padEnd(7)}  ${e.type.padEnd(32)}  ${(e.orderNo ?? "-").padEnd(14)}  ${amount.padEnd(14)}  ${e.outcome}${e.detail ? ` (${e.detail})` : ""}`,
    );
  }
}

/** The after-sales operations, each one admin/return/* call; prints the application's state after it. */
async function returnCommand([action, returnNo, ...rest]) {
  if (!["approve", "refuse", "complete"].includes(action) || !returnNo)
    throw new Error("Usage: return approve|refuse|complete <returnNo> [reason | expressName expressNo]");
  if (action === "refuse" && !rest.length) throw new Error("return refuse needs <returnNo> <reason>");
  const result =
    action === "complete"
      ? await send(
          "admin/return/complete",
          rest.length >= 2 ? { returnNo, expressName: rest[0], expressNo: rest[1] } : { returnNo },
        )
      : await send(
          "admin/return/audit",
          action === "approve" ? { returnNo, approve: true } : { returnNo, approve: false, refuseDesc: rest.join(" ") },
        );
  console.log(
    `${result.returnNo}  ${result.status}  audit ${result.auditStatus}  refund ${result.refundAmount} ${result.currency}${result.refuseDesc ? `  "${result.refuseDesc}"` : ""}`,
  );
  if (result.refundPending && result.refundManual)
    console.log(
      `  This refund is YOURS to pay (offline payment). Pay it, then run: npm run admin -- order refunded ${result.orderNo}`,
    );
  else if (result.refundPending)
    console.log(
      "  Refund asked of the payment provider; pending until its webhook confirms it (npm run admin -- payments).",
    );
}

/** The audit log (admin/audit/list), one line per operator call. */
async function showAudit() {
  const pageSize = Math.min(100, Math.max(1, Number.parseInt(options.limit, 10) || 20));
  const { list, total } = await send("admin/audit/list", { pageSize, ...(options.call ? { call: options.call } : {}) });
  if (!list.length) console.log("No operator calls recorded.");
  for (const e of list) {
    const keys = Object.entries(e.keys)
      .map(([name, value]) => `${name}=${value}`)
      .join(" ");
    console.log(
      `${e.createdAt}  ${e.ip || "-"}  token ${e.token}  ${e.outcome.padEnd(9)}  ${e.call}${keys ? `  ${keys}` : ""}`,
    );
  }
  if (total > list.length) console.log(`(${list.length} of ${total}; --limit shows more)`);
}

try {
  const [command, ...rest] = positionals;
  if (options.help || !command) console.log(HELP);
  else if (command === "import") await importFile(rest[0]);
  else if (command === "outbox") await showOutbox();
  else if (command === "order") await orderCommand(rest);
  else if (command === "return") await returnCommand(rest);
  else if (command === "audit") await showAudit();
  else if (command === "payments") await showPayments();
  else throw new Error(`Unknown command "${command}". Run npm run admin -- --help`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
