/**
 * The article page's comment action: a comment or a reply. The threads come with the page's own
 * data (the same for everyone, so the article stays shared-cacheable). Signed-out shoppers who
 * post are sent to sign-in and brought back.
 */
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { failureReply } from "../../../lib/action-failure.server";
import { commentFormId, commentSchema } from "./comment-form";

export async function commentAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: commentSchema });
  const formId = commentFormId(Number(formData.get("parentId")) || undefined);
  if (submission.status !== "success") {
    return data({ formId, result: submission.reply(), posted: false }, { status: 422 });
  }
  try {
    await context.upstream.call("comment/add", submission.value);
  } catch (error) {
    const { result, status } = failureReply(error, args, { submission, fields: ["content"] });
    return data({ formId, result, posted: false }, { status });
  }
  return { formId, result: submission.reply({ resetForm: true }), posted: true };
}
