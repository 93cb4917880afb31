/**
 * The article page's comments: the loader adds one public page of comment threads to the page
 * data (the same for everyone, so the article stays shared-cacheable); the action posts a
 * comment or a reply. Signed-out shoppers who post are sent to sign-in and brought back.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadPage, type PageLoaderData } from "./page.server";
import { resolveLanguage } from "./language.server";
import { getUpstream } from "./upstream.server";
import { UpstreamError } from "./envelope";
import { failureReply } from "./forms/auth-reply.server";
import { describeFailure } from "./action-failure.server";
import { commentFormId, commentSchema } from "./forms/comment";
import { pageParam } from "./reviews";
import { COMMENTS_PAGE_PARAM, COMMENTS_PAGE_SIZE, type CommentPage } from "./comments";

export type ArticleLoaderData = PageLoaderData & { comments: CommentPage | null };

export async function loadArticlePage(args: LoaderFunctionArgs) {
  const page = await loadPage(args);
  const article = page.data.page.data as { id?: number } | null;
  let comments: CommentPage | null = null;
  if (article?.id) {
    const upstream = getUpstream(args.context, { request: args.request, lang: await resolveLanguage(args.request) });
    const commentPage = pageParam(new URL(args.request.url), COMMENTS_PAGE_PARAM);
    try {
      comments = await upstream.call<CommentPage>("comment/list", { articleId: article.id, page: commentPage, pageSize: COMMENTS_PAGE_SIZE });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      console.error("comment/list failed", error.code, error.message);
    }
  }
  return data<ArticleLoaderData>({ ...page.data, comments }, page.init ?? undefined);
}

export async function commentAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: commentSchema });
  const formId = commentFormId(Number(formData.get("parentId")) || undefined);
  if (submission.status !== "success") {
    return data({ formId, result: submission.reply(), posted: false }, { status: 422 });
  }
  try {
    await getUpstream(context, { request, lang: await resolveLanguage(request) }).call("comment/add", submission.value);
  } catch (error) {
    const described = describeFailure(error, request, context.cloudflare?.env);
    if ("redirect" in described) return described.redirect;
    return data({ formId, result: failureReply(submission, error, ["content"]), posted: false }, { status: described.status });
  }
  return { formId, result: submission.reply({ resetForm: true }), posted: true };
}
