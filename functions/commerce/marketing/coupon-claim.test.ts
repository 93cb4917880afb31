import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { signedInCustomer } from "../test/shoppers";

beforeAll(() => seedDemoShop(60));

const claims = async (slug: string) =>
  (await env.DB.prepare(
    "SELECT c.claimed_count AS counted, (SELECT count(*) FROM coupon_claims WHERE coupon_id = c.id) AS n FROM coupons c WHERE c.slug = ?",
  )
    .bind(slug)
    .first<{ counted: number; n: number }>())!;

async function couponWith(changes: string): Promise<string> {
  const slug = `test-${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(
    `INSERT INTO coupons (slug, code, title, discount_type, discount_value, starts_at, ends_at, quantity)
     VALUES (?1, upper(?1), 'Test', 'amount', 500, '2000-01-01T00:00:00Z', '2999-01-01T00:00:00Z', NULL)`,
  )
    .bind(slug)
    .run();
  if (changes) await env.DB.prepare(`UPDATE coupons SET ${changes} WHERE slug = ?`).bind(slug).run();
  return slug;
}

describe("coupon/claim", () => {
  it("puts the coupon in the customer's account once, so checkout may apply it", async () => {
    const customer = await signedInCustomer();
    const slug = await couponWith("");
    expect((await call("coupon/claim", { slug })).body.code).toBe(50);
    const first = await call("coupon/claim", { slug }, customer.headers);
    expect(first.body).toMatchObject({ code: 0, data: null });
    const second = await call("coupon/claim", { slug }, customer.headers);
    expect(second.body.code).toBe(0);
    expect(await claims(slug)).toEqual({ counted: 1, n: 1 });
    expect((await call("coupon/detail", { slug }, customer.headers)).body.data.claimed).toBe(true);
  });

  it("refuses ended, exhausted and unknown coupons, changing nothing", async () => {
    const customer = await signedInCustomer();
    const ended = await couponWith("ends_at = '2001-01-01T00:00:00Z'");
    expect((await call("coupon/claim", { slug: ended }, customer.headers)).body).toMatchObject({
      code: 41,
      msg: "This coupon has expired.",
    });
    expect(await claims(ended)).toEqual({ counted: 0, n: 0 });

    const lastOne = await couponWith("quantity = 1");
    const racers = await Promise.all(Array.from({ length: 10 }, () => signedInCustomer()));
    const answers = await Promise.all(racers.map((racer) => call("coupon/claim", { slug: lastOne }, racer.headers)));
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.msg === "This coupon has all been claimed.")).toHaveLength(9);
    expect(await claims(lastOne)).toEqual({ counted: 1, n: 1 });

    expect((await call("coupon/claim", { slug: "no-such-coupon" }, customer.headers)).body.code).toBe(41);
    expect((await call("coupon/claim", { slug: "" }, customer.headers)).body.code).toBe(40);
  });
});
