/**
 * A page from the edge cache holds the nonce of the render that filled the cache. Serving it as
 * is would hand every visitor the same nonce (an attacker who reads it once can inject scripts
 * that pass). On every hit the Worker swaps it for this response's nonce: in the policy header
 * and on exactly the elements that carried the old one, so an element that had no nonce (or a
 * wrong one) never gains one. See docs/decisions/031.
 */
import { nonceOfPolicy } from "../app/lib/content-security-policy";

/** The cached page with `nonce` in place of its own; null when it has no nonce to swap (render it anew). */
export function withFreshNonce(cached: Response, nonce: string): Response | null {
  const policy = cached.headers.get("content-security-policy");
  const old = nonceOfPolicy(policy);
  if (!old || !policy) return null;
  const headers = new Headers(cached.headers);
  headers.set("content-security-policy", policy.replace(`'nonce-${old}'`, `'nonce-${nonce}'`));
  const page = new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === old) element.setAttribute("nonce", nonce);
        else element.removeAttribute("nonce");
      },
    })
    .transform(page);
}
