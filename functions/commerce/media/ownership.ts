/**
 * Whose an upload is, and the check every call that takes picture URLs makes: each URL must be
 * an upload (a row in `uploads`) made by the same owner as the submission — a review cannot
 * show another customer's pictures, nor keep someone else's upload alive past the sweep.
 *
 * A signed-in customer owns as "user:<id>". A visitor (inquiries and feedback take pictures
 * from visitors) owns as "visitor:" plus a hash of the client address: the storefront uploads
 * a form's files and submits the form in the same request, so the address matches; two
 * visitors behind one address share their uploads, which is the most a visitor can be told
 * apart without an account.
 */
import type { ShopContext } from "../kernel/http/context";
import { invalidInput } from "../kernel/http/envelope";
import { requireCustomer } from "../kernel/http/customer";
import { requester } from "../kernel/device";
import { sha256Hex } from "../kernel/random";

export const customerOwner = (userId: number) => `user:${userId}`;

/** The owner new uploads get, and submissions are checked against, for this request. */
export async function uploadOwner(ctx: ShopContext): Promise<string> {
  // A token that came along must be valid (code 50/51 otherwise); without one, a visitor.
  if (ctx.signedIn) return customerOwner((await requireCustomer(ctx)).userId);
  return `visitor:${(await sha256Hex(`upload-owner:${requester(ctx).ip || "unknown"}`)).slice(0, 32)}`;
}

/** Code 40 on the field of the first URL that is not one of `owner`'s uploads (`images.<index>` unless told). */
export async function requireOwnUploads(
  ctx: ShopContext,
  owner: string,
  urls: string[],
  fieldOf = (index: number) => `images.${index}`,
): Promise<void> {
  if (!urls.length) return;
  const { results } = await ctx.db
    .prepare("SELECT url FROM uploads WHERE owner = ? AND url IN (SELECT value FROM json_each(?))")
    .bind(owner, JSON.stringify(urls))
    .all<{ url: string }>();
  const own = new Set(results.map((row) => row.url));
  const wrong = urls.findIndex((url) => !own.has(url));
  if (wrong >= 0) throw invalidInput({ [fieldOf(wrong)]: ctx.t("imageNotUploaded") });
}
