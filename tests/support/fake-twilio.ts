/**
 * A fake Twilio Programmable Messaging API on 127.0.0.1 that checks a request as Twilio's
 * Message resource documents (https://www.twilio.com/docs/messaging/api/message-resource) and
 * answers the same way: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic
 * `AccountSid:AuthToken` (missing or wrong → 401 code 20003), a form-encoded body with `To`
 * (21604; 21211 when not E.164), `Body` (21602) and `From` or `MessagingServiceSid` (21603), each
 * a 400. Success is 201 with the Message resource (`sid` SM…, `status` "queued", or "accepted"
 * with a Messaging Service); errors are `{ code, message, more_info, status }`. Scripted
 * failures: 429 code 20429 with Retry-After, 500, 503.
 */
import { randomBytes } from "node:crypto";
import { startProviderServer, type Answer } from "./fake-provider-server";

export type TwilioMessage = {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
};

const error = (status: number, code: number, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  headers,
});

export async function startFakeTwilio(options: { accountSid: string; authToken: string }) {
  const delivered: TwilioMessage[] = [];
  const path = `/2010-04-01/Accounts/${options.accountSid}/Messages.json`;
  const server = await startProviderServer(
    (request) => {
      const expected = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
      if (request.headers.authorization !== expected) return error(401, 20003, "Authenticate");
      if (request.path !== path) return error(404, 20404, `The requested resource ${request.path} was not found`);
      if (request.method !== "POST") return error(405, 20004, "Method not allowed");
      if (!String(request.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
        return error(400, 21604, "A 'To' phone number is required.");
      const form = new URLSearchParams(request.raw);
      const to = form.get("To");
      if (!to) return error(400, 21604, "A 'To' phone number is required.");
      if (!/^\+[1-9]\d{6,14}$/.test(to)) return error(400, 21211, `Invalid 'To' Phone Number: ${to}`);
      const from = form.get("From");
      const messagingServiceSid = form.get("MessagingServiceSid");
      if (!from && !messagingServiceSid)
        return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.");
      const body = form.get("Body");
      if (!body) return error(400, 21602, "Message body is required.");
      const message = { sid: `SM${randomBytes(16).toString("hex")}`, to, from, messagingServiceSid, body };
      delivered.push(message);
      return {
        status: 201,
        body: {
          sid: message.sid,
          account_sid: options.accountSid,
          to,
          from,
          body,
          messaging_service_sid: messagingServiceSid,
          status: messagingServiceSid ? "accepted" : "queued",
          direction: "outbound-api",
          num_segments: "1",
          error_code: null,
          error_message: null,
          date_created: new Date().toUTCString(),
          uri: `${path.replace(".json", "")}/${message.sid}.json`,
        },
      };
    },
    ({ status, retryAfter }) => {
      if (status === 429) return error(429, 20429, "Too Many Requests", { "retry-after": retryAfter ?? "1" });
      return error(
        status,
        status === 503 ? 20503 : 20500,
        status === 503 ? "Service unavailable" : "Internal server error",
        retryAfter ? { "retry-after": retryAfter } : {},
      );
    },
  );
  return { ...server, delivered, reset: () => (server.reset(), (delivered.length = 0)) };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
