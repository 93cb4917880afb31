/**
 * How the shop sends mail and SMS. In production a message goes to a real provider (Resend for
 * mail, mail/resend.ts; Twilio for SMS, mail/twilio.ts) or not at all; only in development and
 * test, with no provider set, is it written to the D1 outbox (mail/outbox.ts) for developers to
 * read. mail/send.ts picks the transport (docs/decisions/100).
 */
export type Channel = "mail" | "sms";

export type Message = {
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  /** The one-time code inside, kept only by the development outbox so tests and developers can read it. */
  code?: string;
  /**
   * The same on every delivery of one message (a queued job carries it), so Resend sends it once
   * however often the job runs; a fresh one per send when absent.
   */
  idempotencyKey?: string;
};

export type Transport = { send(message: Message): Promise<void> };

/**
 * A provider refused or could not be reached: the message did not go out. Callers answer code 41,
 * not 500. `transient` says whether trying again later may succeed (a 429, a 5xx, a timeout, a
 * refused connection), and `retryAfterMs` how long the provider asked to wait, when it said.
 */
export class DeliveryError extends Error {
  override name = "DeliveryError";
  constructor(
    message: string,
    readonly transient = false,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Production with no provider for the channel: nothing can go out, and nothing is written
 * anywhere instead. Callers answer the shopper "this shop cannot send email (SMS) yet".
 */
export class ChannelNotConfigured extends DeliveryError {
  override name = "ChannelNotConfigured";
  constructor(readonly channel: Channel) {
    super(`no ${channel} provider is configured`);
  }
}

/**
 * Secrets that switch on the real providers (`wrangler secret put …`); none are needed locally.
 * The *_BASE_URL vars exist only so tests can point the adapters at a fake server.
 */
export type MessagingSecrets = {
  RESEND_API_KEY?: string;
  MAIL_FROM?: string;
  RESEND_BASE_URL?: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_MESSAGING_SERVICE_SID?: string;
  TWILIO_BASE_URL?: string;
};
