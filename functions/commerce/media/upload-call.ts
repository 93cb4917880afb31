/**
 * `upload/image`: one picture in, its URL out. Customers and visitors (inquiries and feedback
 * take pictures from visitors too) may upload, within a per-IP hourly allowance counted in D1.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { spend } from "../kernel/rate-limits";
import { requester } from "../kernel/device";
import { UPLOAD_BODY_MAX_BYTES, fileField, storeImage } from "./uploads";
import { uploadOwner } from "./ownership";

export const UPLOADS_PER_IP_HOUR = { limit: 60, windowS: 3600 };

export const uploadImageCall = defineCall({
  path: "upload/image",
  body: "multipart",
  maxBodyBytes: UPLOAD_BODY_MAX_BYTES,
  summary: "Store one picture (PNG, JPEG, GIF, WebP or AVIF, at most 5 MiB) and return its URL",
  tag: "media",
  input: z.object({ file: fileField }),
  output: z.object({ url: z.string() }),
  handle: async (ctx, input) => {
    const owner = await uploadOwner(ctx);
    const { ip } = requester(ctx);
    await spend(ctx, [[`upload:${ip || "unknown"}`, UPLOADS_PER_IP_HOUR]]);
    const stored = await storeImage(ctx, input.file, "images", owner);
    return { url: stored.url };
  },
});
