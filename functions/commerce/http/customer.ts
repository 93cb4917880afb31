/**
 * Reading the signed-in customer from `x-auth` without an extra round trip: sessions store the
 * token's SHA-256, so a query can join on it directly.
 */
export async function tokenHash(token: string | null): Promise<string> {
  if (!token) return "";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** SQL for the current customer's id, given the token hash as the bound parameter. */
export const CURRENT_USER_SQL = "(SELECT user_id FROM sessions WHERE token_hash = ? AND revoked_at IS NULL)";
