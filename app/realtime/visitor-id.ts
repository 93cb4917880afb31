/**
 * The visitor id (docs/spec.md §4): random,
 * made once per browser, shared by the socket, tracking and the QR sign-in. Without storage
 * (private mode, blocked) it lives for the page only.
 */
const KEY = "visitorId";
let fallback: string | null = null;

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return "v" + Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function visitorId(storage: Pick<Storage, "getItem" | "setItem"> | null = safeLocalStorage()): string {
  try {
    const kept = storage?.getItem(KEY);
    if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
    const made = newId();
    storage?.setItem(KEY, made);
    if (storage) return made;
  } catch {
    // Storage refused: fall through to a per-page id.
  }
  return (fallback ??= newId());
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
