import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import { freshIp } from "../test/accounts";
import { signedInCustomer } from "../test/shoppers";
import { uploadPicture } from "../test/uploads";

const inquiry = { slug: "quote", name: "Ada", email: "ada@example.com", content: "200 scarves, please." };

const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM inquiries").first<{ n: number }>())!.n;
const operatorMail = () =>
  env.DB.prepare(
    'SELECT "to", subject, text FROM outbox WHERE "to" = \'shop@example.com\' ORDER BY id DESC LIMIT 1',
  ).first<{ to: string; subject: string; text: string }>();

describe("inquiries", () => {
  it("describes the quote form in the shopper's language", async () => {
    const en = await call("inquiry/form", { slug: "quote" });
    expect(en.body.data.title).toBe("Request a quote");
    expect(en.body.data.fields.map((f: { name: string }) => f.name)).toEqual([
      "name",
      "email",
      "phone",
      "content",
      "images",
    ]);
    expect(en.body.data.fields[3]).toMatchObject({ type: "textarea", required: true, maxLength: 2000 });
    const zh = await call("inquiry/form", { slug: "quote" }, { "x-lang": "zh" });
    expect(zh.body.data.title).toBe("询价");
    expect(zh.body.data.fields[0].label).toBe("您的姓名");
    expect((await call("inquiry/form", { slug: "nope" })).body.code).toBe(41);
  });

  it("stores a sanitised inquiry with its customer and mails the operators", async () => {
    const customer = await signedInCustomer();
    const before = await count();
    const picture = await uploadPicture({ ...freshIp(), ...customer.headers });
    const sent = await call(
      "inquiry/submit",
      { ...inquiry, content: 'Need <script>x()</script><i onclick="y">200</i> scarves', images: [picture] },
      { ...freshIp(), ...customer.headers },
    );
    expect(sent.body).toEqual({ code: 0, msg: "ok", data: null });
    expect(await count()).toBe(before + 1);
    const row = await env.DB.prepare(
      "SELECT form_slug, user_id, content, images FROM inquiries ORDER BY id DESC LIMIT 1",
    ).first();
    expect(row).toEqual({
      form_slug: "quote",
      user_id: customer.id,
      content: "Need 200 scarves",
      images: JSON.stringify([picture]),
    });
    const mail = await operatorMail();
    expect(mail!.subject).toBe("New inquiry (Request a quote) from Ada");
    expect(mail!.text).toContain("Need 200 scarves");
    expect(mail!.text).toContain(`http://shop.test${picture}`);
  });

  it("takes feedback from visitors", async () => {
    const sent = await call("inquiry/feedback", { content: "The search is great", contact: "wechat: ada" }, freshIp());
    expect(sent.body.code).toBe(0);
    const row = await env.DB.prepare(
      "SELECT form_slug, user_id, contact, content FROM inquiries ORDER BY id DESC LIMIT 1",
    ).first();
    expect(row).toEqual({
      form_slug: "feedback",
      user_id: null,
      contact: "wechat: ada",
      content: "The search is great",
    });
    expect((await operatorMail())!.subject).toBe("New feedback");
    const listed = await call(
      "admin/inquiry/list",
      { formSlug: "feedback", pageSize: 1 },
      { authorization: "Bearer test-admin-token" },
    );
    expect(listed.body.data.list[0]).toMatchObject({
      formSlug: "feedback",
      contact: "wechat: ada",
      content: "The search is great",
      images: [],
    });
    expect((await call("admin/inquiry/list", {})).body.code).toBe(30);
  });

  it("takes only the sender's own pictures: a visitor's from the same address, not another's", async () => {
    const visitor = freshIp();
    const own = await uploadPicture(visitor);
    const elsewhere = await uploadPicture(freshIp());
    const customers = await uploadPicture({ ...freshIp(), ...(await signedInCustomer()).headers });
    const before = await count();
    for (const [images, field] of [
      [[own, elsewhere], "images.1"],
      [[customers], "images.0"],
    ] as const) {
      const refused = await call("inquiry/feedback", { content: "Look", images }, visitor);
      expect(refused.body).toMatchObject({ code: 40, data: { fields: { [field]: "Please upload the image first." } } });
    }
    expect(await count()).toBe(before);
    expect((await call("inquiry/feedback", { content: "Look", images: [own] }, visitor)).body.code).toBe(0);
  });

  it("refuses input over its limits with code 40 and stores nothing", async () => {
    const before = await count();
    const headers = freshIp();
    for (const bad of [
      { ...inquiry, content: "x".repeat(2001) },
      { ...inquiry, name: "x".repeat(101) },
      { ...inquiry, email: "not-an-email" },
      { ...inquiry, phone: "call me maybe" },
      { ...inquiry, images: ["javascript:alert(1)"] },
      { ...inquiry, images: Array.from({ length: 7 }, (_, i) => `/api/web/media/uploads/${i}.png`) },
      { ...inquiry, content: "<script>only()</script>" },
    ]) {
      const answer = await call("inquiry/submit", bad, headers);
      expect(answer.body.code, JSON.stringify(bad).slice(0, 80)).toBe(40);
    }
    const long = await call("inquiry/feedback", { content: "x".repeat(2001) }, headers);
    expect(long.body).toMatchObject({
      code: 40,
      data: { fields: { content: "Input has reached its limit (2000 characters)" } },
    });
    expect(await count()).toBe(before);
  });

  it("rate limits per IP: the sixth within ten minutes answers 41, HTTP 429 and Retry-After", async () => {
    const headers = freshIp();
    for (let i = 0; i < 5; i++)
      expect(
        (await call(i % 2 ? "inquiry/feedback" : "inquiry/submit", i % 2 ? { content: `Note ${i}` } : inquiry, headers))
          .body.code,
      ).toBe(0);
    const before = await count();
    const limited = await call("inquiry/submit", inquiry, headers);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(41);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await count()).toBe(before);
    expect((await call("inquiry/submit", inquiry, freshIp())).body.code).toBe(0);
  });
});
