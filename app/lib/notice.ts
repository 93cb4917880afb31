/**
 * How a failed answer is told to the shopper (docs/spec.md §8), decided in one place for
 * browser calls and action results alike: a dialog for code 10, the server's message as an
 * error toast for 40/41, sign-out for 50/51, and the seed's fixed texts for the rest.
 */
import { CODE } from "../../functions/contract/envelope";
import { errorMessageKey } from "./envelope";

export type Notice =
  | { kind: "none" }
  | { kind: "dialog"; text: string }
  | { kind: "toast"; text?: string; key?: string }
  | { kind: "signOut" };

export function noticeFor(code: number, msg: string | undefined, status?: number): Notice {
  if (code === CODE.success) return { kind: "none" };
  if (code === CODE.dialog) return { kind: "dialog", text: msg ?? "" };
  if (code === CODE.authInvalid || code === CODE.authOut || status === 401) return { kind: "signOut" };
  const key = errorMessageKey(code, status);
  if (key) return { kind: "toast", key };
  return msg
    ? { kind: "toast", text: msg }
    : { kind: "toast", key: code === CODE.fullFail ? "errors.fail" : "errors.unknown" };
}
