/**
 * The localStorage mirror of the signed-in shopper (docs/spec.md §4):
 * display info only, never the token. It follows the server's answer on every page, so signing
 * out (or a session ending) clears it.
 */
import { useEffect } from "react";

const MIRROR_KEY = "shop.user";

export function clearAccountMirror() {
  try {
    localStorage.removeItem(MIRROR_KEY);
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

export function useAccountMirror(account: { name: string } | null) {
  const name = account?.name ?? null;
  useEffect(() => {
    if (name === null) return clearAccountMirror();
    try {
      localStorage.setItem(MIRROR_KEY, JSON.stringify({ name }));
    } catch {
      // Without storage the head still shows the name from the server.
    }
  }, [name]);
}
