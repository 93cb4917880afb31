/**
 * A real mail provider over HTTP: `POST MAIL_API_URL` with `Authorization: Bearer MAIL_API_KEY`
 * and `{ from, to, subject, text }` — the shape of Resend's and Postmark-style JSON APIs.
 * Any answer but 2xx is a DeliveryError, so a failed delivery is never reported as sent.
 */
import { postToProvider, type Message, type Transport } from "./transport";

export type HttpMailConfig = { url: string; apiKey: string; from: string };

export function httpMailTransport(config: HttpMailConfig, fetcher: typeof fetch = fetch): Transport {
  return {
    send: (message: Message) =>
      postToProvider(fetcher, config.url, config.apiKey, { from: config.from, to: message.to, subject: message.subject, text: message.text }, "mail"),
  };
}
