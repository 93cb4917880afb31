import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import { auth, freshIp, signUp } from "../test/accounts";
import { tokenHash } from "../kernel/http/customer";

describe("QR sign-in", () => {
  it("desktop asks, phone sees who and approves, desktop gets a new qr session once", async () => {
    const desktop = {
      ...freshIp(),
      "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/131.0",
      "cf-ipcountry": "HK",
    };
    const created = await call("auth/qr/create", {}, desktop);
    expect(created.body.code).toBe(0);
    const { ticket, url } = created.body.data;
    expect(url).toBe(`http://shop.test/auth/qr/${ticket}`);
    expect((await call("auth/qr/status", { ticket }, desktop)).body.data).toEqual({ status: "pending" });

    const phone = await signUp();
    expect((await call("auth/qr/scan", { ticket })).body.code).toBe(50);
    const scan = await call("auth/qr/scan", { ticket }, auth(phone.token));
    expect(scan.body.data).toMatchObject({ status: "scanned", device: "Firefox on Windows", place: "HK" });
    expect((await call("auth/qr/status", { ticket }, desktop)).body.data).toEqual({ status: "scanned" });

    expect((await call("auth/qr/confirm", { ticket }, auth(phone.token))).body.code).toBe(0);
    const confirmed = await call("auth/qr/status", { ticket }, desktop);
    expect(confirmed.body.data.status).toBe("confirmed");
    const token = confirmed.body.data.token as string;
    expect((await call("user/info", {}, auth(token))).body.data.id).toBe(phone.user.id);
    const session = await env.DB.prepare(
      "SELECT method, device FROM sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT 1",
    )
      .bind(phone.user.id)
      .first();
    expect(session).toMatchObject({ method: "qr", device: "Firefox on Windows" });
    expect((await call("auth/qr/status", { ticket }, desktop)).body.data).toEqual({ status: "expired" });
    expect((await call("auth/qr/confirm", { ticket }, auth(phone.token))).body.code).toBe(41);
  });

  it("is answered only after a scan, by the session that scanned", async () => {
    const phone = await signUp();
    const ticket = (await call("auth/qr/create", {}, freshIp())).body.data.ticket as string;
    // Approving blind (the phone never showed who is asking) is refused, and so is declining.
    expect((await call("auth/qr/confirm", { ticket }, auth(phone.token))).body.code).toBe(41);
    expect((await call("auth/qr/confirm", { ticket, approve: false }, auth(phone.token))).body.code).toBe(41);
    expect((await call("auth/qr/status", { ticket })).body.data).toEqual({ status: "pending" });
    // Another session (of the same account, or anyone's) cannot answer what this one scanned.
    const other = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO sessions (id, user_id, token_hash, method) VALUES (?, ?, ?, 'password')")
      .bind(crypto.randomUUID(), phone.user.id, await tokenHash(other))
      .run();
    const stranger = await signUp();
    expect((await call("auth/qr/scan", { ticket }, auth(phone.token))).body.code).toBe(0);
    expect((await call("auth/qr/scan", { ticket }, auth(stranger.token))).body.code).toBe(0);
    expect((await call("auth/qr/confirm", { ticket }, auth(other))).body.code).toBe(41);
    expect((await call("auth/qr/confirm", { ticket }, auth(stranger.token))).body.code).toBe(41);
    expect((await call("auth/qr/status", { ticket })).body.data).toEqual({ status: "scanned" });
    expect((await call("auth/qr/confirm", { ticket }, auth(phone.token))).body.code).toBe(0);
    expect((await call("auth/qr/status", { ticket })).body.data.status).toBe("confirmed");
  });

  it("can be declined, and expired tickets say so", async () => {
    const phone = await signUp();
    const declined = (await call("auth/qr/create", {}, freshIp())).body.data.ticket;
    await call("auth/qr/scan", { ticket: declined }, auth(phone.token));
    await call("auth/qr/confirm", { ticket: declined, approve: false }, auth(phone.token));
    expect((await call("auth/qr/status", { ticket: declined })).body.data).toEqual({ status: "declined" });

    const old = (await call("auth/qr/create", {}, freshIp())).body.data.ticket;
    await env.DB.prepare("UPDATE qr_tickets SET expires_at = '2020-01-01T00:00:00.000Z' WHERE ticket = ?")
      .bind(old)
      .run();
    expect((await call("auth/qr/status", { ticket: old })).body.data).toEqual({ status: "expired" });
    const late = await call("auth/qr/scan", { ticket: old }, auth(phone.token));
    expect(late.body).toMatchObject({ code: 41, msg: "This QR code has expired." });
    expect((await call("auth/qr/status", { ticket: "x".repeat(43) })).body.data).toEqual({ status: "expired" });
  });
});
