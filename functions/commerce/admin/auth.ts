/** Operators authenticate with the ADMIN_TOKEN secret as a bearer token, compared in constant time. */
export function isAdmin(request: Request, env: Env): boolean {
  const expected = env.ADMIN_TOKEN ?? "";
  const header = request.headers.get("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
  if (!expected || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}
