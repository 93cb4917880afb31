/**
 * The product page's reviews: the loader adds the public review list and rating summary to the
 * page data (the same for every shopper, so the page stays shared-cacheable), and the action
 * sends a review. The form is on the public page for everyone; whether this shopper may review
 * is the backend's answer to the post (sign-in first, then "only customers who received it").
 * See docs/decisions/050.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadPage, type PageLoaderData } from "./page.server";
import { resolveLanguage } from "./language.server";
import { getUpstream } from "./upstream.server";
import { UpstreamError } from "./envelope";
import { failureReply } from "./forms/auth-reply.server";
import { describeFailure } from "./action-failure.server";
import { reviewSchema } from "./forms/review";
import { uploadImages } from "./uploads.server";
import { pageParam, REVIEWS_PAGE_PARAM, REVIEWS_PAGE_SIZE, type ReviewPage } from "./reviews";

export type ProductLoaderData = PageLoaderData & { reviews: ReviewPage | null };

export async function loadProductPage(args: LoaderFunctionArgs) {
  const page = await loadPage(args);
  const product = page.data.page.data as { id?: number } | null;
  let reviews: ReviewPage | null = null;
  if (product?.id) {
    const upstream = getUpstream(args.context, { request: args.request, lang: await resolveLanguage(args.request) });
    const reviewPage = pageParam(new URL(args.request.url), REVIEWS_PAGE_PARAM);
    try {
      reviews = await upstream.call<ReviewPage>("review/list", { productId: product.id, page: reviewPage, pageSize: REVIEWS_PAGE_SIZE });
    } catch (error) {
      // The product is still worth showing when its reviews cannot be read.
      if (!(error instanceof UpstreamError)) throw error;
      console.error("review/list failed", error.code, error.message);
    }
  }
  return data<ProductLoaderData>({ ...page.data, reviews }, page.init ?? undefined);
}

export async function reviewAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: reviewSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), reviewed: false }, { status: 422 });
  const upstream = getUpstream(context, { request, lang: await resolveLanguage(request) });
  try {
    const { images, ...review } = submission.value;
    await upstream.call("review/add", { ...review, images: await uploadImages(upstream, images) });
  } catch (error) {
    const described = describeFailure(error, request, context.cloudflare?.env);
    if ("redirect" in described) return described.redirect;
    return data({ result: failureReply(submission, error, ["rating", "content", "images"]), reviewed: false }, { status: described.status });
  }
  return { result: submission.reply({ resetForm: true }), reviewed: true };
}
