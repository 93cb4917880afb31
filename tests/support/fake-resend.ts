/**
 * A fake Resend on 127.0.0.1 that checks a request as Resend's API reference documents
 * (https://resend.com/docs/api-reference/emails/send-email, …/errors) and answers the same way:
 * `POST /emails` with `Authorization: Bearer <key>` (none → 401 missing_api_key, another key →
 * 403 invalid_api_key), a JSON body with `from` on the verified domain (else 403
 * validation_error), `to` and `subject` (else 422 missing_required_field) and `text` or `html`
 * (else 422 validation_error); an `Idempotency-Key` of 1–256 characters (else 400
 * invalid_idempotency_key) answers a repeat with the first answer and sends nothing again (409
 * invalid_idempotent_request when the body differs). Success is 200 `{ id }`; errors are
 * `{ statusCode, name, message }`. Scripted failures: 429 rate_limit_exceeded with Retry-After,
 * 500 application_error, 503.
 */
import { randomUUID } from "node:crypto";
import { startProviderServer, type Answer } from "./fake-provider-server";

export type ResendEmail = {
  id: string;
  idempotencyKey: string | undefined;
  from: string;
  to: string | string[];
  subject: string;
  text?: string;
  html?: string;
};

const error = (statusCode: number, name: string, message: string, headers?: Record<string, string>): Answer => ({
  status: statusCode,
  body: { statusCode, name, message },
  headers,
});

export async function startFakeResend(options: { apiKey: string; verifiedDomain: string }) {
  const delivered: ResendEmail[] = [];
  const idempotent = new Map<string, { raw: string; answer: Answer }>();
  const server = await startProviderServer(
    (request) => {
      if (request.path !== "/emails") return error(404, "not_found", "The requested endpoint does not exist.");
      if (request.method !== "POST")
        return error(405, "method_not_allowed", "Method is not allowed for the requested path.");
      const authorization = request.headers.authorization;
      if (!authorization) return error(401, "missing_api_key", "Missing API key in the authorization header.");
      if (authorization !== `Bearer ${options.apiKey}`) return error(403, "invalid_api_key", "API key is invalid.");
      const key = request.headers["idempotency-key"] as string | undefined;
      if (key !== undefined && (key.length < 1 || key.length > 256))
        return error(400, "invalid_idempotency_key", "The key must be between 1-256 chars.");
      if (key !== undefined && idempotent.has(key)) {
        const first = idempotent.get(key)!;
        return first.raw === request.raw
          ? first.answer
          : error(409, "invalid_idempotent_request", "Same idempotency key used with a different request payload.");
      }
      let body: Partial<ResendEmail>;
      try {
        body = JSON.parse(request.raw);
      } catch {
        return error(400, "validation_error", "Invalid JSON body.");
      }
      for (const field of ["from", "to", "subject"] as const) {
        if (!body[field]) return error(422, "missing_required_field", `Missing \`${field}\` field.`);
      }
      if (!body.text && !body.html) return error(422, "validation_error", "Missing `html` or `text` field.");
      const domain = /@([^>\s]+)>?$/.exec(String(body.from))?.[1];
      if (domain !== options.verifiedDomain)
        return error(
          403,
          "validation_error",
          `The ${domain} domain is not verified. Please, add and verify your domain on https://resend.com/domains`,
        );
      const email = { ...body, id: randomUUID(), idempotencyKey: key } as ResendEmail;
      delivered.push(email);
      const answer: Answer = { status: 200, body: { id: email.id } };
      if (key !== undefined) idempotent.set(key, { raw: request.raw, answer });
      return answer;
    },
    ({ status, retryAfter }) => {
      if (status === 429)
        return error(429, "rate_limit_exceeded", "Too many requests. You can only make 2 requests per second.", {
          "retry-after": retryAfter ?? "1",
          "ratelimit-limit": "2",
          "ratelimit-remaining": "0",
          "ratelimit-reset": retryAfter ?? "1",
        });
      if (status === 500) return error(500, "application_error", "An unexpected error occurred.");
      return error(
        status,
        "internal_server_error",
        "Service unavailable.",
        retryAfter ? { "retry-after": retryAfter } : {},
      );
    },
  );
  return { ...server, delivered, reset: () => (server.reset(), (delivered.length = 0), idempotent.clear()) };
}

export type FakeResend = Awaited<ReturnType<typeof startFakeResend>>;
