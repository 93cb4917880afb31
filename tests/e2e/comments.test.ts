/**
 * Comments under an article with JavaScript on and off: a signed-in customer comments, another
 * replies under that comment; replies show indented under their comment.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { api, clearRateLimits, signIn, signedUpCustomer, hydrated } from "./support/customer";

let browser: Browser;
let articleSlug: string;
beforeAll(async () => {
  clearRateLimits();
  browser = await launchBrowser();
  articleSlug = (await api("article/list", { pageSize: 1 })).envelope.data.list[0].slug;
});
afterAll(() => browser?.close());

describe.each([{ js: true }, { js: false }])("comments, JavaScript $js", ({ js }) => {
  it("a customer comments and another replies to that comment", async () => {
    const stamp = `${js ? "on" : "off"}-${Date.now()}`;
    const ann = await signedUpCustomer(`Ann ${js ? "on" : "off"}`);
    const bob = await signedUpCustomer(`Bob ${js ? "on" : "off"}`);
    const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    await signIn(context, ann);
    await page.goto(`${SHOP_URL}/article/${articleSlug}?fresh=${stamp}#comments`);
    await hydrated(page, js);

    const newComment = page.locator("#comments form").last();
    await newComment.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => newComment.textContent()).toContain("Please write your comment");
    await page.locator("#comments form").last().getByLabel("Your comment").fill(`First! <b onclick="x()">${stamp}</b>`);
    await page.locator("#comments form").last().getByRole("button", { name: "Post comment" }).click();
    await expect
      .poll(() => page.locator("#comments [role=status]").first().textContent())
      .toContain("Your comment is published");

    // The new thread is on the last page of the list, oldest first.
    const comments = await api("comment/list", {
      articleId: (await api("article/detail", { slug: articleSlug })).envelope.data.id,
      pageSize: 100,
    });
    const mine = (comments.envelope.data.list as { id: number; content: string }[]).find(
      (c) => c.content === `First! ${stamp}`,
    )!;
    expect(mine).toBeTruthy();
    const pages = Math.ceil(comments.envelope.data.total / 10);
    await context.clearCookies();
    await signIn(context, bob);
    await page.goto(`${SHOP_URL}/article/${articleSlug}?comments=${pages}&fresh=${stamp}#comment-${mine.id}`);
    await hydrated(page, js);
    const thread = page.locator(`#comment-${mine.id}`);
    await thread.getByText("Reply", { exact: true }).click();
    await thread.getByLabel("Your reply").fill(`Welcome ${stamp}`);
    await thread.getByRole("button", { name: "Post reply" }).click();
    await expect
      .poll(() => page.locator(`#comment-${mine.id} [data-testid=reply]`).textContent())
      .toContain(`Welcome ${stamp}`);
    expect(await page.locator(`#comment-${mine.id} [data-testid=reply]`).textContent()).toContain(bob.nickname);
    // A reply has no reply form of its own: one level only.
    expect(await page.locator(`#comment-${mine.id} [data-testid=reply] form`).count()).toBe(0);
    await thread.screenshot({ path: `/tmp/engage-comments-${js ? "js" : "nojs"}.png` });
    expect(problems.filter((line) => !/\b4\d\d\b/.test(line))).toEqual([]);
    await context.close();
  });
});
