/**
 * Handing work over (docs/decisions/185): to the queue when the Worker has it; else, and when the
 * queue refuses, after the answer through waitUntil — never before it — with a failure there
 * recorded in dead_jobs; only a caller with no execution context has it run in place.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { enqueue } from "./enqueue";
import type { Job } from "./job";

const visit = (visitorId: string): Job => ({
  kind: "visit",
  visit: { visitorId, path: "/", referer: "", timezone: "", at: new Date().toISOString() },
});

/** A queue binding that records what it was sent, or refuses. */
function fakeQueue(refuse = false) {
  const sent: Job[] = [];
  const queue = {
    sendBatch: async (messages: { body: Job }[]) => {
      if (refuse) throw new Error("Queue is overloaded");
      sent.push(...messages.map((message) => message.body));
    },
  };
  return { sent, env: { ...env, JOBS: queue } as unknown as Env };
}

describe("enqueue", () => {
  it("sends the jobs to the queue and does none of the work itself", async () => {
    const { sent, env: withQueue } = fakeQueue();
    let ran = false;
    const jobs = Array.from({ length: 120 }, (_, index) => visit(`sent-${index}`));
    await enqueue({ env: withQueue, waitUntil: () => undefined }, jobs, async () => void (ran = true));
    expect(sent).toEqual(jobs);
    expect(ran).toBe(false);
  });

  it("without the binding, or when the queue refuses, does the work after the answer", async () => {
    for (const producerEnv of [env, fakeQueue(true).env]) {
      const later: Promise<unknown>[] = [];
      let finish!: () => void;
      const work = new Promise<void>((resolve) => (finish = resolve));
      // enqueue returns while the work is still waiting: the answer never waits on it.
      await enqueue({ env: producerEnv, waitUntil: (promise) => later.push(promise) }, [visit("later-1")], () => work);
      expect(later).toHaveLength(1);
      finish();
      await Promise.all(later);
    }
  });

  it("records work that failed after the answer in dead_jobs", async () => {
    const later: Promise<unknown>[] = [];
    const visitorId = `failed-${crypto.randomUUID().slice(0, 8)}`;
    await enqueue({ env, waitUntil: (promise) => later.push(promise) }, [visit(visitorId)], async () => {
      throw new Error("D1 is unavailable");
    });
    await Promise.all(later);
    const dead = await env.DB.prepare("SELECT kind, error FROM dead_jobs WHERE detail LIKE ?")
      .bind(`%${visitorId}%`)
      .first();
    expect(dead).toEqual({ kind: "visit", error: "D1 is unavailable" });
  });

  it("runs the work in place for a caller with no execution context, and its failure reaches the caller", async () => {
    await expect(
      enqueue({ env }, [visit("in-place")], async () => {
        throw new Error("provider down");
      }),
    ).rejects.toThrow("provider down");
  });
});
