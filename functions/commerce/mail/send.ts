/** Picks the transport per channel: a configured provider, else the D1 outbox. */
import { httpMailTransport } from "./http-mail";
import { httpSmsTransport } from "./http-sms";
import { outboxTransport } from "./outbox";
import type { Message, MessagingSecrets, Transport } from "./transport";

export function transportFor(channel: Message["channel"], env: Env): Transport {
  const secrets = env as Env & MessagingSecrets;
  if (channel === "mail" && secrets.MAIL_API_URL && secrets.MAIL_API_KEY) {
    return httpMailTransport({ url: secrets.MAIL_API_URL, apiKey: secrets.MAIL_API_KEY, from: secrets.MAIL_FROM || "shop@example.com" });
  }
  if (channel === "sms" && secrets.SMS_API_URL && secrets.SMS_API_KEY) {
    return httpSmsTransport({ url: secrets.SMS_API_URL, apiKey: secrets.SMS_API_KEY, sender: secrets.SMS_SENDER || "Shop" });
  }
  return outboxTransport(env.DB);
}

export function sendMessage(env: Env, message: Message): Promise<void> {
  return transportFor(message.channel, env).send(message);
}
