/**
 * The way to sign-in, for the server (guards, actions) and the browser (use-api) alike: back to
 * `returnPath` afterwards, and, when a session the shopper had has ended (codes 50/51), saying
 * so: the sign-in page then shows "login error" (docs/spec.md §8).
 */
export const SESSION_ENDED_PARAM = "session";
export const SESSION_ENDED_VALUE = "ended";

export function signInHref(signInPath: string, returnPath: string, sessionEnded = false): string {
  const search = new URLSearchParams({ redirect: returnPath });
  if (sessionEnded) search.set(SESSION_ENDED_PARAM, SESSION_ENDED_VALUE);
  return `${signInPath}?${search}`;
}

export const sessionEnded = (search: URLSearchParams) => search.get(SESSION_ENDED_PARAM) === SESSION_ENDED_VALUE;
