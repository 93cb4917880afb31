/**
 * The response's CSP nonce for components that render inline scripts. The server render
 * provides it (entry.server.tsx); in the browser there is none, and none is needed: scripts
 * added after hydration come from this origin's files, and browsers hide the attribute anyway.
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
