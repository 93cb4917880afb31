/**
 * A coupon's claim (routes/coupon.$slug.tsx). Claiming is a signed-in action: a visitor's POST is
 * redirected to sign in and comes back.
 */
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { failureReply } from "~/lib/action-failure.server";
import { signInUrl } from "~/lib/session.server";

export async function claimCouponAction(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  if (!context.session.signedIn) return redirect(signInUrl(request));
  try {
    await context.upstream.call("coupon/claim", { slug: params.slug ?? "" });
    return { claimed: true as const };
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ result }, { status });
  }
}
