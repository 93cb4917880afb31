/**
 * Mail through Resend's HTTP API (docs/decisions/100): `POST {base}/emails` with
 * `Authorization: Bearer <RESEND_API_KEY>`, a JSON body `{ from, to, subject, text }` and an
 * `Idempotency-Key` (one per message, the same on every retry, so a retry after a lost answer
 * never mails twice). Success is 200 `{ id }`; an error is `{ statusCode, name, message }` —
 * 401 missing_api_key, 403 invalid_api_key / invalid_from_address, 422 missing_required_field or
 * validation_error, 429 rate_limit_exceeded (with Retry-After) or a spent daily/monthly quota,
 * 5xx application_error. Only the 429 rate limit and 5xx are tried again (mail/retry.ts).
 */
import { postWithRetries, RETRY_POLICY, type ProviderAnswer, type RetryPolicy } from "./retry";
import type { Message, Transport } from "./transport";

export const RESEND_BASE_URL = "https://api.resend.com";

export type ResendConfig = { apiKey: string; from: string; baseUrl?: string };

type ResendError = { statusCode?: number; name?: string; message?: string };

const errorOf = (answer: ProviderAnswer): ResendError =>
  answer.body && typeof answer.body === "object" ? (answer.body as ResendError) : {};

export function resendTransport(
  config: ResendConfig,
  fetcher: typeof fetch = fetch,
  policy: RetryPolicy = RETRY_POLICY,
): Transport {
  const url = `${(config.baseUrl || RESEND_BASE_URL).replace(/\/+$/, "")}/emails`;
  return {
    async send(message: Message) {
      await postWithRetries(
        fetcher,
        {
          provider: "Resend",
          url,
          init: {
            method: "POST",
            headers: {
              authorization: `Bearer ${config.apiKey}`,
              "content-type": "application/json",
              "idempotency-key": `shop-mail/${message.idempotencyKey ?? crypto.randomUUID()}`,
              "user-agent": "storefront-worker",
            },
            body: JSON.stringify({ from: config.from, to: message.to, subject: message.subject, text: message.text }),
          },
          describe: (answer) => {
            const error = errorOf(answer);
            return error.name ? `${error.name} ${error.message ?? ""}`.trim() : String(answer.body).slice(0, 200);
          },
          // A spent daily or monthly quota stays spent for hours: asking again now cannot help.
          retryable: (answer) => !/quota_exceeded$/.test(errorOf(answer).name ?? ""),
        },
        policy,
      );
    },
  };
}
