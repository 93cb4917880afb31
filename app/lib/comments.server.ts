/**
 * The article page's comment action: a comment or a reply. The threads come with the page's own
 * data (the same for everyone, so the article stays shared-cacheable). Signed-out shoppers who
 * post are sent to sign-in and brought back.
 */
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { failureReply } from "./forms/auth-reply.server";
import { describeFailure } from "./action-failure.server";
import { commentFormId, commentSchema } from "./forms/comment";

export async function commentAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: commentSchema });
  const formId = commentFormId(Number(formData.get("parentId")) || undefined);
  if (submission.status !== "success") {
    return data({ formId, result: submission.reply(), posted: false }, { status: 422 });
  }
  try {
    await context.upstream.call("comment/add", submission.value);
  } catch (error) {
    const described = describeFailure(error, request, context.cloudflare?.env);
    if ("redirect" in described) return described.redirect;
    return data({ formId, result: failureReply(submission, error, ["content"]), posted: false }, { status: described.status });
  }
  return { formId, result: submission.reply({ resetForm: true }), posted: true };
}
