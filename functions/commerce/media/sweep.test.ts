import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import commerce from "../index";
import { ORIGIN, call } from "../test/shop";
import { auth, freshIp, signUp } from "../test/accounts";
import { PNG, uploadPicture } from "../test/uploads";
import { sweepUploads } from "./sweep";

const DAY = 24 * 60 * 60 * 1000;
const keyOf = (url: string) => `uploads/${url.slice("/api/web/media/uploads/".length)}`;
const backdate = (url: string, ms: number) =>
  env.DB.prepare("UPDATE uploads SET created_at = ? WHERE url = ?")
    .bind(new Date(Date.now() - ms).toISOString(), url)
    .run();
const row = (url: string) =>
  env.DB.prepare("SELECT kept_at FROM uploads WHERE url = ?").bind(url).first<{ kept_at: string | null }>();
const stored = async (url: string) => (await env.UPLOADS.head(keyOf(url))) !== null;

describe("the daily sweep of uploads", () => {
  it("deletes uploads nothing refers to a day after they were made, keeps referenced and younger ones", async () => {
    const { token } = await signUp();
    const visitor = freshIp();
    const inInquiry = await uploadPicture(visitor);
    expect((await call("inquiry/feedback", { content: "See picture", images: [inInquiry] }, visitor)).body.code).toBe(
      0,
    );
    const asThumbnail = await uploadPicture(auth(token));
    const inArticle = await uploadPicture(auth(token));
    const saved = await call(
      "user/article/save",
      { title: "Pictured", content: `<p>x</p><img src="${inArticle}">`, thumbnail: asThumbnail },
      auth(token),
    );
    expect(saved.body.code).toBe(0);
    const inReview = await uploadPicture(auth(token));
    await env.DB.prepare(
      "INSERT INTO reviews (product_id, author, rating, content, images) VALUES (1, 'Ada', 5, 'Good', ?)",
    )
      .bind(JSON.stringify([inReview]))
      .run();
    const form = new FormData();
    form.set("file", new Blob([PNG]), "me.png");
    const edited = await commerce.fetch(
      new Request(`${ORIGIN}/api/web/user/editAvatar`, { method: "POST", headers: auth(token), body: form }),
      env,
      {} as ExecutionContext,
    );
    const avatar = ((await edited.json()) as { data: { avatar: string } }).data.avatar;
    const abandoned = await uploadPicture(auth(token));
    const abandonedByVisitor = await uploadPicture(freshIp());
    const young = await uploadPicture(auth(token));

    for (const url of [inInquiry, asThumbnail, inArticle, inReview, avatar, abandoned, abandonedByVisitor])
      await backdate(url, DAY + 60_000);
    await backdate(young, DAY - 60_000);

    const result = await sweepUploads(env);
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    for (const gone of [abandoned, abandonedByVisitor]) {
      expect(await row(gone), gone).toBeNull();
      expect(await stored(gone), gone).toBe(false);
    }
    for (const kept of [inInquiry, asThumbnail, inArticle, inReview, avatar]) {
      expect((await row(kept))?.kept_at, kept).toEqual(expect.any(String));
      expect(await stored(kept), kept).toBe(true);
    }
    expect(await row(young)).toEqual({ kept_at: null });
    expect(await stored(young)).toBe(true);

    // Judged once: the kept ones are not read again; the young one goes when its day is up.
    await backdate(young, DAY + 60_000);
    const again = await sweepUploads(env);
    expect(again).toEqual({ kept: 0, deleted: 1 });
    expect(await stored(young)).toBe(false);
  });

  it("keeps an upload that became referenced by the time it is judged", async () => {
    const { token } = await signUp();
    const late = await uploadPicture(auth(token));
    await backdate(late, 2 * DAY);
    // The shopper left the form open for two days and submitted before the sweep ran.
    expect(
      (await call("user/article/save", { title: "Late", content: "<p>x</p>", thumbnail: late }, auth(token))).body.code,
    ).toBe(0);
    await sweepUploads(env);
    expect(await stored(late)).toBe(true);
  });
});
