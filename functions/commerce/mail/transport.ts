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

/** Secrets that switch on the real providers (`wrangler secret put …`); none are needed locally. */
export type MessagingSecrets = {
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  SMS_API_URL?: string;
  SMS_API_KEY?: string;
  SMS_SENDER?: string;
};
