/** The article comment (and reply) form's one schema; `parentId` is set on a reply. */
import { z } from "../../../lib/forms/zod";
import { LIMIT_MESSAGE } from "../../../lib/forms/shopper-limits";
import { TEXT_LIMITS } from "../../../../functions/contract/text-limits";

export const commentSchema = z.object({
  articleId: z.coerce.number().int().min(1),
  content: z
    .string({ error: "comments.contentRequired" })
    .trim()
    .min(1, { error: "comments.contentRequired" })
    .max(TEXT_LIMITS.commentContent, LIMIT_MESSAGE),
  parentId: z.coerce.number().int().min(1).optional(),
});

/** Each comment form on the page has its own id, so a reply's errors show under that reply. */
export const commentFormId = (parentId?: number) => (parentId ? `comment-reply-${parentId}` : "comment-new");
