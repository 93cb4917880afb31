/**
 * The comment threads in an article page's data (the route request reads them with the article).
 * `?comments=<n>` picks their page: the seed's comment list, for the backend and the paging links alike.
 */
import type { CallOutput } from "../../../../functions/contract/calls";

export const COMMENTS_PAGE_PARAM = "comments";

/** A page of comment/list's answer, as the generated contract types it (the route request carries the same). */
export type CommentPage = CallOutput<"comment/list">;
export type Comment = CommentPage["list"][number];
export type Reply = Comment["replies"][number];
