/**
 * SMS through Twilio's Programmable Messaging REST API (docs/decisions/100):
 * `POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic with the Account SID
 * and Auth Token, a form-encoded body `To`, `Body` and either `MessagingServiceSid` or `From`.
 * Success is 201 with the Message resource (`sid`, `status: "queued"` or `"accepted"`); an error
 * is JSON `{ code, message, more_info, status }` — 400 for a missing or invalid parameter (21602
 * Body, 21603 From, 21604 To, 21211 invalid To), 401 code 20003 for bad credentials, 429 code
 * 20429 (never processed, safe to repeat), 5xx. Twilio takes no idempotency key: a 5xx retried
 * may, at worst, send the same text with the same code twice, which the shopper can use either way.
 */
import { postWithRetries, RETRY_POLICY, type ProviderAnswer, type RetryPolicy } from "./retry";
import type { Message, Transport } from "./transport";

export const TWILIO_BASE_URL = "https://api.twilio.com";

/** `from` a Twilio number in E.164 or an alphanumeric sender ID; a Messaging Service wins when both are set. */
export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  baseUrl?: string;
};

/** "+86 13800138000" (how accounts name a number) → "+8613800138000". */
export const toE164 = (number: string) => number.replace(/[^\d+]/g, "");

type TwilioError = { code?: number; message?: string; more_info?: string; status?: number };

export function twilioTransport(
  config: TwilioConfig,
  fetcher: typeof fetch = fetch,
  policy: RetryPolicy = RETRY_POLICY,
): Transport {
  const base = (config.baseUrl || TWILIO_BASE_URL).replace(/\/+$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`;
  return {
    async send(message: Message) {
      const form = new URLSearchParams({ To: toE164(message.to), Body: message.text });
      if (config.messagingServiceSid) form.set("MessagingServiceSid", config.messagingServiceSid);
      else if (config.from) form.set("From", config.from);
      await postWithRetries(
        fetcher,
        {
          provider: "Twilio",
          url,
          init: {
            method: "POST",
            headers: { authorization, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
            body: form.toString(),
          },
          describe: (answer: ProviderAnswer) => {
            const error = (answer.body && typeof answer.body === "object" ? answer.body : {}) as TwilioError;
            return error.code ? `${error.code} ${error.message ?? ""}`.trim() : String(answer.body).slice(0, 200);
          },
        },
        policy,
      );
    },
  };
}
