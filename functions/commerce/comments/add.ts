/**
 * comment/add: a signed-in customer comments on an article, or replies to a top-level comment
 * (`parentId`). Replies go one level deep: answering a reply is refused (code 40 on parentId).
 * The content is sanitised to plain text.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { articleIdTag, purgeQuietly } from "../kernel/page-purge";
import { invalidInput, notFound } from "../kernel/http/envelope";
import { requireCustomer } from "../kernel/http/customer";
import { spend } from "../kernel/rate-limits";
import { plainFields, SHOPPER_RATE_LIMITS } from "../content";
import { commentFields } from "../../contract/engagement";
import { recordId } from "../reviews";
import { COMMENT_COLUMNS, commentShape, toComment, type CommentRow } from "./list";

type ParentRow = { article_id: number; parent_id: number | null };
type UserRow = { nickname: string; first_name: string };

export const commentAddCall = defineCall({
  path: "comment/add",
  summary: "Comment on an article, or reply to a top-level comment (signed in)",
  tag: "content",
  input: z.object({
    articleId: recordId,
    // The contract's rule, which the storefront's comment form is built from.
    ...commentFields(),
    parentId: recordId.optional(),
  }),
  output: commentShape,
  handle: async (ctx, raw) => {
    const customer = await requireCustomer(ctx);
    const input = plainFields(raw, ["content"], ctx.t);
    const [article, parent, user] = await ctx.db.batch([
      ctx.db.prepare("SELECT id FROM articles WHERE id = ? AND status = 'published'").bind(input.articleId),
      ctx.db
        .prepare("SELECT article_id, parent_id FROM comments WHERE id = ? AND status = 'published'")
        .bind(input.parentId ?? 0),
      ctx.db.prepare("SELECT nickname, first_name FROM users WHERE id = ?").bind(customer.userId),
    ]);
    if (!article.results.length) throw notFound();
    if (input.parentId) {
      const row = parent.results[0] as ParentRow | undefined;
      if (!row || row.article_id !== input.articleId) throw invalidInput({ parentId: ctx.t("commentParentUnknown") });
      if (row.parent_id !== null) throw invalidInput({ parentId: ctx.t("commentReplyDepth") });
    }
    await spend(ctx, [[`comment-user:${customer.userId}`, SHOPPER_RATE_LIMITS.commentPerUser]]);
    const person = user.results[0] as UserRow | undefined;
    const author = person?.nickname || person?.first_name || ctx.t("reviewAnonymous");
    const row = await ctx.db
      .prepare(
        `INSERT INTO comments (article_id, user_id, parent_id, author, content) VALUES (?, ?, ?, ?, ?) RETURNING ${COMMENT_COLUMNS}`,
      )
      .bind(input.articleId, customer.userId, input.parentId ?? null, author, input.content)
      .first<CommentRow>();
    // The article's cached page shows its comments (docs/decisions/275).
    await purgeQuietly(ctx.purgePages, [articleIdTag(input.articleId)]);
    return { ...toComment(row!), replies: [] };
  },
});
