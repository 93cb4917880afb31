/**
 * Where to send the shopper after order/pay. The backend answers `redirectUrl` as a path of this
 * shop (the thank-you page) or, for a hosted payment gateway, the gateway's own https page
 * (ADR 015). Anything else — another scheme, a protocol-relative `//host` — is ignored.
 */
export type PaymentRedirect = { kind: "shop"; path: string } | { kind: "gateway"; url: string } | null;

export function paymentRedirect(redirectUrl: string | undefined): PaymentRedirect {
  if (!redirectUrl) return null;
  if (redirectUrl.startsWith("/") && !redirectUrl.startsWith("//") && !redirectUrl.startsWith("/\\")) return { kind: "shop", path: redirectUrl };
  try {
    const url = new URL(redirectUrl);
    return url.protocol === "https:" ? { kind: "gateway", url: url.toString() } : null;
  } catch {
    return null;
  }
}
