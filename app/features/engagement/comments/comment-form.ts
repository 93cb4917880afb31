/** The article comment (and reply) form's one schema; `parentId` is set on a reply. */
import { z } from "../../../lib/forms/zod";
import { LIMIT_MESSAGE } from "../../../lib/forms/shopper-limits";
// The contract's rule (functions/contract/engagement.ts, ADR 243) with the shopper's messages.
import { commentFields } from "../../../../functions/contract/engagement";

export const commentSchema = z.object({
  articleId: z.coerce.number().int().min(1),
  content: commentFields((_field, issue) =>
    issue.code === "too_big" ? LIMIT_MESSAGE.error : "comments.contentRequired",
  ).content,
  parentId: z.coerce.number().int().min(1).optional(),
});

/** Each comment form on the page has its own id, so a reply's errors show under that reply. */
export const commentFormId = (parentId?: number) => (parentId ? `comment-reply-${parentId}` : "comment-new");
