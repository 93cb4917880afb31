/**
 * The customer's own articles, loader and action (routes/user.article.tsx): one page of the list,
 * and save (published at article/{slug}; the backend sanitises the HTML; without JavaScript the
 * editor's plain text becomes paragraphs) or delete, which asks first.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadAccountPage } from "./account-data.server";
import { articleActionSchema, textToHtml } from "./user-article-form";
import { userActionFailure } from "./user-action.server";
import { pageParam } from "./user-center";

export const loadUserArticles = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, (upstream) =>
    upstream.call("user/article/list", { page: pageParam(args.request), pageSize: 20 }),
  );

export async function userArticleAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: articleActionSchema });
  const intent = submission.payload.intent === "delete" ? "delete" : "save";
  if (submission.status !== "success")
    return data({ intent, result: submission.reply(), notice: null, confirmDelete: null }, { status: 422 });
  const value = submission.value;
  if (value.intent === "delete" && value.confirmed !== "yes")
    return { intent, result: submission.reply(), notice: null, confirmDelete: value.id };
  const upstream = context.upstream;
  const url = new URL(request.url);
  try {
    if (value.intent === "delete") {
      await upstream.call("user/article/delete", { id: value.id });
      return redirect(`${url.pathname}?done=delete`);
    }
    const saved = await upstream.call("user/article/save", {
      id: value.id,
      title: value.title,
      slug: value.slug || undefined,
      content: textToHtml(value.content),
    });
    return redirect(`${url.pathname}?done=save&slug=${encodeURIComponent(saved.slug)}`);
  } catch (error) {
    const failed = userActionFailure(intent, submission, error, ["title", "slug", "content"], { request, context });
    return data({ ...failed.data, confirmDelete: null }, { status: failed.init?.status ?? 400 });
  }
}
