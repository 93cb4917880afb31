/**
 * Mobile numbers outside +86 (issue 17): each country's rule, the trunk 0 and separators, the
 * E.164 rule for other calling codes, a +44 shopper through sign-up and both sign-ins, and the
 * storefront's table in step with this one.
 */
import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import { readMobile } from "../../contract/mobile-numbers";
import { freshIp, latestMessage, waitedAMinute } from "../test/accounts";
import { human } from "../test/human-check";

describe("readMobile", () => {
  it("reads each country's mobile numbers and refuses other countries' and landlines", () => {
    expect(readMobile("+86", "13800138000")).toBe("13800138000");
    expect(readMobile("+86", "23800138000")).toBeNull();
    expect(readMobile("+44", "07700 900123")).toBe("7700900123");
    expect(readMobile("+44", "7700-900-123")).toBe("7700900123");
    expect(readMobile("+44", "020 7946 0958")).toBeNull();
    expect(readMobile("+44", "13800138000")).toBeNull();
    expect(readMobile("+1", "(202) 555-0143")).toBe("2025550143");
    expect(readMobile("+1", "0202555014")).toBeNull();
    expect(readMobile("+852", "9123 4567")).toBe("91234567");
    expect(readMobile("+886", "0912 345 678")).toBe("912345678");
    expect(readMobile("+81", "090-1234-5678")).toBe("9012345678");
    expect(readMobile("+49", "0151 23456789")).toBe("15123456789");
  });

  it("holds other calling codes to E.164: digits only, 15 at most with the code", () => {
    expect(readMobile("+971", "501234567")).toBe("501234567");
    expect(readMobile("+971", "123456789012")).toBe("123456789012");
    expect(readMobile("+971", "1234567890123")).toBeNull();
    expect(readMobile("+971", "12a45678")).toBeNull();
    expect(readMobile("+971", "123")).toBeNull();
  });
});

describe("a shopper with a +44 mobile", () => {
  it("signs up, signs in by password and by code however the number is written, and is not a +86 account", async () => {
    const headers = freshIp();
    const national = `7700${String(Date.now()).slice(-6)}`;
    expect(
      (
        await call(
          "auth/sendCode",
          { ...(await human()), account: `0${national}`, countryCode: "+44", scene: "signup" },
          headers,
        )
      ).body.code,
    ).toBe(0);
    const code = (await latestMessage(`+44 ${national}`))!.code!;
    const signedUp = await call(
      "auth/signup",
      { ...(await human()), account: national, countryCode: "+44", code, password: "correct horse 1", agree: true },
      headers,
    );
    expect(signedUp.body).toMatchObject({ code: 0, data: { user: { mobile: national, countryCode: "+44" } } });

    const byPassword = await call(
      "auth/signin",
      { account: `0${national.slice(0, 4)} ${national.slice(4)}`, countryCode: "+44", password: "correct horse 1" },
      headers,
    );
    expect(byPassword.body.code).toBe(0);
    await waitedAMinute(`+44 ${national}`);
    expect(
      (
        await call(
          "auth/sendCode",
          { ...(await human()), account: national, countryCode: "+44", scene: "signin" },
          headers,
        )
      ).body.code,
    ).toBe(0);
    const signinCode = (await latestMessage(`+44 ${national}`))!.code!;
    expect(
      (await call("auth/signin", { account: national, countryCode: "+44", code: signinCode }, headers)).body.code,
    ).toBe(0);

    // Without a country code a mobile is +86's (the contract's default): these digits are not one.
    const asChina = await call("auth/signin", { account: national, password: "correct horse 1" }, headers);
    expect(asChina.body).toMatchObject({ code: 40, data: { fields: { account: "Account format error." } } });
  });
});
