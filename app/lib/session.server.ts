/**
 * The shopper's session: the backend token lives only in an HttpOnly, SameSite=Lax cookie
 * (Secure in production; functions/contract/session-cookie.ts); the browser's script never sees
 * it. The proxy and the upstream client read it. Guards: `requireSession` for user/* screens, `redirectSignedIn` for auth screens.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { UpstreamError } from "./envelope";
import { splitLanguage, withLanguage } from "./url-rules";
import { signInHref } from "./sign-in-link";
import { safeRedirectPath } from "../../functions/contract/safe-redirect";
import { clearSessionCookie, sessionCookie } from "../../functions/contract/session-cookie";

/**
 * Where to go after signing in (or any redirect taken from the request): only a path on this
 * site, judged after normalisation by the one redirect check (functions/contract/safe-redirect.ts,
 * ADR 200), else the fallback.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  return safeRedirectPath(target, fallback);
}

export type SessionUser = {
  id: number;
  email: string | null;
  mobile: string | null;
  countryCode: string | null;
  fullName: string;
  nickname: string;
  emailVerified: boolean;
};

type GuardArgs = { request: Request; context: AppLoadContext };

/**
 * Sign-in in the page's language, coming back to this page (or `returnPath`, the page a form
 * was posted from) afterwards; `sessionEnded` makes it say "login error".
 */
export function signInUrl(request: Request, options: { returnPath?: string; sessionEnded?: boolean } = {}): string {
  const url = new URL(request.url);
  const { prefix } = splitLanguage(url.pathname);
  return signInHref(
    withLanguage("/auth/signin", prefix),
    safeRedirect(options.returnPath, url.pathname + url.search),
    options.sessionEnded,
  );
}

/**
 * The answer to a session the backend no longer knows (code 50/51): forget it (the HttpOnly
 * cookie can only be cleared by an answer), say "login error" and go to sign-in, coming back to
 * `returnPath` (an action's page) or the requested page.
 */
export function signOutToSignIn(request: Request, secure = false, returnPath?: string) {
  return redirect(signInUrl(request, { returnPath, sessionEnded: true }), {
    headers: { "set-cookie": clearSessionCookie(secure) },
  });
}

/** The signed-in customer, checked with the backend; null without a live session. */
export async function currentUser({ context }: GuardArgs): Promise<SessionUser | null> {
  if (!context.session.signedIn) return null;
  try {
    return await context.upstream.call("user/info");
  } catch (error) {
    if (error instanceof UpstreamError && error.signedOut) return null;
    throw error;
  }
}

/** For user/* loaders: the customer, or a redirect to sign-in that comes back here afterwards. */
export async function requireSession(args: GuardArgs): Promise<SessionUser> {
  const user = await currentUser(args);
  if (user) return user;
  const { signedIn: hadCookie, secure } = args.context.session;
  // A cookie the backend no longer knows is a session that ended; without one it is a visitor.
  throw redirect(
    signInUrl(args.request, { sessionEnded: hadCookie }),
    hadCookie ? { headers: { "set-cookie": clearSessionCookie(secure) } } : undefined,
  );
}

/** Where a shopper goes once signed in: the same-site path they came from, else their account (never back to an auth screen). */
export function afterSignIn(request: Request, target: FormDataEntryValue | string | null | undefined): string {
  const { prefix } = splitLanguage(new URL(request.url).pathname);
  const fallback = withLanguage("/user/center", prefix);
  const to = safeRedirect(target, fallback);
  return /^(\/[\w-]+)?\/auth\//.test(to) ? fallback : to;
}

/** The answer to a successful sign-in: the token into the cookie, then on to `afterSignIn`. */
export function signedInRedirect(
  { request, context }: GuardArgs,
  token: string,
  target: FormDataEntryValue | string | null | undefined,
) {
  return redirect(afterSignIn(request, target), {
    headers: { "set-cookie": sessionCookie(token, context.session.secure) },
  });
}

/** For auth/* loaders: a signed-in shopper goes on to where they were headed, or their account. */
export async function redirectSignedIn(args: GuardArgs): Promise<void> {
  if (!(await currentUser(args))) return;
  throw redirect(afterSignIn(args.request, new URL(args.request.url).searchParams.get("redirect")));
}
