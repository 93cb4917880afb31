/**
 * How the shop sends mail and SMS. The local default writes every message to the D1 outbox
 * (read it with `admin/outbox` or the dev page /dev/outbox); with the provider secrets set, mail
 * and SMS go to real HTTP providers instead (mail/http-mail.ts, mail/http-sms.ts).
 */
export type Message = {
  channel: "mail" | "sms";
  to: string;
  subject: string;
  text: string;
  /** The one-time code inside, kept in the outbox so tests and developers can read it. */
  code?: string;
};

export type Transport = { send(message: Message): Promise<void> };

/** A provider refused or could not be reached: the message did not go out. Callers answer code 41, not 500. */
export class DeliveryError extends Error {}

/** POSTs the provider's JSON with the bearer key; anything but a 2xx answer is a DeliveryError. */
export async function postToProvider(fetcher: typeof fetch, url: string, apiKey: string, body: unknown, what: string): Promise<void> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new DeliveryError(`${what} provider unreachable: ${String(error)}`);
  }
  if (!response.ok) throw new DeliveryError(`${what} provider answered ${response.status}`);
}

/** Secrets that switch on the real providers (`wrangler secret put …`); none are needed locally. */
export type MessagingSecrets = {
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  SMS_API_URL?: string;
  SMS_API_KEY?: string;
  SMS_SENDER?: string;
};
