/**
 * The action of routes whose page type the backend decides (`/{slug}`, custom URL rules): a
 * review form names its product, a comment form its article. Anything else is not a form these
 * pages have.
 */
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { commentAction } from "./comments/comments.server";
import { reviewAction } from "./reviews/reviews.server";

export async function resolvedAction(args: ActionFunctionArgs) {
  // Peek at a copy: the chosen action reads the body itself.
  const fields = await args.request.clone().formData();
  if (fields.has("articleId")) return commentAction(args);
  if (fields.has("productId")) return reviewAction(args);
  throw data(null, { status: 405 });
}
