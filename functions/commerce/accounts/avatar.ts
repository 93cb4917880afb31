/**
 * user/editAvatar: one picture, multipart `file`, stored by the same code as upload/image
 * (media/uploads.ts: type sniffed from the bytes, no SVG, at most 5 MiB, served back from R2
 * with its type and a year's cache) under `uploads/avatars/`, and set as the customer's avatar.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { requireCustomer } from "../kernel/http/customer";
import { customerOwner, fileField, storeImage, UPLOAD_BODY_MAX_BYTES, UPLOADS_PER_IP_HOUR } from "../media";
import { logActivity } from "./activity-log";
import { requester } from "../kernel/device";
import { spend } from "../kernel/rate-limits";
import { USER_SQL, toUser, userShape, type UserRow } from "./users";

export const editAvatarCall = defineCall({
  path: "user/editAvatar",
  body: "multipart",
  maxBodyBytes: UPLOAD_BODY_MAX_BYTES,
  summary: "Set the customer's avatar from one uploaded picture (multipart `file`)",
  tag: "user center",
  input: z.object({ file: fileField }),
  output: userShape,
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    // The same hourly allowance as upload/image: an avatar is an upload like any other.
    await spend(ctx, [[`upload:${requester(ctx).ip || "unknown"}`, UPLOADS_PER_IP_HOUR]]);
    const stored = await storeImage(ctx, input.file, "avatars", customerOwner(customer.userId));
    const [, , row] = await ctx.db.batch([
      ctx.db.prepare("UPDATE users SET avatar = ? WHERE id = ?").bind(stored.url, customer.userId),
      logActivity(ctx, customer.userId, "avatarChanged"),
      ctx.db.prepare(`SELECT ${USER_SQL} FROM users u WHERE u.id = ?`).bind(customer.userId),
    ]);
    return toUser(row.results[0] as UserRow);
  },
});
