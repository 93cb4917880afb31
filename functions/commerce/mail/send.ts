/**
 * Picks the transport per channel (docs/decisions/100): the configured provider (Resend for mail,
 * Twilio for SMS); else, only in development and test, the D1 outbox; else none — in production
 * a message with no provider is refused (ChannelNotConfigured) and written nowhere.
 */
import { developmentFeatures } from "../../environment";
import { Code, ShopError } from "../http/envelope";
import { outboxTransport } from "./outbox";
import { resendTransport } from "./resend";
import { twilioTransport } from "./twilio";
import {
  ChannelNotConfigured,
  DeliveryError,
  type Channel,
  type Message,
  type MessagingSecrets,
  type Transport,
} from "./transport";

const secretsOf = (env: Env) => env as Env & MessagingSecrets;

/** The provider for the channel when its secrets are set, else null. */
function providerFor(channel: Channel, env: Env): Transport | null {
  const secrets = secretsOf(env);
  if (channel === "mail") {
    if (!secrets.RESEND_API_KEY || !secrets.MAIL_FROM) return null;
    return resendTransport({
      apiKey: secrets.RESEND_API_KEY,
      from: secrets.MAIL_FROM,
      baseUrl: secrets.RESEND_BASE_URL,
    });
  }
  if (
    !secrets.TWILIO_ACCOUNT_SID ||
    !secrets.TWILIO_AUTH_TOKEN ||
    !(secrets.TWILIO_FROM || secrets.TWILIO_MESSAGING_SERVICE_SID)
  )
    return null;
  return twilioTransport({
    accountSid: secrets.TWILIO_ACCOUNT_SID,
    authToken: secrets.TWILIO_AUTH_TOKEN,
    from: secrets.TWILIO_FROM,
    messagingServiceSid: secrets.TWILIO_MESSAGING_SERVICE_SID,
    baseUrl: secrets.TWILIO_BASE_URL,
  });
}

/**
 * The transport for the channel, or null when the shop cannot send on it (production, no provider).
 * The outbox is written on the binding, outside the request's D1 session (ADR 175): a lone INSERT
 * always goes to the primary, and its only reader, the operator's `admin/outbox`, reads there.
 */
export function transportFor(channel: Channel, env: Env): Transport | null {
  return providerFor(channel, env) ?? (developmentFeatures(env) ? outboxTransport(env.DB) : null);
}

/** Whether a message on the channel can go out at all: checked before any work is done or stored. */
export function canSend(channel: Channel, env: Env): boolean {
  return transportFor(channel, env) !== null;
}

/** Refuses at once, before limits are spent or rows written, when the channel has no transport. */
export function assertCanSend(channel: Channel, env: Env): void {
  if (!canSend(channel, env)) throw deliveryRefusal(new ChannelNotConfigured(channel));
}

/** Sends the message; a DeliveryError (ChannelNotConfigured included) when it did not go out. */
export function sendMessage(env: Env, message: Message): Promise<void> {
  const transport = transportFor(message.channel, env);
  if (!transport) return Promise.reject(new ChannelNotConfigured(message.channel));
  return transport.send(message);
}

/**
 * What the shopper is answered when a message did not go out: code 41 with HTTP 503, "this shop
 * cannot send email (SMS) yet" when no provider is configured, else "could not send just now".
 */
export function deliveryRefusal(error: DeliveryError): ShopError {
  if (error instanceof ChannelNotConfigured)
    return new ShopError(Code.fullFailure, error.channel === "mail" ? "mailNotConfigured" : "smsNotConfigured", 503);
  return new ShopError(Code.fullFailure, "messageNotSent", 503);
}
