/**
 * The mail and sms jobs (docs/decisions/185), registered by mail/index.ts. One message each;
 * Resend's Idempotency-Key is the job's own, so a second run of a mail sends nothing; Twilio
 * takes no key, so an sms try whose answer was lost may send it again.
 */
import { registerJobKind, type JobKind } from "../jobs";
import { deliverMessage } from "./send";
import type { Message } from "./transport";

export type MessageJob = { kind: "mail" | "sms"; message: Message & { idempotencyKey: string } };

const messageJob: JobKind<MessageJob> = {
  run: (job, env) => deliverMessage(env, job.message),
  // A code's subject names the code ("123456 is your code"): its digits are left out.
  describe: (job) => JSON.stringify({ to: job.message.to, subject: job.message.subject.replace(/\d{4,}/g, "…") }),
};

export function registerMessageJobs(): void {
  registerJobKind<MessageJob>("mail", messageJob);
  registerJobKind<MessageJob>("sms", messageJob);
}
