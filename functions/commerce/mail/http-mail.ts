/**
 * A real mail provider over HTTP: `POST MAIL_API_URL` with `Authorization: Bearer MAIL_API_KEY`
 * and `{ from, to, subject, text }` — the shape of Resend's and Postmark-style JSON APIs.
 * Any answer but 2xx is an error, so a failed delivery is never reported as sent.
 */
import type { Message, Transport } from "./transport";

export type HttpMailConfig = { url: string; apiKey: string; from: string };

export function httpMailTransport(config: HttpMailConfig, fetcher: typeof fetch = fetch): Transport {
  return {
    async send(message: Message) {
      const response = await fetcher(config.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({ from: config.from, to: message.to, subject: message.subject, text: message.text }),
      });
      if (!response.ok) throw new Error(`mail provider answered ${response.status}`);
    },
  };
}
