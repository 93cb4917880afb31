/**
 * The product page's review action. The reviews themselves come with the page's own data (the
 * route request reads them in the same batch as the product), the same for every shopper, so
 * the page stays shared-cacheable. The form is on that public page for everyone; whether this
 * shopper may review is the backend's answer to the post (sign-in first, then "only customers
 * who received it"). See docs/decisions/050.
 */
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { failureReply } from "../../../lib/action-failure.server";
import { reviewSchema } from "./review-form";
import { uploadImages } from "../../account/uploads.server";

export async function reviewAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const submission = parseWithZod(await request.formData(), { schema: reviewSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), reviewed: false }, { status: 422 });
  const upstream = context.upstream;
  try {
    const { images, ...review } = submission.value;
    await upstream.call("review/add", { ...review, images: await uploadImages(upstream, images) });
  } catch (error) {
    const { result, status } = failureReply(error, args, { submission, fields: ["rating", "content", "images"] });
    return data({ result, reviewed: false }, { status });
  }
  return { result: submission.reply({ resetForm: true }), reviewed: true };
}
