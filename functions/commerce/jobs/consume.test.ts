/**
 * The jobs queue's consumer (docs/decisions/185): a job done is acknowledged; one failing in a way
 * that may pass (a provider's 429 or 5xx, D1) is retried with a growing wait or the provider's
 * Retry-After; one that cannot pass, or still fails on its last try, is recorded in dead_jobs
 * (without a message's text) and acknowledged. The dead-letter queue's consumer records what
 * reaches it. Visit and index jobs are safe to run twice.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DeliveryError } from "../mail/transport";
import { call, seedDemoShop } from "../test/shop";
import { consumeJobs, consumeQueue } from "./consume";
import { DEAD_JOBS_QUEUE, JOB_ATTEMPTS, JOBS_QUEUE, type Job } from "./job";
import type { Visit } from "../site/visitor-track";
import { runJobs, type JobRunner } from "./run";

let nextId = 1;
const message = (body: Job, attempts = 1) => ({
  id: `msg-${Date.now()}-${nextId++}`,
  timestamp: new Date(),
  attempts,
  body,
});

const mail = (to = `queued${nextId}@example.com`): Job => ({
  kind: "mail",
  message: {
    channel: "mail",
    to,
    subject: "Your code",
    text: "Your code is 123456",
    idempotencyKey: crypto.randomUUID(),
  },
});

/**
 * Runs the consumer over the messages with the given runner; answers what it told the queue.
 * (cloudflare:test's getQueueResult drops a retry's delaySeconds, which is what is tested here.)
 */
async function consume(messages: ReturnType<typeof message>[], run: JobRunner = runJobs, queue = JOBS_QUEUE) {
  const result = {
    explicitAcks: [] as string[],
    retryMessages: [] as { msgId: string; delaySeconds?: number }[],
    ackAll: false,
  };
  const batch = {
    queue,
    messages: messages.map((m) => ({
      ...m,
      ack: () => result.explicitAcks.push(m.id),
      retry: (options?: QueueRetryOptions) => result.retryMessages.push({ msgId: m.id, ...options }),
    })),
    ackAll: () => (result.ackAll = true),
    retryAll: () => {
      throw new Error("the consumer never retries a whole batch");
    },
  } as unknown as MessageBatch<Job>;
  if (queue === JOBS_QUEUE) await consumeJobs(batch, env, run);
  else await consumeQueue(batch, env);
  return result;
}

/** A runner whose `one` fails with `error` (or succeeds when null) and counts its calls. */
function runner(error: unknown = null) {
  const calls: Job[] = [];
  const run: JobRunner = {
    one: async (job) => {
      calls.push(job);
      if (error) throw error;
    },
    visits: runJobs.visits,
  };
  return { run, calls };
}

const deadJob = (id: string) =>
  env.DB.prepare("SELECT kind, detail, error, attempts FROM dead_jobs WHERE message_id = ?")
    .bind(id)
    .first<{ kind: string; detail: string; error: string; attempts: number }>();

describe("the jobs consumer", () => {
  it("acknowledges a job that was done", async () => {
    const { run, calls } = runner();
    const done = message(mail());
    const result = await consume([done], run);
    expect(calls).toHaveLength(1);
    expect(result.explicitAcks).toEqual([done.id]);
    expect(result.retryMessages).toEqual([]);
  });

  it("retries a provider's 429 or 5xx with a wait that doubles, or after its Retry-After", async () => {
    const busy = runner(new DeliveryError("Resend answered 503: application_error", true));
    const first = message(mail(), 1);
    const third = message(mail(), 3);
    const result = await consume([first, third], busy.run);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual(
      expect.arrayContaining([
        { msgId: first.id, delaySeconds: 5 },
        { msgId: third.id, delaySeconds: 20 },
      ]),
    );
    const limited = runner(new DeliveryError("Resend answered 429: rate_limit_exceeded", true, 30_000));
    const asked = message(mail(), 2);
    expect((await consume([asked], limited.run)).retryMessages).toEqual([{ msgId: asked.id, delaySeconds: 30 }]);
    expect(await deadJob(first.id)).toBeNull();
  });

  it("records a job still failing on its last try as dead, without its text, and acknowledges it", async () => {
    const { run } = runner(new DeliveryError("Twilio answered 500: internal", true));
    const last = message(
      {
        kind: "sms",
        message: { channel: "sms", to: "+86 13900000000", subject: "", text: "code 654321", idempotencyKey: "k" },
      },
      JOB_ATTEMPTS,
    );
    const result = await consume([last], run);
    expect(result.explicitAcks).toEqual([last.id]);
    expect(result.retryMessages).toEqual([]);
    const dead = await deadJob(last.id);
    expect(dead).toMatchObject({ kind: "sms", error: "Twilio answered 500: internal", attempts: JOB_ATTEMPTS });
    expect(dead!.detail).toContain("+86 13900000000");
    expect(dead!.detail).not.toContain("654321");
  });

  it("records a refusal that cannot pass (a 4xx) at once instead of retrying it", async () => {
    const { run } = runner(new DeliveryError("Resend answered 422: validation_error"));
    const refused = message(mail("bad@example.com"), 1);
    const result = await consume([refused], run);
    expect(result.explicitAcks).toEqual([refused.id]);
    expect(await deadJob(refused.id)).toMatchObject({ kind: "mail", attempts: 1 });
  });

  it("records a job this code cannot read instead of retrying it", async () => {
    const strange = message({ kind: "teleport" } as unknown as Job);
    const result = await consume([strange]);
    expect(result.explicitAcks).toEqual([strange.id]);
    expect((await deadJob(strange.id))!.error).toMatch(/unknown job/);
  });

  it("retries a D1 failure of any job, however it failed", async () => {
    const { run } = runner(new Error("D1_ERROR: database is locked"));
    const index = message({ kind: "index", items: [{ kind: "product", slug: "x" }] }, 2);
    expect((await consume([index], run)).retryMessages).toEqual([{ msgId: index.id, delaySeconds: 10 }]);
  });
});

describe("the dead-letter queue's consumer", () => {
  it("records every job it receives once, however often it arrives", async () => {
    const lost = message(mail("lost@example.com"), 4);
    const result = await consume([lost], runJobs, DEAD_JOBS_QUEUE);
    expect(result.ackAll).toBe(true);
    await consume([lost], runJobs, DEAD_JOBS_QUEUE);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM dead_jobs WHERE message_id = ?")
      .bind(lost.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
    expect((await deadJob(lost.id))!.error).toMatch(/crashed or ran out of time/);
  });
});

describe("jobs are safe to run twice", () => {
  beforeAll(() => seedDemoShop(40));

  it("a visit redelivered counts once; a later one counts again", async () => {
    const visitorId = `queued-${crypto.randomUUID().slice(0, 8)}`;
    const visit = (at: string): Visit => ({ visitorId, path: "/cart", referer: "", timezone: "UTC", at });
    const first = message({ kind: "visit", visit: visit("2026-11-24T10:00:00.000Z") });
    const later = message({ kind: "visit", visit: visit("2026-11-24T10:00:10.000Z") });
    const result = await consume([first, later, { ...first, id: `${first.id}-again` }]);
    expect(result.explicitAcks).toHaveLength(3);
    await consume([first]);
    const row = await env.DB.prepare("SELECT hits, first_at, last_at FROM visitor_visits WHERE visitor_id = ?")
      .bind(visitorId)
      .first();
    expect(row).toEqual({ hits: 2, first_at: "2026-11-24T10:00:00.000Z", last_at: "2026-11-24T10:00:10.000Z" });
  });

  it("an index job rebuilds an item's search rows from the database, the same however often it runs", async () => {
    const product = (await env.DB.prepare("SELECT id, slug FROM products ORDER BY id LIMIT 1").first<{
      id: number;
      slug: string;
    }>())!;
    await env.DB.prepare("UPDATE products SET title = 'Queued zeppelin lantern' WHERE id = ?").bind(product.id).run();
    const job = message({ kind: "index", items: [{ kind: "product", slug: product.slug }] });
    await consume([job]);
    await consume([{ ...job, id: `${job.id}-again` }]);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM search_en WHERE rowid = ?")
      .bind(product.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
    const found = (await call("search", { q: "zeppelin" })).body.data;
    expect(found.list.map((hit: { slug: string }) => hit.slug)).toEqual([product.slug]);
  });
});
