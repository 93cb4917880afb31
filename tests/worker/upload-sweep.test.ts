/**
 * Issue 15, item 7 on the built Worker: the Cron Trigger's scheduled handler runs the upload
 * sweep (functions/commerce/media/sweep.ts, tested in detail in the commerce suite): a day-old
 * upload nothing refers to is deleted from R2 with its row; a referenced one stays.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createCustomer, database } from "../support/shoppers";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

async function oldUpload(owner: string): Promise<{ url: string; key: string }> {
  const name = crypto.randomUUID();
  const key = `uploads/images/20260101/${name}.png`;
  const url = `/api/web/media/${key}`;
  const bucket = await worker.mf.getR2Bucket("UPLOADS");
  await bucket.put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
  await (
    await database(worker)
  )
    .prepare(
      "INSERT INTO uploads (url, key, owner, content_type, size, created_at) VALUES (?, ?, ?, 'image/png', 4, ?)",
    )
    .bind(url, key, owner, twoDaysAgo)
    .run();
  return { url, key };
}

describe("the scheduled handler", () => {
  it("sweeps unreferenced day-old uploads and keeps referenced ones", async () => {
    const customer = await createCustomer(worker);
    const db = await database(worker);
    const abandoned = await oldUpload(`user:${customer.id}`);
    const avatar = await oldUpload(`user:${customer.id}`);
    await db.prepare("UPDATE users SET avatar = ? WHERE id = ?").bind(avatar.url, customer.id).run();

    const handler = await worker.mf.getWorker();
    const run = await handler.scheduled({ cron: "17 3 * * *", scheduledTime: new Date() });
    expect(run.outcome).toBe("ok");

    const bucket = await worker.mf.getR2Bucket("UPLOADS");
    expect(await bucket.head(abandoned.key)).toBeNull();
    expect(await db.prepare("SELECT 1 FROM uploads WHERE url = ?").bind(abandoned.url).first()).toBeNull();
    expect(await bucket.head(avatar.key)).not.toBeNull();
    expect(
      await db.prepare("SELECT kept_at FROM uploads WHERE url = ?").bind(avatar.url).first<{ kept_at: string }>(),
    ).toEqual({ kept_at: expect.any(String) });
  });
});
