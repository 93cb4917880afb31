/**
 * Where to send the shopper after order/pay. The backend answers `redirectUrl` as a path of this
 * shop (the thank-you page) or, for a hosted payment gateway, the gateway's own https page
 * (ADRs 015, 254; Stripe Checkout, ADR 140). Anything else — another scheme, a protocol-relative
 * `//host` — is ignored. Plain http is followed only to a loopback host: the tests' fake gateway.
 */
import { isSafeRedirectPath } from "../../../functions/contract/safe-redirect";

export type PaymentRedirect = { kind: "shop"; path: string } | { kind: "gateway"; url: string } | null;

export function paymentRedirect(redirectUrl: string | undefined): PaymentRedirect {
  if (!redirectUrl) return null;
  // A path of this shop only as the one redirect check sees it (ADR 200); any other "/…" is ignored.
  if (redirectUrl.startsWith("/")) return isSafeRedirectPath(redirectUrl) ? { kind: "shop", path: redirectUrl } : null;
  try {
    const url = new URL(redirectUrl);
    const loopback = url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost");
    return url.protocol === "https:" || loopback ? { kind: "gateway", url: url.toString() } : null;
  } catch {
    return null;
  }
}
