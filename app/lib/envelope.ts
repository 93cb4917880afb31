/**
 * The /api/web envelope and the storefront's one error type. Errors are values with a code and
 * a message key (docs/spec.md §8); `errorMessageKey` turns a code into words in one place.
 */
import { CODE } from "../../functions/contract/envelope";

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

export type FieldErrors = Record<string, string>;

/**
 * One class in one bundle: the upstream client is made by the storefront's own load context
 * (app/load-context.server.ts), and the Worker imports nothing from app/ (ADR 230), so plain
 * `instanceof` holds.
 */
export class UpstreamError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly data: unknown = null,
    /** True when `message` is the backend's own `msg` (an envelope), not the client's ("timeout"). */
    readonly fromBackend = false,
  ) {
    super(message);
    this.name = "UpstreamError";
  }

  /** The session is missing, expired (50) or ended elsewhere (51): the shopper must sign in again. */
  get signedOut(): boolean {
    return this.status === 401 || this.code === CODE.authInvalid || this.code === CODE.authOut;
  }

  /** Per-field messages of a code-40 answer (`data.fields`), when the backend sent them. */
  get fields(): FieldErrors | undefined {
    const fields = (this.data as { fields?: unknown } | null)?.fields;
    return fields && typeof fields === "object" ? (fields as FieldErrors) : undefined;
  }
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    !!value && typeof value === "object" && typeof (value as Envelope).code === "number" && "data" in (value as object)
  );
}

/**
 * The locale key for an error the shopper sees. Codes 10, 40 and 41 carry the server's own
 * message (already in the shopper's language), so they return null and the caller shows `msg`.
 */
export function errorMessageKey(code: number, status?: number): string | null {
  if (code === CODE.timeout) return "errors.timeout";
  if (code === CODE.permission || status === 403) return "errors.authorization";
  if (code === CODE.authInvalid || code === CODE.authOut) return "errors.loginError";
  if (code === CODE.dialog || code === CODE.fail || code === CODE.fullFail) return null;
  return "errors.unknown";
}
