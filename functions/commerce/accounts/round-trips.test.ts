/**
 * D1 round trips of the account calls, measured. The budget per call is what the batching in
 * signin.ts, signup.ts and send-code.ts reaches; a change that adds a trip fails here.
 */
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import commerce from "../index";
import { ORIGIN } from "../test/shop";
import { countingDatabase } from "../test/round-trip-counter";
import { auth, freshEmail, freshIp, latestMessage, signUp, waitedAMinute } from "../test/accounts";
import { human } from "../test/human-check";

async function measure(path: string, body: unknown, headers: Record<string, string>) {
  const counter = countingDatabase(env.DB);
  const request = new Request(`${ORIGIN}/api/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const response = await commerce.fetch(request, { ...env, DB: counter.db }, {} as ExecutionContext);
  const answer = (await response.json()) as { code: number; data: any };
  return { trips: counter.trips(), answer };
}

it("counts the account calls' round trips", async () => {
  const headers = freshIp();
  const email = freshEmail();
  const trips: Record<string, number> = {};
  let step = await measure("auth/sendCode", { ...(await human()), account: email, scene: "signup" }, headers);
  trips.sendCode = step.trips;
  step = await measure(
    "auth/signup",
    {
      ...(await human()),
      account: email,
      code: (await latestMessage(email))!.code,
      password: "round trips 1",
      agree: true,
    },
    headers,
  );
  expect(step.answer.code).toBe(0);
  trips.signup = step.trips;
  step = await measure("auth/signin", { account: email, password: "round trips 1" }, headers);
  expect(step.answer.code).toBe(0);
  trips.signinPassword = step.trips;
  await waitedAMinute(email);
  await measure("auth/sendCode", { ...(await human()), account: email, scene: "signin" }, headers);
  step = await measure("auth/signin", { account: email, code: (await latestMessage(email))!.code }, headers);
  expect(step.answer.code).toBe(0);
  trips.signinCode = step.trips;
  const token = step.answer.data.token as string;
  trips.userInfo = (await measure("user/info", {}, auth(token, headers))).trips;
  trips.signout = (await measure("auth/signout", {}, auth(token, headers))).trips;
  trips.forget = (await measure("auth/forget", { ...(await human()), account: email }, headers)).trips;
  const { token: phone } = await signUp();
  const ticket = (await measure("auth/qr/create", {}, headers)).answer.data.ticket as string;
  await measure("auth/qr/scan", { ticket }, auth(phone));
  await measure("auth/qr/confirm", { ticket }, auth(phone));
  trips.qrStatus = (await measure("auth/qr/status", { ticket }, headers)).trips;
  // sendCode and forget include the local outbox's own write (1 trip), which a real provider replaces with an HTTP call
  // (sign-up mails nothing: its code proved the address),
  // and marking the slide challenge used (1 trip, ADR 105; with Turnstile an HTTP call instead).
  expect(trips).toEqual({
    sendCode: 4,
    signup: 4,
    signinPassword: 2,
    signinCode: 2,
    userInfo: 1,
    signout: 2,
    forget: 4,
    qrStatus: 3,
  });
});
