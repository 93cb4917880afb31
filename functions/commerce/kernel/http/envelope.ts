/**
 * The envelope of docs/api.md ("Envelope and codes") and the errors a call may raise. A call throws `ShopError` with a
 * message key; the router turns it into words in the request's language and the right status.
 */
import type { MessageKey } from "../i18n/messages";

export const Code = {
  ok: 0,
  dialog: 10,
  permission: 30,
  failed: 40,
  fullFailure: 41,
  /** checkout/submit: the total is not the one shown; nothing was placed, `data` is the new quote. */
  priceChanged: 42,
  authInvalid: 50,
  authOut: 51,
  server: 500,
} as const;

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

export class ShopError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly status: number,
    readonly data: unknown = null,
    readonly params: (string | number)[] = [],
    /** Extra answer headers, e.g. Retry-After on a rate limit. */
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

export const notFound = () => new ShopError(Code.fullFailure, "notFound", 404);

export const invalidInput = (fields: Record<string, string>) =>
  new ShopError(Code.failed, "invalidInput", 422, { fields });

export const forbidden = () => new ShopError(Code.permission, "forbidden", 403);

export function envelope<T>(code: number, msg: string, data: T, status: number, headers?: HeadersInit): Response {
  const body: Envelope<T> = { code, msg, data };
  return Response.json(body, { status, headers });
}
