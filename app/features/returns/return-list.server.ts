/**
 * The after-sales list's loader (routes/user.return._index.tsx): one page of the shopper's
 * applications for the status in the address, and on the first page of "all" or "pending" the
 * refunds asked for before shipping (orders waiting as "pending cancellation", docs/decisions/213).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadAccountPage } from "~/features/account/account-data.server";
import { RETURN_LIST_STATUSES } from "./return-list-statuses";

const PAGE_SIZE = 10;

export function loadReturnListPage(args: LoaderFunctionArgs) {
  const search = new URL(args.request.url).searchParams;
  const status = RETURN_LIST_STATUSES.find((value) => value === search.get("status"));
  const page = Math.min(1000, Math.max(1, Math.floor(Number(search.get("page"))) || 1));
  // Refund requests wait for approval: they belong with the pending applications, on the first page.
  const withRefunds = page === 1 && (!status || status === "pending_approval");
  return loadAccountPage(args, async (upstream) => {
    const [returns, refunds] = await Promise.all([
      upstream.call("return/list", { status, page, pageSize: PAGE_SIZE }),
      withRefunds ? upstream.call("order/list", { status: "pending_cancellation", page: 1, pageSize: 20 }) : null,
    ]);
    return { ...returns, refunds: refunds?.list ?? [] };
  });
}
