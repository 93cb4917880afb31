/**
 * Picks the transport per channel (docs/decisions/100): the configured provider (Resend for mail,
 * Twilio for SMS); else, only in development and test, the D1 outbox; else none — in production
 * a message with no provider is refused (ChannelNotConfigured) and written nowhere.
 *
 * A message for a provider is a job (docs/decisions/185): the request checks that the channel can
 * send, hands the message to the jobs queue and answers; the queue's consumer delivers it, retrying
 * a provider's 429 or 5xx. The development outbox is written at once: it is a local D1 row, not a
 * provider that could be slow, and developers and tests read the code straight after asking.
 */
import { developmentFeatures } from "../../contract/environment";
import { Code, ShopError } from "../kernel/http/envelope";
import { enqueue, type JobProducer } from "../jobs";
import { outboxTransport } from "./outbox";
import { resendTransport } from "./resend";
import { QUEUED_POLICY, RETRY_POLICY, type RetryPolicy } from "./retry";
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
function providerFor(channel: Channel, env: Env, policy: RetryPolicy = RETRY_POLICY): Transport | null {
  const secrets = secretsOf(env);
  if (channel === "mail") {
    if (!secrets.RESEND_API_KEY || !secrets.MAIL_FROM) return null;
    return resendTransport(
      { apiKey: secrets.RESEND_API_KEY, from: secrets.MAIL_FROM, baseUrl: secrets.RESEND_BASE_URL },
      fetch,
      policy,
    );
  }
  if (
    !secrets.TWILIO_ACCOUNT_SID ||
    !secrets.TWILIO_AUTH_TOKEN ||
    !(secrets.TWILIO_FROM || secrets.TWILIO_MESSAGING_SERVICE_SID)
  )
    return null;
  return twilioTransport(
    {
      accountSid: secrets.TWILIO_ACCOUNT_SID,
      authToken: secrets.TWILIO_AUTH_TOKEN,
      from: secrets.TWILIO_FROM,
      messagingServiceSid: secrets.TWILIO_MESSAGING_SERVICE_SID,
      baseUrl: secrets.TWILIO_BASE_URL,
    },
    fetch,
    policy,
  );
}

/**
 * The transport for the channel, or null when the shop cannot send on it (production, no provider).
 * The outbox is written on the binding, outside the request's D1 session (ADR 175): a lone INSERT
 * always goes to the primary, and its only reader, the operator's `admin/outbox`, reads there.
 */
function transportFor(channel: Channel, env: Env, policy?: RetryPolicy): Transport | null {
  return providerFor(channel, env, policy) ?? (developmentFeatures(env) ? outboxTransport(env.DB) : null);
}

/** Whether a message on the channel can go out at all: checked before any work is done or stored. */
export function canSend(channel: Channel, env: Env): boolean {
  return transportFor(channel, env) !== null;
}

/** Refuses at once, before limits are spent or rows written, when the channel has no transport. */
export function assertCanSend(channel: Channel, env: Env): void {
  if (!canSend(channel, env)) throw deliveryRefusal(new ChannelNotConfigured(channel));
}

/**
 * Hands the message over for delivery: a job for the configured provider (answered without
 * waiting on it), or the development outbox row. ChannelNotConfigured when the channel has no
 * transport; a DeliveryError otherwise only where the work runs in place (no execution context).
 */
export async function sendMessage(producer: JobProducer, message: Message): Promise<void> {
  const { env } = producer;
  const provider = providerFor(message.channel, env);
  if (!provider) {
    if (!developmentFeatures(env)) throw new ChannelNotConfigured(message.channel);
    return outboxTransport(env.DB).send(message);
  }
  // The code travels only inside the text: the job keeps no field a log or dead_jobs could show.
  const { code: _code, ...queued } = message;
  const job = { kind: message.channel, message: { ...queued, idempotencyKey: crypto.randomUUID() } } as const;
  // Without the queue, after the answer: the provider's bounded retries in this one go (ADR 100).
  await enqueue(producer, [job], () => provider.send(job.message));
}

/** A job's delivery (mail/jobs.ts): one try through the channel's transport; the queue retries. */
export function deliverMessage(env: Env, message: Message): Promise<void> {
  const transport = transportFor(message.channel, env, QUEUED_POLICY);
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
