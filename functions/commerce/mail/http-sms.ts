/**
 * A real SMS provider over HTTP: `POST SMS_API_URL` with `Authorization: Bearer SMS_API_KEY`
 * and `{ from, to, text }`, `to` in E.164 ("+8613800138000"). Non-2xx answers are DeliveryErrors.
 */
import { postToProvider, type Message, type Transport } from "./transport";

export type HttpSmsConfig = { url: string; apiKey: string; sender: string };

/** "+86 13800138000" (how accounts name a number) → "+8613800138000". */
export const toE164 = (number: string) => number.replace(/[^\d+]/g, "");

export function httpSmsTransport(config: HttpSmsConfig, fetcher: typeof fetch = fetch): Transport {
  return {
    send: (message: Message) => postToProvider(fetcher, config.url, config.apiKey, { from: config.sender, to: toE164(message.to), text: message.text }, "SMS"),
  };
}
