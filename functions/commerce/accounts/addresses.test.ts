import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import { auth, signUp } from "../test/accounts";

const home = {
  country: "us",
  province: "NY",
  city: "New York",
  postalCode: "10001",
  firstName: "Ada",
  lastName: "King",
  address: "1 Main St",
  countryCode: "+1",
  phone: "212 555 0100",
};
const count = async (userId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM addresses WHERE user_id = ?").bind(userId).first<{ n: number }>())!
    .n;

describe("address/*", () => {
  it("adds, lists, edits, sets the default and deletes", async () => {
    const { token } = await signUp();
    const first = (await call("address/save", home, auth(token))).body.data;
    expect(first).toMatchObject({ country: "US", isDefault: true, area: null, apartment: null });
    const second = (await call("address/save", { ...home, city: "Albany", apartment: "Apt 2" }, auth(token))).body.data;
    expect(second.isDefault).toBe(false);
    expect((await call("address/setDefault", { id: second.id }, auth(token))).body.code).toBe(0);
    let list = (await call("address/list", {}, auth(token))).body.data;
    expect(list.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const edited = await call("address/save", { ...home, id: first.id, city: "Buffalo" }, auth(token));
    expect(edited.body.data).toMatchObject({ id: first.id, city: "Buffalo", isDefault: false });
    expect((await call("address/delete", { id: second.id }, auth(token))).body.code).toBe(0);
    list = (await call("address/list", {}, auth(token))).body.data;
    expect(list).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
  });

  it("refuses bad input with code 40 and field messages, adding nothing", async () => {
    const { token, user } = await signUp();
    for (const bad of [
      { ...home, country: "USA" },
      { ...home, phone: "abc" },
      { ...home, firstName: " " },
      { ...home, postalCode: "!" },
      { city: "x" },
    ]) {
      const answer = await call("address/save", bad, auth(token));
      expect(answer.body.code).toBe(40);
      expect(Object.keys(answer.body.data.fields).length).toBeGreaterThan(0);
    }
    expect(await count(user.id)).toBe(0);
  });

  it("never touches another customer's address (IDOR)", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const mine = (await call("address/save", home, auth(owner.token))).body.data;
    await call("address/save", home, auth(intruder.token));
    for (const [path, body] of [
      ["address/save", { ...home, id: mine.id, city: "Hacked" }],
      ["address/delete", { id: mine.id }],
      ["address/setDefault", { id: mine.id }],
    ] as const) {
      const answer = await call(path, body, auth(intruder.token));
      expect(answer.body.code, path).toBe(41);
      expect(answer.status).toBe(404);
    }
    const list = (await call("address/list", {}, auth(owner.token))).body.data;
    expect(list).toEqual([expect.objectContaining({ id: mine.id, city: "New York", isDefault: true })]);
    expect(
      (await call("address/list", {}, auth(intruder.token))).body.data.map((a: { id: number }) => a.id),
    ).not.toContain(mine.id);
  });

  it("keeps at most 20 addresses", async () => {
    const { token, user } = await signUp();
    await env.DB.batch(
      Array.from({ length: 20 }, () =>
        env.DB.prepare(
          "INSERT INTO addresses (user_id, country, province, city, postal_code, first_name, last_name, address, country_code, phone) VALUES (?, 'US', 'NY', 'X', '10001', 'A', 'B', 'C', '+1', '5550100')",
        ).bind(user.id),
      ),
    );
    expect((await call("address/save", home, auth(token))).body.code).toBe(41);
    expect(await count(user.id)).toBe(20);
  });
});
