/**
 * return.updated on the customer's open sockets after an operator decides (audit, complete), so
 * an open return page refreshes itself. The customer's own moves need no push: their page
 * reloads with the answer.
 */
import type { ShopContext } from "../kernel/http/context";

export async function pushReturnUpdate(
  ctx: ShopContext,
  changed: { returnNo: string; status: string; auditStatus: string },
) {
  const row = await ctx.db
    .prepare("SELECT user_id FROM returns WHERE return_no = ?")
    .bind(changed.returnNo)
    .first<{ user_id: number | null }>();
  if (!row?.user_id) return;
  await ctx.realtime.toUser(row.user_id, {
    type: "return.updated",
    data: { returnNo: changed.returnNo, status: changed.status, auditStatus: changed.auditStatus },
  });
}
