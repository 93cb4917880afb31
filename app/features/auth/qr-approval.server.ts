/**
 * The phone's side of QR sign-in (routes/auth.qr.$ticket.tsx): which device asks (auth/qr/scan),
 * and the answer (auth/qr/confirm). Signed-out phones sign in first.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { UpstreamError } from "~/lib/envelope";
import { failureReply } from "~/lib/action-failure.server";
import { requireSession } from "~/lib/session.server";

export async function loadQrApproval(args: LoaderFunctionArgs) {
  await requireSession(args);
  const page = await loadPage(args);
  try {
    const asking = await args.context.upstream.call("auth/qr/scan", { ticket: args.params.ticket ?? "" });
    return data({ ...page.data, asking, problem: null }, page.init ?? undefined);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ ...page.data, asking: null, problem: error.message }, page.init ?? undefined);
  }
}

export async function qrApprovalAction(args: ActionFunctionArgs) {
  await requireSession(args);
  const approve = (await args.request.formData()).get("intent") === "approve";
  try {
    await args.context.upstream.call("auth/qr/confirm", { ticket: args.params.ticket ?? "", approve });
    return { done: approve ? "auth.qrApproved" : "auth.qrDeclinedDone", result: null };
  } catch (error) {
    return data({ done: null, result: failureReply(error, args).result }, { status: 400 });
  }
}
