/**
 * The sign-in page's QR tab on the server: a new ticket (then a redirect that keeps it in the
 * URL, so refreshing polls the same ticket), or the ticket's state with its QR code drawn as SVG.
 * A confirmed ticket signs this browser in.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderSVG } from "uqr";
import type { QrState } from "~/features/auth/QrSignin";
import { signedInRedirect } from "../../lib/session.server";
import { splitLanguage, withLanguage } from "../../lib/url-rules";

export async function loadQrSignin(args: LoaderFunctionArgs): Promise<QrState> {
  const { request, context } = args;
  const url = new URL(request.url);
  const upstream = context.upstream;
  const ticket = url.searchParams.get("ticket");
  if (!ticket) {
    const created = await upstream.call("auth/qr/create");
    url.searchParams.set("ticket", created.ticket);
    throw redirect(url.pathname + url.search);
  }
  const answer = await upstream.call("auth/qr/status", { ticket });
  if (answer.status === "confirmed" && answer.token)
    throw signedInRedirect(args, answer.token, url.searchParams.get("redirect"));
  const approveUrl = `${url.origin}${withLanguage(`/auth/qr/${encodeURIComponent(ticket)}`, splitLanguage(url.pathname).prefix)}`;
  const status = answer.status === "confirmed" ? "expired" : answer.status;
  return { ticket, url: approveUrl, svg: renderSVG(approveUrl, { border: 1 }), status };
}
