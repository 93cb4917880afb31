/**
 * The read-only commands: the outbox (mail and SMS sent), the payment events and the audit log
 * of operator calls, newest first, one line each.
 */

export async function showOutbox(send, options) {
  const messages = await send("admin/outbox", options.to ? { to: options.to } : {});
  if (!messages.length) console.log("The outbox is empty.");
  for (const m of messages)
    console.log(
      `${m.createdAt}  ${m.channel.padEnd(4)}  ${m.to}  ${m.subject || ""}${m.code ? `  code ${m.code}` : ""}\n    ${m.text.split("\n")[0]}`,
    );
}

/** The latest verified payment events and their outcome, newest first. */
export async function showPayments(send, options) {
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

/** The audit log (admin/audit/list), one line per operator call. */
export async function showAudit(send, options) {
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
