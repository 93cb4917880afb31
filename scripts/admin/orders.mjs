/**
 * The commands that change an order or an after-sales application (`order …`, `return …`),
 * each one admin call, printing the state after it and who moves the money of a pending refund.
 */

/** The order operations, each one admin/order/* call; prints the order's state after it. */
export async function orderCommand(send, [action, orderNo, ...rest]) {
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

/** The after-sales operations, each one admin/return/* call; prints the application's state after it. */
export async function returnCommand(send, [action, returnNo, ...rest]) {
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
